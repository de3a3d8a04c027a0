// The instance networking tab: its lists (network interfaces with their VPC and
// subnet names; external IPs; the firewall rules that apply to the instance),
// the first pages its route loads, what the tab may do, the calls behind the row
// actions, and the side forms (add and edit an interface, attach an ephemeral
// or a floating IP). Every mutation invalidates what it changes, so the tables
// on screen refresh.
import {
  api,
  fetchApi,
  invalidate,
  MAX_LIMIT,
  PAGE_SIZE,
  type Read,
  type VpcFirewallRule,
  type ExternalIp,
  type FloatingIp,
  type InstanceNetworkInterface,
  type Schema,
} from '~/api'
import { messages, parseCidr, validateCidr, validateDescription, validateIp, validateName, validateUnique } from '~/validation'
import { ipInNet, sameIp } from '~/validation/network'

export { ipInNet }
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'
import { type InstanceCheck } from './instance-storage'
import type { InstanceRef, Permission } from '../shared/permission.rules'
import type { FetchPage } from '../shared/list.machine'
import type { Section } from '../shared/section'
import { idsOf, lookUp, partSection, type Ask, type Found } from '../shared/section-reads'
import { attachFloatingIp, detachFloatingIp } from '~/machines/shared/floating-ip-calls'
import type { SiloIpPool } from '../shared/ip-pools.rules'

// Floating IPs attach and detach the same way from here and from their own list.
export { attachFloatingIp, detachFloatingIp }

export type VpcSubnet = Schema<'VpcSubnet'>

/** An interface with the names of its VPC and subnet (when they could be read). */
export type NicRow = InstanceNetworkInterface & { vpcName?: string; subnetName?: string }

/** A VPC the add form offers, with its subnets. */
export type VpcChoice = { name: string; subnets: string[] }

// ---- which firewall rules apply ------------------------------------------------

// Which of a VPC's firewall rules apply to an instance, read from the rule set
// itself (no API answers this): a rule belongs to one VPC and applies to the
// instance's interfaces in that VPC that any of its targets names — the
// instance by name, the interface's subnet, the VPC, or an IP or IP network
// holding the interface's address (the document: "Targets are additive").
// A rule with no targets applies to every instance of its VPC, as Nexus
// resolves it for the sled agents.
/** One network interface, with the names its VPC and subnet go by in the rules. */
export type FirewallNic = { vpcId: string; vpcName?: string; subnetName?: string; ip: string }

export type TargetKind = VpcFirewallRule['targets'][number]['type'] | 'all'

/** A rule that applies, and why: each matching target, as the rule writes it. */
export type AppliedRule = { rule: VpcFirewallRule; vpcName?: string; because: { kind: TargetKind; value: string }[] }

/**
 * The rules (of any of the instance's VPCs) that apply to it, each with the
 * targets that make it apply, ordered by priority (lower first, as they are
 * evaluated) then name.
 */
export function rulesForInstance(instanceName: string, nics: readonly FirewallNic[], rules: readonly VpcFirewallRule[]): AppliedRule[] {
  const out: AppliedRule[] = []
  for (const rule of rules) {
    const inVpc = nics.filter((n) => n.vpcId === rule.vpcId)
    if (inVpc.length === 0) continue
    const vpcName = inVpc.find((n) => n.vpcName)?.vpcName
    if (rule.targets.length === 0) {
      out.push({ rule, vpcName, because: [{ kind: 'all', value: vpcName ?? rule.vpcId }] })
      continue
    }
    const because = rule.targets.filter((t) => {
      switch (t.type) {
        case 'instance':
          return t.value === instanceName
        case 'vpc':
          return inVpc.some((n) => n.vpcName === t.value)
        case 'subnet':
          return inVpc.some((n) => n.subnetName === t.value)
        case 'ip':
          return inVpc.some((n) => sameIp(n.ip, t.value))
        case 'ip_net':
          return inVpc.some((n) => ipInNet(n.ip, t.value))
        default:
          return false
      }
    })
    if (because.length > 0) out.push({ rule, vpcName, because: because.map((t) => ({ kind: t.type, value: t.value })) })
  }
  return out.sort((a, b) => a.rule.priority - b.rule.priority || a.rule.name.localeCompare(b.rule.name))
}

