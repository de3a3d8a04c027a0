// System utilization: what each silo has provisioned against its quota, the
// fleet's totals, and what the rack can hold (the capacity estimate of).
import { fromPromise } from 'xstate'
import {
  allPages,
  api,
  ApiError,
  composedSection,
  fetchApi,
  invalidate,
  MAX_LIMIT,
  PAGE_SIZE,
  startSection,
  TiB,
  type Measurement,
  type Read,
  type Schema,
  type SiloUtilization,
  type Sled,
  type SystemMetricName,
  type VirtualResourceCounts,
} from '~/api'
import {
  metricsMachine,
  type ChartSeries,
  type LoadInput,
  type MetricChart,
  type TimeWindow,
} from '~/machines/shared/metrics.machine'
import { measurementPoint, SILO_CHARTS } from '~/machines/shared/provisioned-metrics.rules'
import type { PageParams } from '~/machines/shared/list.machine'

/**
 * The capacity estimate, "32 per sled of disk, factor 0.909,
 * utilization 0.7", read with the hardware: each sled carries ten U.2 drives
 * of 3.2 TB (the inventory's WUS4C6432 drives), 32 decimal terabytes; 0.909
 * turns TB into TiB (10^12 / 2^40 ≈ 0.9095); 0.7 is the share of raw
 * capacity that can be provisioned (the rest is redundancy and headroom).
 * The same 0.7 applies to the sleds' hardware threads and usable RAM.
 */
export const DISK_TB_PER_SLED = 32
export const TB_TO_TIB = 0.909
export const USABLE_SHARE = 0.7

export type Capacity = VirtualResourceCounts & { sleds: number }

type SledSize = Pick<Sled, 'policy' | 'state' | 'usableHardwareThreads' | 'usablePhysicalRam'>

/** An expunged or decommissioned sled holds nothing any more. */
export const inService = (s: Pick<Sled, 'policy' | 'state'>) => s.policy.kind === 'in_service' && s.state === 'active'

/** What the fleet can provision: CPUs (threads), memory and storage in bytes. */
export function capacityEstimate(sleds: SledSize[]): Capacity {
  const counted = sleds.filter(inService)
  const sum = (f: (s: SledSize) => number) => counted.reduce((n, s) => n + f(s), 0)
  return {
    sleds: counted.length,
    cpus: USABLE_SHARE * sum((s) => s.usableHardwareThreads),
    memory: USABLE_SHARE * sum((s) => s.usablePhysicalRam),
    storage: counted.length * DISK_TB_PER_SLED * TB_TO_TIB * USABLE_SHARE * TiB,
  }
}

const ZERO: VirtualResourceCounts = { cpus: 0, memory: 0, storage: 0 }
const add = (a: VirtualResourceCounts, b: VirtualResourceCounts): VirtualResourceCounts => ({
  cpus: a.cpus + b.cpus,
  memory: a.memory + b.memory,
  storage: a.storage + b.storage,
})

export type Totals = { provisioned: VirtualResourceCounts; allocated: VirtualResourceCounts }

/** Provisioned and allocated (the quotas) summed over the silos given. */
export function totals(silos: SiloUtilization[]): Totals {
  return {
    provisioned: silos.map((s) => s.provisioned).reduce(add, ZERO),
    allocated: silos.map((s) => s.allocated).reduce(add, ZERO),
  }
}

/** Share of `of` that `part` is, in percent; undefined when there is nothing to share. */
export const percentOf = (part: number, of: number): number | undefined => (of > 0 ? (part / of) * 100 : undefined)

export type UtilizationData = { silos: SiloUtilization[] }

// ---- the page's reads ----
//
// Its own read is every silo's utilization: the page is drawn once it is in.
// The sleds (what the rack can hold) and every silo's quotas (a paged table)
// are parts of the page, started with it and drawn as each comes in, or said
// in its place when it could not be read; the charts read on their own.

/** What the capacity estimate follows: the sleds, and the page's Refresh. */
const SLED_READS: Read[] = ['/v1/system/hardware/sleds', '/v1/system/hardware/sleds/{sled_id}']

/** The rack's estimated capacity, from every sled (a part of the page). */
export const capacitySection = () =>
  composedSection(
    ['rack-capacity'],
    async () => capacityEstimate(await allPages((pageToken) => fetchApi('/v1/system/hardware/sleds', { query: { limit: MAX_LIMIT, pageToken } }))),
    SLED_READS,
  )

/** The page: every silo's utilization; the capacity and the quotas table start with it, and are not waited for. */
export async function loadUtilization(): Promise<UtilizationData> {
  startSection(capacitySection())
  startSection(siloQuotasFirstPage())
  const silos = await allPages((pageToken) => fetchApi('/v1/system/utilization/silos', { query: { limit: MAX_LIMIT, pageToken } }))
  return { silos }
}

