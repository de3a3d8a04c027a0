// A VPC's subnets: the list's pages (each subnet with its custom router), one
// subnet and the router choices (the reads), a subnet's details (the network
// interfaces in it), the create/edit form's values,
// rules and the calls that save it, and delete.
import {
  allPages,
  api,
  fetchApi,
  invalidate,
  MAX_LIMIT,
  PAGE_SIZE,
  type Instance,
  type InstanceNetworkInterface,
  type Read,
  type VpcRouter,
  type VpcSubnet,
  type VpcSubnetCreate,
  type VpcSubnetUpdate,
} from '~/api'
import { messages, parseCidr, validateCidr, validateDescription, validateName, type IpVersion } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { FetchPage, PageParams } from '../shared/list.machine'
import type { VpcRef } from './vpcs'

// ---- reads ------------------------------------------------------------------

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

/** The create form's read. */
export const loadSubnetCreate = async (ref: VpcRef) => ({ routers: await fetchCustomRouters(ref) })

/** The edit form's read: the subnet and the router choices, together. */
export async function loadSubnetEdit(ref: VpcRef, subnet: string) {
  const [row, routers] = await Promise.all([fetchSubnet(ref, subnet), fetchCustomRouters(ref)])
  return { subnet: row, routers }
}

// ---- a subnet's details ---------------------------------------------------------
//
// The subnet, and the network interfaces in it, each with the instance it
// belongs to. The instances' names come from one page of the project's
// instances; an instance past it is read by id. One that cannot be read
// (deleted since, or not this user's to see) keeps its id.

/** A network interface in the subnet and its instance, when it could be read. */
export type SubnetNicRow = { nic: InstanceNetworkInterface; instance?: Instance }

/** A page of the interfaces in the subnet, with their instances (see above). */
export const subnetNicsPage =
  ({ project, vpc }: VpcRef, subnet: string): FetchPage<SubnetNicRow> =>
  async ({ pageToken, limit }) => {
    const [page, known] = await Promise.all([
      fetchApi('/v1/vpc-subnets/{subnet}/network-interfaces', { path: { subnet }, query: { project, vpc, limit, pageToken } }),
      fetchApi('/v1/instances', { query: { project, limit: PAGE_SIZE } }).then(
        (p) => p.items,
        (): Instance[] => [],
      ),
    ])
    const byId = new Map(known.map((i) => [i.id, i]))
    const missing = [...new Set(page.items.map((n) => n.instanceId))].filter((id) => !byId.has(id))
    const found = await Promise.all(
      missing.map((id) => fetchApi('/v1/instances/{instance}', { path: { instance: id } }).catch(() => undefined)),
    )
    for (const i of found) if (i) byId.set(i.id, i)
    return { ...page, items: page.items.map((nic) => ({ nic, instance: byId.get(nic.instanceId) })) }
  }

/** The subnet's details: the subnet and the first page of its interfaces (a failure is the page's error). */
export async function loadSubnetDetail(ref: VpcRef, subnet: string) {
  const [row, nics] = await Promise.all([fetchSubnet(ref, subnet), subnetNicsPage(ref, subnet)({ limit: PAGE_SIZE })])
  return { subnet: row, nics }
}

export type SubnetDetail = Awaited<ReturnType<typeof loadSubnetDetail>>

/** What the details read: a change to the subnet, its interfaces or their instances reads them again. */
export const SUBNET_DETAIL_READS: Read[] = [
  '/v1/vpc-subnets/{subnet}',
  '/v1/vpc-subnets/{subnet}/network-interfaces',
  '/v1/network-interfaces',
  '/v1/network-interfaces/{interface}',
  '/v1/instances',
  '/v1/instances/{instance}',
]

// ---- the create and edit forms ----------------------------------------------

export type SubnetFormValues = {
  name: string
  description: string
  ipv4Block: string
  /** Optional on create; Nexus's VpcSubnetUpdate cannot change it. */
  ipv6Block: string
  /** The custom router's name, or '' for none (the system router alone). */
  customRouter: string
}

export const subnetInitialValues: SubnetFormValues = {
  name: '',
  description: '',
  ipv4Block: '',
  ipv6Block: '',
  customRouter: '',
}

/** The console's own words for a block of the wrong family (the shared messages have the rest). */
export const BLOCK_FAMILY: Record<IpVersion, string> = {
  4: 'Must be an IPv4 block',
  6: 'Must be an IPv6 block',
}

