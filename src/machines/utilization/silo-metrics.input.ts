// The silo's provisioned CPUs, memory and storage over time (GET
// /v1/metrics/{metric_name}), charted by the instance metrics flow: the same
// machine (range presets, custom range, refresh), given these measurements to
// load instead of an instance's OxQL queries.
import { fromPromise, type SnapshotFrom } from 'xstate'
import { allPages, api, type Measurement, type SystemMetricName } from '~/api'
import { connectMetrics, type MetricsProps } from '~/machines/shared/metrics.connect'
import {
  metricsMachine,
  RANGE_PRESETS,
  type LoadInput,
  type MetricChart,
  type MetricsEvent,
  type MetricsRange,
  type TimeWindow,
} from '~/machines/shared/metrics.machine'
import { measurementPoint, SILO_CHARTS } from '../shared/provisioned-metrics.rules'

/** Samples are hourly at finest: the last hour has one point at most, so the ranges start at 6 hours. */
export const SILO_RANGE_PRESETS = RANGE_PRESETS.filter((p) => p.value !== '1h')
export const SILO_DEFAULT_RANGE: MetricsRange = { kind: 'preset', preset: '24h' }

/** Measurements come a page at a time; a week of hourly samples is one page. */
const MEASUREMENTS_PER_PAGE = 1000


export type FetchMeasurements = (
  metric: SystemMetricName,
  window: TimeWindow,
  pageToken: string | undefined,
  signal?: AbortSignal,
) => Promise<{ items: Measurement[]; nextPage?: string | null }>

export const fetchMeasurements: FetchMeasurements = (metric, window, pageToken, signal) =>
  api.get('/v1/metrics/{metric_name}', {
    path: { metric_name: metric },
    query: {
      startTime: window.start,
      endTime: window.end,
      order: 'ascending',
      limit: MEASUREMENTS_PER_PAGE,
      pageToken,
    },
    signal,
  })

/** Every chart's measurements at once; the first failure fails the load. */
export async function loadSiloCharts(
  window: TimeWindow,
  signal?: AbortSignal,
  fetch: FetchMeasurements = fetchMeasurements,
): Promise<MetricChart[]> {
  return Promise.all(
    SILO_CHARTS.map(async (chart) => {
      const items = await allPages((token) => fetch(chart.metric, window, token, signal))
      return {
        id: chart.id,
        title: chart.title,
        unit: chart.unit,
        series: [{ name: 'Provisioned', points: items.map(measurementPoint) }],
      }
    }),
  )
}

/** The metrics machine with the silo's measurements as what it loads. */
export const siloMetricsMachine = metricsMachine.provide({
  actors: {
    load: fromPromise<MetricChart[], LoadInput>(({ input, signal }) => loadSiloCharts(input.window, signal)),
  },
})

/** Its input: the instance fields it was made for stay empty; nothing refreshes on its own. */
export const siloMetricsInput = (range: MetricsRange = SILO_DEFAULT_RANGE) => ({
  project: '',
  instance: '',
  metric: 'cpu' as const,
  range,
  autoRefresh: false,
})

/** The instance metrics props, with the silo's charts and ranges. */
export function connectSiloMetrics(
  snapshot: SnapshotFrom<typeof siloMetricsMachine>,
  send: (event: MetricsEvent) => void,
): MetricsProps {
  return {
    ...connectMetrics(snapshot, send),
    presets: SILO_RANGE_PRESETS,
    chartTitles: SILO_CHARTS.map((c) => c.title),
    canAutoRefresh: false,
  }
}
