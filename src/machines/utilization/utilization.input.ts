// The silo's utilization (what is provisioned against the quota, for
// CPUs, memory and storage) as the cards show it. Sizes are in GiB, or TiB from
// 1 TiB up, in multiples of 1024; the view rounds to two decimals.
import { api, GiB, TiB, type Read, type Utilization, type VirtualResourceCounts } from '~/api'

/**
 * GET /v1/utilization, never from the cache: the numbers move with every
 * instance started and every disk made, so a page shows them as they are now.
 */
export const fetchUtilization = (): Promise<Utilization> => api.get('/v1/utilization')

/**
 * API paths whose changes move the numbers (instances started or stopped,
 * disks and snapshots made or deleted): the page reads again when they are
 * invalidated.
 */
export const UTILIZATION_CHANGES: Read[] = ['/v1/instances', '/v1/instances/{instance}', '/v1/disks', '/v1/disks/{disk}', '/v1/snapshots', '/v1/snapshots/{snapshot}', '/v1/utilization']

export type Resource = keyof VirtualResourceCounts
export const RESOURCES: readonly Resource[] = ['cpus', 'memory', 'storage']

export type SizeUnit = 'GiB' | 'TiB'
/** An amount in the unit it is shown in: a count of CPUs has none. */
export type Amount = { value: number; unit?: SizeUnit }

/** Bytes in GiB, or in TiB once they reach 1 TiB. */
export function sizeAmount(bytes: number): Amount {
  return Math.abs(bytes) >= TiB ? { value: bytes / TiB, unit: 'TiB' } : { value: bytes / GiB, unit: 'GiB' }
}

export type UtilizationCard = {
  resource: Resource
  label: string
  provisioned: Amount
  quota: Amount
  /** Quota left; none when the silo is over its quota. */
  available: Amount
  /** Share of the quota provisioned, 0–100 (more when over); null without a quota. */
  percent: number | null
  overQuota: boolean
  /** The raw numbers (bytes for sizes), for the bar. */
  raw: { provisioned: number; quota: number }
}

const LABELS: Record<Resource, string> = { cpus: 'CPUs', memory: 'Memory', storage: 'Storage' }

const amount = (resource: Resource, n: number): Amount => (resource === 'cpus' ? { value: n } : sizeAmount(n))

export function utilizationCard(resource: Resource, u: Utilization): UtilizationCard {
  const provisioned = u.provisioned[resource]
  const quota = u.capacity[resource]
  return {
    resource,
    label: LABELS[resource],
    provisioned: amount(resource, provisioned),
    quota: amount(resource, quota),
    available: amount(resource, Math.max(0, quota - provisioned)),
    percent: quota > 0 ? (provisioned / quota) * 100 : null,
    overQuota: provisioned > quota,
    raw: { provisioned, quota },
  }
}

export const utilizationCards = (u: Utilization): UtilizationCard[] => RESOURCES.map((r) => utilizationCard(r, u))
