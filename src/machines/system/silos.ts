// Silos, for operators: the list and one silo, the silo page (the tab a form
// opens over, what it reads, who may change what; its tabs are in
// silos.rules.ts), the create form with its TLS certificates, and the quotas
// form. A silo's quotas and links show on the system utilization and IP pool
// pages, so its writes invalidate those too.
import {
  api,
  apiSection,
  fetchApi,
  GiB,
  invalidate,
  PAGE_SIZE,
  startSection,
  type CertificateCreate,
  type FleetRole,
  type Read,
  type Schema,
  type Silo,
  type SiloCreate,
  type SiloIdentityMode,
  type SiloRole,
  type SectionRead,
  type SiloUtilization,
  type VirtualResourceCounts,
} from '~/api'
import { messages, validateDescription, validateName, validateSize, validateUnique } from '~/validation'
import {
  PEM_CERT_MESSAGE,
  PEM_KEY_MESSAGE,
  pemLabels,
  validateCertificatePem,
  validateKeyPem,
} from '../shared/certificates.rules'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { PageParams } from '../shared/list.machine'
import type { Permission } from '../shared/permission.rules'
import { SILO_USERS_PATH } from './silo-users'
import type { SiloPageTab } from './silos.rules'

// ---- reads: the list's pages, one silo, its quotas and what it has provisioned ----

export const silosPage = ({ pageToken, limit, sortBy }: PageParams) =>
  fetchApi('/v1/system/silos', { query: { limit, pageToken, sortBy } })

export const fetchSilo = (silo: string) => fetchApi('/v1/system/silos/{silo}', { path: { silo } })

/** The silo's quotas (`allocated`) and what it has provisioned: running instances' CPUs and memory, disks' and snapshots' storage. */
export const fetchSiloUtilization = (silo: string) => fetchApi('/v1/system/utilization/silos/{silo}', { path: { silo } })

// ---- the silo page ----
//
// Its own read is the silo: the page is drawn once it is in, and fails
// (Page not found, or its error) only when it cannot be read. Its quotas and
// what it has provisioned (the header's quotas, the quotas tab) and the first
// page of the list tab it opens on are parts of the page, started with it
// and drawn as each comes in, or said in its place when it could not be read.

// The page's tabs, and the one a URL's `?tab=` names, are silos.rules.ts's: the route reads the query before this module loads.

/**
 * The tab a form opens over, by the form's route (its URL has no `?tab=`):
 * editing the quotas shows the quotas, a user form the users.
 */
export function tabUnderForm(routeId: string | undefined): SiloPageTab | undefined {
  if (routeId?.endsWith('/quotas-edit')) return 'quotas'
  if (routeId?.endsWith('/users-new') || routeId?.endsWith('/set-password')) return 'users'
  return undefined
}

/** What the silo's utilization follows: the silo and its quotas, and what changes what it has provisioned. */
export const SILO_SUMMARY_READS: Read[] = ['/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas', '/v1/system/utilization/silos', '/v1/system/utilization/silos/{silo}', '/v1/instances', '/v1/instances/{instance}', '/v1/instances/{instance}/anti-affinity-groups', '/v1/instances/{instance}/disks', '/v1/instances/{instance}/external-ips', '/v1/disks', '/v1/disks/{disk}', '/v1/snapshots', '/v1/snapshots/{snapshot}']

/** The silo's own reads: the page's header follows them. */
export const SILO_READS: Read[] = ['/v1/system/silos', '/v1/system/silos/{silo}']

/**
 * The silo's quotas (what utilization counts as allocated: one read for both)
 * and what it has provisioned: the header's quotas and the quotas tab.
 */
export const siloUtilizationSection = (silo: string): SectionRead<SiloUtilization> => ({
  ...apiSection('/v1/system/utilization/silos/{silo}', { path: { silo } }),
  refreshOn: SILO_SUMMARY_READS,
})

const FIRST = { limit: PAGE_SIZE }

/** The first page of each list tab, as its list machine asks it (the same cache entry). */
export const idpsFirstPage = (silo: string) => apiSection('/v1/system/identity-providers', { query: { silo, ...FIRST } })
export const siloIpPoolsFirstPage = (silo: string) => apiSection('/v1/system/silos/{silo}/ip-pools', { path: { silo }, query: FIRST })
export const siloUsersFirstPage = (silo: string) => apiSection(SILO_USERS_PATH, { query: { silo, ...FIRST } })

/** The silo page: the silo; its utilization and the tab's list start with it, and are not waited for. */
export async function loadSiloPage(silo: string, tab: SiloPageTab) {
  startSection(siloUtilizationSection(silo))
  if (tab === 'idps') startSection(idpsFirstPage(silo))
  if (tab === 'ip-pools') startSection(siloIpPoolsFirstPage(silo))
  if (tab === 'users') startSection(siloUsersFirstPage(silo))
  return { silo: await fetchSilo(silo) }
}

export type SiloPageData = Awaited<ReturnType<typeof loadSiloPage>>

