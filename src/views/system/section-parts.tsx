// Parts of the operator pages whose data is a section (machines/shared/section.ts):
// a table, a picker and a column's cells. While its read is under way each keeps
// the place it will take (the table's frame with its spinner, the picker
// disabled and saying what it reads, a cell's '…'); when the read failed, the
// failure is said once, in words, with Retry (SectionNotice, placed by the
// page where it belongs), and the rest of the page works.
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { Section } from '~/machines/shared/section'
import { PropertiesTable, SectionFailure, Select, Table, type SelectOption, type SelectProps, type TableProps } from '~/views/ui'

/** The failure of a section, said where the page places it; nothing while it is pending or in. */
export function SectionNotice({ section, what }: { section: Section<unknown>; what: string }) {
  return section.status === 'failed' ? <SectionFailure what={what} message={section.message} retry={section.retry} /> : null
}

/** A table whose rows are a section: its frame and spinner while they are read, why not with Retry when they could not be. */
export function SectionTable<Row>({ section, what, ...table }: Omit<TableProps<Row>, 'rows' | 'loading'> & { section: Section<Row[]>; what: string }) {
  if (section.status === 'failed') return <SectionFailure what={what} message={section.message} retry={section.retry} />
  return <Table {...table} rows={section.status === 'ready' ? section.data : []} loading={section.status === 'pending'} />
}

const waiting = css({ color: 'fgMuted' })

/** Where a section's properties will be, while they are read: their labels, each value '…' (the same rows, so nothing below moves). */
export function PendingProperties({ labels, columns }: { labels: string[]; columns?: 1 | 2 }) {
  return (
    <PropertiesTable
      columns={columns}
      items={labels.map((label) => ({
        label,
        value: (
          <span className={waiting} aria-busy="true">
            …
          </span>
        ),
      }))}
    />
  )
}

/** A cell (or a value) from a section: '…' while it is read, '—' when it could not be (the page says why once). */
export function SectionCell<T>({ section, children }: { section: Section<T>; children: (data: T) => ReactNode }) {
  if (section.status === 'ready') return children(section.data)
  if (section.status === 'failed') return <span className={waiting}>—</span>
  return (
    <span className={waiting} aria-busy="true">
      …
    </span>
  )
}

export type SectionSelectProps<T extends string | number> = Omit<SelectProps<T>, 'options'> & {
  /** The choices, as their read stands. */
  choices: Section<SelectOption<T>[]>
  /** What the choices are, as a user names them: 'the address lots'. */
  what: string
  /** Where the failure is said: below the picker (the default), or by the page once for several pickers. */
  notice?: 'below' | 'elsewhere'
}

/**
 * A picker whose choices are a section: disabled, saying it reads them, until
 * they are in; when they could not be read, disabled, and the failure with
 * Retry below it (or where the page says it once).
 */
export function SectionSelect<T extends string | number = string>({ choices, what, notice = 'below', placeholder, ...select }: SectionSelectProps<T>) {
  if (choices.status === 'ready') return <Select {...select} placeholder={placeholder} options={choices.data} />
  const pending = choices.status === 'pending'
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <Select
        {...select}
        options={[]}
        value={undefined}
        placeholder={pending ? `Reading ${what}…` : `Could not read ${what}`}
        disabled
        aria-busy={pending || undefined}
      />
      {notice === 'below' && <SectionNotice section={choices} what={what} />}
    </div>
  )
}
