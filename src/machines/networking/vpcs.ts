// A project's VPCs: the list's pages and one VPC (the reads), the create/edit
// form's values, rules and the calls that save it, and delete.
// A VPC holds everything else in networking, so its mutations invalidate all of it.
import { api, apiSection, fetchApi, firstPage, invalidate, MAX_LIMIT, type SectionRead, type Vpc, type VpcCreate, type VpcUpdate } from '~/api'
import { parseCidr, validateCidr, validateDescription, validateName } from '~/validation'
import { nonEmpty, type DeleteImpact } from '../shared/delete-impact.rules'
import { readGroup, type LinkTo } from '../shared/delete-impact'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { PageParams } from '../shared/list.machine'

/** Where a VPC's subnets, routers, rules and gateways live: its project and its name (or id). */
export type VpcRef = { project: string; vpc: string }

/** A page of the project's VPCs, for the list machine. */
export const vpcsPage =
  (project: string) =>
  ({ pageToken, limit, sortBy }: PageParams) =>
    fetchApi('/v1/vpcs', { query: { project, limit, pageToken, sortBy } })

export const fetchVpc = (project: string, vpc: string) =>
  fetchApi('/v1/vpcs/{vpc}', { path: { vpc }, query: { project } })

/** The VPC as its page's header shows it: the same read (and cache entry) as `fetchVpc`, followed after an edit. */
export const vpcSection = (project: string, vpc: string): SectionRead<Vpc> => ({
  ...apiSection('/v1/vpcs/{vpc}', { path: { vpc }, query: { project } }),
  refreshOn: ['/v1/vpcs', '/v1/vpcs/{vpc}'],
})

export type VpcFormValues = { name: string; description: string; dnsName: string; ipv6Prefix: string }

export const vpcInitialValues: VpcFormValues = { name: '', description: '', dnsName: '', ipv6Prefix: '' }

/** The console's own words (the shared messages have none for a prefix of the wrong family). */
export const IPV6_PREFIX_ONLY = 'Must be an IPv6 prefix'

export function validateVpc(values: VpcFormValues, { creating }: { creating: boolean }): FieldErrors<VpcFormValues> {
  const errors: FieldErrors<VpcFormValues> = {}
  errors.name = validateName(values.name)
  errors.description = validateDescription(values.description)
  // Left empty, the DNS name is the VPC's name.
  if (values.dnsName.trim()) errors.dnsName = validateName(values.dnsName.trim())
  const prefix = values.ipv6Prefix.trim()
  // The prefix is fixed at creation: only the create form offers it.
  if (creating && prefix) {
    errors.ipv6Prefix = validateCidr(prefix) ?? (parseCidr(prefix)?.version === 6 ? undefined : IPV6_PREFIX_ONLY)
  }
  return errors
}

/** The create call's body: an empty DNS name takes the VPC's name; an empty prefix lets Nexus pick one. */
export function vpcCreateBody(values: VpcFormValues): VpcCreate {
  const prefix = values.ipv6Prefix.trim()
  return {
    name: values.name,
    description: values.description,
    dnsName: values.dnsName.trim() || values.name,
    ipv6Prefix: prefix ? (parseCidr(prefix)?.text ?? prefix) : null,
  }
}

/** The update call's body (Nexus's VpcUpdate has no prefix). */
export function vpcUpdateBody(values: VpcFormValues): VpcUpdate {
  return { name: values.name, description: values.description, dnsName: values.dnsName.trim() || values.name }
}

async function invalidateVpcs(): Promise<void> {
  await Promise.all([
    invalidate('/v1/vpcs', '/v1/vpcs/{vpc}'),
    invalidate('/v1/vpc-subnets', '/v1/vpc-subnets/{subnet}'),
    invalidate('/v1/vpc-routers', '/v1/vpc-routers/{router}'),
    invalidate('/v1/vpc-router-routes', '/v1/vpc-router-routes/{route}'),
    invalidate('/v1/vpc-firewall-rules'),
    invalidate('/v1/internet-gateway-ip-addresses', '/v1/internet-gateway-ip-pools', '/v1/internet-gateways', '/v1/internet-gateways/{gateway}'),
  ])
}

