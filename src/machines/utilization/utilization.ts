// The silo's utilization (what is provisioned against the quota, for
// CPUs, memory and storage) as the cards show it. Sizes are in GiB, or TiB from
// 1 TiB up, in multiples of 1024; the view rounds to two decimals.
import { api, apiSection, GiB, PICKER_LIMIT, startSection, TiB, type Read, type Utilization, type VirtualResourceCounts, allPages, type Measurement, type SystemMetricName } from '~/api'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { connectMetrics, type MetricsProps } from '~/machines/shared/metrics.connect'
import { metricsMachine, RANGE_PRESETS, type LoadInput, type MetricChart, type MetricsEvent, type MetricsRange, type TimeWindow } from '~/machines/shared/metrics.machine'
import { measurementPoint, SILO_CHARTS } from '../shared/provisioned-metrics.rules'

/**
 * GET /v1/utilization, never from the cache: the numbers move with every
 * instance started and every disk made, so a page shows them as they are now.
 */
export const fetchUtilization = (): Promise<Utilization> => api.get('/v1/utilization')

/**
 * The projects the charts' filter offers: one picker's read (the first 100;
 * a project past them is still shown when the URL names it). A part of the
 * page: without it the filter offers only "All projects".
 */
export const projectChoicesSection = () => apiSection('/v1/projects', { query: { limit: PICKER_LIMIT } })

/** The page's read: the numbers (its own); the filter's projects start beside them. */
export function loadSiloUtilization(): Promise<Utilization> {
  startSection(projectChoicesSection())
  return fetchUtilization()
}

/** The filter's choices: every project read, and the one the URL names even if it was not among them. */
export function projectChoices(names: readonly string[], chosen: string | null): string[] {
  return chosen && !names.includes(chosen) ? [...names, chosen] : [...names]
}

/**
 * API paths whose changes move the numbers (instances started or stopped,
 * disks and snapshots made or deleted): the page reads again when they are
 * invalidated.
 */
export const UTILIZATION_CHANGES: Read[] = ['/v1/instances', '/v1/instances/{instance}', '/v1/disks', '/v1/disks/{disk}', '/v1/snapshots', '/v1/snapshots/{snapshot}', '/v1/utilization']

export type Resource = keyof VirtualResourceCounts
export const RESOURCES: readonly Resource[] = ['cpus', 'memory', 'storage']

export type SizeUnit = 'GiB' | 'TiB'
/** An amount in the unit it is shown in: a count of CPUs has none. */
export type Amount = { value: number; unit?: SizeUnit }

/** Bytes in GiB, or in TiB once they reach 1 TiB. */
export function sizeAmount(bytes: number): Amount {
  return Math.abs(bytes) >= TiB ? { value: bytes / TiB, unit: 'TiB' } : { value: bytes / GiB, unit: 'GiB' }
}

export type UtilizationCard = {
  resource: Resource
  label: string
  provisioned: Amount
  quota: Amount
  /** Quota left; none when the silo is over its quota. */
  available: Amount
  /** Share of the quota provisioned, 0–100 (more when over); null without a quota. */
  percent: number | null
  overQuota: boolean
  /** The raw numbers (bytes for sizes), for the bar. */
  raw: { provisioned: number; quota: number }
}

const LABELS: Record<Resource, string> = { cpus: 'CPUs', memory: 'Memory', storage: 'Storage' }

const amount = (resource: Resource, n: number): Amount => (resource === 'cpus' ? { value: n } : sizeAmount(n))

export function utilizationCard(resource: Resource, u: Utilization): UtilizationCard {
  const provisioned = u.provisioned[resource]
  const quota = u.capacity[resource]
  return {
    resource,
    label: LABELS[resource],
    provisioned: amount(resource, provisioned),
    quota: amount(resource, quota),
    available: amount(resource, Math.max(0, quota - provisioned)),
    percent: quota > 0 ? (provisioned / quota) * 100 : null,
    overQuota: provisioned > quota,
    raw: { provisioned, quota },
  }
}

export const utilizationCards = (u: Utilization): UtilizationCard[] => RESOURCES.map((r) => utilizationCard(r, u))

// The silo's provisioned CPUs, memory and storage over time (GET
// /v1/metrics/{metric_name}), charted by the instance metrics flow: the same
// machine (range presets, custom range, refresh), given these measurements to
// load instead of an instance's OxQL queries.
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
  /** One project's measurements (by name or id); the whole silo's without. */
  project?: string,
) => Promise<{ items: Measurement[]; nextPage?: string | null }>

export const fetchMeasurements: FetchMeasurements = (metric, window, pageToken, signal, project) =>
  api.get('/v1/metrics/{metric_name}', {
    path: { metric_name: metric },
    query: {
      startTime: window.start,
      endTime: window.end,
      order: 'ascending',
      limit: MEASUREMENTS_PER_PAGE,
      pageToken,
      project,
    },
    signal,
  })

/** Every chart's measurements at once (the silo's, or `project`'s); the first failure fails the load. */
export async function loadSiloCharts(
  window: TimeWindow,
  signal?: AbortSignal,
  fetch: FetchMeasurements = fetchMeasurements,
  project?: string,
): Promise<MetricChart[]> {
  return Promise.all(
    SILO_CHARTS.map(async (chart) => {
      const items = await allPages((token) => fetch(chart.metric, window, token, signal, project))
      return {
        id: chart.id,
        title: chart.title,
        unit: chart.unit,
        series: [{ name: 'Provisioned', points: items.map(measurementPoint) }],
      }
    }),
  )
}

/** The metrics machine loading the silo's measurements, or one project's (another project is another machine). */
export const siloMetricsMachineFor = (project: string | null) =>
  metricsMachine.provide({
    actors: {
      load: fromPromise<MetricChart[], LoadInput>(({ input, signal }) => loadSiloCharts(input.window, signal, fetchMeasurements, project ?? undefined)),
    },
  })

/** The silo's, all projects'. */
export const siloMetricsMachine = siloMetricsMachineFor(null)

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
  snapshot: SnapshotFrom<ReturnType<typeof siloMetricsMachineFor>>,
  send: (event: MetricsEvent) => void,
): MetricsProps {
  return {
    ...connectMetrics(snapshot, send),
    presets: SILO_RANGE_PRESETS,
    chartTitles: SILO_CHARTS.map((c) => c.title),
    canAutoRefresh: false,
  }
}