// ---- who may change what on an operator's silo page ----
//
// After Nexus's policy: the quotas and the silo's roles take "modify" on the
// silo (fleet collaborator and up), its local users take fleet admin. A fleet
// viewer sees every write disabled, with the reason. (A silo's own admin may
// do these too; the system pages are for operators, so the console asks only
// the fleet role.)

export type SiloWrites = {
  quotas: Permission
  users: Permission
  policy: Permission
  ipPools: Permission
}

const RANK: Record<FleetRole, number> = {
  viewer: 1,
  collaborator: 2,
  admin: 3,
}

const atLeast = (role: FleetRole | undefined, min: FleetRole) => !!role && RANK[role] >= RANK[min]

export const QUOTAS_REASON = 'Only a fleet collaborator or admin can change a silo’s quotas'
export const USERS_REASON = 'Only a fleet admin can manage a silo’s users'
export const POLICY_REASON = 'Only a fleet collaborator or admin can change who has a role on a silo'
export const IP_POOLS_REASON = 'Only a fleet admin can change which IP pools a silo is linked to'

const allow = (ok: boolean, reason: string): Permission => (ok ? { allowed: true } : { allowed: false, reason })

export const SILOS_REASON = 'Only a fleet collaborator or admin can create or delete silos'

/** The silos list's create and delete: Nexus asks "create_child" and "modify" of the fleet, a fleet collaborator's. */
export const silosListWrites = (fleetRole: FleetRole | undefined): { silos: Permission } => ({
  silos: allow(atLeast(fleetRole, 'collaborator'), SILOS_REASON),
})

export function siloWrites(fleetRole: FleetRole | undefined): SiloWrites {
  return {
    quotas: allow(atLeast(fleetRole, 'collaborator'), QUOTAS_REASON),
    users: allow(atLeast(fleetRole, 'admin'), USERS_REASON),
    policy: allow(atLeast(fleetRole, 'collaborator'), POLICY_REASON),
    ipPools: allow(atLeast(fleetRole, 'admin'), IP_POOLS_REASON),
  }
}

// ---- a new silo's TLS certificates ----
//
// Each is typed into a draft (name, certificate chain and private key, pasted
// as PEM) and joins the list only when it looks right. Nexus parses them for real; this catches the usual
// mistakes (a DER file, a key in the certificate box) before the round trip.

/** One certificate as the form keeps it (Nexus's CertificateCreate less what the console fixes). */
export type TlsCertificate = { name: string; cert: string; key: string }

type DraftField = keyof TlsCertificate
export type CertDraft = TlsCertificate & { errors?: Partial<Record<DraftField, string>> }

export const emptyCertDraft = (): CertDraft => ({ name: '', cert: '', key: '' })

// The PEM checks are shared with the silo's own certificates page.
export { PEM_CERT_MESSAGE, PEM_KEY_MESSAGE, pemLabels, validateCertificatePem, validateKeyPem }

/** A draft being edited again: its last refusal no longer applies. */
export function editCertDraft(draft: CertDraft, patch: Partial<TlsCertificate>): CertDraft {
  const { errors: _dropped, ...rest } = { ...draft, ...patch }
  return rest
}

/**
 * Adds the draft to `list` and empties it; when a field is wrong, or the name
 * is already listed, the list stays and the draft says why, field by field.
 */
export function addCertificate(list: readonly TlsCertificate[], draft: CertDraft): { list: TlsCertificate[]; draft: CertDraft } {
  const cert: TlsCertificate = { name: draft.name.trim(), cert: draft.cert.trim() + '\n', key: draft.key.trim() + '\n' }
  const errors: Partial<Record<DraftField, string>> = {
    name: validateName(cert.name) ?? validateUnique([...list.map((c) => c.name), cert.name]),
    cert: validateCertificatePem(draft.cert),
    key: validateKeyPem(draft.key),
  }
  const refused = Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) as CertDraft['errors']
  if (refused && Object.keys(refused).length > 0) return { list: [...list], draft: { ...draft, errors: refused } }
  return { list: [...list, cert], draft: emptyCertDraft() }
}

export const removeCertificate = (list: readonly TlsCertificate[], name: string) => list.filter((c) => c.name !== name)

/** Nexus's CertificateCreate: the console's certificates are for the silo's API and console. */
export const toCertificateCreate = (c: TlsCertificate): CertificateCreate => ({
  name: c.name,
  description: '',
  cert: c.cert,
  key: c.key,
  service: 'external_api',
})

// ---- the create form (with the form machine; it sends exactly SiloCreate), and delete ----

/** How a silo's users sign in, in the words the create form offers and the badges show. */
export const IDENTITY_MODE_LABELS: Record<SiloIdentityMode, string> = {
  local_only: 'Local only',
  saml_jit: 'SAML JIT',
}

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

// ---- quotas: the quotas tab (shown as the utilization cards are) and the "Edit quotas" form ----
//
// GiB in the form, bytes on the wire. Nexus takes any quota, even one below
// what the silo already uses; the console refuses lowering one below that,
// saying the numbers, since the silo could then start nothing until enough is
// deleted.

export type SiloQuotas = Schema<'SiloQuotas'>
export type SiloQuotasUpdate = Schema<'SiloQuotasUpdate'>