/** How the list names each kind of target. */
export const TARGET_KIND_LABEL: Record<TargetKind, string> = {
  instance: 'instance',
  subnet: 'subnet',
  vpc: 'VPC',
  ip: 'IP',
  ip_net: 'IP network',
  all: 'no targets: every instance in',
}

// ---- reads -------------------------------------------------------------------

/** The names of the VPCs and subnets interfaces are in, by id. */
export type PlaceNames = { vpcs: Found<{ name: string }>; subnets: Found<{ name: string }> }

/** One GET by id for each VPC and subnet `nics` are in (through the cache; one gone since has no name). */
async function placeNames(ask: Ask, nics: readonly Pick<InstanceNetworkInterface, 'vpcId' | 'subnetId'>[]): Promise<PlaceNames> {
  const [vpcs, subnets] = await Promise.all([
    lookUp(ask, idsOf(nics.map((n) => n.vpcId)), { lists: () => [], byId: (a, id) => a('/v1/vpcs/{vpc}', { path: { vpc: id } }), idOf: (v) => v.id }),
    lookUp(ask, idsOf(nics.map((n) => n.subnetId)), {
      lists: () => [],
      byId: (a, id) => a('/v1/vpc-subnets/{subnet}', { path: { subnet: id } }),
      idOf: (s) => s.id,
    }),
  ])
  return { vpcs, subnets }
}

/** Interfaces with the names of their VPC and subnet, where `names` has them. */
export const withPlaceNames = (nics: readonly InstanceNetworkInterface[], names?: PlaceNames): NicRow[] =>
  nics.map((nic) => ({ ...nic, vpcName: names?.vpcs.get(nic.vpcId)?.name, subnetName: names?.subnets.get(nic.subnetId)?.name }))

/** Network interfaces of the instance: the tab's own rows. */
export const nicsPage =
  ({ project, instance }: InstanceRef): FetchPage<InstanceNetworkInterface> =>
  ({ pageToken, limit }) =>
    fetchApi('/v1/network-interfaces', { query: { project, instance, limit, pageToken } })

/** The VPCs and subnets the interfaces on screen are in, by id: a part of the tab, read after the rows. */
export const nicPlacesSection = (nics: readonly Pick<InstanceNetworkInterface, 'vpcId' | 'subnetId'>[]) =>
  partSection(['nic-places', idsOf(nics.map((n) => n.vpcId)), idsOf(nics.map((n) => n.subnetId))], (ask) => placeNames(ask, nics), [
    '/v1/vpcs',
    '/v1/vpcs/{vpc}',
    '/v1/vpc-subnets',
    '/v1/vpc-subnets/{subnet}',
  ])

/**
 * The networking tab is about the instance's interfaces: their first page is
 * its own read (a failure is the page's error). Its external IPs are a table
 * of the tab, started beside them.
 */
export async function loadInstanceNetworking(ref: InstanceRef) {
  void externalIpsPage(ref)({ limit: PAGE_SIZE }).catch(() => {})
  return { nics: await nicsPage(ref)({ limit: PAGE_SIZE }) }
}

export type InstanceNetworkingData = Awaited<ReturnType<typeof loadInstanceNetworking>>

/** What the networking tab's two tables read. */
export const NETWORK_INTERFACES: Read[] = ['/v1/network-interfaces', '/v1/network-interfaces/{interface}']
export const EXTERNAL_IPS = '/v1/instances/{instance}/external-ips'

/** Every external IP of the instance comes in one response. */
export const externalIpsPage =
  ({ project, instance }: InstanceRef): FetchPage<ExternalIp> =>
  async () => {
    const page = await fetchApi('/v1/instances/{instance}/external-ips', { path: { instance }, query: { project } })
    return { items: page.items, nextPage: null }
  }

