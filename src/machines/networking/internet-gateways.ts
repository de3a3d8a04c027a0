// Internet gateways of a VPC: the tab's pages and one gateway, and the
// changes: create, delete (with what Nexus's cascade takes along), attach and
// detach an IP pool or an address. The gateways are the rows (and a gateway
// its page); what they draw on are parts of the page, read beside or after
// them: each gateway's IP pools and addresses (two reads per gateway, all at
// once, after the rows), and the silo's pools that name the attachments' pools.
import {
  allPages,
  api,
  fetchApi,
  firstPage,
  invalidate,
  MAX_LIMIT,
  type InternetGateway,
  type InternetGatewayIpAddress,
  type InternetGatewayIpPool,
  type Read,
} from '~/api'
import { readSection } from '~/api/sections'
import { messages, validateDescription, validateIp, validateName } from '~/validation'
import { nonEmpty, type DeleteImpact } from '../shared/delete-impact.rules'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { PageParams } from '../shared/list.machine'
import { idsOf, partSection, startPart, type Ask } from '../shared/section-reads'
import { namesOf, siloPoolsSection, type Names } from '../shared/silo-pools'
import type { VpcRef } from './vpcs'

export type GatewayRow = { gateway: InternetGateway }

export type GatewayRef = VpcRef & { gateway: string }

const ATTACHMENT_READS: Read[] = ['/v1/internet-gateway-ip-pools', '/v1/internet-gateway-ip-addresses']

const attachmentsOf = (ask: Ask, { project, vpc, gateway }: GatewayRef) =>
  allPages((pageToken) => ask('/v1/internet-gateway-ip-pools', { query: { project, vpc, gateway, limit: MAX_LIMIT, pageToken } }))

/** What a row shows of a pool attached to a gateway: the pool's own name when the silo lists it, else the attachment's. */
export const poolLabel = (attachment: InternetGatewayIpPool, names?: Names) => names?.get(attachment.ipPoolId) ?? attachment.name

/** A page of the VPC's gateways; the silo's pools, which name what they draw on, leave beside it. */
export const internetGatewaysPage =
  ({ project, vpc }: VpcRef) =>
  async ({ pageToken, limit, keep }: PageParams<GatewayRow>): Promise<{ items: GatewayRow[]; nextPage?: string | null }> => {
    if (!keep) startPart(siloPoolsSection())
    const page = await fetchApi('/v1/internet-gateways', { query: { project, vpc, limit, pageToken } })
    const rows = page.items.map((gateway) => ({ gateway }))
    return { ...page, items: keep ? rows.filter(keep) : rows }
  }

/** What a gateway draws on: the IP pools and the addresses attached to it. */
export type GatewayLinks = { pools: InternetGatewayIpPool[]; addresses: InternetGatewayIpAddress[] }

const addressesOf = (ask: Ask, { project, vpc, gateway }: GatewayRef) =>
  allPages((pageToken) => ask('/v1/internet-gateway-ip-addresses', { query: { project, vpc, gateway, limit: MAX_LIMIT, pageToken } }))

/**
 * The pools and addresses attached to each gateway on screen, by gateway name:
 * a part of the list, two reads per gateway (Nexus lists them per gateway),
 * all at once once the rows are drawn.
 */
export const gatewaysLinksSection = ({ project, vpc }: VpcRef, gateways: readonly Pick<InternetGateway, 'name'>[]) => {
  const names = idsOf(gateways.map((g) => g.name))
  return partSection(
    ['gateways-links', project, vpc, names],
    async (ask): Promise<ReadonlyMap<string, GatewayLinks>> => {
      const links = await Promise.all(
        names.map(async (gateway) => {
          const ref = { project, vpc, gateway }
          const [pools, addresses] = await Promise.all([attachmentsOf(ask, ref), addressesOf(ask, ref)])
          return { pools, addresses }
        }),
      )
      return new Map(names.map((name, i) => [name, links[i]]))
    },
    ATTACHMENT_READS,
  )
}

// ---- one gateway ---------------------------------------------------------------------

/** The IP pools attached to one gateway: a table of its page. */
export const gatewayAttachmentsSection = (ref: GatewayRef) =>
  partSection(['gateway-pools', ref.project, ref.vpc, ref.gateway], (ask) => attachmentsOf(ask, ref), ['/v1/internet-gateway-ip-pools'])

/** Its fixed addresses: a table of its page. */
export const gatewayAddressesSection = (ref: GatewayRef) =>
  partSection(['gateway-addresses', ref.project, ref.vpc, ref.gateway], (ask) => addressesOf(ask, ref), ['/v1/internet-gateway-ip-addresses'])

