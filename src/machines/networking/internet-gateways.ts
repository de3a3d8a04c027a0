// Internet gateways of a VPC, read-only: the tab's pages (each gateway with
// the IP pools it draws on) and one gateway with its pools and addresses.
import {
  allPages,
  fetchApi,
  MAX_LIMIT,
  type InternetGateway,
  type InternetGatewayIpAddress,
  type InternetGatewayIpPool,
} from '~/api'
import type { PageParams } from '../shared/list.machine'
import type { VpcRef } from './vpcs'

/** An IP pool attached to a gateway, with the pool's own name when the silo can see it. */
export type GatewayPool = { attachment: InternetGatewayIpPool; poolName?: string }

export type GatewayRow = { gateway: InternetGateway; pools: GatewayPool[] }

export type GatewayDetail = GatewayRow & { addresses: InternetGatewayIpAddress[] }

type GatewayRef = VpcRef & { gateway: string }

const gatewayPools = ({ project, vpc, gateway }: GatewayRef) =>
  allPages((pageToken) =>
    fetchApi('/v1/internet-gateway-ip-pools', { query: { project, vpc, gateway, limit: MAX_LIMIT, pageToken } }),
  )

const gatewayAddresses = ({ project, vpc, gateway }: GatewayRef) =>
  allPages((pageToken) =>
    fetchApi('/v1/internet-gateway-ip-addresses', {
      query: { project, vpc, gateway, limit: MAX_LIMIT, pageToken },
    }),
  )

/**
 * The silo's IP pools by id, to name the pool behind each attachment. A pool
 * the silo is not linked to is not listed; its attachment's name stands in.
 */
async function siloPoolNames(): Promise<Map<string, string>> {
  const pools = await allPages((pageToken) => fetchApi('/v1/ip-pools', { query: { limit: MAX_LIMIT, pageToken } })).catch(
    () => [],
  )
  return new Map(pools.map((p) => [p.id, p.name]))
}

/** Pairs attachments with their pools' names. */
export function namePools(attachments: InternetGatewayIpPool[], poolNames: Map<string, string>): GatewayPool[] {
  return attachments.map((attachment) => ({ attachment, poolName: poolNames.get(attachment.ipPoolId) }))
}

/** What a row shows of a gateway's pools: the pool's name, else the attachment's. */
export const poolLabel = (p: GatewayPool) => p.poolName ?? p.attachment.name

/** A page of the VPC's gateways, each with its IP pools, for the list machine. */
export const internetGatewaysPage =
  ({ project, vpc }: VpcRef) =>
  async ({ pageToken, limit }: PageParams): Promise<{ items: GatewayRow[]; nextPage?: string | null }> => {
    const [page, names] = await Promise.all([
      fetchApi('/v1/internet-gateways', { query: { project, vpc, limit, pageToken } }),
      siloPoolNames(),
    ])
    const items = await Promise.all(
      page.items.map(async (gateway) => ({
        gateway,
        pools: namePools(await gatewayPools({ project, vpc, gateway: gateway.name }), names),
      })),
    )
    return { ...page, items }
  }

/** One gateway with its pools and addresses, for its side modal. */
export async function fetchGatewayDetail(ref: GatewayRef): Promise<GatewayDetail> {
  const [gateway, attachments, addresses, names] = await Promise.all([
    fetchApi('/v1/internet-gateways/{gateway}', {
      path: { gateway: ref.gateway },
      query: { project: ref.project, vpc: ref.vpc },
    }),
    gatewayPools(ref),
    gatewayAddresses(ref),
    siloPoolNames(),
  ])
  return { gateway, pools: namePools(attachments, names), addresses }
}
