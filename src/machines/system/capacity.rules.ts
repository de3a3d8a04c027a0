// How full each sled is, and whether an instance of a given size fits on the
// rack now, the way the control plane places one, as far as the API lets a
// console see. Pure: the caller hands in the sleds and the instances each one
// lists. The mock places the instances it starts by these same rules. In our
// words (docs/behaviour.md, "Capacity"):
//
// - A sled takes a new instance only while it is in service, provisionable
//   and active. A non-provisionable, expunged or decommissioned sled counts
//   as no room, whatever it has free.
// - Every instance a sled lists holds its vCPUs (as hardware threads) and its
//   memory there, whatever its state: it is listed while it has a VMM there.
// - An instance fits on a sled when the threads already held plus its vCPUs
//   are at most the sled's usable hardware threads, and the memory already
//   held plus its memory at most the sled's usable physical RAM. An exact fit
//   fits.
// - An instance runs on one sled: free room spread over several sleds does
//   not add up to a place for one instance.
// - How many instances of one size the fleet could take: each sled as many as
//   both its free threads and its free memory hold, summed over the sleds.
//   (Each instance lands on one sled, so the sleds' counts do not interfere.)
//
// What the control plane also weighs and the API does not show (the VMM
// reservoir, disks' placement, affinity groups…) is said on the page.
import type { Sled, SledInstance } from '~/api'

/** The part of a sled the rules read. */
export type CapacitySled = Pick<Sled, 'id' | 'baseboard' | 'policy' | 'state' | 'usableHardwareThreads' | 'usablePhysicalRam'>
/** What an instance holds on its sled. */
export type Held = Pick<SledInstance, 'ncpus' | 'memory'>

/** One resource of a sled or of the fleet: held by instances, usable, and free for a new one. */
export type Amount = { used: number; usable: number; free: number }

/** Why a sled takes no new instance. */
export type Closed = 'decommissioned' | 'expunged' | 'non_provisionable'

export type SledUse = {
  sled: CapacitySled
  /** How many instances it lists. */
  instances: number
  /** vCPUs against hardware threads. */
  cpus: Amount
  /** Bytes. */
  memory: Amount
  /** Why it takes no new instance; undefined when it does. */
  closed?: Closed
}

/** Why a sled takes no new instance, if it does not. */
export function closedBecause(sled: Pick<Sled, 'policy' | 'state'>): Closed | undefined {
  if (sled.state === 'decommissioned') return 'decommissioned'
  if (sled.policy.kind === 'expunged') return 'expunged'
  if (sled.policy.provisionPolicy === 'non_provisionable') return 'non_provisionable'
  return undefined
}

const amount = (used: number, usable: number): Amount => ({ used, usable, free: Math.max(0, usable - used) })

/** A sled with what its instances hold. Room on a closed sled is no room: its free amounts are 0. */
export function sledUse(sled: CapacitySled, held: readonly Held[]): SledUse {
  const closed = closedBecause(sled)
  const cpus = amount(sum(held, (i) => i.ncpus), sled.usableHardwareThreads)
  const memory = amount(sum(held, (i) => i.memory), sled.usablePhysicalRam)
  return {
    sled,
    instances: held.length,
    cpus: closed ? { ...cpus, free: 0 } : cpus,
    memory: closed ? { ...memory, free: 0 } : memory,
    closed,
  }
}

function sum<T>(items: readonly T[], f: (t: T) => number): number {
  return items.reduce((n, t) => n + f(t), 0)
}

export type FleetUse = {
  /** Sleds counted: every sled still in service (an expunged or decommissioned one holds nothing for the fleet). */
  sleds: number
  /** Of those, the sleds that take new instances. */
  open: number
  /** Held and usable over the counted sleds; free over the open ones only. */
  cpus: Amount
  memory: Amount
}

/** The fleet's total and free: what its sleds in service can hold, what is held, and what is free where new instances may go. */
export function fleetUse(uses: readonly SledUse[]): FleetUse {
  const counted = uses.filter((u) => u.closed !== 'decommissioned' && u.closed !== 'expunged')
  const total = (pick: (u: SledUse) => Amount): Amount => ({
    used: sum(counted, (u) => pick(u).used),
    usable: sum(counted, (u) => pick(u).usable),
    free: sum(counted, (u) => pick(u).free),
  })
  return { sleds: counted.length, open: counted.filter((u) => !u.closed).length, cpus: total((u) => u.cpus), memory: total((u) => u.memory) }
}

