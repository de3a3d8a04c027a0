// Attaching a floating IP to an instance and detaching it: the calls of the
// floating IPs list (networking/floating-ips.ts) and of the instance's
// networking tab (compute). Here because both areas make them, and an area
// imports only itself and shared/.
import { api, invalidate, type FloatingIp } from '~/api'
import type { InstanceRef } from './permission.rules'

// An attached address shows on the instance (its external IPs) and on the list.
async function invalidateAttachment(): Promise<void> {
  await Promise.all([invalidate('/v1/instances', '/v1/instances/{instance}', '/v1/instances/{instance}/anti-affinity-groups', '/v1/instances/{instance}/disks', '/v1/instances/{instance}/external-ips'), invalidate('/v1/floating-ips', '/v1/floating-ips/{floating_ip}')])
}

/** `floatingIp` is a name, looked up in the instance's project. */
export async function attachFloatingIp({ project, instance }: InstanceRef, floatingIp: string): Promise<FloatingIp> {
  // Nexus answers 202 with the floating IP; the generated type does not say so.
  const fip = (await api.post('/v1/floating-ips/{floating_ip}/attach', {
    path: { floating_ip: floatingIp },
    query: { project },
    body: { kind: 'instance', parent: instance },
  })) as FloatingIp
  await invalidateAttachment()
  return fip
}

/** `floatingIp` is a name: Nexus refuses an id together with a project. */
export async function detachFloatingIp(project: string, floatingIp: string): Promise<FloatingIp> {
  const fip = (await api.post('/v1/floating-ips/{floating_ip}/detach', {
    path: { floating_ip: floatingIp },
    query: { project },
  })) as FloatingIp
  await invalidateAttachment()
  return fip
}

