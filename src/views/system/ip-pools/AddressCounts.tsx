import { css } from 'styled-system/css'
import { allocatedPercent, type AddressCount } from '~/machines/system/ip-pools'
import { formatNumber } from '~/views/ui'
import { BigCount } from './BigCount'
import { muted } from '~/views/ui/text'

const cell = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

/** Below a hundredth of a percent, but not nothing: said so rather than '0%'. */
function percentText(count: AddressCount): string | undefined {
  const percent = allocatedPercent(count)
  if (percent === undefined) return undefined
  return percent === 0 && count.allocated > 0n ? '<0.01%' : `${formatNumber(percent)}%`
}

/**
 * 'allocated / capacity (n%)' for one IP version of a pool; '—' when the pool
 * has no range of that version (or its counts could not be read).
 */
export function AddressCounts({ count }: { count?: AddressCount }) {
  if (!count || count.capacity === 0n) return <span className={muted}>—</span>
  const percent = percentText(count)
  // Real spaces, not a flex gap: a screen reader (and a copy) reads '7 / 122 (5.73%)'.
  return (
    <span className={cell}>
      <BigCount value={count.allocated} /> <span className={muted}>/</span> <BigCount value={count.capacity} />
      {percent && <span className={muted}> ({percent})</span>}
    </span>
  )
}
