// IP pools (used with the form machine): the create/edit form (name,
// description), its rules and the calls that save it; delete, for the confirm
// dialog (Nexus refuses while the pool has ranges; its message is the toast's).
import { api, fetchApi, invalidate, type IpPool, type RequestBody } from '~/api'
import { validateDescription, validateName } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'

export type IpPoolFormValues = { name: string; description: string }

export type IpPoolCreateBody = RequestBody<'/v1/system/ip-pools', 'post'>
export type IpPoolUpdateBody = RequestBody<'/v1/system/ip-pools/{pool}', 'put'>

export const ipPoolInitialValues: IpPoolFormValues = { name: '', description: '' }

export function validateIpPool(values: IpPoolFormValues): FieldErrors<IpPoolFormValues> {
  return { name: validateName(values.name), description: validateDescription(values.description) }
}

export const ipPoolCreateBody = (values: IpPoolFormValues): IpPoolCreateBody => ({
  name: values.name,
  description: values.description,
})

export const ipPoolUpdateBody = (values: IpPoolFormValues): IpPoolUpdateBody => ({
  name: values.name,
  description: values.description,
})

export const fetchIpPool = (pool: string) => fetchApi('/v1/system/ip-pools/{pool}', { path: { pool } })

// Silo pickers (floating IPs, instance create) read the silo's view of pools too.
async function invalidatePools(): Promise<void> {
  await Promise.all([invalidate('/v1/system/ip-pools', '/v1/system/ip-pools/{pool}', '/v1/system/ip-pools/{pool}/ranges', '/v1/system/ip-pools/{pool}/silos', '/v1/system/ip-pools/{pool}/utilization'), invalidate('/v1/ip-pools'), invalidate('/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas')])
}

export async function createIpPool(values: IpPoolFormValues): Promise<IpPool> {
  const pool = await api.post('/v1/system/ip-pools', { body: ipPoolCreateBody(values) })
  await invalidatePools()
  return pool
}

/** `pool` is the name or id of the pool being edited. */
export async function updateIpPool(pool: string, values: IpPoolFormValues): Promise<IpPool> {
  const updated = await api.put('/v1/system/ip-pools/{pool}', { path: { pool }, body: ipPoolUpdateBody(values) })
  await invalidatePools()
  return updated
}

export async function deleteIpPool(pool: string): Promise<void> {
  await api.delete('/v1/system/ip-pools/{pool}', { path: { pool } })
  await invalidatePools()
}

export function ipPoolFormInput(pool?: IpPool): FormInput<IpPoolFormValues, IpPool> {
  return {
    initialValues: pool ? { name: pool.name, description: pool.description } : ipPoolInitialValues,
    validate: validateIpPool,
    submit: (v) => (pool ? updateIpPool(pool.name, v) : createIpPool(v)),
  }
}
