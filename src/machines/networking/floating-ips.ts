// A project's floating IPs: the list (each with the names of its pool and
// instance) and what a row may do, the create and edit forms (their values,
// rules, bodies and calls), the attach form, delete and the bulk actions.
// Attach and detach are shared/floating-ip-calls.ts's: the instance's
// networking tab makes the same calls.
import { api, apiSection, fetchApi, invalidate, MAX_LIMIT, type FloatingIp, type RequestBody, type Schema } from '~/api'
import { messages, validateDescription, validateIp, validateName } from '~/validation'
import type { BulkSpec } from '../shared/bulk.rules'
import { attachFloatingIp } from '../shared/floating-ip-calls'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import { defaultPool, type SiloIpPool } from '../shared/ip-pools.rules'
import { heldData, startPart } from '../shared/section-reads'
import { siloPoolsSection } from '../shared/silo-pools'
import type { FetchPage, Page } from '../shared/list.machine'
import type { Permission } from '../shared/permission.rules'

export { attachFloatingIp, detachFloatingIp } from '../shared/floating-ip-calls'

// ---- reads ------------------------------------------------------------------

/** A row of the list: the floating IP. The names of its pool and instance are parts of the page. */
export type FloatingIpRow = FloatingIp

/** The project's instances, which the rows name by id (every one, in one request; the attach form reads it too). */
export const projectInstancesSection = (project: string) => apiSection('/v1/instances', { query: { project, limit: MAX_LIMIT } })

/**
 * A page of floating IPs. What the rows name by id (the silo's pools, the
 * project's instances) is read beside them, one bounded request each, not
 * waited for: the columns fill in when they land.
 */
export const floatingIpRowsPage =
  (project: string): FetchPage<FloatingIpRow> =>
  async ({ pageToken, limit, sortBy }): Promise<Page<FloatingIpRow>> => {
    startPart(siloPoolsSection())
    startPart(projectInstancesSection(project))
    const page = await fetchApi('/v1/floating-ips', { query: { project, limit, pageToken, sortBy } })
    return { items: page.items, nextPage: page.nextPage }
  }

/** What the edit form reads before it opens. */
export const fetchFloatingIp = (project: string, floatingIp: string) =>
  fetchApi('/v1/floating-ips/{floating_ip}', { path: { floating_ip: floatingIp }, query: { project } })

/** The create form opens at once; its pool picker's list leaves as it does. */
export function startFloatingIpPools(): Promise<void> {
  startPart(siloPoolsSection())
  return Promise.resolve()
}

// ---- what a row may do ------------------------------------------------------

export const DELETE_ATTACHED_REASON = 'Detach the floating IP before deleting it'

export type FloatingIpRowActions = {
  /** Attach is offered to a detached floating IP, Detach to an attached one. */
  attach: boolean
  detach: boolean
  delete: Permission
}

/** Nexus refuses to delete an attached floating IP: the menu says so before it is tried. */
export function floatingIpRowActions(fip: Pick<FloatingIp, 'instanceId'>): FloatingIpRowActions {
  const attached = !!fip.instanceId
  return {
    attach: !attached,
    detach: attached,
    delete: attached ? { allowed: false, reason: DELETE_ATTACHED_REASON } : { allowed: true },
  }
}

export const FLOATING_IP_BULK: BulkSpec<FloatingIpRow> = {
  noun: { one: 'floating IP', many: 'floating IPs' },
  keyOf: (f) => f.id,
  nameOf: (f) => f.name,
  actions: [
    {
      id: 'detach',
      label: 'Detach',
      doing: 'Detaching',
      done: 'Detached',
      danger: true,
      confirm: true,
      refusal: (f) => (f.instanceId ? undefined : 'Not attached to an instance'),
    },
    {
      id: 'delete',
      label: 'Delete',
      doing: 'Deleting',
      done: 'Deleted',
      danger: true,
      confirm: true,
      refusal: (f) => (f.instanceId ? DELETE_ATTACHED_REASON : undefined),
    },
  ],
}

// ---- the create and edit forms ----------------------------------------------

export type FloatingIpCreateValues = {
  name: string
  description: string
  /** A pool name; empty only when the silo has no default pool to fall back on and none was picked. */
  pool: string
  /** Empty: the server picks a free address of the pool. */
  ip: string
}

export type FloatingIpEditValues = { name: string; description: string }

export type FloatingIpCreateBody = RequestBody<'/v1/floating-ips', 'post'>
export type FloatingIpUpdateBody = RequestBody<'/v1/floating-ips/{floating_ip}', 'put'>

/** A new floating IP; the pool is the silo's default once the pools are in (`floatingIpPoolDefaults`). */
export function floatingIpCreateInitialValues(): FloatingIpCreateValues {
  return { name: '', description: '', pool: '', ip: '' }
}

/** The pool the select starts on, once the pools are in: the silo's default. */
export const floatingIpPoolDefaults = (pools: SiloIpPool[]): Partial<FloatingIpCreateValues> => ({ pool: defaultPool(pools)?.name })

