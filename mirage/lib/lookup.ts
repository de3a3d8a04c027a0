// Name-or-id lookups with parent selectors, as Nexus resolves them:
//
// - by id: the id alone finds it; giving a parent selector too is a 400
//   ("when providing instance as an ID project should not be specified");
// - by name: the parent selector is required ("instance should either be UUID
//   or project should be specified") and is itself a name or an id.
//
// What the caller may not read is not found, worded exactly as a missing one.
import type { Tables } from '../models'
import type { Row, Store } from '../store'
import { type Actor, canReadProject, canReadSilo } from './authz'
import { badRequest, invalidRequest, notFound } from './errors'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (s: string) => UUID.test(s)

export interface LookupCtx {
  store: Store
  actor: Actor
}

/** Like Dropshot when a required query parameter is absent. */
export function requiredQuery(query: URLSearchParams, key: string): string {
  const v = query.get(key)
  if (v === null || v === '') throw badRequest(`unable to parse query string: missing field \`${key}\``)
  return v
}

const byKey = (value: string) => (isUuid(value) ? { id: value } : { name: value })

function match<R extends { id: string; name: string }>(rows: R[], value: string): R | undefined {
  return isUuid(value) ? rows.find((r) => r.id === value) : rows.find((r) => r.name === value)
}

// ---- silo and project ---------------------------------------------------------

export function lookupSilo({ store, actor }: LookupCtx, value: string): Row<'silo'> {
  const silo = match(store.all('silo'), value)
  if (!silo || !canReadSilo(store, actor, silo)) throw notFound('silo', byKey(value))
  return silo
}

export function lookupProject({ store, actor }: LookupCtx, value: string): Row<'project'> {
  const project = match(
    store.where('project', (p) => p.siloId === actor.silo.id),
    value,
  )
  if (!project || !canReadProject(store, actor, project)) throw notFound('project', byKey(value))
  return project
}

// ---- resources inside a project ----------------------------------------------

type WithKey<K extends string> = {
  [N in keyof Tables]: Tables[N] extends { id: string; name: string } & Record<K, string | null> ? N : never
}[keyof Tables]

export type ProjectChild = WithKey<'projectId'>
export type VpcChild = WithKey<'vpcId'>
export type GatewayChild = WithKey<'internetGatewayId'>

/** How Nexus names a kind: `kind` in not-found messages, `label` in selector errors. */
export interface Kind<N> {
  table: N
  kind: string
  label: string
}

export function lookupInProject<N extends ProjectChild>(
  ctx: LookupCtx,
  { table, kind, label }: Kind<N>,
  value: string,
  project: string | null,
): Row<N> {
  // One model, not one per row (store.ts): a project may hold thousands.
  const first = (pred: (r: Row<N> & { projectId: string; name: string }) => boolean) =>
    ctx.store.first(table, pred as never) as (Row<N> & { projectId: string; name: string }) | undefined
  if (isUuid(value)) {
    if (project) throw invalidRequest(`when providing ${label} as an ID project should not be specified`)
    const row = first((r) => r.id === value)
    const owner = row && ctx.store.find('project', row.projectId)
    if (!row || !owner || owner.siloId !== ctx.actor.silo.id || !canReadProject(ctx.store, ctx.actor, owner)) {
      throw notFound(kind, { id: value })
    }
    return row
  }
  if (!project) throw invalidRequest(`${label} should either be UUID or project should be specified`)
  const owner = lookupProject(ctx, project)
  const row = first((r) => r.projectId === owner.id && r.name === value)
  if (!row) throw notFound(kind, { name: value })
  return row
}

export const VPC: Kind<'vpc'> = { table: 'vpc', kind: 'vpc', label: 'vpc' }
export const INSTANCE: Kind<'instance'> = { table: 'instance', kind: 'instance', label: 'instance' }
export const FLOATING_IP: Kind<'floatingIp'> = { table: 'floatingIp', kind: 'floating-ip', label: 'Floating IP' }

/** A name is looked up in `project`; an id stands alone (Nexus refuses a project beside an id). */
export const scopeFor = (value: string, project: string) => (isUuid(value) ? null : project)

export function lookupVpc(ctx: LookupCtx, vpc: string, project: string | null): Row<'vpc'> {
  return lookupInProject(ctx, VPC, vpc, project)
}

/** The project a VPC-level row lives in, for access checks on id lookups. */
function projectOfVpc(ctx: LookupCtx, vpcId: string): Row<'project'> | undefined {
  const vpc = ctx.store.find('vpc', vpcId)
  return vpc ? ctx.store.find('project', vpc.projectId) : undefined
}