export type QuotaResource = keyof VirtualResourceCounts

export const QUOTA_LABELS: Record<QuotaResource, string> = {
  cpus: 'CPUs',
  memory: 'Memory',
  storage: 'Storage',
}

const RESOURCES: readonly QuotaResource[] = ['cpus', 'memory', 'storage']

export type QuotasFormValues = {
  cpus: number | undefined
  memoryGib: number | undefined
  storageGib: number | undefined
}

/** What the form starts from and is checked against. */
export type QuotasFormContext = {
  quotas: VirtualResourceCounts
  provisioned: VirtualResourceCounts
}

export const quotasInitialValues = (q: VirtualResourceCounts): QuotasFormValues => ({
  cpus: q.cpus,
  memoryGib: q.memory / GiB,
  storageGib: q.storage / GiB,
})

/** '12 GiB', '1.5 GiB': GiB as the form counts them. */
export const gibText = (bytes: number) => `${Number((bytes / GiB).toFixed(2))} GiB`

export const cpuText = (n: number) => `${n} ${n === 1 ? 'vCPU' : 'vCPUs'}`

/** Why a new quota cannot be below what is provisioned, with the numbers. */
export function belowProvisioned(resource: QuotaResource, provisioned: number): string {
  if (resource === 'cpus') {
    return `The silo's running instances use ${cpuText(provisioned)}: the quota can't be less than ${provisioned}`
  }
  const what = resource === 'memory' ? 'running instances use' : 'disks and snapshots take'
  return `The silo's ${what} ${gibText(provisioned)}: the quota can't be less than ${Math.ceil(provisioned / GiB)} GiB`
}

const FIELDS = {
  cpus: 'cpus',
  memory: 'memoryGib',
  storage: 'storageGib',
} as const

/** The value the form holds for a resource, in its unit (vCPUs or GiB). */
const formValue = (values: QuotasFormValues, r: QuotaResource) => values[FIELDS[r]]

/** The quota in the wire's unit (bytes for memory and storage). */
const toWire = (r: QuotaResource, v: number) => (r === 'cpus' ? v : Math.round(v * GiB))

/** A field is changed when its wire value differs from the quota as it is: an untouched odd byte count is not "changed". */
function changed(values: QuotasFormValues, ctx: QuotasFormContext, r: QuotaResource): boolean {
  const v = formValue(values, r)
  return v !== undefined && toWire(r, v) !== ctx.quotas[r]
}

export function validateQuotas(values: QuotasFormValues, ctx: QuotasFormContext): FieldErrors<QuotasFormValues> {
  const errors: FieldErrors<QuotasFormValues> = {}
  for (const r of RESOURCES) {
    const v = formValue(values, r)
    const field = FIELDS[r]
    if (v === undefined) {
      errors[field] = messages.required(QUOTA_LABELS[r])
      continue
    }
    // Left as it was: nothing to check, nothing sent.
    if (!changed(values, ctx, r)) continue
    const bounds = r === 'cpus' ? { min: 0, max: Number.MAX_SAFE_INTEGER } : { min: 0, max: MAX_GIB, unit: 'GiB' }
    errors[field] = validateSize(v, bounds) ?? (toWire(r, v) < ctx.provisioned[r] ? belowProvisioned(r, ctx.provisioned[r]) : undefined)
  }
  return errors
}

/** SiloQuotasUpdate: only what changed (an omitted value is not updated), memory and storage in bytes. */
export function quotasUpdateBody(values: QuotasFormValues, ctx: QuotasFormContext): SiloQuotasUpdate {
  const body: SiloQuotasUpdate = {}
  for (const r of RESOURCES) {
    const v = formValue(values, r)
    if (v !== undefined && changed(values, ctx, r)) body[r] = toWire(r, v)
  }
  return body
}

export async function updateQuotas(silo: string, body: SiloQuotasUpdate): Promise<SiloQuotas> {
  const quotas = await api.put('/v1/system/silos/{silo}/quotas', {
    path: { silo },
    body,
  })
  // The silo page shows them, and utilization measures against them.
  await Promise.all([invalidate('/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas'), invalidate('/v1/system/utilization/silos', '/v1/system/utilization/silos/{silo}')])
  return quotas
}

/** What the form reads before it opens: the quotas and what is provisioned now. */
export const loadQuotasForm = (silo: string): Promise<QuotasFormContext> =>
  fetchSiloUtilization(silo).then((u) => ({
    quotas: u.allocated,
    provisioned: u.provisioned,
  }))

/** What the saved form answers: the quotas Nexus now holds, and whose they are (for the toast). */
export type QuotasSaved = { silo: string; quotas: SiloQuotas }

export function quotasFormInput(silo: string, ctx: QuotasFormContext): FormInput<QuotasFormValues, QuotasSaved> {
  return {
    initialValues: quotasInitialValues(ctx.quotas),
    validate: (values) => validateQuotas(values, ctx),
    submit: async (values) => ({
      silo,
      quotas: await updateQuotas(silo, quotasUpdateBody(values, ctx)),
    }),
  }
}