/** The project's VPCs and their subnets, for the add form's two selects. */
export const vpcChoicesPage =
  (project: string): FetchPage<VpcChoice> =>
  async () => {
    const vpcs = await fetchApi('/v1/vpcs', { query: { project, limit: MAX_LIMIT } })
    const items = await Promise.all(
      vpcs.items.map(async (vpc) => {
        const subnets = await fetchApi('/v1/vpc-subnets', { query: { project, vpc: vpc.name, limit: MAX_LIMIT } })
        return { name: vpc.name, subnets: subnets.items.map((s) => s.name) }
      }),
    )
    return { items, nextPage: null }
  }

/**
 * The firewall rules that apply to the instance: the rule set of each VPC it
 * has an interface in (one GET per VPC, by id), matched against its
 * interfaces (rulesForInstance above). An instance has at most 8
 * interfaces, so they come in one page.
 */
export const appliedFirewallRulesPage =
  (ref: InstanceRef): FetchPage<AppliedRule> =>
  async () => {
    const { items } = await nicsPage(ref)({ limit: MAX_LIMIT })
    // Rules name VPCs and subnets: the interfaces' names match them (a name that cannot be read matches none).
    const nics = withPlaceNames(items, await placeNames(fetchApi, items).catch(() => undefined))
    const vpcIds = [...new Set(nics.map((n) => n.vpcId))]
    const sets = await Promise.all(vpcIds.map((vpc) => fetchApi('/v1/vpc-firewall-rules', { query: { vpc } })))
    return { items: rulesForInstance(ref.instance, nics, sets.flatMap((s) => s.rules)), nextPage: null }
  }

/** What the applied-rules list reads: a change to a rule set or to the interfaces reads it again. */
export const APPLIED_RULES_REFRESH: Read[] = ['/v1/vpc-firewall-rules', '/v1/network-interfaces', '/v1/network-interfaces/{interface}']

/** The IP pools of the silo, for the ephemeral IP form. */
export const ipPoolsPage = (): FetchPage<SiloIpPool> => async () => {
  const page = await fetchApi('/v1/ip-pools', { query: { limit: MAX_LIMIT } })
  return { items: page.items, nextPage: null }
}

/** The project's floating IPs not attached to anything, for the floating IP form. */
export const unattachedFloatingIpsPage =
  (project: string): FetchPage<FloatingIp> =>
  async () => {
    const page = await fetchApi('/v1/floating-ips', { query: { project, limit: MAX_LIMIT } })
    return { items: page.items.filter((f) => !f.instanceId), nextPage: null }
  }

// ---- what the tab may do ----------------------------------------------------------

/** Adding, editing and deleting interfaces (update network interface). */
export function nicPermission(can: InstanceCheck): Permission {
  const p = can('updateNetworkInterface')
  return p.allowed ? p : { allowed: false, reason: p.reason ?? 'In progress' }
}

export const HAS_EPHEMERAL_REASON = 'This instance already has an ephemeral IP'

/** An instance has at most one ephemeral IP. */
export function ephemeralIpPermission(externalIps: Section<readonly ExternalIp[]>): Permission {
  // Whether it has one already decides: not offered until its IPs are read.
  if (externalIps.status === 'pending') return { allowed: false, reason: 'Reading the instance’s external IPs…' }
  if (externalIps.status === 'failed') return { allowed: false, reason: `Could not read the instance’s external IPs: ${externalIps.message}` }
  return externalIps.data.some((ip) => ip.kind === 'ephemeral')
    ? { allowed: false, reason: HAS_EPHEMERAL_REASON }
    : { allowed: true }
}

// ---- calls -------------------------------------------------------------------------

