// Attaching a floating IP to an instance and detaching it: the calls (also
// used by the instance networking tab) and the attach form of the floating IPs
// list, which picks one of the project's instances.
import { api, fetchApi, invalidate, type FloatingIp, type Instance } from '~/api'
import { messages } from '~/validation'
import { ALL_ISH, type InstanceRef } from '../compute/instance-storage'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { FetchPage } from '../shared/list.machine'

// An attached address shows on the instance (its external IPs) and on the list.
async function invalidateAttachment(): Promise<void> {
  await Promise.all([invalidate('/v1/instances'), invalidate('/v1/floating-ips')])
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

/**
 * The project's instances for the attach form, in one request. Every one is
 * offered: whether an instance in its current state takes the address is the
 * server's to say, and its message shows in the form.
 */
export const attachChoicesPage =
  (project: string): FetchPage<Instance> =>
  async () => {
    const page = await fetchApi('/v1/instances', { query: { project, limit: ALL_ISH } })
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