/** One gateway for its side modal (a failure is the page's error); its pools and addresses start beside it. */
export function fetchGatewayDetail(ref: GatewayRef): Promise<InternetGateway> {
  startPart(gatewayAttachmentsSection(ref))
  startPart(gatewayAddressesSection(ref))
  startPart(siloPoolsSection())
  return fetchApi('/v1/internet-gateways/{gateway}', { path: { gateway: ref.gateway }, query: { project: ref.project, vpc: ref.vpc } })
}

// ---- what a gateway gives -------------------------------------------------------

/**
 * Why instances routed through this gateway get no outbound address, or
 * undefined: Nexus picks an instance's source address for a gateway from the
 * pools and addresses attached to it, and with neither there is none.
 */
export function noOutboundReason(row: GatewayLinks): string | undefined {
  return row.pools.length === 0 && row.addresses.length === 0
    ? 'No IP pool or address is attached: instances routed through this gateway get no outbound address'
    : undefined
}

// ---- changes ----------------------------------------------------------------------

const GATEWAY_READS: Read[] = [
  '/v1/internet-gateways',
  '/v1/internet-gateways/{gateway}',
  '/v1/internet-gateway-ip-pools',
  '/v1/internet-gateway-ip-addresses',
]
const invalidateGateways = () => invalidate(...GATEWAY_READS)

export type GatewayFormValues = { name: string; description: string }

export function validateGateway(values: GatewayFormValues): FieldErrors<GatewayFormValues> {
  return { name: validateName(values.name), description: validateDescription(values.description) }
}

export async function createGateway({ project, vpc }: VpcRef, values: GatewayFormValues): Promise<InternetGateway> {
  const gateway = await api.post('/v1/internet-gateways', { query: { project, vpc }, body: values })
  await invalidateGateways()
  return gateway
}

export function gatewayFormInput(ref: VpcRef): FormInput<GatewayFormValues, InternetGateway> {
  return { initialValues: { name: '', description: '' }, validate: validateGateway, submit: (v) => createGateway(ref, v) }
}

/** What deleting a gateway takes with it: its links, and the routes of the VPC's routers that target it. */
export type GatewayDeleteImpact = {
  pools: { attachment: InternetGatewayIpPool; label: string }[]
  addresses: InternetGatewayIpAddress[]
  routes: { router: string; route: string }[]
  /** A list was longer than one request reads. */
  more: boolean
}

/**
 * Read before the delete is confirmed: the gateway's pools and addresses (one
 * request each), the VPC's routers (one), each router's routes (one per
 * router), all at Nexus's largest page, never following a page token.
 */
export async function gatewayDeleteImpact(ref: GatewayRef): Promise<GatewayDeleteImpact> {
  const { project, vpc, gateway } = ref
  const [pools, addresses, routers, names] = await Promise.all([
    firstPage((limit) => fetchApi('/v1/internet-gateway-ip-pools', { query: { project, vpc, gateway, limit } }), MAX_LIMIT),
    firstPage((limit) => fetchApi('/v1/internet-gateway-ip-addresses', { query: { project, vpc, gateway, limit } }), MAX_LIMIT),
    firstPage((limit) => fetchApi('/v1/vpc-routers', { query: { project, vpc, limit } }), MAX_LIMIT),
    // The pools' own names, as the list shows them; the attachments' names stand in without them.
    readSection(siloPoolsSection()).then((p) => namesOf(p.items), (): Names => new Map()),
  ])
  const perRouter = await Promise.all(
    routers.items.map(async (r) => {
      const routes = await firstPage(
        (limit) => fetchApi('/v1/vpc-router-routes', { query: { project, vpc, router: r.name, limit } }),
        MAX_LIMIT,
      )
      return {
        more: routes.more,
        routes: routes.items
          .filter((route) => route.target.type === 'internet_gateway' && 'value' in route.target && route.target.value === gateway)
          .map((route) => ({ router: r.name, route: route.name })),
      }
    }),
  )
  return {
    pools: pools.items.map((attachment) => ({ attachment, label: poolLabel(attachment, names) })),
    addresses: addresses.items,
    routes: perRouter.flatMap((r) => r.routes),
    more: pools.more || addresses.more || routers.more || perRouter.some((r) => r.more),
  }
}

/**
 * The confirmation: it is deleted with `cascade`, which also removes its pool
 * and address links and the routes that target it (the datastore's cascading
 * delete does exactly these three).
 */