async function invalidateNics(): Promise<void> {
  await Promise.all([invalidate('/v1/network-interfaces', '/v1/network-interfaces/{interface}'), invalidate('/v1/instances', '/v1/instances/{instance}', '/v1/instances/{instance}/anti-affinity-groups', '/v1/instances/{instance}/disks', '/v1/instances/{instance}/external-ips')])
}
async function invalidateIps(): Promise<void> {
  await Promise.all([invalidate('/v1/instances', '/v1/instances/{instance}', '/v1/instances/{instance}/anti-affinity-groups', '/v1/instances/{instance}/disks', '/v1/instances/{instance}/external-ips'), invalidate('/v1/floating-ips', '/v1/floating-ips/{floating_ip}')])
}

export async function deleteNic({ project, instance }: InstanceRef, nic: string): Promise<void> {
  await api.delete('/v1/network-interfaces/{interface}', { path: { interface: nic }, query: { project, instance } })
  await invalidateNics()
}

/** `pool` empty: the silo's default pool. */
export async function attachEphemeralIp({ project, instance }: InstanceRef, pool: string): Promise<ExternalIp> {
  const ip = await api.post('/v1/instances/{instance}/external-ips/ephemeral', {
    path: { instance },
    query: { project },
    body: { pool: pool || null },
  })
  await invalidateIps()
  return ip
}

export async function detachEphemeralIp({ project, instance }: InstanceRef): Promise<void> {
  await api.delete('/v1/instances/{instance}/external-ips/ephemeral', { path: { instance }, query: { project } })
  await invalidateIps()
}

/** Detach whichever kind of external IP this is (a floating IP by name, within the project). */
export function detachExternalIp(ref: InstanceRef, ip: ExternalIp): Promise<unknown> {
  return ip.kind === 'ephemeral' ? detachEphemeralIp(ref) : detachFloatingIp(ref.project, ip.name)
}

// ---- add an interface ----------------------------------------------------------------

export type NicCreateValues = { name: string; description: string; vpc: string; subnet: string; ip: string }

export const nicCreateInitialValues: NicCreateValues = { name: '', description: '', vpc: '', subnet: '', ip: '' }

export function validateNicCreate(values: NicCreateValues): FieldErrors<NicCreateValues> {
  const errors: FieldErrors<NicCreateValues> = {
    name: validateName(values.name),
    description: validateDescription(values.description),
    vpc: values.vpc ? undefined : messages.required('VPC'),
    subnet: values.subnet ? undefined : messages.required('Subnet'),
    // Optional: left empty, Nexus picks an address in the subnet.
    ip: values.ip.trim() ? validateIp(values.ip.trim()) : undefined,
  }
  return errors
}

export async function createNic({ project, instance }: InstanceRef, values: NicCreateValues): Promise<InstanceNetworkInterface> {
  const ip = values.ip.trim()
  const nic = await api.post('/v1/network-interfaces', {
    query: { project, instance },
    body: {
      name: values.name,
      description: values.description,
      vpcName: values.vpc,
      subnetName: values.subnet,
      ...(ip ? { ip } : {}),
    },
  })
  await invalidateNics()
  return nic
}

export const nicCreateFormMachine = createFormMachine<NicCreateValues, InstanceNetworkInterface>()

export function nicCreateFormInput(ref: InstanceRef): FormInput<NicCreateValues, InstanceNetworkInterface> {
  return { initialValues: nicCreateInitialValues, validate: validateNicCreate, submit: (v) => createNic(ref, v) }
}

// ---- edit an interface -------------------------------------------------------------------
//
// Besides its name, description and primary flag, an interface carries
// transit IPs: further networks it may send and receive on (a router's or a
// VPN appliance's routes). Each is a CIDR, listed once. A network typed in the
// field but not yet added counts as added when the form is saved.

export type NicEditValues = {
  name: string
  description: string
  primary: boolean
  transitIps: string[]
  /** The network being typed, not yet in `transitIps`. */
  transitIpDraft: string
}

/** The draft's problem, if any: not a CIDR, or one already listed. */
function transitIpProblem(list: readonly string[], draft: string): string | undefined {
  const cidr = parseCidr(draft)
  if (!cidr) return validateCidr(draft)
  return validateUnique([...list, cidr.text])
}