export function lookupInVpc<N extends VpcChild>(
  ctx: LookupCtx,
  { table, kind, label }: Kind<N>,
  value: string,
  vpc: string | null,
  project: string | null,
): Row<N> {
  const rows = ctx.store.all(table) as unknown as (Row<N> & { vpcId: string; name: string })[]
  if (isUuid(value)) {
    if (vpc || project) throw invalidRequest(`when providing ${label} as an ID vpc and project should not be specified`)
    const row = rows.find((r) => r.id === value)
    const owner = row && projectOfVpc(ctx, row.vpcId)
    if (!row || !owner || owner.siloId !== ctx.actor.silo.id || !canReadProject(ctx.store, ctx.actor, owner)) {
      throw notFound(kind, { id: value })
    }
    return row
  }
  if (!vpc) throw invalidRequest(`${label} should either be an ID or vpc should be specified`)
  const parent = lookupVpc(ctx, vpc, project)
  const row = rows.find((r) => r.vpcId === parent.id && r.name === value)
  if (!row) throw notFound(kind, { name: value })
  return row
}

export const ROUTER: Kind<'vpcRouter'> = { table: 'vpcRouter', kind: 'vpc-router', label: 'router' }
export const GATEWAY: Kind<'internetGateway'> = { table: 'internetGateway', kind: 'internet-gateway', label: 'gateway' }
export const GATEWAY_POOL: Kind<'internetGatewayIpPool'> = {
  table: 'internetGatewayIpPool',
  kind: 'internet-gateway-ip-pool',
  label: 'pool',
}
export const GATEWAY_ADDRESS: Kind<'internetGatewayIpAddress'> = {
  table: 'internetGatewayIpAddress',
  kind: 'internet-gateway-ip-address',
  label: 'address',
}

/** A pool or address link of an internet gateway, worded as Nexus's selectors (which mention a subnet too). */
export function lookupInGateway<N extends GatewayChild>(
  ctx: LookupCtx,
  { table, kind, label }: Kind<N>,
  value: string,
  gateway: string | null,
  vpc: string | null,
  project: string | null,
): Row<N> {
  const rows = ctx.store.all(table) as unknown as (Row<N> & { internetGatewayId: string; name: string })[]
  if (isUuid(value)) {
    if (gateway || vpc || project) {
      throw invalidRequest(`when providing ${label} as an ID gateway, subnet, vpc, and project should not be specified`)
    }
    const row = rows.find((r) => r.id === value)
    const parent = row && ctx.store.find('internetGateway', row.internetGatewayId)
    const owner = parent && projectOfVpc(ctx, parent.vpcId)
    if (!row || !owner || owner.siloId !== ctx.actor.silo.id || !canReadProject(ctx.store, ctx.actor, owner)) {
      throw notFound(kind, { id: value })
    }
    return row
  }
  if (!gateway) throw invalidRequest(`${label} should either be an ID or gateway should be specified`)
  const parent = lookupInVpc(ctx, GATEWAY, gateway, vpc, project)
  const row = rows.find((r) => r.internetGatewayId === parent.id && r.name === value)
  if (!row) throw notFound(kind, { name: value })
  return row
}

export function lookupRoute(
  ctx: LookupCtx,
  value: string,
  router: string | null,
  vpc: string | null,
  project: string | null,
): Row<'routerRoute'> {
  const rows = ctx.store.all('routerRoute')
  if (isUuid(value)) {
    if (router || vpc || project) {
      throw invalidRequest('when providing route as an ID router, vpc, and project should not be specified')
    }
    const row = rows.find((r) => r.id === value)
    const parent = row && ctx.store.find('vpcRouter', row.vpcRouterId)
    const owner = parent && projectOfVpc(ctx, parent.vpcId)
    if (!row || !owner || owner.siloId !== ctx.actor.silo.id || !canReadProject(ctx.store, ctx.actor, owner)) {
      throw notFound('router-route', { id: value })
    }
    return row
  }
  if (!router) throw invalidRequest('route should either be an ID or router should be specified')
  const parent = lookupInVpc(ctx, ROUTER, router, vpc, project)
  const row = rows.find((r) => r.vpcRouterId === parent.id && r.name === value)
  if (!row) throw notFound('router-route', { name: value })
  return row
}

export function lookupNetworkInterface(
  ctx: LookupCtx,
  value: string,
  instance: string | null,
  project: string | null,
): Row<'networkInterface'> {
  const rows = ctx.store.all('networkInterface')
  if (isUuid(value)) {
    if (instance || project) {
      throw invalidRequest('when providing network interface as an ID instance and project should not be specified')
    }
    const row = rows.find((r) => r.id === value)
    const inst = row && ctx.store.find('instance', row.instanceId)
    const owner = inst && ctx.store.find('project', inst.projectId)
    if (!row || !owner || owner.siloId !== ctx.actor.silo.id || !canReadProject(ctx.store, ctx.actor, owner)) {
      throw notFound('instance-network-interface', { id: value })
    }
    return row
  }
  if (!instance) throw invalidRequest('network interface should either be UUID or instance should be specified')
  const parent = lookupInProject(ctx, INSTANCE, instance, project)
  const row = rows.find((r) => r.instanceId === parent.id && r.name === value)
  if (!row) throw notFound('instance-network-interface', { name: value })
  return row
}
