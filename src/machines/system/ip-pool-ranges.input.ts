// A pool's IP ranges: the list's pages, the add-range form (used with the
// form machine) and remove, for the confirm dialog. Ranges change the pool's
// utilization, so every write invalidates the pools too.
import { api, fetchApi, invalidate, type IpPoolRange, type IpRange } from '~/api'
import { validateIpRange } from '~/validation/ip-range'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { PageParams } from '../shared/list.machine'

// How a range reads lives apart (the add-range route's toast imports it with the app); here as before.
export { rangeText, rangeVersion } from './ip-pool-ranges.rules'

export type IpRangeFormValues = { first: string; last: string }

export const ipRangeInitialValues: IpRangeFormValues = { first: '', last: '' }

export const validateIpRangeForm = (values: IpRangeFormValues): FieldErrors<IpRangeFormValues> => validateIpRange(values)

/** What the add call sends: the addresses as typed, without surrounding spaces. */
export const ipRangeBody = (values: IpRangeFormValues): IpRange => ({ first: values.first.trim(), last: values.last.trim() })

export const ipPoolRangesPage =
  (pool: string) =>
  ({ pageToken, limit }: PageParams) =>
    fetchApi('/v1/system/ip-pools/{pool}/ranges', { path: { pool }, query: { limit, pageToken } })

async function invalidateRanges(): Promise<void> {
  await Promise.all([invalidate('/v1/system/ip-pools', '/v1/system/ip-pools/{pool}', '/v1/system/ip-pools/{pool}/ranges', '/v1/system/ip-pools/{pool}/silos', '/v1/system/ip-pools/{pool}/utilization'), invalidate('/v1/ip-pools')])
}

export async function addIpRange(pool: string, values: IpRangeFormValues): Promise<IpPoolRange> {
  const range = await api.post('/v1/system/ip-pools/{pool}/ranges/add', { path: { pool }, body: ipRangeBody(values) })
  await invalidateRanges()
  return range
}

/** Nexus refuses while an address of the range is handed out; its message is the toast's. */
export async function removeIpRange(pool: string, range: IpRange): Promise<void> {
  await api.post('/v1/system/ip-pools/{pool}/ranges/remove', { path: { pool }, body: range })
  await invalidateRanges()
}

export function ipRangeFormInput(pool: string): FormInput<IpRangeFormValues, IpPoolRange> {
  return { initialValues: ipRangeInitialValues, validate: validateIpRangeForm, submit: (v) => addIpRange(pool, v) }
}
