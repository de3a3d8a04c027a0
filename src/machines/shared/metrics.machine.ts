// An instance's metrics tab (subtabs cpu, disk, network): the time
// range, the OxQL queries of the subtab (run in parallel), and chart-ready
// series. The last hour refreshes itself every 10 s while the page is open;
// the timer ends with the actor.
import { assign, fromPromise, setup } from 'xstate'
import { api, type Schema } from '~/api'

export type MetricKind = 'cpu' | 'disk' | 'network'
export const METRIC_KINDS: readonly MetricKind[] = ['cpu', 'disk', 'network']

export type RangePreset = '1h' | '6h' | '24h' | '7d'
export type MetricsRange = { kind: 'preset'; preset: RangePreset } | { kind: 'custom'; start: Date; end: Date }

const SECOND = 1000
const HOUR = 3600 * SECOND

export const RANGE_PRESETS: readonly { value: RangePreset; label: string; ms: number }[] = [
  { value: '1h', label: 'Last hour', ms: HOUR },
  { value: '6h', label: 'Last 6 hours', ms: 6 * HOUR },
  { value: '24h', label: 'Last 24 hours', ms: 24 * HOUR },
  { value: '7d', label: 'Last 7 days', ms: 7 * 24 * HOUR },
]

export const DEFAULT_RANGE: MetricsRange = { kind: 'preset', preset: '1h' }
export const AUTO_REFRESH_MS = 10 * SECOND
/** About this many points per series, whatever the range. */
const TARGET_POINTS = 60

export const RANGE_INVALID = 'Enter a valid start and end'
export const RANGE_END_BEFORE_START = 'End must be after start'

/** Why a custom range can't be shown, or undefined when it can. */
export function validateCustomRange(start: Date, end: Date): string | undefined {
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return RANGE_INVALID
  if (end.getTime() <= start.getTime()) return RANGE_END_BEFORE_START
  return undefined
}

// ---- charts and their queries --------------------------------------------------

/** Rates for an instance's charts; amounts (`bytes`, `count`) for the silo's utilization charts. */
export type ChartUnit = 'percent' | 'bytesPerSecond' | 'perSecond' | 'bytes' | 'count'
/** [time in ms, value or null for a gap] */
export type ChartPoint = [number, number | null]
export type ChartSeries = {
  name: string
  points: ChartPoint[]
  /** a limit drawn to compare with (a quota, a capacity), not a measurement: no figures above the chart */
  reference?: boolean
}
export type MetricChart = {
  id: string
  title: string
  unit: ChartUnit
  series: ChartSeries[]
  /** the OxQL behind the chart, one query per series source, to show and copy */
  queries?: string[]
}

/**
 * One disk or one network interface instead of all of them, where the
 * timeseries carry its id (`disk_id`, `interface_id`): the field and the
 * choices (value '' is all of them).
 */
export type MetricChoice = { field: string; label: string; options: { value: string; label: string }[] }

type QueryDef = {
  timeseries: string
  /** the field that holds the instance id in this timeseries */
  instanceField: string
  groupBy: string
  /** a fixed series name, or one per value of a field (null hides that value) */
  series: string | { field: string; names: Record<string, string | null> }
}
type ChartDef = { id: string; title: string; unit: ChartUnit; queries: QueryDef[] }

const disk = (metric: string, name: string): QueryDef => ({
  timeseries: `virtual_disk:${metric}`,
  instanceField: 'attached_instance_id',
  groupBy: 'attached_instance_id',
  series: name,
})
const nic = (metric: string, name: string): QueryDef => ({
  timeseries: `instance_network_interface:${metric}`,
  instanceField: 'instance_id',
  groupBy: 'instance_id',
  series: name,
})

export const CHARTS: Record<MetricKind, readonly ChartDef[]> = {
  cpu: [
    {
      id: 'cpu-utilization',
      title: 'CPU utilization',
      unit: 'percent',
      queries: [
        {
          timeseries: 'virtual_machine:vcpu_usage',
          instanceField: 'instance_id',
          groupBy: 'state',
          series: { field: 'state', names: { run: 'Running', emulation: 'Emulation', waiting: 'Waiting', idle: null } },
        },
      ],
    },
  ],
  disk: [
    { id: 'disk-throughput', title: 'Disk throughput', unit: 'bytesPerSecond', queries: [disk('bytes_read', 'Read'), disk('bytes_written', 'Written')] },
    { id: 'disk-operations', title: 'Disk operations', unit: 'perSecond', queries: [disk('reads', 'Reads'), disk('writes', 'Writes')] },
    { id: 'disk-flushes', title: 'Disk flushes', unit: 'perSecond', queries: [disk('flushes', 'Flushes')] },
    {
      id: 'disk-errors',
      title: 'Failed operations',
      unit: 'perSecond',
      queries: [disk('failed_reads', 'Reads'), disk('failed_writes', 'Writes'), disk('failed_flushes', 'Flushes')],
    },
  ],
  network: [
    { id: 'network-throughput', title: 'Network throughput', unit: 'bytesPerSecond', queries: [nic('bytes_received', 'Received'), nic('bytes_sent', 'Sent')] },
    { id: 'network-packets', title: 'Packets', unit: 'perSecond', queries: [nic('packets_received', 'Received'), nic('packets_sent', 'Sent')] },
    {
      id: 'network-dropped',
      title: 'Drops and errors',
      unit: 'perSecond',
      queries: [nic('packets_dropped', 'Dropped'), nic('errors_received', 'Receive errors'), nic('errors_sent', 'Send errors')],
    },
  ],
}

