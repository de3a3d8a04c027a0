// Fleet utilization metrics (GET /v1/system/metrics/{metric_name}): what the
// fleet, or one silo (`?silo=`), has provisioned over time. The samples are
// made up but consistent: the last one is what /v1/system/utilization/silos
// reports now, and earlier ones grow towards it.
import { requireFleet } from '../lib/authz'
import { badRequest } from '../lib/errors'
import { lookupSilo, requiredQuery } from '../lib/lookup'
import { ok, type Route } from '../lib/route'
import { provisioned } from '../lib/utilization'

const HOUR = 3600_000
const DAY = 24 * HOUR
const METRICS = {
  virtual_disk_space_provisioned: 'storage',
  cpus_provisioned: 'cpus',
  ram_provisioned: 'memory',
} as const
type Metric = keyof typeof METRICS

function instant(raw: string, label: string): number {
  const ms = Date.parse(raw)
  if (Number.isNaN(ms)) throw badRequest(`unable to parse query string: ${label}: input contains invalid characters`)
  return ms
}

export function systemMetricsRoutes(route: Route) {
  route('get', '/v1/system/metrics/{metric_name}', (ctx) => {
    const metric = ctx.path.metric_name as Metric
    if (!(metric in METRICS)) {
      throw badRequest(`unable to parse path parameter metric_name: unknown variant \`${ctx.path.metric_name}\``)
    }
    // Nexus requires the window on every call (the mock's page token is only an offset into it).
    const offset = Number(ctx.query.get('page_token') ?? 0) || 0
    const start = instant(requiredQuery(ctx.query, 'start_time'), 'start_time')
    const end = Math.min(instant(requiredQuery(ctx.query, 'end_time'), 'end_time'), Date.now())
    requireFleet(ctx.store, ctx.actor, 'viewer')
    const siloParam = ctx.query.get('silo')
    const silos = siloParam ? [lookupSilo(ctx, siloParam)] : ctx.store.all('silo')
    const current = silos.reduce((sum, s) => sum + provisioned(ctx.store, s)[METRICS[metric]], 0)

    const limit = Math.min(Number(ctx.query.get('limit') ?? 100) || 100, 10000)
    const step = Math.max(HOUR, Math.ceil((end - start) / 500 / HOUR) * HOUR)
    const times: number[] = []
    for (let t = Math.ceil(start / step) * step; t < end; t += step) times.push(t)
    if (ctx.query.get('order') === 'descending') times.reverse()
    const page = times.slice(offset, offset + limit)
    // A month ago the fleet had about half of what it has now.
    const share = (t: number) => Math.max(0.3, Math.min(1, 0.55 + 0.45 * (1 - (end - t) / (30 * DAY))))
    return ok({
      items: page.map((t) => ({
        timestamp: new Date(t).toISOString(),
        datum: { type: 'i64' as const, datum: Math.round(current * share(t)) },
      })),
      next_page: offset + limit < times.length ? String(offset + limit) : null,
    })
  })
}
