// A chart's numbers in its unit: the axis, the tooltip and the figures above it say them alike.
import type { ChartUnit } from '~/machines/shared/metrics.machine'
import { formatBytes, formatNumber } from '~/views/ui'

export function formatMetric(unit: ChartUnit, v: number): string {
  if (unit === 'percent') return `${formatNumber(Math.round(v * 10) / 10)}%`
  if (unit === 'bytesPerSecond') return `${formatBytes(v)}/s`
  if (unit === 'bytes') return formatBytes(v)
  if (unit === 'count') return formatNumber(v)
  return `${formatNumber(Math.round(v * 100) / 100)}/s`
}

/** The unit as the figures' heading says it. */
export const UNIT_LABEL: Record<ChartUnit, string> = {
  percent: '% of vCPUs',
  bytesPerSecond: 'bytes/s',
  perSecond: 'per second',
  bytes: 'bytes',
  count: 'count',
}
