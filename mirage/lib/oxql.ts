// OxQL in the mock: the timeseries it knows (an instance's vCPUs, its disks,
// its network interfaces), their schemas, and a loose reading of the language
// that answers a query over them, for a project (what its users may read) or
// for the whole fleet (what operators may read).
//
// The reading covers what the console writes and what an operator types most:
// `get NAME | filter … | align mean_within(…) | group_by [cols], sum|mean`.
// The filter understands `timestamp` bounds (`@2025-01-01T00:00:00`,
// `@now() - 1h`) and `field == value` equalities joined by `&&`; other
// comparisons are accepted and ignored. Samples are made up, but
// deterministically: the same instance at the same time always reads the same,
// so a refresh only adds points at the end.
//
// A query is refused as Nexus refuses it, 400 with its words: a parse error
// points at the column; an unknown timeseries, an unknown identifier in a
// filter or a group_by, a group_by before any alignment, and (fleet-wide, where
// no project filter is added for the caller) a query with no filter at all, which
// would read whole tables.
import type { components } from '../../src/api/generated/nexus'
import { invalidRequest } from './errors'
import type { Row, Store } from '../store'

type S = components['schemas']
type FieldValue = S['FieldValue']
type Timeseries = S['Timeseries']

const SECOND = 1000
const HOUR = 3600 * SECOND
/** The interval real producers sample at; unaligned queries answer at this resolution (or coarser). */
const SAMPLE_MS = 10 * SECOND
const MAX_POINTS = 1000


// ---- the timeseries the mock knows -------------------------------------------

type Field = { name: string; type: S['FieldType']; source: S['FieldSource']; description: string }
type Source = { id: string; fields: Record<string, FieldValue>; instance: Row<'instance'> }

interface TimeseriesDef {
  name: string
  target: string
  metric: string
  units: S['Units']
  fields: Field[]
  /** one source per timeseries: an instance's vCPU state, a disk, a NIC … */
  sources: (store: Store, projects: Set<string>) => Source[]
  /** how much the counter grows per second at time t (ms) for this source */
  rate: (source: Source, t: number) => number
}

const uuid = (value: string): FieldValue => ({ type: 'uuid', value })
const str = (value: string): FieldValue => ({ type: 'string', value })
const target = (name: string, type: S['FieldType'], description: string): Field => ({ name, type, source: 'target', description })

const VCPU_STATES = ['run', 'idle', 'waiting', 'emulation'] as const
type VcpuState = (typeof VCPU_STATES)[number]

/** A stable number in [0, 1) from a string: per-instance personalities. */
function hash(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return (h >>> 0) / 4294967296
}

/** Smooth daily and hourly swings plus a little per-sample jitter, around 1. */
function wave(seed: string, t: number): number {
  const phase = hash(seed) * Math.PI * 2
  const daily = Math.sin((t / (24 * HOUR)) * Math.PI * 2 + phase)
  const hourly = Math.sin((t / HOUR) * Math.PI * 2 * 1.7 + phase * 3)
  const jitter = hash(`${seed}:${Math.floor(t / SAMPLE_MS)}`) - 0.5
  return Math.max(0, 1 + 0.35 * daily + 0.2 * hourly + 0.25 * jitter)
}

const instanceFields = (store: Store, i: Row<'instance'>): Record<string, FieldValue> => {
  const project = store.find('project', i.projectId)
  return {
    instance_id: uuid(i.id),
    project_id: uuid(i.projectId),
    silo_id: uuid(project?.siloId ?? i.projectId),
  }
}

const projectInstances = (store: Store, projects: Set<string>) =>
  store.where('instance', (i) => projects.has(i.projectId))

function vcpuShare(state: VcpuState, seed: string, t: number): number {
  const busy = 0.08 + hash(seed) * 0.45
  const run = Math.min(0.95, busy * wave(`${seed}:run`, t))
  const emulation = 0.03 * wave(`${seed}:emu`, t)
  const waiting = 0.015 * wave(`${seed}:wait`, t)
  if (state === 'run') return run
  if (state === 'emulation') return emulation
  if (state === 'waiting') return waiting
  return Math.max(0, 1 - run - emulation - waiting)
}

