// The numbers above a metrics chart: the current (last) value, and the
// minimum, average and maximum over the range, of each series as the chart
// draws it — so an operator reads them without hovering.
//
// A chart draws two kinds of series. A rate (CPU share, bytes/s, operations/s)
// comes from a counter: each point is the counter's growth over the window
// that ends at its timestamp, divided by that window, so its average over the
// range weighs each point by the time it covers (windows next to a gap are not
// stretched over it). A gauge (provisioned CPUs, memory, storage) is a sample
// at an instant: its average is the mean of the samples. Gaps (null) are no
// data and count for nothing; the current value is the last point with data.
import type { ChartPoint, ChartSeries, ChartUnit } from './metrics.machine'

export type SeriesKind = 'rate' | 'gauge'

export type SeriesStats = {
  /** the last value with data */
  current: number | null
  min: number | null
  average: number | null
  max: number | null
  /** points with data */
  count: number
}

export const seriesKindOf = (unit: ChartUnit): SeriesKind => (unit === 'bytes' || unit === 'count' ? 'gauge' : 'rate')

const EMPTY: SeriesStats = { current: null, min: null, average: null, max: null, count: 0 }

/** The usual step between points: what a window of a rate covers when its neighbour is missing. */
function typicalStep(points: readonly ChartPoint[]): number {
  const steps: number[] = []
  for (let i = 1; i < points.length; i++) {
    const d = points[i][0] - points[i - 1][0]
    if (d > 0) steps.push(d)
  }
  if (steps.length === 0) return 1
  steps.sort((a, b) => a - b)
  return steps[Math.floor(steps.length / 2)]
}

export function statsOf(series: Pick<ChartSeries, 'points'>, kind: SeriesKind = 'rate'): SeriesStats {
  const { points } = series
  const present = points.filter((p): p is [number, number] => typeof p[1] === 'number' && Number.isFinite(p[1]))
  if (present.length === 0) return EMPTY
  let min = Infinity
  let max = -Infinity
  for (const [, v] of present) {
    if (v < min) min = v
    if (v > max) max = v
  }
  let average: number
  if (kind === 'gauge') {
    average = present.reduce((sum, [, v]) => sum + v, 0) / present.length
  } else {
    // Each point covers the window back to the point before it (at most one usual step).
    const step = typicalStep(points)
    let weighted = 0
    let time = 0
    points.forEach(([t, v], i) => {
      if (typeof v !== 'number' || !Number.isFinite(v)) return
      const covers = i > 0 ? Math.min(step, Math.max(0, t - points[i - 1][0])) || step : step
      weighted += v * covers
      time += covers
    })
    average = weighted / time
  }
  return { current: present[present.length - 1][1], min, average, max, count: present.length }
}