export type TimeWindow = { start: Date; end: Date }

export function resolveWindow(range: MetricsRange, now: number): TimeWindow {
  if (range.kind === 'custom') return { start: range.start, end: range.end }
  const ms = RANGE_PRESETS.find((p) => p.value === range.preset)!.ms
  // Whole seconds, so consecutive refreshes line up on the server's grid.
  const end = Math.floor(now / SECOND) * SECOND
  return { start: new Date(end - ms), end: new Date(end) }
}

/** The alignment window: a whole number of 10 s steps giving about TARGET_POINTS points. */
export function alignSeconds(window: TimeWindow): number {
  const span = (window.end.getTime() - window.start.getTime()) / SECOND
  return Math.max(10, Math.ceil(span / TARGET_POINTS / 10) * 10)
}

// OxQL takes timestamps without the zone (they are UTC).
const oxqlTime = (d: Date) => `@${d.toISOString().replace('Z', '')}`

/** Only the series of one disk or interface: its id field equals the value. */
export type SeriesFilter = { field: string; value: string }

export function oxqlQuery(def: QueryDef, instanceId: string, window: TimeWindow, only?: SeriesFilter): string {
  const one = only?.value ? ` && ${only.field} == "${only.value}"` : ''
  return [
    `get ${def.timeseries}`,
    `filter timestamp >= ${oxqlTime(window.start)} && timestamp < ${oxqlTime(window.end)} && ${def.instanceField} == "${instanceId}"${one}`,
    `align mean_within(${alignSeconds(window)}s)`,
    `group_by [${def.groupBy}], sum`,
  ].join(' | ')
}

export type OxqlResult = Schema<'OxqlQueryResult'>
export type RunQuery = (query: string, signal?: AbortSignal) => Promise<OxqlResult>

/** Scoped to the project, as the console's (non-operator) users may read it. */
export const runProjectQuery =
  (project: string): RunQuery =>
  (query, signal) =>
    api.post('/v1/timeseries/query', { query: { project }, body: { query }, signal })

type FieldValues = Record<string, { value: unknown }>

function toSeries(def: QueryDef, result: OxqlResult, scale: (v: number) => number): ChartSeries[] {
  const out: ChartSeries[] = []
  // Timeseries come keyed by hash, in no useful order: named ones keep the order they are named in.
  const order = typeof def.series === 'string' ? [] : Object.values(def.series.names)
  const rank = (s: ChartSeries) => {
    const i = order.indexOf(s.name)
    return i < 0 ? order.length : i
  }
  for (const table of result.tables) {
    for (const ts of Object.values(table.timeseries)) {
      let name: string | null
      if (typeof def.series === 'string') name = def.series
      else {
        // Field names arrive camelCased with the rest of the response.
        const fields = ts.fields as FieldValues
        const key = def.series.field.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())
        const value = String(fields[key]?.value ?? fields[def.series.field]?.value ?? '')
        name = value in def.series.names ? def.series.names[value] : value
      }
      if (name === null) continue
      const values = (ts.points.values[0]?.values.values ?? []) as unknown[]
      const points = ts.points.timestamps.map((t, i): ChartPoint => {
        const v = values[i]
        return [new Date(t).getTime(), typeof v === 'number' ? scale(v) : null]
      })
      out.push({ name, points })
    }
  }
  return out.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name))
}

export type LoadInput = {
  metric: MetricKind
  instanceId: string
  ncpus: number
  window: TimeWindow
  runQuery: RunQuery
  /** one disk or interface, when one is chosen */
  only?: SeriesFilter
}

/** Every query of the subtab at once; the first failure fails the load. */
export async function loadCharts(input: LoadInput, signal?: AbortSignal): Promise<MetricChart[]> {
  const seconds = alignSeconds(input.window)
  const perSecond = (v: number) => v / seconds
  // vCPU time in ns per window, over the time all vCPUs had: a share of the instance's CPU.
  const percent = (v: number) => (v / (seconds * 1e9 * Math.max(1, input.ncpus))) * 100
  const defs = CHARTS[input.metric]
  const texts = defs.map((chart) => chart.queries.map((q) => oxqlQuery(q, input.instanceId, input.window, input.only)))
  const results = await Promise.all(texts.map((queries) => Promise.all(queries.map((text) => input.runQuery(text, signal)))))
  return defs.map((chart, c) => ({
    id: chart.id,
    title: chart.title,
    unit: chart.unit,
    queries: texts[c],
    series: chart.queries.flatMap((q, i) => toSeries(q, results[c][i], chart.unit === 'percent' ? percent : perSecond)),
  }))
}

