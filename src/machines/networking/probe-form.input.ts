// Instrumentation probes (experimental, used with the form machine): the
// create form (name, description, the sled it runs on, an optional IP pool),
// its rules, the call that saves it; and delete, for the confirm dialog.
//
// The sled is picked from the rack's sleds when the user may read them (a
// fleet viewer); anyone else types its id, checked as a UUID here and looked
// up by Nexus.
import { api, invalidate, type RequestBody } from '~/api'
import { isUuid, messages, validateDescription, validateName } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import { PROBES_PATH, type Probe } from './probe-form.reads'

// The pages' reads (sleds, the form's choices) live in probe-form.reads.ts,
// which the route takes at boot; named here too, beside the form.
export { loadProbeChoices, loadSleds, PROBES_PATH, type Probe, type ProbeChoices, type Sled } from './probe-form.reads'

export type ProbeValues = {
  name: string
  description: string
  /** A sled id, picked or typed. */
  sled: string
  /** A pool name; empty: the silo's default pool. */
  pool: string
}

export type ProbeCreateBody = RequestBody<'/experimental/v1/probes', 'post'>

export const probeMessages = {
  sledId: 'Must be a sled ID (a UUID)',
} as const

export const probeInitialValues = (): ProbeValues => ({ name: '', description: '', sled: '', pool: '' })

export function validateProbe(values: ProbeValues): FieldErrors<ProbeValues> {
  const sled = values.sled.trim()
  return {
    name: validateName(values.name),
    description: validateDescription(values.description),
    sled: !sled ? messages.required('Sled') : isUuid(sled) ? undefined : probeMessages.sledId,
    pool: undefined,
  }
}

/** What the create form sends: no pool asks for the silo's default. */
export function probeCreateBody(values: ProbeValues): ProbeCreateBody {
  return { name: values.name, description: values.description, sled: values.sled.trim().toLowerCase(), ipPool: values.pool || null }
}

// A probe takes an address out of its pool, so pool utilization changes too.
async function invalidateProbes(): Promise<void> {
  await Promise.all([invalidate(PROBES_PATH), invalidate('/v1/system/ip-pools', '/v1/system/ip-pools/{pool}', '/v1/system/ip-pools/{pool}/ranges', '/v1/system/ip-pools/{pool}/silos', '/v1/system/ip-pools/{pool}/utilization')])
}

export async function createProbe(project: string, values: ProbeValues): Promise<Probe> {
  const probe = await api.post('/experimental/v1/probes', { query: { project }, body: probeCreateBody(values) })
  await invalidateProbes()
  return probe
}

export async function deleteProbe(project: string, probe: string): Promise<void> {
  await api.delete('/experimental/v1/probes/{probe}', { path: { probe }, query: { project } })
  await invalidateProbes()
}

/** Input for the form machine: a new probe in `project`. */
export function probeFormInput(project: string): FormInput<ProbeValues, Probe> {
  return { initialValues: probeInitialValues(), validate: validateProbe, submit: (v) => createProbe(project, v) }
}
