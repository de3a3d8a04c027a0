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
import { partSection, startPart } from '../shared/section-reads'
import { siloPoolsSection } from '../shared/silo-pools'
import type { FetchPage, Page } from '../shared/list.machine'

// ---- reads ------------------------------------------------------------------

export type Probe = Schema<'Probe'>
export type Sled = Schema<'Sled'>

export const PROBES_PATH = '/experimental/v1/probes'
export const PROBE_READS: Read[] = [PROBES_PATH, '/experimental/v1/probes/{probe}']

/**
 * The rack's sleds, a part of the probe pages (their serials name a probe's
 * sled; the create form picks from those in service): null when the user may
 * not read them (Nexus answers 403 to anyone who is not a fleet viewer; they
 * see the id, and type it). The read the boot module sends early.
 */
export const sledsSection = () =>
  partSection(
    ['probe-sleds'],
    (ask): Promise<Sled[] | null> =>
      ask('/v1/system/hardware/sleds', { query: { limit: MAX_LIMIT } }).then(
        (page) => page.items,
        (e: unknown) => {
          if (e instanceof ApiError && (e.statusCode === 403 || e.statusCode === 404)) return null
          throw e
        },
      ),
    ['/v1/system/hardware/sleds', '/v1/system/hardware/sleds/{sled_id}'],
  )

/** Sleds a probe can run on: those in service. */
export const inService = (sleds: Sled[] | null) => sleds && sleds.filter((s) => s.policy.kind === 'in_service')

/** A probe's sled's serial, from the sleds' part. */
export const sledSerial = (sleds: Sled[] | null, id: string) => sleds?.find((s) => s.id === id)?.baseboard.serial

export type ProbeInfo = Schema<'ProbeInfo'>
/** A row of the list: the probe as Nexus lists it. Its sled's serial is a part of the page. */
export type ProbeRow = ProbeInfo

/** A page of probes; the sleds that name them leave beside it, not waited for. */
export const probeRowsPage =
  (project: string): FetchPage<ProbeRow> =>
  async ({ pageToken, limit }): Promise<Page<ProbeRow>> => {
    startPart(sledsSection())
    const page = await fetchApi('/experimental/v1/probes', { query: { project, limit, pageToken } })
    return { items: page.items, nextPage: page.nextPage }
  }

/** One probe for its page (Nexus asks for a project collaborator even to show it); its sled's serial starts beside it. */
export async function fetchProbe(project: string, probe: string): Promise<ProbeRow> {
  startPart(sledsSection())
  return fetchApi('/experimental/v1/probes/{probe}', { path: { probe }, query: { project } })
}

/** The create form opens at once; its pickers' lists (the silo's pools, the rack's sleds) leave as it does. */
export function startProbeChoices(): Promise<void> {
  startPart(siloPoolsSection())
  startPart(sledsSection())
  return Promise.resolve()
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