/**
 * The Add button: the draft joins the list (written plainly) and the field
 * empties; a draft that is not a CIDR, or is listed already, stays with its
 * message. An empty field changes nothing.
 */
export function addTransitIp(values: Pick<NicEditValues, 'transitIps' | 'transitIpDraft'>): {
  change: Partial<NicEditValues>
  error?: string
} {
  const draft = values.transitIpDraft.trim()
  if (!draft) return { change: {} }
  const error = transitIpProblem(values.transitIps, draft)
  const cidr = parseCidr(draft)
  if (error || !cidr) return { change: {}, error }
  return { change: { transitIps: [...values.transitIps, cidr.text], transitIpDraft: '' } }
}

/** What the save sends: the list, and the draft when one is typed. */
export function transitIpsOf(values: Pick<NicEditValues, 'transitIps' | 'transitIpDraft'>): string[] {
  const cidr = parseCidr(values.transitIpDraft.trim())
  return cidr ? [...values.transitIps, cidr.text] : values.transitIps
}

export function validateNicEdit(values: NicEditValues): FieldErrors<NicEditValues> {
  const draft = values.transitIpDraft.trim()
  return {
    name: validateName(values.name),
    description: validateDescription(values.description),
    transitIpDraft: draft ? transitIpProblem(values.transitIps, draft) : undefined,
  }
}

/**
 * Nexus can make a secondary interface primary but not the reverse; an
 * update sends the whole list of transit IPs (one left out is removed).
 */
export async function updateNic(
  { project, instance }: InstanceRef,
  nic: Pick<InstanceNetworkInterface, 'name' | 'primary'>,
  values: NicEditValues,
): Promise<InstanceNetworkInterface> {
  // By name within the instance: Nexus refuses an id together with instance and project.
  const updated = await api.put('/v1/network-interfaces/{interface}', {
    path: { interface: nic.name },
    query: { project, instance },
    body: {
      name: values.name,
      description: values.description,
      primary: values.primary && !nic.primary,
      transitIps: transitIpsOf(values),
    },
  })
  await invalidateNics()
  return updated
}

export const nicEditFormMachine = createFormMachine<NicEditValues, InstanceNetworkInterface>()

export function nicEditFormInput(
  ref: InstanceRef,
  nic: Pick<InstanceNetworkInterface, 'name' | 'description' | 'primary' | 'transitIps'>,
): FormInput<NicEditValues, InstanceNetworkInterface> {
  return {
    initialValues: {
      name: nic.name,
      description: nic.description,
      primary: nic.primary,
      transitIps: nic.transitIps ?? [],
      transitIpDraft: '',
    },
    validate: validateNicEdit,
    submit: (v) => updateNic(ref, nic, v),
  }
}

// ---- attach an ephemeral IP -------------------------------------------------------------

/** `pool` empty: the silo's default pool. */
export type EphemeralIpValues = { pool: string }

export const ephemeralIpFormMachine = createFormMachine<EphemeralIpValues, ExternalIp>()

export function ephemeralIpFormInput(ref: InstanceRef): FormInput<EphemeralIpValues, ExternalIp> {
  return { initialValues: { pool: '' }, submit: (v) => attachEphemeralIp(ref, v.pool) }
}

// ---- attach a floating IP -------------------------------------------------------------------

export type FloatingIpValues = { floatingIp: string }

export function validateFloatingIp(values: FloatingIpValues): FieldErrors<FloatingIpValues> {
  return values.floatingIp ? {} : { floatingIp: messages.required('Floating IP') }
}

export const floatingIpFormMachine = createFormMachine<FloatingIpValues, FloatingIp>()

export function floatingIpFormInput(ref: InstanceRef): FormInput<FloatingIpValues, FloatingIp> {
  return { initialValues: { floatingIp: '' }, validate: validateFloatingIp, submit: (v) => attachFloatingIp(ref, v.floatingIp) }
}
