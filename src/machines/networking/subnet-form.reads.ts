// A VPC's subnets as its pages read them: the list's pages (each subnet with
// its custom router), one subnet, and the router choices. Apart from
// subnet-form.input.ts's fields and calls so the subnets tab's route takes
// only these at boot.
import { allPages, fetchApi, MAX_LIMIT, type VpcRouter, type VpcSubnet } from '~/api'
import type { PageParams } from '../shared/list.machine'

/** The VPC a subnet lives in. */
export type VpcRef = { project: string; vpc: string }

export const fetchSubnet = ({ project, vpc }: VpcRef, subnet: string) =>
  fetchApi('/v1/vpc-subnets/{subnet}', { path: { subnet }, query: { project, vpc } })

/** The VPC's custom routers: the choices of a subnet's router. */
export async function fetchCustomRouters({ project, vpc }: VpcRef): Promise<VpcRouter[]> {
  const routers = await allPages((pageToken) =>
    fetchApi('/v1/vpc-routers', { query: { project, vpc, limit: MAX_LIMIT, pageToken } }),
  )
  return routers.filter((r) => r.kind === 'custom')
}

/** A subnet row: the subnet and its custom router, when it has one. */
export type SubnetRow = { subnet: VpcSubnet; router?: VpcRouter }

/** Pairs subnets with their routers; a router not found (deleted meanwhile) leaves the id to show. */
export function subnetRows(subnets: VpcSubnet[], routers: VpcRouter[]): SubnetRow[] {
  const byId = new Map(routers.map((r) => [r.id, r]))
  return subnets.map((subnet) => ({ subnet, router: subnet.customRouterId ? byId.get(subnet.customRouterId) : undefined }))
}

/** A page of the VPC's subnets with their routers, for the list machine. */
export const subnetsPage =
  ({ project, vpc }: VpcRef) =>
  async ({ pageToken, limit, sortBy }: PageParams) => {
    const [page, routers] = await Promise.all([
      fetchApi('/v1/vpc-subnets', { query: { project, vpc, limit, pageToken, sortBy } }),
      // Without the routers the list still shows its subnets, with router ids.
      fetchCustomRouters({ project, vpc }).catch((): VpcRouter[] => []),
    ])
    return { ...page, items: subnetRows(page.items, routers) }
  }
