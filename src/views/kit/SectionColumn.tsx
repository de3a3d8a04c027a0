// A table column, or a form's picker, drawn from a part of the page
// (machines/shared/section.ts) rather than from the rows or the form: the
// rows or the form are there at once; the part fills in when its read is in.
import { useId, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import type { Section } from '~/machines/shared/section'
import { controlClass, errorClass, fieldClass, labelClass } from '~/views/ui/fieldStyles'
import { RequiredMark, SectionFailure } from '~/views/ui'

const waiting = css({ color: 'fgMuted' })

/**
 * A cell of a column whose names are a part of the page: '…' while they are
 * read; '—' when they could not be (the notice above the table says why,
 * once); else what `cell` draws from them.
 */
export function sectionCell<T>(section: Section<T>, cell: (data: T) => ReactNode): ReactNode {
  if (section.status === 'ready') return cell(section.data)
  if (section.status === 'pending')
    return (
      <span className={waiting} aria-busy="true">
        …
      </span>
    )
  return <span className={waiting}>—</span>
}

/** Above a table: why a column's names are missing, with Retry (nothing while they are read or once in). */
export function ColumnFailure<T>({ section, what }: { section: Section<T>; what: string }) {
  if (section.status !== 'failed') return null
  return (
    <div className={css({ mb: '3' })}>
      <SectionFailure what={what} message={section.message} retry={section.retry} />
    </div>
  )
}

const reading = css({ display: 'flex', alignItems: 'center', color: 'fgMuted', cursor: 'default' })

type PickerFieldProps<T> = {
  section: Section<T>
  /** The choices as a user names them: 'the project’s snapshots'. */
  what: string
  label: string
  required?: boolean
  /** The field's message (a required field left empty says so here too). */
  error?: string
  /** The field itself, once its choices are in. */
  children: (data: T) => ReactNode
}

/**
 * A form field whose choices are a part of the form: the field once they are
 * in; meanwhile, in the field's place and size, a line saying they are read;
 * when they could not be read, why and Retry, with the field's own message.
 * The rest of the form works either way.
 */
export function PickerField<T>({ section, what, label, required, error, children }: PickerFieldProps<T>) {
  const labelId = useId()
  if (section.status === 'ready') return children(section.data)
  return (
    <div role="group" aria-labelledby={labelId} className={fieldClass}>
      <span id={labelId} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </span>
      {section.status === 'pending' ? (
        <div className={cx(controlClass(), reading)} aria-busy="true">
          Reading {what}…
        </div>
      ) : (
        <SectionFailure what={what} message={section.message} retry={section.retry} />
      )}
      {error && <div className={errorClass}>{error}</div>}
    </div>
  )
}
