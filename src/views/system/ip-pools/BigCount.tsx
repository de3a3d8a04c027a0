import { css } from 'styled-system/css'
import { formatBigCount, Tooltip } from '~/views/ui'

const shortened = css({ textDecoration: 'underline dotted', textUnderlineOffset: '3px', cursor: 'help' })

/**
 * A count of any size (IPv6 pools pass 2^64): compact past a million, with
 * every digit in a tooltip (reachable by keyboard) and in the title.
 */
export function BigCount({ value }: { value: bigint | number | string }) {
  const { text, exact, shortened: isShort } = formatBigCount(value)
  if (!isShort) return <span>{text}</span>
  return (
    <Tooltip content={exact}>
      <span tabIndex={0} title={exact} data-exact={exact} className={shortened}>
        {text}
      </span>
    </Tooltip>
  )
}
