// The capacity page: every sled (the page's own read), what its instances hold
// (a part of the page: every sled's instance list, read beside it), and the
// "Will it fit?" question from the URL, checked and answered by the rules.
import { GiB, invalidate, startSection, type Sled } from '~/api'
import { CPU_BOUNDS, MEMORY_GIB_BOUNDS, messages, validateSize } from '~/validation'
import { mapSection, type Section } from '../shared/section'
import { PLACEMENT_READS, placementsSection, readSleds, type SledPlacement } from '../shared/sled-placements'
import { fleetUse, sledFit, sledUse, willItFit, type CapacitySearch, type FitAnswer, type FitQuestion, type FleetUse, type SledFit, type SledUse } from './capacity.rules'

/** The page: every sled; what runs on each starts with it. */
export async function loadCapacity(): Promise<{ sleds: Sled[] }> {
  startSection(placementsSection())
  return { sleds: await readSleds() }
}

export type CapacityData = Awaited<ReturnType<typeof loadCapacity>>

/** Each sled of the page's list with what its instances hold: `undefined` for a sled the scan has not seen (added since). */
export function usesOf(sleds: readonly Sled[], placements: readonly SledPlacement[]): (SledUse | undefined)[] {
  const bySled = new Map(placements.map((p) => [p.sled.id, p.instances]))
  return sleds.map((s) => {
    const instances = bySled.get(s.id)
    return instances ? sledUse(s, instances) : undefined
  })
}

/** What the page follows: the sleds and what runs on them. */
export const CAPACITY_READS = PLACEMENT_READS

/** The page's Refresh: what it shows is read again (the page follows these reads). */
export const refreshCapacity = () => invalidate('/v1/system/hardware/sleds', '/v1/system/hardware/sleds/{sled_id}/instances')

// ---- the question ------------------------------------------------------------------

export type FitCheck = {
  /** The size, once both fields are right. */
  question?: FitQuestion
  /** What is wrong with each field, in the shared words ('Must be 64 or less'). */
  errors: { ncpus?: string; memory?: string }
}

/** A field's number, or what is wrong with it. */
function sized(label: string, raw: string | undefined, bounds: { min: number; max: number; unit?: string }) {
  if (raw === undefined) return { error: messages.required(label) }
  const value = Number(raw)
  const error = Number.isNaN(value) ? messages.size.integer : validateSize(value, bounds)
  return error ? { error } : { value }
}

/** The URL's question, checked: vCPUs and GiB as the instance forms bound them. Nothing asked: no question, no errors. */
export function fitCheck(search: CapacitySearch): FitCheck {
  if (search.ncpus === undefined && search.memory === undefined) return { errors: {} }
  const ncpus = sized('vCPUs', search.ncpus, CPU_BOUNDS)
  const memory = sized('Memory', search.memory, MEMORY_GIB_BOUNDS)
  const errors = { ...(ncpus.error && { ncpus: ncpus.error }), ...(memory.error && { memory: memory.error }) }
  if (ncpus.value === undefined || memory.value === undefined) return { errors }
  return { question: { ncpus: ncpus.value, memory: memory.value * GiB }, errors }
}

// ---- the page as drawn ----------------------------------------------------------------

export type CapacityRow = {
  sled: Sled
  /** What its instances hold: pending or failed with the page's part, undefined for a sled the scan did not see. */
  use?: SledUse
  /** The answer for this sled, when a question is asked and the numbers are in. */
  fit?: SledFit
}

export type CapacityView = {
  rows: CapacityRow[]
  /** The fleet's totals, once every sled's instances are in. */
  fleet: Section<FleetUse>
  /** The URL's question, checked. */
  check: FitCheck
  /** Its answer, once the numbers are in (none without a question). */
  answer?: Section<FitAnswer>
}

/** The page's numbers: each sled's, the fleet's, and the answer to the URL's question. */
export function capacityView(listed: readonly Sled[], placements: Section<SledPlacement[]>, search: CapacitySearch): CapacityView {
  // By serial, as a rack's sleds are named on their faces (the API lists them by id).
  const sleds = [...listed].sort((a, b) => a.baseboard.serial.localeCompare(b.baseboard.serial))
  const uses = mapSection(placements, (p) => usesOf(sleds, p))
  const known = mapSection(uses, (u) => u.filter((x): x is SledUse => x !== undefined))
  const check = fitCheck(search)
  const { question } = check
  const ready = uses.status === 'ready' ? uses.data : undefined
  return {
    rows: sleds.map((sled, i) => {
      const use = ready?.[i]
      return { sled, use, fit: use && question ? sledFit(use, question) : undefined }
    }),
    fleet: mapSection(known, fleetUse),
    check,
    answer: question ? mapSection(known, (u) => willItFit(u, question)) : undefined,
  }
}
