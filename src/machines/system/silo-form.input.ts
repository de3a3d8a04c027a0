// Silos (used with the form machine): the create form's values, rules and the
// body it sends (exactly SiloCreate) and delete for the confirm dialog; the
// list's pages are in silo-form.reads.ts. Operators only; a silo's quotas and
// links show on the system utilization and IP pool pages, so its writes
// invalidate those too.
import {
  api,
  GiB,
  invalidate,
  type FleetRole,
  type Silo,
  type SiloCreate,
  type SiloIdentityMode,
  type SiloRole,
} from '~/api'
import { messages, validateDescription, validateName, validateSize } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import { emptyCertDraft, toCertificateCreate, type CertDraft, type TlsCertificate } from './silo-certificates.input'

// The reads live apart (the routes import them with the app); here as before for the pages and tests.
export { fetchSilo, silosPage } from './silo-form.reads'

export const SILO_ROLES: readonly SiloRole[] = ['admin', 'collaborator', 'viewer']
export const FLEET_ROLES: readonly FleetRole[] = ['admin', 'collaborator', 'viewer']

/** The fleet role a silo role confers; '' for none (Nexus's default). */
export type FleetRoleChoice = FleetRole | ''

export type SiloFormValues = {
  name: string
  description: string
  discoverable: boolean
  identityMode: SiloIdentityMode
  /** A group created with the silo and made its admin; empty for none. */
  adminGroupName: string
  fleetRoles: Record<SiloRole, FleetRoleChoice>
  cpus: number | undefined
  memoryGib: number | undefined
  storageGib: number | undefined
  tlsCertificates: TlsCertificate[]
  /** The certificate being typed, joining `tlsCertificates` through its Add button. */
  certDraft: CertDraft
}

/**
 * Shown in the form to start from. Nexus takes 0 as "nothing provisionable",
 * which leaves a new silo unusable; these let it run a few instances at once.
 */
export const DEFAULT_QUOTAS = { cpus: 16, memoryGib: 64, storageGib: 1024 } as const

export const siloInitialValues: SiloFormValues = {
  name: '',
  description: '',
  discoverable: true,
  identityMode: 'local_only',
  adminGroupName: '',
  fleetRoles: { admin: '', collaborator: '', viewer: '' },
  ...DEFAULT_QUOTAS,
  tlsCertificates: [],
  certDraft: emptyCertDraft(),
}

// Bytes must stay exact JavaScript integers on the way out.
const MAX_GIB = Math.floor(Number.MAX_SAFE_INTEGER / GiB)

function validateQuota(value: number | undefined, label: string, max: number, unit = ''): string | undefined {
  if (value === undefined) return messages.required(label)
  return validateSize(value, { min: 0, max, unit })
}

export const notAddedCertificate = 'Add this certificate or clear its fields'

export function validateSilo(values: SiloFormValues): FieldErrors<SiloFormValues> {
  const draft = values.certDraft
  const draftText = draft.name.trim() || draft.cert.trim() || draft.key.trim()
  const draftErrors = Object.values(draft.errors ?? {}).filter(Boolean)
  return {
    name: validateName(values.name),
    description: validateDescription(values.description),
    cpus: validateQuota(values.cpus, 'CPUs', Number.MAX_SAFE_INTEGER),
    memoryGib: validateQuota(values.memoryGib, 'Memory', MAX_GIB, 'GiB'),
    storageGib: validateQuota(values.storageGib, 'Storage', MAX_GIB, 'GiB'),
    // A refused Add, or text never added, blocks the save: it would otherwise be lost.
    certDraft: draftErrors[0] ?? (draftText ? notAddedCertificate : undefined),
  }
}

/** SiloCreate from the form: GiB become bytes, empty choices are left out. */
export function siloCreateBody(values: SiloFormValues): SiloCreate {
  const mapped: Record<string, FleetRole[]> = {}
  for (const role of SILO_ROLES) {
    const fleet = values.fleetRoles[role]
    if (fleet) mapped[role] = [fleet]
  }
  return {
    name: values.name,
    description: values.description,
    discoverable: values.discoverable,
    identityMode: values.identityMode,
    adminGroupName: values.adminGroupName.trim() || null,
    mappedFleetRoles: mapped,
    // validateSilo() guarantees whole numbers before a submit.
    quotas: {
      cpus: values.cpus ?? 0,
      memory: (values.memoryGib ?? 0) * GiB,
      storage: (values.storageGib ?? 0) * GiB,
    },
    tlsCertificates: values.tlsCertificates.map(toCertificateCreate),
  }
}

async function invalidateSilos(): Promise<void> {
  await Promise.all([invalidate('/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas'), invalidate('/v1/system/utilization/silos', '/v1/system/utilization/silos/{silo}'), invalidate('/v1/system/ip-pools', '/v1/system/ip-pools/{pool}', '/v1/system/ip-pools/{pool}/ranges', '/v1/system/ip-pools/{pool}/silos', '/v1/system/ip-pools/{pool}/utilization')])
}

export async function createSilo(values: SiloFormValues): Promise<Silo> {
  const silo = await api.post('/v1/system/silos', { body: siloCreateBody(values) })
  await invalidateSilos()
  return silo
}

export async function deleteSilo(silo: string): Promise<void> {
  await api.delete('/v1/system/silos/{silo}', { path: { silo } })
  await invalidateSilos()
}

export function siloFormInput(): FormInput<SiloFormValues, Silo> {
  // A TLS certificate's private key is never kept in a draft (a certificate without it is left out).
  return { initialValues: siloInitialValues, secrets: ['key'], validate: validateSilo, submit: createSilo }
}
