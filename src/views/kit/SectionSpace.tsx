import { css } from 'styled-system/css'

// The height a table or panel is given while its read is on its way, so the
// page does not jump when it comes in.
const space = {
  table: css({ minH: '40', color: 'fgMuted', fontSize: 'sm', py: '2' }),
  line: css({ minH: '5', color: 'fgMuted', fontSize: 'sm' }),
} as const

/** Where a part of the page will be drawn, kept while it is read: 'Reading the built-in users…'. */
export function SectionSpace({ what, size = 'table' }: { what: string; size?: keyof typeof space }) {
  return (
    <div className={space[size]} aria-busy="true">
      Reading {what}…
    </div>
  )
}
