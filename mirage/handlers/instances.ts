// Instances (read-only for now), their disks, external IPs, network interfaces
// and anti-affinity groups.
import { INSTANCE, lookupInProject, lookupNetworkInterface, lookupProject, requiredQuery } from '../lib/lookup'
import { paginate } from '../lib/paginate'
import { ok, type Route } from '../lib/route'
import * as compute from '../serializers/compute'
import { floatingExternalIp } from '../serializers/networking'
import { disk as toDisk } from '../serializers/storage'

export function instanceRoutes(route: Route) {
  route('get', '/v1/instances', (ctx) => {
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    const rows = ctx.store.where('instance', (i) => i.projectId === project.id)
    return ok(paginate(ctx.query, rows, compute.instance))
  })

  route('get', '/v1/instances/{instance}', (ctx) =>
    ok(compute.instance(lookupInProject(ctx, INSTANCE, ctx.path.instance, ctx.query.get('project')))),
  )

  route('get', '/v1/instances/{instance}/disks', (ctx) => {
    const instance = lookupInProject(ctx, INSTANCE, ctx.path.instance, ctx.query.get('project'))
    const disks = ctx.store.where('disk', (d) => 'instance' in d.state && d.state.instance === instance.id)
    return ok(paginate(ctx.query, disks, toDisk))
  })

  route('get', '/v1/instances/{instance}/external-ips', (ctx) => {
    const instance = lookupInProject(ctx, INSTANCE, ctx.path.instance, ctx.query.get('project'))
    const ips = ctx.store.where('floatingIp', (f) => f.instanceId === instance.id)
    // Nexus returns every external IP at once; the page type has no next page to give.
    return ok({ items: ips.map(floatingExternalIp), next_page: null })
  })

  route('get', '/v1/instances/{instance}/anti-affinity-groups', (ctx) => {
    const instance = lookupInProject(ctx, INSTANCE, ctx.path.instance, ctx.query.get('project'))
    const groups = ctx.store.where('antiAffinityGroup', (g) => g.instanceIds.includes(instance.id))
    return ok(paginate(ctx.query, groups, compute.antiAffinityGroup))
  })

  route('get', '/v1/network-interfaces', (ctx) => {
    const instance = lookupInProject(ctx, INSTANCE, requiredQuery(ctx.query, 'instance'), ctx.query.get('project'))
    const nics = ctx.store.where('networkInterface', (n) => n.instanceId === instance.id)
    return ok(paginate(ctx.query, nics, compute.networkInterface))
  })

  route('get', '/v1/network-interfaces/{interface}', (ctx) =>
    ok(
      compute.networkInterface(
        lookupNetworkInterface(ctx, ctx.path.interface, ctx.query.get('instance'), ctx.query.get('project')),
      ),
    ),
  )
}
