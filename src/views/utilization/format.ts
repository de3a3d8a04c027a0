import type { Amount } from '~/machines/utilization/utilization'
import { formatNumber } from '~/views/ui'

/** '12', '56 GiB', '1.5 TiB': up to two decimals, compact from a million. */
export function formatAmount({ value, unit }: Amount): string {
  return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value)
}

/** '5.47%'; a share under 0.01% but above none still shows as more than nothing. */
export function formatPercent(percent: number): string {
  if (percent > 0 && percent < 0.01) return '<0.01%'
  return `${formatNumber(percent)}%`
}