export function gatewayDeleteConfirm(
  ref: GatewayRef,
  impact: GatewayDeleteImpact,
  routerPath: (router: string) => string,
): DeleteImpact & { message: string } {
  const dependents = nonEmpty([
    { noun: 'IP pool', relation: 'attached: detached with it', items: impact.pools.map((p) => ({ name: p.label })), more: impact.more },
    { noun: 'IP address', relation: 'attached: detached with it', items: impact.addresses.map((a) => ({ name: a.address })), more: impact.more },
    {
      noun: 'route',
      relation: 'targeting it: deleted with it',
      items: impact.routes.map((r) => ({ name: `${r.router}/${r.route}`, to: routerPath(r.router) })),
      more: impact.more,
    },
  ])
  const message =
    dependents.length === 0
      ? `Delete internet gateway ${ref.gateway}? Nothing is attached to it and no route targets it.`
      : `Delete internet gateway ${ref.gateway}? It is deleted with cascade, which also removes what is listed below. Instances routed through it lose that path out.`
  return { dependents, message }
}

/** Always with `cascade`: the confirmation has said what it removes, and without it Nexus refuses a gateway with links. */
export async function deleteGateway({ project, vpc }: VpcRef, gateway: string): Promise<void> {
  await api.delete('/v1/internet-gateways/{gateway}', { path: { gateway }, query: { project, vpc, cascade: true } })
  await invalidate(...GATEWAY_READS, '/v1/vpc-router-routes', '/v1/vpc-router-routes/{route}')
}

// ---- attach and detach ------------------------------------------------------------

export type PoolAttachValues = { pool: string; name: string; description: string }

export function validatePoolAttach(values: PoolAttachValues): FieldErrors<PoolAttachValues> {
  return {
    pool: values.pool ? undefined : messages.required('IP pool'),
    name: validateName(values.name),
    description: validateDescription(values.description),
  }
}

/** The silo's pools to pick from (one request); a pool already attached is not offered again. */
export async function loadPoolChoices(ref: GatewayRef): Promise<{ pools: { name: string; attached: boolean }[]; more: boolean }> {
  const [pools, attached] = await Promise.all([
    firstPage((limit) => fetchApi('/v1/ip-pools', { query: { limit } }), MAX_LIMIT),
    attachmentsOf(fetchApi, ref),
  ])
  const taken = new Set(attached.map((a) => a.ipPoolId))
  return { pools: pools.items.map((p) => ({ name: p.name, attached: taken.has(p.id) })), more: pools.more }
}

export async function attachPool(ref: GatewayRef, values: PoolAttachValues): Promise<InternetGatewayIpPool> {
  const { project, vpc, gateway } = ref
  const link = await api.post('/v1/internet-gateway-ip-pools', {
    query: { project, vpc, gateway },
    body: { ipPool: values.pool, name: values.name, description: values.description },
  })
  await invalidateGateways()
  return link
}

export function poolAttachFormInput(ref: GatewayRef): FormInput<PoolAttachValues, InternetGatewayIpPool> {
  return { initialValues: { pool: '', name: '', description: '' }, validate: validatePoolAttach, submit: (v) => attachPool(ref, v) }
}

export type AddressAttachValues = { address: string; name: string; description: string }

export function validateAddressAttach(values: AddressAttachValues): FieldErrors<AddressAttachValues> {
  const address = values.address.trim()
  return {
    address: address ? validateIp(address) : messages.required('Address'),
    name: validateName(values.name),
    description: validateDescription(values.description),
  }
}

export async function attachAddress(ref: GatewayRef, values: AddressAttachValues): Promise<InternetGatewayIpAddress> {
  const { project, vpc, gateway } = ref
  const link = await api.post('/v1/internet-gateway-ip-addresses', {
    query: { project, vpc, gateway },
    body: { address: values.address.trim(), name: values.name, description: values.description },
  })
  await invalidateGateways()
  return link
}

export function addressAttachFormInput(ref: GatewayRef): FormInput<AddressAttachValues, InternetGatewayIpAddress> {
  return {
    initialValues: { address: '', name: '', description: '' },
    validate: validateAddressAttach,
    submit: (v) => attachAddress(ref, v),
  }
}

/**
 * Detach without `cascade`: Nexus refuses while routed instances' external
 * addresses depend on the link, and its refusal is shown as it says it.
 */
export async function detachPool({ project, vpc, gateway }: GatewayRef, link: string): Promise<void> {
  await api.delete('/v1/internet-gateway-ip-pools/{pool}', { path: { pool: link }, query: { project, vpc, gateway } })
  await invalidateGateways()
}

export async function detachAddress({ project, vpc, gateway }: GatewayRef, link: string): Promise<void> {
  await api.delete('/v1/internet-gateway-ip-addresses/{address}', { path: { address: link }, query: { project, vpc, gateway } })
  await invalidateGateways()
}