// ---- the machine -----------------------------------------------------------------

export type MetricsInput = {
  project: string
  /** the instance's id: the timeseries are keyed by it */
  instance: string
  metric: MetricKind
  /** for CPU utilization as a share of the instance's vCPUs */
  ncpus?: number
  range?: MetricsRange
  autoRefresh?: boolean
  runQuery?: RunQuery
  now?: () => number
  /** one disk or interface instead of all (the disk and network subtabs) */
  choice?: MetricChoice
}

export type MetricsContext = {
  instance: string
  metric: MetricKind
  ncpus: number
  runQuery: RunQuery
  now: () => number
  range: MetricsRange
  /** the times the shown charts (or the load in flight) cover */
  window: TimeWindow
  /** null until the first load of this range lands */
  charts: MetricChart[] | null
  error?: unknown
  /** why the last custom range was refused */
  rangeError?: string
  autoRefresh: boolean
  choice?: MetricChoice
  /** the chosen disk or interface id; '' for all */
  selected: string
  /** when the charts on screen were read (ms since the epoch, from `now`); goes with them */
  readAt?: number
}

export type MetricsEvent =
  | { type: 'SET_RANGE'; preset: RangePreset }
  | { type: 'SET_CUSTOM'; start: Date; end: Date }
  | { type: 'REFRESH' }
  | { type: 'SET_AUTO_REFRESH'; enabled: boolean }
  | { type: 'CHOOSE'; value: string }

export const metricsMachine = setup({
  types: {
    input: {} as MetricsInput,
    context: {} as MetricsContext,
    events: {} as MetricsEvent,
  },
  actors: {
    load: fromPromise<MetricChart[], LoadInput>(({ input, signal }) => loadCharts(input, signal)),
  },
  delays: { refreshInterval: AUTO_REFRESH_MS },
  guards: {
    validCustom: ({ event }) => event.type === 'SET_CUSTOM' && !validateCustomRange(event.start, event.end),
    isLive: ({ context }) => context.autoRefresh && context.range.kind === 'preset' && context.range.preset === '1h',
  },
  actions: {
    resolveWindow: assign({ window: ({ context }) => resolveWindow(context.range, context.now()) }),
  },
}).createMachine({
  id: 'metrics',
  context: ({ input }) => {
    const range = input.range ?? DEFAULT_RANGE
    const now = input.now ?? Date.now
    return {
      instance: input.instance,
      metric: input.metric,
      ncpus: input.ncpus ?? 1,
      runQuery: input.runQuery ?? runProjectQuery(input.project),
      now,
      range,
      window: resolveWindow(range, now()),
      charts: null,
      error: undefined,
      rangeError: undefined,
      autoRefresh: input.autoRefresh ?? true,
      choice: input.choice,
      selected: '',
    }
  },
  initial: 'loading',
  on: {
    SET_RANGE: {
      target: '.loading',
      reenter: true,
      actions: assign({
        range: ({ event }) => ({ kind: 'preset', preset: event.preset }),
        charts: null,
        readAt: undefined,
        rangeError: undefined,
      }),
    },
    SET_CUSTOM: [
      {
        guard: 'validCustom',
        target: '.loading',
        reenter: true,
        actions: assign({
          range: ({ event }) => ({ kind: 'custom', start: event.start, end: event.end }),
          charts: null,
          readAt: undefined,
          rangeError: undefined,
        }),
      },
      { actions: assign({ rangeError: ({ event }) => validateCustomRange(event.start, event.end) }) },
    ],
    REFRESH: { target: '.loading', reenter: true },
    // Other series: the charts on screen are someone else's numbers, so they go.
    CHOOSE: { target: '.loading', reenter: true, actions: assign({ selected: ({ event }) => event.value, charts: null, readAt: undefined }) },
    SET_AUTO_REFRESH: { actions: assign({ autoRefresh: ({ event }) => event.enabled }) },
  },
  states: {
    /** Charts already shown stay while a refresh is in flight. */
    loading: {
      entry: 'resolveWindow',
      invoke: {
        src: 'load',
        input: ({ context }) => ({
          metric: context.metric,
          instanceId: context.instance,
          ncpus: context.ncpus,
          window: context.window,
          runQuery: context.runQuery,
          only: context.choice && context.selected ? { field: context.choice.field, value: context.selected } : undefined,
        }),
        onDone: {
          target: 'ready',
          actions: assign({ charts: ({ event }) => event.output, error: undefined, readAt: ({ context }) => context.now() }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    ready: {
      after: { refreshInterval: { guard: 'isLive', target: 'loading' } },
      on: {
        // Turning auto-refresh on starts the timer again.
        SET_AUTO_REFRESH: { target: 'ready', reenter: true, actions: assign({ autoRefresh: ({ event }) => event.enabled }) },
      },
    },
    /** The last load failed; charts from before (a refresh of the same range) stay. */
    failed: {
      after: { refreshInterval: { guard: 'isLive', target: 'loading' } },
    },
  },
})

export type MetricsMachine = typeof metricsMachine
