// External addresses: the silo's IP pools, drawing a free address from one,
// and the instance states in which an address may be attached or detached.
//
// Floating IPs and ephemeral IPs draw on the same pools; an address in use by
// either is taken.
import type { Row, Store } from '../store'
import { insufficientCapacity, invalidRequest, NexusError, notFound, serviceUnavailable } from './errors'
import { canonicalIp, firstFree, inRange } from './ip'
import { isUuid } from './lookup'

/** The pools linked to a silo, each with its link (which says whether it is the default). */
export function siloPools(store: Store, siloId: string): { pool: Row<'ipPool'>; link: Row<'ipPoolSiloLink'> }[] {
  return store
    .where('ipPoolSiloLink', (l) => l.siloId === siloId)
    .flatMap((link) => {
      const pool = store.find('ipPool', link.ipPoolId)
      return pool ? [{ pool, link }] : []
    })
}

/** A pool by name or id among the silo's pools, or the silo's default pool when none is named. */
export function resolvePool(store: Store, siloId: string, selector: string | null): Row<'ipPool'> {
  const pools = siloPools(store, siloId)
  if (selector === null) {
    const fallback = pools.find((p) => p.link.is_default)
    if (!fallback) throw new NexusError(404, 'ObjectNotFound', 'not found: default IP pool for current silo')
    return fallback.pool
  }
  const hit = pools.find(({ pool }) => (isUuid(selector) ? pool.id === selector : pool.name === selector))
  if (!hit) throw notFound('ip-pool', isUuid(selector) ? { id: selector } : { name: selector })
  return hit.pool
}

/** Every external address in use (a probe's too), canonically spelled. */
export function takenAddresses(store: Store): Set<string> {
  const probes = store.all('probe').map((p) => p.externalIp)
  return new Set([...store.all('floatingIp'), ...store.all('ephemeralIp')].map((r) => r.ip).concat(probes).map(canonicalIp))
}

const rangesOf = (store: Store, pool: Row<'ipPool'>) =>
  store
    .where('ipPoolRange', (r) => r.ipPoolId === pool.id)
    .sort((a, b) => (a.time_created < b.time_created ? -1 : a.time_created > b.time_created ? 1 : 0))

/** The first free address of the pool, range by range (507 when the pool is exhausted, as in Nexus). */
export function allocateAddress(store: Store, pool: Row<'ipPool'>): string {
  const taken = takenAddresses(store)
  for (const r of rangesOf(store, pool)) {
    const ip = firstFree(r.range.first, r.range.last, taken)
    if (ip) return ip
  }
  throw insufficientCapacity('No external IP addresses available')
}

/** Whether the address lies in one of the pool's ranges. */
export const poolHolds = (store: Store, pool: Row<'ipPool'>, ip: string) =>
  rangesOf(store, pool).some((r) => inRange(ip, r.range.first, r.range.last))

// Nexus attaches and detaches external addresses of stopped or running
// instances; while one is starting or stopping it asks the caller to retry.
const SETTLED = ['stopped', 'running']
const SETTLING = ['creating', 'starting', 'stopping', 'rebooting']

export function checkIpChange(instance: Row<'instance'>, kind: 'ephemeral' | 'floating', op: 'attach' | 'detach'): void {
  const state = instance.run_state
  if (SETTLED.includes(state)) return
  if (SETTLING.includes(state)) {
    throw serviceUnavailable(
      `tried to ${op} ${kind} IP while instance was changing state: ${op} will be safe to retry once start/stop completes`,
    )
  }
  throw invalidRequest(`cannot ${op} ${kind} IP ${op === 'attach' ? 'to' : 'from'} instance in ${state} state`)
}
