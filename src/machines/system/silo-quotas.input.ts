// A silo's quotas and what it has provisioned (read in silo-quotas.reads.ts;
// the quotas tab shows them as the utilization cards do), and the "Edit
// quotas" form (used with the form machine): GiB in the form, bytes on the
// wire. Nexus takes any quota, even one below what the silo already uses; the
// console refuses lowering one below that, saying the numbers, since the silo
// could then start nothing until enough is deleted.
import { api, GiB, invalidate, type Schema, type VirtualResourceCounts } from '~/api'
import { messages, validateSize } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import { fetchSiloUtilization } from './silo-quotas.reads'

// The read lives apart (the silo page's route reads it with the app); here as before for the pages and tests.
export { fetchSiloUtilization }

export type SiloQuotas = Schema<'SiloQuotas'>
export type SiloQuotasUpdate = Schema<'SiloQuotasUpdate'>

export type QuotaResource = keyof VirtualResourceCounts

export const QUOTA_LABELS: Record<QuotaResource, string> = {
  cpus: 'CPUs',
  memory: 'Memory',
  storage: 'Storage',
}

const RESOURCES: readonly QuotaResource[] = ['cpus', 'memory', 'storage']

// ---- the form --------------------------------------------------------------

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

// Bytes must stay exact JavaScript integers on the way out.
const MAX_GIB = Math.floor(Number.MAX_SAFE_INTEGER / GiB)

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