/**
 * `pools`: the silo's pools as the form holds them (none while they are read,
 * or when they could not be). An empty pool leaves the choice to Nexus (the
 * silo's default): only a silo known to have no default needs one picked.
 */
export function validateFloatingIpCreate(values: FloatingIpCreateValues, pools: SiloIpPool[] = []): FieldErrors<FloatingIpCreateValues> {
  const ip = values.ip.trim()
  const needsPool = pools.length > 0 && !defaultPool(pools)
  return {
    name: validateName(values.name),
    description: validateDescription(values.description),
    pool: values.pool || !needsPool ? undefined : messages.required('IP pool'),
    ip: ip ? validateIp(ip) : undefined,
  }
}

export function validateFloatingIpEdit(values: FloatingIpEditValues): FieldErrors<FloatingIpEditValues> {
  return { name: validateName(values.name), description: validateDescription(values.description) }
}

/** What the create form sends: no address asks the server to allocate one. */
export function floatingIpCreateBody(values: FloatingIpCreateValues): FloatingIpCreateBody {
  const ip = values.ip.trim()
  return { name: values.name, description: values.description, pool: values.pool || null, ip: ip || null }
}

export function floatingIpUpdateBody(values: FloatingIpEditValues): FloatingIpUpdateBody {
  return { name: values.name, description: values.description }
}

// A floating IP takes an address out of its pool, so pool utilization changes too.
async function invalidateFloatingIps(): Promise<void> {
  await Promise.all([invalidate('/v1/floating-ips', '/v1/floating-ips/{floating_ip}'), invalidate('/v1/system/ip-pools', '/v1/system/ip-pools/{pool}', '/v1/system/ip-pools/{pool}/ranges', '/v1/system/ip-pools/{pool}/silos', '/v1/system/ip-pools/{pool}/utilization')])
}

export async function createFloatingIp(project: string, values: FloatingIpCreateValues): Promise<FloatingIp> {
  const fip = await api.post('/v1/floating-ips', { query: { project }, body: floatingIpCreateBody(values) })
  await invalidateFloatingIps()
  return fip
}

/** `floatingIp` is the name of the floating IP being edited. */
export async function updateFloatingIp(project: string, floatingIp: string, values: FloatingIpEditValues): Promise<FloatingIp> {
  const updated = await api.put('/v1/floating-ips/{floating_ip}', {
    path: { floating_ip: floatingIp },
    query: { project },
    body: floatingIpUpdateBody(values),
  })
  // An attached floating IP is also listed, by name, among its instance's external IPs.
  await Promise.all([invalidateFloatingIps(), invalidate('/v1/instances', '/v1/instances/{instance}', '/v1/instances/{instance}/anti-affinity-groups', '/v1/instances/{instance}/disks', '/v1/instances/{instance}/external-ips')])
  return updated
}

/** Nexus refuses while the floating IP is attached; its message shows in the error toast. */
export async function deleteFloatingIp(project: string, floatingIp: string): Promise<void> {
  await api.delete('/v1/floating-ips/{floating_ip}', { path: { floating_ip: floatingIp }, query: { project } })
  await invalidateFloatingIps()
}

/** Input for the form machine: a new floating IP in `project`, drawn from one of the silo's pools (a part of the form). */
export function floatingIpCreateFormInput(project: string): FormInput<FloatingIpCreateValues, FloatingIp> {
  return {
    initialValues: floatingIpCreateInitialValues(),
    validate: (values) => validateFloatingIpCreate(values, heldData(siloPoolsSection())?.items),
    submit: (v) => createFloatingIp(project, v),
  }
}

/** Input for the form machine: the edit of `fip`'s name and description. */
export function floatingIpEditFormInput(project: string, fip: FloatingIp): FormInput<FloatingIpEditValues, FloatingIp> {
  return {
    initialValues: { name: fip.name, description: fip.description },
    validate: validateFloatingIpEdit,
    submit: (v) => updateFloatingIp(project, fip.name, v),
  }
}

// ---- the attach form --------------------------------------------------------

/**
 * The project's instances for the attach form, in one request. Every one is
 * offered: whether an instance in its current state takes the address is the
 * server's to say, and its message shows in the form.
 */
export const attachChoicesPage =
  (project: string): FetchPage<Schema<'Instance'>> =>
  async () => {
    const page = await fetchApi('/v1/instances', { query: { project, limit: MAX_LIMIT } })
    return { items: page.items, nextPage: null }
  }

export type FloatingIpAttachValues = { instance: string }

export function validateFloatingIpAttach(values: FloatingIpAttachValues): FieldErrors<FloatingIpAttachValues> {
  return values.instance ? {} : { instance: messages.required('Instance') }
}

/** Input for the form machine: attach `floatingIp` (a name) to an instance of `project`. */
export function floatingIpAttachFormInput(project: string, floatingIp: string): FormInput<FloatingIpAttachValues, FloatingIp> {
  return {
    initialValues: { instance: '' },
    validate: validateFloatingIpAttach,
    submit: (v) => attachFloatingIp({ project, instance: v.instance }, floatingIp),
  }
}