// ---- will it fit? ------------------------------------------------------------------

/** An instance's size: vCPUs, and memory in bytes. */
export type FitQuestion = { ncpus: number; memory: number }

/** What stops a sled taking (one more of) the instance. `both`: vCPUs and memory run out together. */
export type Limit = 'cpus' | 'memory' | 'both'

export type SledFit = {
  use: SledUse
  /** How many such instances the sled could take now. */
  count: number
  /** Why not one more: its policy or state, or the resource that runs out first. */
  limit: Limit | 'closed'
}

/** Why no sled has room. */
export type NoRoom =
  /** No sled takes new instances at all. */
  | { kind: 'no-open-sled' }
  /** Larger than any open sled can hold even empty: the resource(s) no sled has that much of, and the largest there is. */
  | { kind: 'too-large'; limit: Limit; largest: { cpus: number; memory: number } }
  /**
   * The open sleds are too full: `limit` is what no sled has free enough of
   * ('together': each is free somewhere, never both on one sled), with the
   * most free on any one sled.
   */
  | { kind: 'full'; limit: Limit | 'together'; mostFree: { cpus: number; memory: number } }

export type FitAnswer = {
  /** Every sled, as given, with how many it could take. */
  sleds: SledFit[]
  /** The sleds that could take one now. */
  fitting: SledFit[]
  /** How many such instances the fleet could take now. */
  total: number
  /** Why none fits; undefined when one does. */
  noRoom?: NoRoom
}

const whichLimit = (cpus: boolean, memory: boolean): Limit | undefined =>
  cpus && memory ? 'both' : cpus ? 'cpus' : memory ? 'memory' : undefined

/** How many of the instance the sled could take, and what runs out first. */
export function sledFit(use: SledUse, q: FitQuestion): SledFit {
  if (use.closed) return { use, count: 0, limit: 'closed' }
  const byCpus = Math.floor(use.cpus.free / q.ncpus)
  const byMemory = Math.floor(use.memory.free / q.memory)
  return { use, count: Math.min(byCpus, byMemory), limit: whichLimit(byCpus <= byMemory, byMemory <= byCpus) ?? 'both' }
}

/** Which sleds could take an instance of this size now, how many the fleet could take, or why none has room. */
export function willItFit(uses: readonly SledUse[], q: FitQuestion): FitAnswer {
  const sleds = uses.map((u) => sledFit(u, q))
  const fitting = sleds.filter((s) => s.count > 0)
  const total = sum(fitting, (s) => s.count)
  return { sleds, fitting, total, noRoom: fitting.length ? undefined : noRoom(uses, q) }
}

/** Of the sleds that could take it, the one that could take the most (the first of equals). */
export function roomiest(answer: Pick<FitAnswer, 'fitting'>): SledFit | undefined {
  return answer.fitting.reduce<SledFit | undefined>((best, f) => (!best || f.count > best.count ? f : best), undefined)
}

function noRoom(uses: readonly SledUse[], q: FitQuestion): NoRoom {
  const open = uses.filter((u) => !u.closed)
  if (!open.length) return { kind: 'no-open-sled' }
  const most = (pick: (u: SledUse) => number) => Math.max(...open.map(pick))
  const largest = { cpus: most((u) => u.cpus.usable), memory: most((u) => u.memory.usable) }
  const tooLarge = whichLimit(q.ncpus > largest.cpus, q.memory > largest.memory)
  if (tooLarge) return { kind: 'too-large', limit: tooLarge, largest }
  const mostFree = { cpus: most((u) => u.cpus.free), memory: most((u) => u.memory.free) }
  return { kind: 'full', limit: whichLimit(q.ncpus > mostFree.cpus, q.memory > mostFree.memory) ?? 'together', mostFree }
}

// The page's question, as its URL holds it, is read by the route (shared/url-questions.rules).
export { capacitySearch, type CapacitySearch } from '../shared/url-questions.rules'
