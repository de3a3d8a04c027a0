// The attach form of the floating IPs list, which picks one of the project's
// instances (the calls are shared with the instance networking tab).
import { fetchApi, MAX_LIMIT, type FloatingIp, type Instance } from '~/api'
import { messages } from '~/validation'
import { attachFloatingIp } from '../shared/floating-ip-calls.input'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { FetchPage } from '../shared/list.machine'

/**
 * The project's instances for the attach form, in one request. Every one is
 * offered: whether an instance in its current state takes the address is the
 * server's to say, and its message shows in the form.
 */
export const attachChoicesPage =
  (project: string): FetchPage<Instance> =>
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
