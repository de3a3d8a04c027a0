// VPC routers. Users make custom routers; the system router comes with the
// VPC and cannot be deleted. Deleting a custom router deletes its routes and
// detaches it from the subnets that used it, as Nexus does.
import { requireProjectWrite } from '../lib/authz'
import { name, optName, optStr, str } from '../lib/body'
import { alreadyExists, invalidRequest } from '../lib/errors'
import { lookupInVpc, lookupVpc, requiredQuery, ROUTER, type LookupCtx } from '../lib/lookup'
import { paginate } from '../lib/paginate'
import { created, noContent, ok, type Route } from '../lib/route'
import { now, removeRouter } from '../lib/vpcs'
import type { Store } from '../store'
import * as net from '../serializers/networking'

type RouterCtx = LookupCtx & { path: Record<string, string>; query: URLSearchParams }

const routerOf = (ctx: RouterCtx) =>
  lookupInVpc(ctx, ROUTER, ctx.path.router, ctx.query.get('vpc'), ctx.query.get('project'))

const nameTaken = (store: Store, vpcId: string, routerName: string) =>
  !!store.first('vpcRouter', (r) => r.vpcId === vpcId && r.name === routerName)

const projectOf = (store: Store, vpcId: string) => store.find('vpc', vpcId)!.projectId

export function vpcRouterRoutes(route: Route) {
  route('get', '/v1/vpc-routers', (ctx) => {
    const vpc = lookupVpc(ctx, requiredQuery(ctx.query, 'vpc'), ctx.query.get('project'))
    return ok(paginate(ctx.query, ctx.store.where('vpcRouter', (r) => r.vpcId === vpc.id), net.vpcRouter))
  })

  route('post', '/v1/vpc-routers', (ctx) => {
    const body = ctx.json()
    const routerName = name(body)
    const description = str(body, 'description')
    const vpc = lookupVpc(ctx, requiredQuery(ctx.query, 'vpc'), ctx.query.get('project'))
    requireProjectWrite(ctx.store, ctx.actor, vpc.projectId)
    if (nameTaken(ctx.store, vpc.id, routerName)) throw alreadyExists('vpc-router', routerName)
    const t = now()
    const router = ctx.store.create('vpcRouter', {
      vpcId: vpc.id,
      name: routerName,
      description,
      kind: 'custom',
      time_created: t,
      time_modified: t,
    })
    return created(net.vpcRouter(router))
  })

  route('get', '/v1/vpc-routers/{router}', (ctx) => ok(net.vpcRouter(routerOf(ctx))))

  route('put', '/v1/vpc-routers/{router}', (ctx) => {
    const body = ctx.json()
    const newName = optName(body)
    const description = optStr(body, 'description')
    const router = routerOf(ctx)
    requireProjectWrite(ctx.store, ctx.actor, projectOf(ctx.store, router.vpcId))
    if (newName && newName !== router.name && nameTaken(ctx.store, router.vpcId, newName)) {
      throw alreadyExists('vpc-router', newName)
    }
    router.update({ name: newName ?? router.name, description: description ?? router.description, time_modified: now() })
    return ok(net.vpcRouter(router))
  })

  route('delete', '/v1/vpc-routers/{router}', (ctx) => {
    const router = routerOf(ctx)
    requireProjectWrite(ctx.store, ctx.actor, projectOf(ctx.store, router.vpcId))
    if (router.kind === 'system') throw invalidRequest('cannot delete system router')
    removeRouter(ctx.store, router)
    return noContent()
  })
}
