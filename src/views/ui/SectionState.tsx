// A part of a page drawn from its own read (machines/shared/section.ts): what
// it holds once in; meanwhile the space it will take; and, when its read
// failed, why, in words, with Retry, in its own place.
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { Section } from '~/machines/shared/section'
import { Button } from './Button'

const failure = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  fontSize: 'sm',
  color: 'danger',
  bg: 'dangerBg',
  borderRadius: 'md',
})
const waiting = css({ color: 'fgMuted', fontSize: 'sm', minH: '5' })

/** Why a part of the page is missing, and Retry. `what`: the part, as a user names it ('the SSH keys'). */
export function SectionFailure({ what, message, retry }: { what: string; message: string; retry: () => void }) {
  return (
    <div role="alert" className={failure}>
      <span>
        Could not read {what}: {message}
      </span>
      <Button size="sm" variant="secondary" onClick={retry}>
        Retry
      </Button>
    </div>
  )
}

export type SectionStateProps<T> = {
  section: Section<T>
  /** The part, as a user names it: 'the SSH keys'. */
  what: string
  /** What stands in its place while it is read (by default a line saying so). */
  pending?: ReactNode
  children: (data: T) => ReactNode
}

export function SectionState<T>({ section, what, pending, children }: SectionStateProps<T>) {
  if (section.status === 'ready') return children(section.data)
  if (section.status === 'failed') return <SectionFailure what={what} message={section.message} retry={section.retry} />
  return (
    pending ?? (
      <p className={waiting} aria-busy="true">
        Reading {what}…
      </p>
    )
  )
}

/**
 * A value in a property or a line (an instance's addresses): '…' until it is
 * in; when it could not be read, says so where the value would be, with Retry.
 */
export function SectionValue<T>({ section, what, children }: { section: Section<T>; what: string; children: (data: T) => ReactNode }) {
  if (section.status === 'ready') return children(section.data)
  if (section.status === 'pending')
    return (
      <span className={css({ color: 'fgMuted' })} aria-busy="true">
        …
      </span>
    )
  return (
    <span role="alert" className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', color: 'danger', fontSize: 'sm' })}>
      <span title={section.message}>Could not read {what}</span>
      <Button size="sm" variant="secondary" onClick={section.retry}>
        Retry
      </Button>
    </span>
  )
}
