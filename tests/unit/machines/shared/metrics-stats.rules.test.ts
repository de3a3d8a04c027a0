import { describe, expect, it } from 'vitest'
import type { ChartPoint } from '~/machines/shared/metrics.machine'
import { seriesKindOf, statsOf } from '~/machines/shared/metrics-stats.rules'

const S = 10_000
const at = (values: (number | null)[], step = S): { points: ChartPoint[] } => ({ points: values.map((v, i) => [i * step, v]) })

describe('statsOf', () => {
  it('empty: no numbers at all', () => {
    expect(statsOf({ points: [] })).toEqual({ current: null, min: null, average: null, max: null, count: 0 })
    expect(statsOf(at([null, null]), 'gauge')).toEqual({ current: null, min: null, average: null, max: null, count: 0 })
  })

  it('one point: it is every figure', () => {
    expect(statsOf(at([4]))).toEqual({ current: 4, min: 4, average: 4, max: 4, count: 1 })
    expect(statsOf(at([4]), 'gauge')).toEqual({ current: 4, min: 4, average: 4, max: 4, count: 1 })
  })

  it('evenly spaced: current is the last, average the mean', () => {
    expect(statsOf(at([1, 5, 3]))).toEqual({ current: 3, min: 1, average: 3, max: 5, count: 3 })
  })

  it('gaps (null) count for nothing; current is the last point with data', () => {
    const s = statsOf(at([2, null, 6, null]))
    expect(s).toEqual({ current: 6, min: 2, average: 4, max: 6, count: 2 })
    expect(statsOf(at([null, 0, null]))).toEqual({ current: 0, min: 0, average: 0, max: 0, count: 1 })
  })

  it('a rate weighs each point by the window it covers; a gauge takes the plain mean of its samples', () => {
    // Two full 10 s windows at 10/s, then a point 2 s later (a short window) at 100/s.
    const points: ChartPoint[] = [
      [0, 10],
      [S, 10],
      [S + 2000, 100],
    ]
    // (10·10 + 10·10 + 100·2) / 22 s
    expect(statsOf({ points }, 'rate').average).toBeCloseTo(400 / 22)
    expect(statsOf({ points }, 'gauge').average).toBe(40)
    // A stretch without points is not one long window: a point after it covers one usual step.
    const late: ChartPoint[] = [
      [0, 10],
      [S, 10],
      [2 * S, 10],
      [10 * S, 40],
    ]
    expect(statsOf({ points: late }, 'rate').average).toBe(17.5)
  })

  it('the chart’s units say which kind a series is', () => {
    expect(seriesKindOf('percent')).toBe('rate')
    expect(seriesKindOf('bytesPerSecond')).toBe('rate')
    expect(seriesKindOf('perSecond')).toBe('rate')
    expect(seriesKindOf('bytes')).toBe('gauge')
    expect(seriesKindOf('count')).toBe('gauge')
  })
})