export type UtilizationSummary = {
  /** The silo filtered on, or null for the whole fleet. */
  silo: string | null
  /** The table's rows: every silo, or the one filtered on. */
  rows: SiloUtilization[]
  provisioned: VirtualResourceCounts
  /** Quotas: the silo's, or all silos' summed. */
  allocated: VirtualResourceCounts
}

/** The page's numbers for the silo filter's choice (the fleet's capacity is a part of its own). */
export function summarize(silos: SiloUtilization[], silo: string | null): UtilizationSummary {
  const rows = silo === null ? silos : silos.filter((s) => s.siloName === silo)
  return { silo, rows, ...totals(rows) }
}

// ---- every silo's quotas ----
//
// One table of what each silo may provision, a page at a time (Nexus pages it
// by silo id). A quota row names its silo by id only: the name comes from the
// utilization read with the page, or the id shows.

export const siloQuotasPage = ({ pageToken, limit }: PageParams) =>
  fetchApi('/v1/system/silo-quotas', { query: { limit, pageToken } })

/**
 * A server without silo quotas answers 501, often with no words of its own:
 * the table says what that means rather than "Unknown server error".
 */
function notOffered(e: unknown): never {
  if (e instanceof ApiError && e.statusCode === 501) {
    throw new ApiError({ ...errorFields(e), message: 'This server does not offer them (501 Not Implemented)' })
  }
  throw e
}

const errorFields = (e: ApiError) => ({ type: e.type, message: e.message, errorCode: e.errorCode, statusCode: e.statusCode, requestId: e.requestId, method: e.method, path: e.path, at: e.at })

/** The quotas table's first page, a part of the page; the table pages on from it. */
export const siloQuotasFirstPage = () =>
  composedSection(['silo-quotas', PAGE_SIZE], () => siloQuotasPage({ limit: PAGE_SIZE }).catch(notOffered), SILO_QUOTAS_READS)

/** A silo's name by id, from the utilization read with the page. */
export const siloNamesById = (silos: SiloUtilization[]): Map<string, string> =>
  new Map(silos.map((s) => [s.siloId, s.siloName]))

export type SiloQuotas = Schema<'SiloQuotas'>

/** Quotas change with a silo's quota edit, a silo created or deleted. */
export const SILO_QUOTAS_READS: Read[] = ['/v1/system/silo-quotas', '/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/quotas', '/v1/system/utilization/silos']

/** Marks the summary's reads stale, so a refresh reads them again rather than from the cache. */
export async function invalidateUtilization(): Promise<void> {
  await Promise.all([invalidate('/v1/system/utilization/silos', '/v1/system/utilization/silos/{silo}', '/v1/system/silo-quotas'), invalidate('/v1/system/hardware/sleds', '/v1/system/hardware/sleds/{sled_id}', '/v1/system/hardware/sleds/{sled_id}/instances', '/v1/system/hardware/sleds-uninitialized')])
}

// ---- the charts ----
//
// What the fleet, or one silo (the page's filter), has provisioned over time
// (GET /v1/system/metrics/…), charted by the instance metrics flow as the
// silo's own utilization page does (../utilization/utilization.ts), with the
// quota or capacity it is measured against drawn as a second, flat series.

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

/** The flat line a chart of `metric` is measured against, over the window. */
function limitSeries(metric: SystemMetricName, window: TimeWindow, limit: ChartLimit): ChartSeries {
  const value = limit.counts[RESOURCE[metric]]
  return { name: limit.label, points: [[window.start.getTime(), value], [window.end.getTime(), value]], reference: true }
}

/**
 * Charts read without their limit line, given it once what bounds them is
 * known: the fleet's capacity is a part of the page of its own, and the
 * charts do not wait for it.
 */
export function withLimitLine<C extends MetricChart>(charts: C[], window: TimeWindow, limit: ChartLimit | undefined): C[] {
  if (!limit) return charts
  return charts.map((chart) => {
    const metric = SILO_CHARTS.find((c) => c.id === chart.id)?.metric
    return metric ? { ...chart, series: [...chart.series, limitSeries(metric, window, limit)] } : chart
  })
}

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
      if (limit) series.push(limitSeries(chart.metric, window, limit))
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

// The silo filter: the charts of a scope (the fleet, or one silo) are measured
// against what bounds it.
/** The fleet is bounded by the rack's estimated capacity (none while it is read, or when it could not be), one silo by its quota. */
export const scopeLimit = (summary: UtilizationSummary, capacity: Capacity | undefined): ChartLimit | undefined =>
  summary.silo === null
    ? capacity && { label: 'Capacity (estimate)', counts: capacity }
    : { label: 'Quota', counts: summary.allocated }
