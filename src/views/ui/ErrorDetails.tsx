// What the server said about a failed call, below the console's own words:
// the message, error code, status and request id (and the call and time), as
// text, with "Copy details" putting the same as a plain-text block on the
// clipboard for a support ticket. Everything is rendered as text, never as HTML.
import { css, cx } from 'styled-system/css'
import { detailRows, detailsText, type ErrorDetails } from '~/api'
import { CopyToClipboard } from './CopyButton'

const list = css({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: '3',
  rowGap: '1',
  m: 0,
  fontSize: 'xs',
  textAlign: 'left',
})
const term = css({ color: 'fgMuted', whiteSpace: 'nowrap' })
const value = css({ m: 0, color: 'fg', fontFamily: 'mono', overflowWrap: 'anywhere' })
const separated = css({ borderTop: '1px solid {colors.border}', pt: '2', mt: '1' })

export type ErrorDetailsListProps = {
  /** One failed call, or several (a bulk action's failures). */
  details: readonly ErrorDetails[]
}

/** The fields of each failed call, then "Copy details". */
export function ErrorDetailsList({ details }: ErrorDetailsListProps) {
  return (
    <div className={css({ display: 'grid', gap: '2', justifyItems: 'start', minW: 0, w: '100%' })}>
      {details.map((d, i) => (
        <dl key={`${d.requestId ?? ''}-${i}`} className={cx(list, i > 0 && separated)}>
          {detailRows(d).map(({ label, value: v }) => (
            <div key={label} className={css({ display: 'contents' })}>
              <dt className={term}>{label}</dt>
              <dd className={value}>{v}</dd>
            </div>
          ))}
        </dl>
      ))}
      <CopyToClipboard text={detailsText(details)} label="Copy details" showLabel />
    </div>
  )
}
