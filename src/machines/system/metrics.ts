// The fleet's metrics page: what the fleet, or one silo, has provisioned over
// time (the utilization page's charts, without its limit lines), and the OxQL
// explorer's data: the timeseries schemas, the suggestions offered while a
// query is typed, the console's own check of a query, and a result turned
// into a chart and a table.
import type { SnapshotFrom } from 'xstate'
import { allPages, api, camelToSnake, composedSection, fetchApi, MAX_LIMIT, MAX_PAGES, startSection, type Schema } from '~/api'
import { connectMetrics, type MetricsProps } from '~/machines/shared/metrics.connect'
import { seriesKindOf, statsOf, type SeriesStats } from '~/machines/shared/metrics-stats.rules'
import {
  RANGE_PRESETS,
  type ChartPoint,
  type ChartUnit,
  type MetricChart,
  type MetricsEvent,
  type MetricsRange,
  type TimeWindow,
} from '~/machines/shared/metrics.machine'
import { SILO_CHARTS } from '~/machines/shared/provisioned-metrics.rules'
import { systemMetricsMachine } from './utilization'

export type TimeseriesSchema = Schema<'TimeseriesSchema'>
export type OxqlResult = Schema<'OxqlQueryResult'>

// ---- the page's reads ------------------------------------------------------------

/**
 * Every timeseries schema, a page at a time. The list is paged by an opaque
 * token: the reading stops when a token comes back again or after a bounded
 * number of pages, so a server that keeps answering never holds the page.
 */
export const loadSchemas = (): Promise<TimeseriesSchema[]> =>
  allPages((pageToken) => fetchApi('/v1/system/timeseries/schemas', { query: { limit: MAX_LIMIT, pageToken } }), {
    maxPages: MAX_PAGES,
  })

/** The silos' names, for the picker. */
export const loadSiloNames = async (): Promise<string[]> =>
  (await allPages((pageToken) => fetchApi('/v1/system/silos', { query: { limit: MAX_LIMIT, pageToken } }))).map((s) => s.name)

/**
 * The schemas the explorer offers (its list, the query box's suggestions, a
 * result's units): a part of the page. The charts and a query typed or linked
 * work without them; when they cannot be read the explorer says so in place.
 */
export const schemasSection = () => composedSection(['timeseries-schemas'], loadSchemas, '/v1/system/timeseries/schemas')

/** The silo picker's choices: a part of the page (the fleet's charts need none). */
export const siloNamesSection = () => composedSection(['silo-names'], loadSiloNames, ['/v1/system/silos', '/v1/system/silos/{silo}'])

/** The page has no read of its own to wait for: its parts start as the route is entered. */
export function startMetricsPage(): void {
  startSection(schemasSection())
  startSection(siloNamesSection())
}

// ---- provisioned over time ------------------------------------------------------

/** Provisioning moves slowly and is sampled hourly: the last hour would be one point. */
export const FLEET_RANGE_PRESETS = RANGE_PRESETS.filter((p) => p.value !== '1h')
export const FLEET_DEFAULT_RANGE: MetricsRange = { kind: 'preset', preset: '24h' }

/** The charts' machine for the fleet (`null`) or one silo: a new scope is a new machine. */
export const fleetMetricsMachine = (silo: string | null) => systemMetricsMachine(silo)

/** Its input: the instance fields it was made for stay empty; nothing refreshes on its own. */
export const fleetMetricsInput = (range: MetricsRange = FLEET_DEFAULT_RANGE) => ({
  project: '',
  instance: '',
  metric: 'cpu' as const,
  range,
  autoRefresh: false,
})

export function connectFleetMetrics(
  snapshot: SnapshotFrom<ReturnType<typeof fleetMetricsMachine>>,
  send: (event: MetricsEvent) => void,
): MetricsProps {
  return {
    ...connectMetrics(snapshot, send),
    presets: FLEET_RANGE_PRESETS,
    chartTitles: SILO_CHARTS.map((c) => c.title),
    canAutoRefresh: false,
  }
}

// ---- OxQL: the call and the console's own check ----------------------------------

/** An operator's query reads the whole fleet's series. */
export const runSystemQuery = (query: string, signal?: AbortSignal): Promise<OxqlResult> =>
  api.post('/v1/system/timeseries/query', { body: { query }, signal })

export const QUERY_REQUIRED = 'Enter a query'
/** A group_by combines series point by point: they must share timestamps, which an alignment gives them. */
export const GROUP_BY_UNALIGNED = 'Input tables to a group_by must be aligned'

