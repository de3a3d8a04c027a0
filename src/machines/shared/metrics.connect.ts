import type { SnapshotFrom } from 'xstate'
import { errorMessage } from './error-message.rules'
import { seriesKindOf, statsOf, type SeriesStats } from './metrics-stats.rules'
import {
  CHARTS,
  RANGE_PRESETS,
  type MetricChart,
  type MetricChoice,
  type MetricKind,
  type MetricsEvent,
  type MetricsMachine,
  type MetricsRange,
  type RangePreset,
  type TimeWindow,
} from '~/machines/shared/metrics.machine'

/** A chart with the figures shown above it: each series' current, min, average and max. */
export type ChartView = MetricChart & { stats: { name: string; stats: SeriesStats }[] }

export type MetricsProps = {
  metric: MetricKind
  range: MetricsRange
  presets: readonly { value: RangePreset; label: string }[]
  /** the times the charts cover */
  window: TimeWindow
  /** empty until the first load of this range lands */
  charts: ChartView[]
  /** one disk or interface, or all (the disk and network subtabs) */
  choice?: MetricChoice
  /** the chosen one's id; '' for all */
  selected: string
  /** the subtab's chart titles, to lay out placeholders before any data */
  chartTitles: string[]
  /** nothing to show yet: the first load of this range */
  isLoading: boolean
  /** charts on screen are being refreshed */
  isRefreshing: boolean
  error?: string
  /** why the custom range was refused */
  rangeError?: string
  autoRefresh: boolean
  /** when the charts on screen were read; none before the first read of this range */
  readAt?: Date
  /** auto-refresh applies to the last hour only */
  canAutoRefresh: boolean
  setPreset: (preset: RangePreset) => void
  setCustom: (start: Date, end: Date) => void
  refresh: () => void
  setAutoRefresh: (enabled: boolean) => void
  choose: (value: string) => void
}

const withStats = (chart: MetricChart): ChartView => ({
  ...chart,
  stats: chart.series.filter((s) => !s.reference).map((s) => ({ name: s.name, stats: statsOf(s, seriesKindOf(chart.unit)) })),
})

export function connectMetrics(
  snapshot: SnapshotFrom<MetricsMachine>,
  send: (event: MetricsEvent) => void,
): MetricsProps {
  const { metric, range, window, charts, error, rangeError, autoRefresh, choice, selected, readAt } = snapshot.context
  const loading = snapshot.matches('loading')
  return {
    metric,
    range,
    presets: RANGE_PRESETS,
    window,
    charts: (charts ?? []).map(withStats),
    choice: choice && choice.options.length > 0 ? choice : undefined,
    selected,
    chartTitles: CHARTS[metric].map((c) => c.title),
    isLoading: loading && !charts,
    isRefreshing: loading && !!charts,
    error: snapshot.matches('failed') && error !== undefined ? errorMessage(error) : undefined,
    rangeError,
    readAt: readAt === undefined ? undefined : new Date(readAt),
    autoRefresh,
    canAutoRefresh: range.kind === 'preset' && range.preset === '1h',
    setPreset: (preset) => send({ type: 'SET_RANGE', preset }),
    setCustom: (start, end) => send({ type: 'SET_CUSTOM', start, end }),
    refresh: () => send({ type: 'REFRESH' }),
    setAutoRefresh: (enabled) => send({ type: 'SET_AUTO_REFRESH', enabled }),
    choose: (value) => send({ type: 'CHOOSE', value }),
  }
}