const vcpuUsage: TimeseriesDef = {
  name: 'virtual_machine:vcpu_usage',
  target: 'A guest virtual machine instance',
  metric: 'Cumulative time each vCPU has spent in a state',
  units: 'nanoseconds',
  fields: [
    target('instance_id', 'uuid', 'ID of the instance'),
    target('project_id', 'uuid', 'ID of the project containing the instance'),
    target('silo_id', 'uuid', 'ID of the silo containing the instance'),
    { name: 'vcpu_id', type: 'u32', source: 'metric', description: 'The vCPU ID' },
    { name: 'state', type: 'string', source: 'metric', description: 'The state of the vCPU' },
  ],
  sources: (store, projects) =>
    projectInstances(store, projects).flatMap((instance) =>
      Array.from({ length: instance.ncpus }, (_, vcpu) =>
        VCPU_STATES.map((state) => ({
          id: `${instance.id}:${vcpu}:${state}`,
          instance,
          fields: { ...instanceFields(store, instance), vcpu_id: { type: 'u32' as const, value: vcpu }, state: str(state) },
        })),
      ).flat(),
    ),
  // nanoseconds per second in this state
  rate: (s, t) => 1e9 * vcpuShare(s.fields.state.value as VcpuState, `${s.instance.id}:${s.fields.vcpu_id.value}`, t),
}

function diskTimeseries(metric: string, description: string, units: S['Units'], perSecond: number): TimeseriesDef {
  return {
    name: `virtual_disk:${metric}`,
    target: 'A virtual disk',
    metric: description,
    units,
    fields: [
      target('attached_instance_id', 'uuid', 'ID of the instance the disk is attached to'),
      target('disk_id', 'uuid', 'ID of the disk'),
      target('project_id', 'uuid', 'ID of the project containing the disk'),
      target('silo_id', 'uuid', 'ID of the silo containing the disk'),
    ],
    sources: (store, projects) =>
      store
        .where('disk', (d) => projects.has(d.projectId) && d.state.state === 'attached')
        .flatMap((disk) => {
          const instance = 'instance' in disk.state ? store.find('instance', disk.state.instance) : undefined
          if (!instance) return []
          const { project_id, silo_id } = instanceFields(store, instance)
          return [{ id: disk.id, instance, fields: { attached_instance_id: uuid(instance.id), disk_id: uuid(disk.id), project_id, silo_id } }]
        }),
    rate: (s, t) => perSecond * (0.2 + hash(`${s.id}:${metric}`) * 1.6) * wave(`${s.id}:${metric}`, t),
  }
}

function nicTimeseries(metric: string, description: string, units: S['Units'], perSecond: number): TimeseriesDef {
  return {
    name: `instance_network_interface:${metric}`,
    target: 'A network interface of a guest instance',
    metric: description,
    units,
    fields: [
      target('instance_id', 'uuid', 'ID of the instance'),
      target('interface_id', 'uuid', 'ID of the network interface'),
      target('project_id', 'uuid', 'ID of the project containing the instance'),
      target('silo_id', 'uuid', 'ID of the silo containing the instance'),
    ],
    sources: (store, projects) =>
      projectInstances(store, projects).flatMap((instance) =>
        store
          .where('networkInterface', (n) => n.instanceId === instance.id)
          .map((nic) => ({ id: nic.id, instance, fields: { ...instanceFields(store, instance), interface_id: uuid(nic.id) } })),
      ),
    // packets follow bytes (about a kilobyte each), so the two charts agree
    rate: (s, t) => {
      const direction = metric.endsWith('sent') ? 'sent' : 'received'
      return perSecond * (0.2 + hash(`${s.id}:${direction}`) * 1.6) * wave(`${s.id}:${direction}`, t)
    },
  }
}

export const TIMESERIES: TimeseriesDef[] = [
  vcpuUsage,
  diskTimeseries('bytes_read', 'Number of bytes read from the disk', 'bytes', 6e6),
  diskTimeseries('bytes_written', 'Number of bytes written to the disk', 'bytes', 3e6),
  diskTimeseries('reads', 'Total number of read operations from the disk', 'count', 180),
  diskTimeseries('writes', 'Total number of write operations to the disk', 'count', 90),
  diskTimeseries('failed_reads', 'Total number of failed read operations', 'count', 0),
  diskTimeseries('failed_writes', 'Total number of failed write operations', 'count', 0),
  diskTimeseries('flushes', 'Total number of flush operations on the disk', 'count', 12),
  diskTimeseries('failed_flushes', 'Total number of failed flush operations', 'count', 0),
  nicTimeseries('bytes_sent', 'Total number of bytes sent on the network interface', 'bytes', 1.5e6),
  nicTimeseries('bytes_received', 'Total number of bytes received on the network interface', 'bytes', 2.5e6),
  nicTimeseries('packets_sent', 'Total number of packets sent', 'count', 1.5e3),
  nicTimeseries('packets_received', 'Total number of packets received', 'count', 2.5e3),
  // A busy interface drops a few packets a second: the chart has something to show.
  nicTimeseries('packets_dropped', 'Number of packets dropped on the receive path', 'count', 2),
  nicTimeseries('errors_sent', 'Number of errors encountered when sending', 'count', 0),
  nicTimeseries('errors_received', 'Number of errors encountered when receiving', 'count', 0),
]

