// Floating IPs (used with the form machine): the create form (name,
// description, the pool to draw from, an optional address) and the edit form
// (name, description), their rules, the calls that save them; and delete, for
// the confirm dialog.
import { api, fetchApi, invalidate, type FloatingIp, type RequestBody } from '~/api'
import { messages, validateDescription, validateIp, validateName } from '~/validation'
import { defaultPool } from '~/machines/shared/ip-pools.rules'
import { MAX_LIMIT } from '~/api'
import type { SiloIpPool } from '~/machines/shared/ip-pools.rules'
import type { FieldErrors, FormInput } from '../shared/form.machine'

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

/** The silo's pools, for the create form's select (every one in one request). */
export async function loadIpPools(): Promise<SiloIpPool[]> {
  const page = await fetchApi('/v1/ip-pools', { query: { limit: MAX_LIMIT } })
  return page.items
}

export function floatingIpCreateInitialValues(pools: SiloIpPool[]): FloatingIpCreateValues {
  return { name: '', description: '', pool: defaultPool(pools)?.name ?? '', ip: '' }
}

export function validateFloatingIpCreate(values: FloatingIpCreateValues): FieldErrors<FloatingIpCreateValues> {
  const ip = values.ip.trim()
  return {
    name: validateName(values.name),
    description: validateDescription(values.description),
    // The select starts on the default pool; only a silo without one leaves it empty.
    pool: values.pool ? undefined : messages.required('IP pool'),
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

/** Input for the form machine: a new floating IP in `project`, drawn from one of `pools`. */
export function floatingIpCreateFormInput(project: string, pools: SiloIpPool[]): FormInput<FloatingIpCreateValues, FloatingIp> {
  return {
    initialValues: floatingIpCreateInitialValues(pools),
    validate: validateFloatingIpCreate,
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
