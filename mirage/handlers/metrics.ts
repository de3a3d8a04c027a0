// Metrics: OxQL timeseries queries (a project's, and the fleet's for
// operators), silo utilization metrics, and the list of timeseries schemas.
// The language and the series live in ../lib/oxql.ts.
import type { components } from '../../src/api/generated/nexus'
import { requireFleet } from '../lib/authz'
import { badRequest } from '../lib/errors'
import { lookupProject, requiredQuery } from '../lib/lookup'
import { runQuery, timeseriesSchemas } from '../lib/oxql'
import { ok, type Ctx, type Route } from '../lib/route'
import type { Store } from '../store'

type S = components['schemas']

const HOUR = 3600_000
const iso = (ms: number) => new Date(ms).toISOString()

/** The body's query, as Dropshot reads a `TimeseriesQuery`. */
function queryText(ctx: Ctx<'/v1/timeseries/query' | '/v1/system/timeseries/query', 'post'>): string {
  const { query } = ctx.json()
  if (typeof query !== 'string') throw badRequest('unable to parse JSON body: missing field `query`')
  return query
}

// ---- silo utilization metrics (GET /v1/metrics/{metric_name}) ---------------

const SILO_METRICS = ['virtual_disk_space_provisioned', 'cpus_provisioned', 'ram_provisioned'] as const
type SiloMetric = (typeof SILO_METRICS)[number]

const CHARGED = new Set(['starting', 'running', 'rebooting', 'stopping', 'migrating', 'repairing'])

function provisionedNow(store: Store, projectIds: Set<string>, metric: SiloMetric): number {
  if (metric === 'virtual_disk_space_provisioned') {
    // As /v1/utilization counts it: snapshots take space too.
    return [
      ...store.where('disk', (d) => projectIds.has(d.projectId)),
      ...store.where('snapshot', (x) => projectIds.has(x.projectId)),
    ].reduce((sum, r) => sum + r.size, 0)
  }
  const running = store.where('instance', (i) => projectIds.has(i.projectId) && CHARGED.has(i.run_state))
  return running.reduce((sum, i) => sum + (metric === 'cpus_provisioned' ? i.ncpus : i.memory), 0)
}

function parseInstant(raw: string | null, fallback: number, label: string): number {
  if (raw === null || raw === '') return fallback
  const ms = Date.parse(raw)
  if (Number.isNaN(ms)) throw badRequest(`unable to parse query string: ${label}: input contains invalid characters`)
  return ms
}

// ---- routes ------------------------------------------------------------------

export function metricsRoutes(route: Route) {
  route('post', '/v1/timeseries/query', (ctx) => {
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    return ok(runQuery(ctx.store, { kind: 'project', project }, queryText(ctx)))
  })

  // Operators query the whole fleet's series.
  route('post', '/v1/system/timeseries/query', (ctx) => {
    requireFleet(ctx.store, ctx.actor, 'viewer')
    return ok(runQuery(ctx.store, { kind: 'fleet' }, queryText(ctx)))
  })

  route('get', '/v1/metrics/{metric_name}', (ctx) => {
    const metric = ctx.path.metric_name as SiloMetric
    if (!SILO_METRICS.includes(metric)) {
      throw badRequest(`unable to parse path parameter metric_name: unknown variant \`${ctx.path.metric_name}\``)
    }
    const projectParam = ctx.query.get('project')
    const projectIds = projectParam
      ? new Set([lookupProject(ctx, projectParam).id])
      : new Set(ctx.store.where('project', (p) => p.siloId === ctx.actor.silo.id).map((p) => p.id))
    const now = Date.now()
    const end = Math.min(parseInstant(ctx.query.get('end_time'), now, 'end_time'), now)
    const start = parseInstant(ctx.query.get('start_time'), end - 24 * HOUR, 'start_time')
    const limit = Math.min(Number(ctx.query.get('limit') ?? 100) || 100, 10000)
    const offset = Number(ctx.query.get('page_token') ?? 0) || 0
    const descending = ctx.query.get('order') === 'descending'

    // One sample an hour (or coarser for long ranges), growing towards today's value.
    const current = provisionedNow(ctx.store, projectIds, metric)
    const step = Math.max(HOUR, Math.ceil((end - start) / 500 / HOUR) * HOUR)
    const times: number[] = []
    for (let t = Math.ceil(start / step) * step; t < end; t += step) times.push(t)
    if (descending) times.reverse()
    const page = times.slice(offset, offset + limit)
    const scale = (t: number) => Math.min(1, 0.55 + 0.45 * (1 - (now - t) / (30 * 24 * HOUR)))
    return ok({
      items: page.map((t) => ({
        timestamp: iso(t),
        datum: { type: 'i64' as const, datum: Math.round(current * Math.max(0.3, scale(t))) },
      })),
      next_page: offset + limit < times.length ? String(offset + limit) : null,
    })
  })

  route('get', '/v1/system/timeseries/schemas', (ctx) => {
    requireFleet(ctx.store, ctx.actor, 'viewer')
    const all: S['TimeseriesSchema'][] = timeseriesSchemas()
    const limit = Math.min(Number(ctx.query.get('limit') ?? 100) || 100, 1000)
    const offset = Number(ctx.query.get('page_token') ?? 0) || 0
    return ok({ items: all.slice(offset, offset + limit), next_page: offset + limit < all.length ? String(offset + limit) : null })
  })
}