// ---- a loose OxQL reader -----------------------------------------------------

interface Query {
  name: string
  start: number
  end: number
  equals: Record<string, string>
  /** ms, when the query aligns */
  alignMs?: number
  groupBy?: { cols: string[]; op: 'sum' | 'mean' }
  /** the query filters on something: fields or time (else it reads whole tables) */
  filtered: boolean
  /** identifiers the filters name, each with its clause (checked against the schema) */
  idents: { ident: string; clause: string }[]
}

/** The longest query Nexus accepts. */
export const MAX_QUERY_LENGTH = 4096

const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, ms: 1, s: SECOND, m: 60 * SECOND, h: HOUR, d: 24 * HOUR, w: 7 * 24 * HOUR }

function parseDuration(text: string): number | undefined {
  const m = text.trim().match(/^(\d+)\s*(ns|us|ms|s|m|h|d|w)?$/)
  return m ? Number(m[1]) * UNIT_MS[m[2] ?? 's'] : undefined
}

/** `@2025-01-01T00:00:00.000`, `@2025-01-01`, `@now()`, `@now() - 6h` → ms. */
function parseTime(text: string, now: number): number | undefined {
  const t = text.trim()
  const rel = t.match(/^@now\(\)\s*(?:-\s*(\S+))?$/)
  if (rel) {
    const back = rel[1] ? parseDuration(rel[1]) : 0
    return back === undefined ? undefined : now - back
  }
  const abs = t.match(/^@(\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?)(Z|[+-]\d{2}:\d{2})?$/)
  if (!abs) return undefined
  const ms = Date.parse(`${abs[1].replace(' ', 'T')}${abs[1].length === 10 ? 'T00:00:00' : ''}${abs[2] ?? 'Z'}`)
  return Number.isNaN(ms) ? undefined : ms
}

/** Split on `sep` outside quotes and brackets, keeping where each part starts. */
function splitTop(text: string, sep: string, base = 0): { text: string; at: number }[] {
  const parts: { text: string; at: number }[] = []
  let depth = 0
  let quote: string | null = null
  let start = 0
  const push = (end: number) => {
    const raw = text.slice(start, end)
    const lead = raw.length - raw.trimStart().length
    parts.push({ text: raw.trim(), at: base + start + lead })
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quote) {
      if (c === quote) quote = null
    } else if (c === '"' || c === "'") quote = c
    else if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth--
    else if (depth === 0 && text.startsWith(sep, i)) {
      push(i)
      start = i + sep.length
      i += sep.length - 1
    }
  }
  push(text.length)
  return parts
}

/**
 * A parse error as Nexus words it: the line and column, the text around the
 * offending character with a caret under it, and what the grammar expected there.
 */
export function parseError(source: string, offset: number, expected: string[]): Error {
  const lines = source.slice(0, offset).split('\n')
  const line = lines.length
  const column = lines[lines.length - 1].length + 1
  const context = 24
  const from = Math.max(0, offset - context)
  const to = Math.min(source.length, offset + context)
  const head = `Error at ${line}:${column}`
  const pad = offset - from + 3 + head.length + 2
  const what = expected.length === 1 ? expected[0] : `one of ${expected.join(', ')}`
  return invalidRequest(
    `${head}: .. ${source.slice(from, to)} ..\n${' '.repeat(pad)}^\nExpected: error at ${line}:${column}: expected ${what}`,
  )
}

const TABLE_OPS = ['"align"', '"filter"', '"first"', '"group_by"', '"join"', '"last"']

