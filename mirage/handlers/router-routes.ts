// Routes of VPC routers. The system router's routes are Nexus's own: users add
// none there, may only re-aim a default route, and delete only custom routes.
import { requireProjectWrite } from '../lib/authz'
import { field, name, optName, optStr, str } from '../lib/body'
import { alreadyExists, invalidRequest } from '../lib/errors'
import { lookupInVpc, lookupRoute, requiredQuery, ROUTER, type LookupCtx } from '../lib/lookup'
import { paginate } from '../lib/paginate'
import { created, noContent, ok, type Route } from '../lib/route'
import { checkUserRoute, KIND_NAME, parseDestination, parseTarget, sameDestination } from '../lib/router-routes'
import { now } from '../lib/vpcs'
import type { Row, Store } from '../store'
import * as net from '../serializers/networking'

type RouteCtx = LookupCtx & { path: Record<string, string>; query: URLSearchParams }

const routeOf = (ctx: RouteCtx) => {
  const q = ctx.query
  return lookupRoute(ctx, ctx.path.route, q.get('router'), q.get('vpc'), q.get('project'))
}

const nameTaken = (store: Store, routerId: string, routeName: string) =>
  !!store.first('routerRoute', (r) => r.vpcRouterId === routerId && r.name === routeName)

function projectOfRouter(store: Store, router: Row<'vpcRouter'>): string {
  return store.find('vpc', router.vpcId)!.projectId
}

export function routerRouteRoutes(route: Route) {
  route('get', '/v1/vpc-router-routes', (ctx) => {
    const q = ctx.query
    const router = lookupInVpc(ctx, ROUTER, requiredQuery(q, 'router'), q.get('vpc'), q.get('project'))
    return ok(paginate(q, ctx.store.where('routerRoute', (r) => r.vpcRouterId === router.id), net.routerRoute))
  })

  route('post', '/v1/vpc-router-routes', (ctx) => {
    const body = ctx.json()
    const routeName = name(body)
    const description = str(body, 'description')
    const destination = parseDestination(field(body, 'destination'))
    const target = parseTarget(field(body, 'target'))
    const q = ctx.query
    const router = lookupInVpc(ctx, ROUTER, requiredQuery(q, 'router'), q.get('vpc'), q.get('project'))
    requireProjectWrite(ctx.store, ctx.actor, projectOfRouter(ctx.store, router))
    if (router.kind === 'system') throw invalidRequest('user-provided routes cannot be added to a system router')
    checkUserRoute(destination, target, 'custom')
    if (nameTaken(ctx.store, router.id, routeName)) throw alreadyExists('router-route', routeName)
    const t = now()
    const row = ctx.store.create('routerRoute', {
      vpcRouterId: router.id,
      name: routeName,
      description,
      kind: 'custom',
      destination,
      target,
      time_created: t,
      time_modified: t,
    })
    return created(net.routerRoute(row))
  })

  route('get', '/v1/vpc-router-routes/{route}', (ctx) => ok(net.routerRoute(routeOf(ctx))))

  route('put', '/v1/vpc-router-routes/{route}', (ctx) => {
    const body = ctx.json()
    const newName = optName(body)
    const description = optStr(body, 'description')
    const destination = parseDestination(field(body, 'destination'))
    const target = parseTarget(field(body, 'target'))
    const row = routeOf(ctx)
    const router = ctx.store.find('vpcRouter', row.vpcRouterId)!
    requireProjectWrite(ctx.store, ctx.actor, projectOfRouter(ctx.store, router))
    if (row.kind === 'default') {
      const renamed = newName !== null && newName !== row.name
      const redescribed = description !== null && description !== row.description
      if (renamed || redescribed || !sameDestination(destination, row.destination)) {
        throw invalidRequest('the destination and metadata of a Default route cannot be changed')
      }
    } else if (row.kind !== 'custom') {
      throw invalidRequest(`routes of type ${KIND_NAME[row.kind]} within the system router are not modifiable`)
    }
    checkUserRoute(destination, target, row.kind)
    if (newName && newName !== row.name && nameTaken(ctx.store, router.id, newName)) {
      throw alreadyExists('router-route', newName)
    }
    row.update({
      name: newName ?? row.name,
      description: description ?? row.description,
      destination,
      target,
      time_modified: now(),
    })
    return ok(net.routerRoute(row))
  })

  route('delete', '/v1/vpc-router-routes/{route}', (ctx) => {
    const row = routeOf(ctx)
    const router = ctx.store.find('vpcRouter', row.vpcRouterId)!
    requireProjectWrite(ctx.store, ctx.actor, projectOfRouter(ctx.store, router))
    if (row.kind !== 'custom') throw invalidRequest('DELETE not allowed on system routes')
    row.destroy()
    return noContent()
  })
}