/** Split on `|` outside quotes, brackets and braces. */
function tableOps(query: string): string[] {
  const ops: string[] = []
  let depth = 0
  let quote: string | null = null
  let start = 0
  for (let i = 0; i < query.length; i++) {
    const c = query[i]
    if (quote) {
      if (c === quote) quote = null
    } else if (c === '"' || c === "'") quote = c
    else if ('([{'.includes(c)) depth++
    else if (')]}'.includes(c)) depth--
    else if (c === '|' && depth === 0) {
      ops.push(query.slice(start, i).trim())
      start = i + 1
    }
  }
  ops.push(query.slice(start).trim())
  return ops
}

/** Why the query can't be sent as it is, or undefined when it can. */
export function validateQuery(query: string): string | undefined {
  if (!query.trim()) return QUERY_REQUIRED
  let aligned = false
  for (const op of tableOps(query)) {
    const word = op.split(/[\s([]/, 1)[0]
    if (word === 'align') aligned = true
    if (word === 'group_by' && !aligned) return GROUP_BY_UNALIGNED
  }
  return undefined
}

/** A starting point: the schema's series over the last hour, aligned to a minute. */
export function exampleQuery(schema: Pick<TimeseriesSchema, 'timeseriesName'>): string {
  return `get ${schema.timeseriesName} | filter timestamp > @now() - 1h | align mean_within(1m)`
}

// ---- suggestions while typing ----------------------------------------------------

export type Suggestion = { value: string; kind: 'timeseries' | 'field' | 'operation'; detail: string }
/** What to offer at the caret: the options and the span of text a choice replaces. */
export type Suggestions = { from: number; to: number; options: Suggestion[] }

export const TABLE_OPERATIONS: readonly Suggestion[] = [
  { value: 'filter', kind: 'operation', detail: 'Keep points or series matching a condition' },
  { value: 'align', kind: 'operation', detail: 'Put series on a common time grid' },
  { value: 'group_by', kind: 'operation', detail: 'Combine series sharing field values' },
  { value: 'first', kind: 'operation', detail: 'Keep the first points' },
  { value: 'last', kind: 'operation', detail: 'Keep the last points' },
  { value: 'join', kind: 'operation', detail: 'Join aligned tables' },
]
const MAX_SUGGESTIONS = 8
const WORD = /[A-Za-z0-9_:]/

/** The timeseries a query reads (its first `get`). */
export function queriedTimeseries(query: string): string | undefined {
  return query.match(/\bget\s+([a-z0-9_]+:[a-z0-9_]+)/)?.[1]
}

/**
 * The names that fit the word being typed at `caret`: timeseries names after
 * `get`, an operation at the start of a table operation, else the fields of
 * the queried timeseries (and the timeseries names). Nothing while no word is
 * being typed, or when the word is already a whole name.
 */
export function suggest(query: string, caret: number, schemas: readonly TimeseriesSchema[]): Suggestions {
  let from = caret
  while (from > 0 && WORD.test(query[from - 1])) from--
  let to = caret
  while (to < query.length && WORD.test(query[to])) to++
  const word = query.slice(from, caret).toLowerCase()
  const none = { from, to, options: [] }
  if (!word) return none
  const before = query.slice(0, from).trimEnd()
  const series: Suggestion[] = schemas.map((s) => ({
    value: s.timeseriesName,
    kind: 'timeseries',
    detail: `${s.datumType}, ${s.units}`,
  }))
  let pool: Suggestion[]
  if (/\bget$/.test(before)) pool = series
  else if (before === '' || before.endsWith('|')) pool = before === '' ? [{ value: 'get', kind: 'operation', detail: 'Read a timeseries' }] : [...TABLE_OPERATIONS]
  else {
    const name = queriedTimeseries(query)
    const schema = schemas.find((s) => s.timeseriesName === name)
    const fields: Suggestion[] = (schema?.fieldSchema ?? []).map((f) => ({
      value: f.name,
      kind: 'field',
      detail: `${f.fieldType}, ${f.source}`,
    }))
    pool = [...fields, { value: 'timestamp', kind: 'field', detail: 'the sample’s time' }, ...series]
  }
  const options = pool
    .filter((s) => s.value.toLowerCase().startsWith(word) || (s.kind === 'timeseries' && s.value.toLowerCase().includes(word)))
    .filter((s) => s.value.toLowerCase() !== query.slice(from, to).toLowerCase())
    .slice(0, MAX_SUGGESTIONS)
  return { from, to, options }
}

/** The query with a suggestion in place of the word, and where the caret goes. */
export function applySuggestion(query: string, s: Pick<Suggestions, 'from' | 'to'>, value: string): { query: string; caret: number } {
  const next = `${query.slice(0, s.from)}${value}${query.slice(s.to)}`
  return { query: next, caret: s.from + value.length }
}

/** Schemas whose name, fields or description contain the search, case aside. */
export function searchSchemas(schemas: readonly TimeseriesSchema[], search: string): TimeseriesSchema[] {
  const needle = search.trim().toLowerCase()
  if (!needle) return [...schemas]
  return schemas.filter(
    (s) =>
      s.timeseriesName.toLowerCase().includes(needle) ||
      s.fieldSchema.some((f) => f.name.toLowerCase().includes(needle)) ||
      s.description.metric.toLowerCase().includes(needle) ||
      s.description.target.toLowerCase().includes(needle),
  )
}

// ---- a result as a chart and a table -----------------------------------------------

/** One timeseries of the result: what identifies it, and its numbers. */
export type ResultRow = {
  key: string
  table: string
  /** `name=value` for each field, by name */
  fields: { name: string; value: string }[]
  points: number
  stats: SeriesStats
  /** the time of the last point with data */
  lastAt?: Date
}

export type ResultView = {
  chart: MetricChart
  window: TimeWindow
  rows: ResultRow[]
  /** timeseries whose values are not numbers (histograms, strings): in the table, not on the chart */
  notCharted: number
}

/** At most this many series on the chart; the table lists all. */
export const MAX_CHART_SERIES = 12

const unitOf = (units: TimeseriesSchema['units'] | undefined): ChartUnit => (units === 'bytes' ? 'bytes' : 'count')

const fieldText = (v: { type: string; value: unknown }) => String(v.value)

/** A UUID's first block is enough to tell series apart on a legend; the table shows it whole. */
const shortValue = (v: string) => (/^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(v) ? `${v.slice(0, 8)}…` : v)

/** A result's timeseries as chart series (numbers only) and table rows (all). */
export function resultView(result: OxqlResult, schemas: readonly TimeseriesSchema[]): ResultView {
  const rows: ResultRow[] = []
  const series: MetricChart['series'] = []
  let notCharted = 0
  let first = Infinity
  let last = -Infinity
  const tables = result.tables
  const unit = unitOf(schemas.find((s) => s.timeseriesName === tables[0]?.name)?.units)
  for (const table of tables) {
    const entries = Object.entries(table.timeseries).sort(([a], [b]) => a.localeCompare(b))
    for (const [key, ts] of entries) {
      // Field names arrive camelCased with the rest of the response: shown as the schema names them.
      const fields = Object.entries(ts.fields)
        .map(([name, v]) => ({ name: camelToSnake(name), value: fieldText(v) }))
        .sort((a, b) => a.name.localeCompare(b.name))
      const values: unknown[] = ts.points.values[0]?.values.values ?? []
      const points = ts.points.timestamps.map((t, i): ChartPoint => {
        const v = values[i]
        return [new Date(t).getTime(), typeof v === 'number' ? v : null]
      })
      for (const [t] of points) {
        first = Math.min(first, t)
        last = Math.max(last, t)
      }
      // Gaps (null) are numbers missing, not another kind of value.
      const numeric = values.every((v) => v === null || typeof v === 'number')
      const stats = statsOf({ points }, seriesKindOf(unit))
      const lastPoint = [...points].reverse().find((p) => p[1] !== null)
      rows.push({ key: `${table.name}/${key}`, table: table.name, fields, points: points.length, stats, lastAt: lastPoint ? new Date(lastPoint[0]) : undefined })
      if (!numeric) notCharted++
      else if (series.length < MAX_CHART_SERIES) series.push({ name: key, points })
    }
  }
  // The legend names each series by what sets it apart: the fields whose values differ between them.
  const charted = new Set(series.map((s) => s.name))
  const named = rows.filter((r) => charted.has(r.key.slice(r.table.length + 1)))
  const varying = new Set(
    named.flatMap((r) => r.fields.map((f) => f.name)).filter((name) => new Set(named.map((r) => r.fields.find((f) => f.name === name)?.value)).size > 1),
  )
  series.forEach((s, i) => {
    const row = named[i]
    const label = row?.fields.filter((f) => varying.has(f.name)).map((f) => `${f.name}=${shortValue(f.value)}`).join(', ')
    s.name = label || row?.table || s.name
  })
  const now = Date.now()
  const window = Number.isFinite(first) ? { start: new Date(first), end: new Date(Math.max(last, first + 1000)) } : { start: new Date(now - 3600_000), end: new Date(now) }
  return {
    chart: { id: 'oxql-result', title: tables.map((t) => t.name).join(', ') || 'Result', unit, series },
    window,
    rows,
    notCharted,
  }
}