function parseQuery(raw: string, now: number): Query {
  const text = raw.trim()
  if (text.length > MAX_QUERY_LENGTH) throw invalidRequest(`Queries must be <= ${MAX_QUERY_LENGTH} characters`)
  const ops = splitTop(text, '|')
  const get = ops[0].text.match(/^get\s+/)
  if (!get) throw parseError(text, ops[0].at, ['"get"', '"{"'])
  const name = ops[0].text.slice(get[0].length)
  const valid = name.match(/^[a-z][a-z0-9_]*:[a-z][a-z0-9_]*/)
  if (!valid || valid[0].length !== name.length) {
    throw parseError(text, ops[0].at + get[0].length + (valid?.[0].length ?? 0), valid ? ['"|"', 'EOF'] : ['a timeseries name'])
  }
  const q: Query = { name, start: now - HOUR, end: now, equals: {}, filtered: false, idents: [] }
  let aligned = false
  for (const op of ops.slice(1)) {
    const [word] = op.text.split(/[\s(]/, 1)
    if (word === 'filter') {
      const clauses = splitTop(op.text.slice('filter'.length), '&&', op.at + 'filter'.length)
      for (const clause of clauses) {
        const cmp = clause.text.replace(/^\(+|\)+$/g, '').match(/^([a-z_][a-z0-9_]*)\s*(==|!=|>=|<=|>|<|~=)\s*(.+)$/)
        if (!cmp) throw parseError(text, clause.at, ['an identifier', '"("', '"!"'])
        const [, ident, operator, value] = cmp
        q.filtered = true
        q.idents.push({ ident, clause: clause.text })
        if (ident === 'timestamp') {
          const at = parseTime(value, now)
          if (at === undefined) throw parseError(text, clause.at + clause.text.indexOf(value), ['a timestamp literal'])
          if (operator.startsWith('>')) q.start = at
          else if (operator.startsWith('<')) q.end = at
          continue
        }
        if (operator === '==') q.equals[ident] = value.trim().replace(/^"(.*)"$/, '$1')
      }
    } else if (word === 'align') {
      const m = op.text.match(/^align\s+mean_within\((.+)\)$/)
      const ms = m && parseDuration(m[1])
      if (!ms) throw parseError(text, op.at + 'align'.length + 1, ['"mean_within"', '"interpolate"'])
      q.alignMs = ms
      aligned = true
    } else if (word === 'group_by') {
      const m = op.text.match(/^group_by\s*\[([^\]]*)\](?:\s*,\s*(sum|mean))?$/)
      if (!m) throw parseError(text, op.at + 'group_by'.length, ['"["'])
      if (!aligned) {
        throw invalidRequest(`Input table to a \`group_by\` table operation must be aligned, but table '${q.name}' is not aligned`)
      }
      q.groupBy = { cols: m[1].split(',').map((c) => c.trim()).filter(Boolean), op: m[2] === 'mean' ? 'mean' : 'sum' }
    } else {
      throw parseError(text, op.at, TABLE_OPS)
    }
  }
  return q
}

// ---- answering ---------------------------------------------------------------

const iso = (ms: number) => new Date(ms).toISOString()

/** Instants the source was producing samples: not while stopped, failed or never started. */
function liveUntil(i: Row<'instance'>, now: number): number {
  if (i.run_state === 'creating' || i.run_state === 'destroyed') return -Infinity
  if (i.run_state === 'stopped' || i.run_state === 'failed') return Date.parse(i.time_run_state_updated)
  return now
}

/** The grid of sample instants: window ends when aligned, else raw samples. */
function grid(q: Query, now: number): { step: number; times: number[] } {
  const end = Math.min(q.end, now)
  const span = Math.max(0, end - q.start)
  const step = q.alignMs ?? Math.max(SAMPLE_MS, Math.ceil(span / MAX_POINTS / SAMPLE_MS) * SAMPLE_MS)
  const count = Math.min(MAX_POINTS, Math.floor(span / step))
  const first = Math.ceil((end - count * step) / SECOND) * SECOND
  return { step, times: Array.from({ length: count }, (_, i) => first + (i + 1) * step) }
}

/** Counter growth over [t - step, t): the rate integrated at a few points. */
function growth(def: TimeseriesDef, s: Source, t: number, step: number): number {
  const n = Math.min(6, Math.max(1, Math.round(step / SAMPLE_MS)))
  let sum = 0
  for (let k = 0; k < n; k++) sum += def.rate(s, t - step + ((k + 0.5) * step) / n)
  return (sum / n) * (step / SECOND)
}

const fieldKey = (fields: Record<string, FieldValue>) =>
  String(Math.floor(hash(JSON.stringify(Object.entries(fields).sort())) * 2 ** 32))

