// The system utilization page's charts: what the fleet, or one silo (the
// page's filter), has provisioned over time (GET /v1/system/metrics/…),
// charted by the instance metrics flow as the silo's own utilization page
// does (../utilization/silo-metrics.ts), with the quota or capacity it is
// measured against drawn as a second, flat series.
import { fromPromise } from 'xstate'
import { allPages, api, type Measurement, type SystemMetricName, type VirtualResourceCounts } from '~/api'
import { metricsMachine, type ChartSeries, type LoadInput, type MetricChart, type TimeWindow } from '~/machines/shared/metrics.machine'
import { measurementPoint, SILO_CHARTS } from '~/machines/shared/provisioned-metrics.rules'

const RESOURCE: Record<SystemMetricName, keyof VirtualResourceCounts> = {
  cpus_provisioned: 'cpus',
  ram_provisioned: 'memory',
  virtual_disk_space_provisioned: 'storage',
}

/** The line each chart is measured against: the rack's capacity, or the silo's quota. */
export type ChartLimit = { label: string; counts: VirtualResourceCounts }

export type FetchSystemMeasurements = (
  metric: SystemMetricName,
  window: TimeWindow,
  silo: string | null,
  pageToken: string | undefined,
  signal?: AbortSignal,
) => Promise<{ items: Measurement[]; nextPage?: string | null }>

/** Measurements come a page at a time; a month of the mock's (hourly or coarser) samples is one page. */
const MEASUREMENTS_PER_PAGE = 1000

export const fetchSystemMeasurements: FetchSystemMeasurements = (metric, window, silo, pageToken, signal) =>
  api.get('/v1/system/metrics/{metric_name}', {
    path: { metric_name: metric },
    query: {
      startTime: window.start,
      endTime: window.end,
      silo: silo ?? undefined,
      order: 'ascending',
      limit: MEASUREMENTS_PER_PAGE,
      pageToken,
    },
    signal,
  })

/** Every chart's measurements at once (the first failure fails the load), each with its limit line. */
export async function loadSystemCharts(
  window: TimeWindow,
  silo: string | null,
  limit?: ChartLimit,
  signal?: AbortSignal,
  fetch: FetchSystemMeasurements = fetchSystemMeasurements,
): Promise<MetricChart[]> {
  return Promise.all(
    SILO_CHARTS.map(async (chart) => {
      const items = await allPages((token) => fetch(chart.metric, window, silo, token, signal))
      const series: ChartSeries[] = [{ name: 'Provisioned', points: items.map(measurementPoint) }]
      if (limit) {
        const value = limit.counts[RESOURCE[chart.metric]]
        series.push({ name: limit.label, points: [[window.start.getTime(), value], [window.end.getTime(), value]], reference: true })
      }
      return { id: chart.id, title: chart.title, unit: chart.unit, series }
    }),
  )
}

/** The metrics machine, loading the fleet's or `silo`'s measurements (a new silo is a new machine). */
export const systemMetricsMachine = (silo: string | null, limit?: ChartLimit) =>
  metricsMachine.provide({
    actors: {
      load: fromPromise<MetricChart[], LoadInput>(({ input, signal }) => loadSystemCharts(input.window, silo, limit, signal)),
    },
  })
