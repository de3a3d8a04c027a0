// Internet gateways of a VPC, read-only: the tab's pages and one gateway.
// The gateways are the rows (and a gateway its page); what they draw on are
// parts of the page, read beside or after them: the IP pools attached to
// each gateway (one read per gateway, all at once, after the rows), a
// gateway's addresses, and the silo's pools that name the attachments' pools.
import {
  allPages,
  fetchApi,
  MAX_LIMIT,
  type InternetGateway,
  type InternetGatewayIpAddress,
  type InternetGatewayIpPool,
  type Read,
} from '~/api'
import type { PageParams } from '../shared/list.machine'
import { idsOf, partSection, startPart, type Ask } from '../shared/section-reads'
import { siloPoolsSection, type Names } from '../shared/silo-pools'
import type { VpcRef } from './vpcs'

export type GatewayRow = { gateway: InternetGateway }

type GatewayRef = VpcRef & { gateway: string }

const ATTACHMENT_READS: Read[] = ['/v1/internet-gateway-ip-pools']

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

/**
 * The IP pools attached to each gateway on screen, by gateway name: a part of
 * the list, one read per gateway (Nexus lists them per gateway), all at once
 * once the rows are drawn.
 */
export const gatewaysPoolsSection = ({ project, vpc }: VpcRef, gateways: readonly Pick<InternetGateway, 'name'>[]) => {
  const names = idsOf(gateways.map((g) => g.name))
  return partSection(
    ['gateways-pools', project, vpc, names],
    async (ask): Promise<ReadonlyMap<string, InternetGatewayIpPool[]>> => {
      const attached = await Promise.all(names.map((gateway) => attachmentsOf(ask, { project, vpc, gateway })))
      return new Map(names.map((name, i) => [name, attached[i]]))
    },
    ATTACHMENT_READS,
  )
}

// ---- one gateway ---------------------------------------------------------------------

/** The IP pools attached to one gateway: a table of its page. */
export const gatewayAttachmentsSection = (ref: GatewayRef) =>
  partSection(['gateway-pools', ref.project, ref.vpc, ref.gateway], (ask) => attachmentsOf(ask, ref), ATTACHMENT_READS)

/** Its fixed addresses: a table of its page. */
export const gatewayAddressesSection = ({ project, vpc, gateway }: GatewayRef) =>
  partSection(
    ['gateway-addresses', project, vpc, gateway],
    (ask): Promise<InternetGatewayIpAddress[]> =>
      allPages((pageToken) => ask('/v1/internet-gateway-ip-addresses', { query: { project, vpc, gateway, limit: MAX_LIMIT, pageToken } })),
    ['/v1/internet-gateway-ip-addresses'],
  )

/** One gateway for its side modal (a failure is the page's error); its pools and addresses start beside it. */
export function fetchGatewayDetail(ref: GatewayRef): Promise<InternetGateway> {
  startPart(gatewayAttachmentsSection(ref))
  startPart(gatewayAddressesSection(ref))
  startPart(siloPoolsSection())
  return fetchApi('/v1/internet-gateways/{gateway}', { path: { gateway: ref.gateway }, query: { project: ref.project, vpc: ref.vpc } })
}