/** A CIDR block of one IP family: the CIDR messages first, then the family. */
function validateBlock(value: string, version: IpVersion): string | undefined {
  return validateCidr(value) ?? (parseCidr(value)?.version === version ? undefined : BLOCK_FAMILY[version])
}

export function validateSubnet(values: SubnetFormValues, { creating }: { creating: boolean }): FieldErrors<SubnetFormValues> {
  const errors: FieldErrors<SubnetFormValues> = {}
  errors.name = validateName(values.name)
  errors.description = validateDescription(values.description)
  const ipv4 = values.ipv4Block.trim()
  errors.ipv4Block = ipv4 ? validateBlock(ipv4, 4) : messages.required('IPv4 block')
  const ipv6 = values.ipv6Block.trim()
  if (creating && ipv6) errors.ipv6Block = validateBlock(ipv6, 6)
  return errors
}

/** A valid block as Nexus's Ipv4Net/Ipv6Net patterns want it (width without leading zeros). */
const blockText = (value: string) => {
  const text = value.trim()
  return parseCidr(text)?.text ?? text
}

/** The create call's body: an empty IPv6 block lets Nexus pick a /64 of the VPC's prefix. */
export function subnetCreateBody(values: SubnetFormValues): VpcSubnetCreate {
  return {
    name: values.name,
    description: values.description,
    ipv4Block: blockText(values.ipv4Block),
    ipv6Block: values.ipv6Block.trim() ? blockText(values.ipv6Block) : null,
    customRouter: values.customRouter || null,
  }
}

/** The update call's body: a null router detaches the custom router. */
export function subnetUpdateBody(values: SubnetFormValues): VpcSubnetUpdate {
  return { name: values.name, description: values.description, customRouter: values.customRouter || null }
}

/**
 * The form's values for an existing subnet. The router is picked by name (a
 * name within the VPC is what Nexus resolves most plainly); a router missing
 * from `routers` keeps its id, which Nexus also takes.
 */
export function subnetValues(subnet: VpcSubnet, routers: VpcRouter[]): SubnetFormValues {
  const routerId = subnet.customRouterId
  return {
    name: subnet.name,
    description: subnet.description,
    ipv4Block: subnet.ipv4Block,
    ipv6Block: subnet.ipv6Block,
    customRouter: routerId ? (routers.find((r) => r.id === routerId)?.name ?? routerId) : '',
  }
}

// A subnet adds a route to the system router, and its name can appear in
// firewall rules and custom routes: those reads go stale with it.
async function invalidateSubnets(): Promise<void> {
  await Promise.all([
    invalidate('/v1/vpc-subnets', '/v1/vpc-subnets/{subnet}'),
    invalidate('/v1/vpc-router-routes', '/v1/vpc-router-routes/{route}', '/v1/vpc-routers', '/v1/vpc-routers/{router}'),
    invalidate('/v1/vpc-firewall-rules'),
  ])
}

export async function createSubnet({ project, vpc }: VpcRef, values: SubnetFormValues): Promise<VpcSubnet> {
  const subnet = await api.post('/v1/vpc-subnets', { query: { project, vpc }, body: subnetCreateBody(values) })
  await invalidateSubnets()
  return subnet
}

/** `subnet` is the name or id of the subnet being edited. */
export async function updateSubnet({ project, vpc }: VpcRef, subnet: string, values: SubnetFormValues): Promise<VpcSubnet> {
  const updated = await api.put('/v1/vpc-subnets/{subnet}', {
    path: { subnet },
    query: { project, vpc },
    body: subnetUpdateBody(values),
  })
  await invalidateSubnets()
  return updated
}

export async function deleteSubnet({ project, vpc }: VpcRef, subnet: string): Promise<void> {
  await api.delete('/v1/vpc-subnets/{subnet}', { path: { subnet }, query: { project, vpc } })
  await invalidateSubnets()
}

/** Input for the form machine: a new subnet in the VPC, or the edit of `subnet`. */
export function subnetFormInput(
  ref: VpcRef,
  edit?: { subnet: VpcSubnet; routers: VpcRouter[] },
): FormInput<SubnetFormValues, VpcSubnet> {
  if (!edit) {
    return {
      initialValues: subnetInitialValues,
      validate: (v) => validateSubnet(v, { creating: true }),
      submit: (v) => createSubnet(ref, v),
    }
  }
  return {
    initialValues: subnetValues(edit.subnet, edit.routers),
    validate: (v) => validateSubnet(v, { creating: false }),
    submit: (v) => updateSubnet(ref, edit.subnet.name, v),
  }
}
