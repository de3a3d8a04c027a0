// The instance networking tab: its lists (network interfaces with their VPC and
// subnet names; external IPs), what the tab may do, the calls behind the row
// actions, and the side forms (add and edit an interface, attach an ephemeral
// or a floating IP). Every mutation invalidates what it changes, so the tables
// on screen refresh.
import {
  api,
  fetchApi,
  invalidate,
  type ExternalIp,
  type FloatingIp,
  type InstanceNetworkInterface,
  type Schema,
} from '~/api'
import { messages, validateDescription, validateIp, validateName } from '~/validation'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'
import { type InstanceCheck } from './instance-storage.input'
import { MAX_LIMIT, type Read } from '~/api'
import { type InstanceRef, type Permission } from '~/machines/shared/permission.rules'
import type { FetchPage } from '../shared/list.machine'
import { attachFloatingIp, detachFloatingIp } from '~/machines/shared/floating-ip-calls.input'
import type { SiloIpPool } from '../shared/ip-pools.rules'
import { rulesForInstance, type AppliedRule } from './instance-firewall.rules'

// Floating IPs attach and detach the same way from here and from their own list.
export { attachFloatingIp, detachFloatingIp }

export type VpcSubnet = Schema<'VpcSubnet'>

/** An interface with the names of its VPC and subnet (when they could be read). */
export type NicRow = InstanceNetworkInterface & { vpcName?: string; subnetName?: string }

/** A VPC the add form offers, with its subnets. */
export type VpcChoice = { name: string; subnets: string[] }

// ---- reads -------------------------------------------------------------------

const nameOrUndefined = (p: Promise<{ name: string }>) => p.then((r) => r.name).catch(() => undefined)

/** Network interfaces of the instance; VPC and subnet names come from cached reads by id. */
export const nicsPage =
  ({ project, instance }: InstanceRef): FetchPage<NicRow> =>
  async ({ pageToken, limit }) => {
    const page = await fetchApi('/v1/network-interfaces', { query: { project, instance, limit, pageToken } })
    const vpcNames = new Map<string, Promise<string | undefined>>()
    const subnetNames = new Map<string, Promise<string | undefined>>()
    for (const nic of page.items) {
      if (!vpcNames.has(nic.vpcId))
        vpcNames.set(nic.vpcId, nameOrUndefined(fetchApi('/v1/vpcs/{vpc}', { path: { vpc: nic.vpcId } })))
      if (!subnetNames.has(nic.subnetId))
        subnetNames.set(
          nic.subnetId,
          nameOrUndefined(fetchApi('/v1/vpc-subnets/{subnet}', { path: { subnet: nic.subnetId } })),
        )
    }
    const items = await Promise.all(
      page.items.map(async (nic) => ({
        ...nic,
        vpcName: await vpcNames.get(nic.vpcId),
        subnetName: await subnetNames.get(nic.subnetId),
      })),
    )
    return { items, nextPage: page.nextPage }
  }

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
 * interfaces (`instance-firewall.rules.ts`). An instance has at most 8
 * interfaces, so they come in one page.
 */
export const appliedFirewallRulesPage =
  (ref: InstanceRef): FetchPage<AppliedRule> =>
  async () => {
    const nics = await nicsPage(ref)({ limit: MAX_LIMIT })
    const vpcIds = [...new Set(nics.items.map((n) => n.vpcId))]
    const sets = await Promise.all(vpcIds.map((vpc) => fetchApi('/v1/vpc-firewall-rules', { query: { vpc } })))
    return { items: rulesForInstance(ref.instance, nics.items, sets.flatMap((s) => s.rules)), nextPage: null }
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
export function ephemeralIpPermission(externalIps: ExternalIp[]): Permission {
  return externalIps.some((ip) => ip.kind === 'ephemeral')
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

export type NicEditValues = { name: string; description: string; primary: boolean }

export function validateNicEdit(values: NicEditValues): FieldErrors<NicEditValues> {
  return { name: validateName(values.name), description: validateDescription(values.description) }
}

/**
 * Nexus can make a secondary interface primary but not the reverse, and an
 * update without transit IPs clears them: the current ones are sent back.
 */
export async function updateNic(
  { project, instance }: InstanceRef,
  nic: Pick<InstanceNetworkInterface, 'name' | 'primary' | 'transitIps'>,
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
      transitIps: nic.transitIps ?? [],
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
    initialValues: { name: nic.name, description: nic.description, primary: nic.primary },
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
