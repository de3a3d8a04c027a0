// A project's instrumentation probes (experimental): the list and one probe's
// view (what Nexus gives of a probe, ProbeInfo: its sled, external addresses
// and interface; each sled shown by its serial when the user may read the
// rack's sleds), the create form (name, description, the sled it runs on, an
// optional IP pool), its rules and call, and delete.
//
// The sled is picked from the rack's sleds when the user may read them (a
// fleet viewer); anyone else types its id, checked as a UUID here and looked
// up by Nexus.
import { api, ApiError, fetchApi, invalidate, MAX_LIMIT, type RequestBody, type Schema, type Read } from '~/api'
import { isUuid, messages, validateDescription, validateName } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { SiloIpPool } from '../shared/ip-pools.rules'
import type { FetchPage, Page } from '../shared/list.machine'

// ---- reads ------------------------------------------------------------------

export type Probe = Schema<'Probe'>
export type Sled = Schema<'Sled'>

/** What the create form needs before it opens: the silo's pools and, when readable, the rack's sleds. */
export type ProbeChoices = {
  pools: SiloIpPool[]
  /** null: the user may not list sleds (not a fleet viewer), so the id is typed. */
  sleds: Sled[] | null
}

export const PROBES_PATH = '/experimental/v1/probes'
export const PROBE_READS: Read[] = [PROBES_PATH, '/experimental/v1/probes/{probe}']

/** The rack's sleds (those a probe can run on: in service), or null when the user may not read them. */
export async function loadSleds({ inServiceOnly = true } = {}): Promise<Sled[] | null> {
  try {
    const page = await fetchApi('/v1/system/hardware/sleds', { query: { limit: MAX_LIMIT } })
    return inServiceOnly ? page.items.filter((s) => s.policy.kind === 'in_service') : page.items
  } catch (e) {
    // Nexus answers 403 to anyone who is not a fleet viewer: they type the id instead.
    if (e instanceof ApiError && (e.statusCode === 403 || e.statusCode === 404)) return null
    throw e
  }
}

export async function loadProbeChoices(): Promise<ProbeChoices> {
  const [pools, sleds] = await Promise.all([
    fetchApi('/v1/ip-pools', { query: { limit: MAX_LIMIT } }).then((p) => p.items),
    loadSleds(),
  ])
  return { pools, sleds }
}

export type ProbeInfo = Schema<'ProbeInfo'>
/** A probe with its sled's serial, when the sleds could be read. */
export type ProbeRow = ProbeInfo & { sledSerial?: string }

export function probeRows(items: ProbeInfo[], sleds: Pick<Sled, 'id' | 'baseboard'>[] | null): ProbeRow[] {
  const serials = new Map((sleds ?? []).map((s) => [s.id, s.baseboard.serial]))
  return items.map((p) => ({ ...p, sledSerial: serials.get(p.sled) }))
}

/** Sleds a probe may be on, whatever their policy now: only to name them. */
const sledNames = () => loadSleds({ inServiceOnly: false }).catch((): Sled[] | null => null)

/** A page of probes with their sleds' serials (one bounded, cached read of the sleds beside it). */
export const probeRowsPage =
  (project: string): FetchPage<ProbeRow> =>
  async ({ pageToken, limit }): Promise<Page<ProbeRow>> => {
    const [page, sleds] = await Promise.all([
      fetchApi('/experimental/v1/probes', { query: { project, limit, pageToken } }),
      sledNames(),
    ])
    return { items: probeRows(page.items, sleds), nextPage: page.nextPage }
  }

/** One probe for its page (Nexus asks for a project collaborator even to show it). */
export async function fetchProbe(project: string, probe: string): Promise<ProbeRow> {
  const [info, sleds] = await Promise.all([
    fetchApi('/experimental/v1/probes/{probe}', { path: { probe }, query: { project } }),
    sledNames(),
  ])
  return probeRows([info], sleds)[0]
}

// ---- the create form ---------------------------------------------------------

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
  await Promise.all([invalidate(...PROBE_READS), invalidate('/v1/system/ip-pools', '/v1/system/ip-pools/{pool}', '/v1/system/ip-pools/{pool}/ranges', '/v1/system/ip-pools/{pool}/silos', '/v1/system/ip-pools/{pool}/utilization')])
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
