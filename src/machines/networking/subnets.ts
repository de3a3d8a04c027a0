// A VPC's subnets: the list's pages (each subnet with its custom router), one
// subnet and the router choices (the reads), a subnet's details (the network
// interfaces in it), the create/edit form's values,
// rules and the calls that save it, and delete.
import {
  allPages,
  api,
  apiSection,
  fetchApi,
  invalidate,
  MAX_LIMIT,
  PAGE_SIZE,
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
import { lookupSection, partSection, startPart } from '../shared/section-reads'
import type { VpcRef } from './vpcs'

// ---- reads ------------------------------------------------------------------

export const fetchSubnet = ({ project, vpc }: VpcRef, subnet: string) =>
  fetchApi('/v1/vpc-subnets/{subnet}', { path: { subnet }, query: { project, vpc } })

/**
 * The VPC's custom routers: a part of the subnet pages (the choices of a
 * subnet's router, and the names the list's router column shows). Read whole
 * (one request of Nexus's largest page in practice).
 */
export const customRoutersSection = ({ project, vpc }: VpcRef) =>
  partSection(
    ['custom-routers', project, vpc],
    async (ask): Promise<VpcRouter[]> => {
      const routers = await allPages((pageToken) => ask('/v1/vpc-routers', { query: { project, vpc, limit: MAX_LIMIT, pageToken } }))
      return routers.filter((r) => r.kind === 'custom')
    },
    ['/v1/vpc-routers', '/v1/vpc-routers/{router}'],
  )

/** A subnet row: the subnet. Its custom router's name is a part of the page. */
export type SubnetRow = { subnet: VpcSubnet }

/** A page of the VPC's subnets, for the list machine; the routers that name them leave beside it, not waited for. */
export const subnetsPage =
  (ref: VpcRef) =>
  async ({ pageToken, limit, sortBy, keep }: PageParams<SubnetRow>) => {
    if (!keep) startPart(customRoutersSection(ref))
    const page = await fetchApi('/v1/vpc-subnets', { query: { project: ref.project, vpc: ref.vpc, limit, pageToken, sortBy } })
    const rows = page.items.map((subnet) => ({ subnet }))
    return { ...page, items: keep ? rows.filter(keep) : rows }
  }

/** The create form opens at once; its router picker's choices leave as it does. */
export function startSubnetCreate(ref: VpcRef): Promise<void> {
  startPart(customRoutersSection(ref))
  return Promise.resolve()
}

/** The edit form waits for the subnet alone; the router choices leave beside it. */
export function loadSubnetEdit(ref: VpcRef, subnet: string) {
  startPart(customRoutersSection(ref))
  return fetchSubnet(ref, subnet)
}

// ---- a subnet's details ---------------------------------------------------------
//
// The subnet is the page's own read; the network interfaces in it are a table
// of the page, read with it, and the instances they belong to a part of that
// table: one page of the project's instances (started with the interfaces),
// and an instance past it read by id, after the rows.

/** A page of the interfaces in the subnet. */
export const subnetNicsPage =
  ({ project, vpc }: VpcRef, subnet: string): FetchPage<InstanceNetworkInterface> =>
  async ({ pageToken, limit }) => {
    startPart(apiSection('/v1/instances', { query: { project, limit: PAGE_SIZE } }))
    return fetchApi('/v1/vpc-subnets/{subnet}/network-interfaces', { path: { subnet }, query: { project, vpc, limit, pageToken } })
  }

/** The instances the interfaces on screen belong to, by id: a part of the table. */
export const nicInstancesSection = (project: string, nics: readonly Pick<InstanceNetworkInterface, 'instanceId'>[]) =>
  lookupSection(
    ['nic-instances', project],
    nics.map((n) => n.instanceId),
    {
      lists: (ask) => [ask('/v1/instances', { query: { project, limit: PAGE_SIZE } }).then((p) => p.items)],
      byId: (ask, id) => ask('/v1/instances/{instance}', { path: { instance: id } }),
      idOf: (i) => i.id,
    },
    ['/v1/instances', '/v1/instances/{instance}'],
  )

/** The subnet's details: the subnet (a failure is the page's error); its interfaces start beside it. */
export function loadSubnetDetail(ref: VpcRef, subnet: string) {
  void subnetNicsPage(ref, subnet)({ limit: PAGE_SIZE }).catch(() => {})
  return fetchSubnet(ref, subnet)
}

/** What the details read: a change to the subnet, its interfaces or their instances reads them again. */
export const SUBNET_DETAIL_READS: Read[] = [
  '/v1/vpc-subnets/{subnet}',
  '/v1/vpc-subnets/{subnet}/network-interfaces',
  '/v1/network-interfaces',
  '/v1/network-interfaces/{interface}',
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

/** Input for the form machine: a new subnet in the VPC, or the edit of `subnet` (its router by id until the routers are in). */
export function subnetFormInput(ref: VpcRef, subnet?: VpcSubnet): FormInput<SubnetFormValues, VpcSubnet> {
  const edit = subnet && { subnet, routers: [] }
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
