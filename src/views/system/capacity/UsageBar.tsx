// How much of something is held, as words and a bar: '12 of 128 vCPUs',
// '96 of 1,012 GiB'. The capacity page and a sled's page draw it.
import { css, cx } from 'styled-system/css'
import type { Amount } from '~/machines/system/capacity.rules'
import { GiB, plainNumber } from '~/views/ui'

const track = css({ h: '1.5', bg: 'bgHover', borderRadius: 'full', overflow: 'hidden', minW: '6rem' })
const fill = css({ h: 'full', bg: 'accent', borderRadius: 'full' })
/** Nine tenths held or more: nearly full. */
const nearlyFull = css({ bg: 'warning' })
const over = css({ bg: 'danger' })
const NEARLY_FULL = 0.9

/** '12 of 128 vCPUs' */
export const cpusText = (a: Pick<Amount, 'used' | 'usable'>) => `${plainNumber(a.used)} of ${plainNumber(a.usable)} vCPUs`
/** '96 of 1,012 GiB' */
export const memoryText = (a: Pick<Amount, 'used' | 'usable'>) => `${plainNumber(a.used / GiB)} of ${plainNumber(a.usable / GiB)} GiB`

type Props = {
  /** What is measured, as a person names it ('vCPUs of BRM42220014'). */
  label: string
  amount: Pick<Amount, 'used' | 'usable'>
  /** The amount in words, read out for the bar. */
  text: string
}

/** The share held, as a meter: nearly full shows in the warning colour, more than usable in the danger colour. */
export function UsageBar({ label, amount, text }: Props) {
  const share = amount.usable > 0 ? amount.used / amount.usable : amount.used > 0 ? Infinity : 0
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={amount.usable}
      aria-valuenow={Math.min(amount.used, amount.usable)}
      aria-valuetext={text}
      className={track}
    >
      <div className={cx(fill, share > 1 ? over : share >= NEARLY_FULL && nearlyFull)} style={{ width: `${Math.min(100, share * 100)}%` }} />
    </div>
  )
}