function answer(def: TimeseriesDef, q: Query, sources: Source[], now: number): S['Table'] {
  const { step, times } = grid(q, now)
  const aligned = q.alignMs !== undefined
  const series = sources.map((s) => {
    const live = liveUntil(s.instance, now)
    const values = times.map((t) => (t <= live ? growth(def, s, t, step) : null))
    return { fields: s.fields, values }
  })

  let grouped = series
  if (q.groupBy) {
    const { cols, op } = q.groupBy
    const groups = new Map<string, { fields: Record<string, FieldValue>; members: (number | null)[][] }>()
    for (const s of series) {
      const fields = Object.fromEntries(cols.filter((c) => c in s.fields).map((c) => [c, s.fields[c]]))
      const key = JSON.stringify(fields)
      const g = groups.get(key) ?? { fields, members: [] }
      g.members.push(s.values)
      groups.set(key, g)
    }
    grouped = [...groups.values()].map(({ fields, members }) => ({
      fields,
      values: times.map((_, i) => {
        const present = members.map((m) => m[i]).filter((v): v is number => v !== null)
        if (present.length === 0) return null
        const total = present.reduce((a, b) => a + b, 0)
        return op === 'sum' ? total : total / present.length
      }),
    }))
  }

  const timeseries: Record<string, Timeseries> = {}
  for (const s of grouped) {
    // Aligned data is a gauge of doubles; raw cumulative counters come back as deltas.
    const points: S['Points'] = aligned
      ? {
          timestamps: times.map(iso),
          values: [{ metric_type: 'gauge', values: { type: 'double', values: s.values } }],
        }
      : {
          start_times: times.map((t) => iso(t - step)),
          timestamps: times.map(iso),
          values: [
            {
              metric_type: 'delta',
              values: { type: 'integer', values: s.values.map((v) => (v === null ? null : Math.round(v))) },
            },
          ],
        }
    timeseries[fieldKey(s.fields)] = { fields: s.fields, points }
  }
  return { name: def.name, timeseries }
}

/** What an equality filter compares with: the field's value as text. */
const textOf = (v: FieldValue) => String(v.value)

/** Identifiers a filter may name besides the fields. */
const IMPLICIT = ['datum', 'start_time', 'timestamp']

const quoted = (names: string[]) => names.map((n) => `"${n}"`).join(', ')

/** Who asks: a project's users see its series; an operator sees the fleet's, and must filter. */
export type QueryScope = { kind: 'project'; project: Row<'project'> } | { kind: 'fleet' }

export function runQuery(store: Store, scope: QueryScope, text: string, now = Date.now()): S['OxqlQueryResult'] {
  const q = parseQuery(text, now)
  const def = TIMESERIES.find((t) => t.name === q.name)
  if (!def) throw invalidRequest(`Timeseries not found for: ${q.name}`)
  const fields = def.fields.map((f) => f.name)
  const valid = [...new Set([...fields, ...IMPLICIT])].sort()
  const unknown = q.idents.filter(({ ident }) => !valid.includes(ident))
  if (unknown.length > 0) {
    throw invalidRequest(
      `The filter expression "${unknown.map((u) => u.clause).join(' && ')}" is not valid, the following errors were encountered\n` +
        `  > The filter expression refers to identifiers that are not valid for its input table "${def.name}". ` +
        `Invalid identifiers: [${quoted(unknown.map((u) => u.ident))}], valid identifiers: [${quoted(valid)}]`,
    )
  }
  for (const col of q.groupBy?.cols ?? []) {
    if (!fields.includes(col)) {
      throw invalidRequest(
        `Cannot group by field '${col}', which does not appear in the input tables. Valid fields are: [${quoted([...fields].sort())}]`,
      )
    }
  }
  // A project's query gets the project's filter added for the caller; the fleet's must bring its own.
  if (scope.kind === 'fleet' && !q.filtered) {
    throw invalidRequest(
      'This query requires at least one full table scan. Please rewrite the query to filter either the fields or timestamps, in order to reduce the amount of data fetched from the database.',
    )
  }
  if (q.end <= q.start) return { tables: [{ name: def.name, timeseries: {} }] }
  const projects =
    scope.kind === 'project' ? new Set([scope.project.id]) : new Set(store.all('project').map((p) => p.id))
  const sources = def
    .sources(store, projects)
    .filter((s) => Object.entries(q.equals).every(([k, v]) => s.fields[k] && textOf(s.fields[k]).toLowerCase() === v.toLowerCase()))
  return { tables: [answer(def, q, sources, now)] }
}

// ---- schemas -----------------------------------------------------------------

/** Every timeseries' schema, as GET /v1/system/timeseries/schemas lists them (by name). */
export function timeseriesSchemas(): S['TimeseriesSchema'][] {
  const created = '2024-06-01T00:00:00.000Z'
  return [...TIMESERIES]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((t) => ({
      timeseries_name: t.name,
      authz_scope: 'project',
      created,
      datum_type: 'cumulative_u64',
      description: { target: t.target, metric: t.metric },
      field_schema: t.fields.map((f) => ({ name: f.name, field_type: f.type, source: f.source, description: f.description })),
      units: t.units,
      version: 1,
    }))
}