export async function createVpc(project: string, values: VpcFormValues): Promise<Vpc> {
  const vpc = await api.post('/v1/vpcs', { query: { project }, body: vpcCreateBody(values) })
  await invalidateVpcs()
  return vpc
}

/** `vpc` is the name or id of the VPC being edited. */
export async function updateVpc(project: string, vpc: string, values: VpcFormValues): Promise<Vpc> {
  const updated = await api.put('/v1/vpcs/{vpc}', { path: { vpc }, query: { project }, body: vpcUpdateBody(values) })
  await invalidateVpcs()
  return updated
}

export async function deleteVpc(project: string, vpc: string): Promise<void> {
  await api.delete('/v1/vpcs/{vpc}', { path: { vpc }, query: { project } })
  await invalidateVpcs()
}

/** Input for the form machine: a new VPC in `project`, or the edit of `vpc`. */
export function vpcFormInput(project: string, vpc?: Vpc): FormInput<VpcFormValues, Vpc> {
  if (!vpc) {
    return {
      initialValues: vpcInitialValues,
      validate: (v) => validateVpc(v, { creating: true }),
      submit: (v) => createVpc(project, v),
    }
  }
  return {
    initialValues: { name: vpc.name, description: vpc.description, dnsName: vpc.dnsName, ipv6Prefix: vpc.ipv6Prefix },
    validate: (v) => validateVpc(v, { creating: false }),
    submit: (v) => updateVpc(project, vpc.name, v),
  }
}

// ---- before a delete ----------------------------------------------------------------

export type VpcLinks = Record<'subnet' | 'router' | 'gateway' | 'instance', LinkTo>

/**
 * What a VPC holds: its subnets (Nexus refuses the delete while any exists),
 * its custom routers and internet gateways, and the instances' interfaces in
 * its subnets. Requests: subnets, routers, gateways (1 each), each subnet's
 * interfaces (1 per subnet, the first 100 subnets), and the project's
 * instances to name them (1, only when there are interfaces): 3 + S + 1.
 */
export async function vpcDeleteImpact({ project, vpc }: VpcRef, to: VpcLinks): Promise<DeleteImpact> {
  const inVpc = (limit: number) => ({ query: { project, vpc, limit } })
  const [subnets, routers, gateways] = await Promise.all([
    firstPage((l) => fetchApi('/v1/vpc-subnets', inVpc(l))),
    firstPage((l) => fetchApi('/v1/vpc-routers', inVpc(l))),
    readGroup('internet gateway', 'in it', (l) => fetchApi('/v1/internet-gateways', inVpc(l)), to.gateway),
  ])
  const nicPages = await Promise.all(
    subnets.items.map((s) =>
      firstPage((l) => fetchApi('/v1/vpc-subnets/{subnet}/network-interfaces', { path: { subnet: s.name }, ...inVpc(l) })),
    ),
  )
  const nics = nicPages.flatMap((p) => p.items)
  const instances = nics.length > 0 ? await firstPage((limit) => fetchApi('/v1/instances', { query: { project, limit } }), MAX_LIMIT) : undefined
  const instanceName = new Map(instances?.items.map((i) => [i.id, i.name]))
  const custom = routers.items.filter((r) => r.kind === 'custom')
  const dependents = nonEmpty([
    { noun: 'subnet', relation: 'in it', items: subnets.items.map((s) => ({ name: s.name, to: to.subnet(s.name) })), more: subnets.more },
    { noun: 'custom router', relation: 'in it', items: custom.map((r) => ({ name: r.name, to: to.router(r.name) })), more: routers.more },
    gateways,
    {
      noun: 'instance network interface',
      relation: 'in its subnets',
      items: nics.map((n) => {
        const instance = instanceName.get(n.instanceId)
        return { name: `${instance ?? n.instanceId}/${n.name}`, to: instance ? to.instance(instance) : undefined }
      }),
      more: subnets.more || nicPages.some((p) => p.more),
    },
  ])
  return {
    dependents,
    refusal:
      subnets.items.length > 0
        ? 'Nexus refuses to delete a VPC while it has subnets (its default one too): delete them first, and a subnet only once no instance has an interface in it'
        : undefined,
  }
}
