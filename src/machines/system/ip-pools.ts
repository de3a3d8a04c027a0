import {
  allPages,
  api,
  apiQueryOptions,
  composedSection,
  fetchApi,
  invalidate,
  MAX_LIMIT,
  queryClient,
  startSection,
  type FleetRole,
  type IpPool,
  type Read,
  type IpPoolRange,
  type IpPoolSiloLink,
  type IpPoolUtilization,
  type IpRange,
  type RequestBody,
  type Schema,
  type Silo,
} from '~/api'
import { messages, validateDescription, validateName } from '~/validation'
import { ipPosition, ipRangeSize, validateIpRange } from '~/validation/network'
import { errorMessage } from '../shared/error-message.rules'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import { cachedRead, lookUpThenRefresh } from '../shared/row-lookups'
import type { FetchPage, Page, PageParams } from '../shared/list.machine'
import type { Permission } from '../shared/permission.rules'

// IP pools, for operators: the list (each pool with its address counts), the
// pool page, the create/edit form, a pool's ranges, and the links between
// pools and silos, from either side.

// ---- address counts ----
//
// A pool's address counts as BigInts. Nexus sends IPv4 counts as numbers
// (uint32: exact in JS) and IPv6 counts as decimal strings (uint128: up to
// 2^128, far past 2^53), so IPv6 never passes through a JS number.

export type AddressCount = { allocated: bigint; capacity: bigint }
export type PoolUtilization = { ipv4: AddressCount; ipv6: AddressCount }

export function parsePoolUtilization(u: IpPoolUtilization): PoolUtilization {
  return {
    ipv4: { allocated: BigInt(u.ipv4.allocated), capacity: BigInt(u.ipv4.capacity) },
    ipv6: { allocated: BigInt(u.ipv6.allocated), capacity: BigInt(u.ipv6.capacity) },
  }
}

/** Share of the capacity allocated, in percent with two decimals, computed in BigInt; undefined for an empty pool. */
export function allocatedPercent({ allocated, capacity }: AddressCount): number | undefined {
  if (capacity === 0n) return undefined
  return Number((allocated * 10_000n) / capacity) / 100
}

export const fetchPoolUtilization = async (pool: string) =>
  parsePoolUtilization(await fetchApi('/v1/system/ip-pools/{pool}/utilization', { path: { pool } }))

// ---- the pools list: its rows first, their counts after ----
//
// Nexus gives a pool's counts one pool at a time. The rows show at once,
// each one's counts from the cache or marked as being read; the counts the
// page lacks are read together, one GET per pool on the page (so at most a
// page's worth), after the rows, and when they are in the list reads its page
// again from the cache (as the instances list does with external IPs).

/** A pool's counts on its row: being read, read, or why they could not be. */
export type PoolCounts =
  | { status: 'reading' }
  | { status: 'ready'; utilization: PoolUtilization }
  | { status: 'failed'; message: string }

export type IpPoolRow = IpPool & { counts: PoolCounts }

const UTILIZATION_PATH = '/v1/system/ip-pools/{pool}/utilization'
const utilizationKey = (pool: string) => apiQueryOptions(UTILIZATION_PATH, { path: { pool } }).queryKey

/** A pool's counts as the cache holds them (`pool` by id, as the rows read them), and whether to read them. */
export function cachedCounts(pool: string, now = Date.now()): { counts: PoolCounts; fetch: boolean } {
  const key = utilizationKey(pool)
  const { data, failed, fetch } = cachedRead<IpPoolUtilization>(key, now)
  if (data) {
    try {
      return { counts: { status: 'ready', utilization: parsePoolUtilization(data) }, fetch }
    } catch (e) {
      // Counts that are no numbers (a uint128 sent as something else) are read again in vain.
      return { counts: { status: 'failed', message: errorMessage(e) }, fetch: false }
    }
  }
  if (failed && !fetch) return { counts: { status: 'failed', message: errorMessage(queryClient.getQueryState(key)?.error) }, fetch }
  return { counts: { status: 'reading' }, fetch: true }
}

/** Reads the pools' counts (by id) together, then the list reads its page again from the cache. */
export function readCounts(pools: string[]): void {
  lookUpThenRefresh(UTILIZATION_PATH, (pool) => fetchApi(UTILIZATION_PATH, { path: { pool } }), pools)
}

/** Rows for a page of pools; the counts to read are handed to `lookUp`. */
export function toPoolRows(
  pools: readonly IpPool[],
  lookUp: (ids: string[]) => void = readCounts,
  cached: (id: string) => { counts: PoolCounts; fetch: boolean } = cachedCounts,
): IpPoolRow[] {
  const wanted: string[] = []
  const rows = pools.map((pool) => {
    const { counts, fetch } = cached(pool.id)
    if (fetch) wanted.push(pool.id)
    return { ...pool, counts }
  })
  if (wanted.length) lookUp(wanted)
  return rows
}

/** A page of pools, shown before their counts are in. */
export async function ipPoolRowsPage({ pageToken, limit, sortBy, keep }: PageParams<IpPoolRow>) {
  const page = await fetchApi('/v1/system/ip-pools', { query: { limit, pageToken, sortBy } })
  // A search of every page reads the counts of its matches only.
  const pools = keep ? page.items.filter((pool) => keep({ ...pool, counts: { status: 'reading' } })) : page.items
  return { ...page, items: toPoolRows(pools) }
}

/** The rows whose counts could not be read, and why (the first reason): the list says it once, above the table. */
export function failedCounts(rows: readonly IpPoolRow[]): { ids: string[]; names: string[]; message: string } | undefined {
  const failed = rows.flatMap((r) => (r.counts.status === 'failed' ? [{ row: r, message: r.counts.message }] : []))
  if (failed.length === 0) return undefined
  return { ids: failed.map((f) => f.row.id), names: failed.map((f) => f.row.name), message: failed[0].message }
}

// ---- a pool's page ----

/** What the pool page follows: the pool, its ranges, links and counts. */
export const POOL_READS: Read[] = ['/v1/system/ip-pools', '/v1/system/ip-pools/{pool}', '/v1/system/ip-pools/{pool}/ranges', '/v1/system/ip-pools/{pool}/silos', UTILIZATION_PATH]

/**
 * The pool's counts, a part of its page: read beside the pool, and when they
 * cannot be read (or parsed: a uint128 that is no number) the header says so
 * in its place, the rest of the page working.
 */
export const poolUtilizationSection = (pool: string) =>
  composedSection(['ip-pool-utilization', pool], () => fetchPoolUtilization(pool), POOL_READS)

/** The pool page: the pool, its own read; its counts start with it and are not waited for. */
export async function loadIpPoolPage(pool: string) {
  startSection(poolUtilizationSection(pool))
  return { pool: await fetchApi('/v1/system/ip-pools/{pool}', { path: { pool } }) }
}

// ---- the create/edit form (used with the form machine), and delete ----
//
// Nexus refuses a delete while the pool has ranges; its message is the toast's.

export type IpPoolFormValues = { name: string; description: string }

export type IpPoolCreateBody = RequestBody<'/v1/system/ip-pools', 'post'>
export type IpPoolUpdateBody = RequestBody<'/v1/system/ip-pools/{pool}', 'put'>

export const ipPoolInitialValues: IpPoolFormValues = { name: '', description: '' }

export function validateIpPool(values: IpPoolFormValues): FieldErrors<IpPoolFormValues> {
  return { name: validateName(values.name), description: validateDescription(values.description) }
}

export const ipPoolCreateBody = (values: IpPoolFormValues): IpPoolCreateBody => ({
  name: values.name,
  description: values.description,
})

export const ipPoolUpdateBody = (values: IpPoolFormValues): IpPoolUpdateBody => ({
  name: values.name,
  description: values.description,
})

export const fetchIpPool = (pool: string) => fetchApi('/v1/system/ip-pools/{pool}', { path: { pool } })

// Silo pickers (floating IPs, instance create) read the silo's view of pools too.
async function invalidatePools(): Promise<void> {
  await Promise.all([invalidate('/v1/system/ip-pools', '/v1/system/ip-pools/{pool}', '/v1/system/ip-pools/{pool}/ranges', '/v1/system/ip-pools/{pool}/silos', '/v1/system/ip-pools/{pool}/utilization'), invalidate('/v1/ip-pools'), invalidate('/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas')])
}

export async function createIpPool(values: IpPoolFormValues): Promise<IpPool> {
  const pool = await api.post('/v1/system/ip-pools', { body: ipPoolCreateBody(values) })
  await invalidatePools()
  return pool
}

/** `pool` is the name or id of the pool being edited. */
export async function updateIpPool(pool: string, values: IpPoolFormValues): Promise<IpPool> {
  const updated = await api.put('/v1/system/ip-pools/{pool}', { path: { pool }, body: ipPoolUpdateBody(values) })
  await invalidatePools()
  return updated
}

export async function deleteIpPool(pool: string): Promise<void> {
  await api.delete('/v1/system/ip-pools/{pool}', { path: { pool } })
  await invalidatePools()
}

export function ipPoolFormInput(pool?: IpPool): FormInput<IpPoolFormValues, IpPool> {
  return {
    initialValues: pool ? { name: pool.name, description: pool.description } : ipPoolInitialValues,
    validate: validateIpPool,
    submit: (v) => (pool ? updateIpPool(pool.name, v) : createIpPool(v)),
  }
}

// ---- ranges: how one reads, the list's pages, the add-range form, remove ----
//
// Ranges change the pool's utilization, so every write invalidates the pools too.

/** 4 or 6: the range's IP version (Nexus's ranges are one version: its first address says which). */
export const rangeVersion = (range: IpRange): 4 | 6 => (range.first.includes(':') ? 6 : 4)

// How a range reads (rangeText) is ../shared/ip-pools.rules.ts's: the routes' toasts name a range without this module.

export type IpRangeFormValues = { first: string; last: string }

export const ipRangeInitialValues: IpRangeFormValues = { first: '', last: '' }

export const validateIpRangeForm = (values: IpRangeFormValues): FieldErrors<IpRangeFormValues> => validateIpRange(values)

/** What the add call sends: the addresses as typed, without surrounding spaces. */
export const ipRangeBody = (values: IpRangeFormValues): IpRange => ({ first: values.first.trim(), last: values.last.trim() })

export const ipPoolRangesPage =
  (pool: string) =>
  ({ pageToken, limit }: PageParams) =>
    fetchApi('/v1/system/ip-pools/{pool}/ranges', { path: { pool }, query: { limit, pageToken } })

async function invalidateRanges(): Promise<void> {
  await Promise.all([invalidate('/v1/system/ip-pools', '/v1/system/ip-pools/{pool}', '/v1/system/ip-pools/{pool}/ranges', '/v1/system/ip-pools/{pool}/silos', '/v1/system/ip-pools/{pool}/utilization'), invalidate('/v1/ip-pools')])
}

export async function addIpRange(pool: string, values: IpRangeFormValues): Promise<IpPoolRange> {
  const range = await api.post('/v1/system/ip-pools/{pool}/ranges/add', { path: { pool }, body: ipRangeBody(values) })
  await invalidateRanges()
  return range
}

/** Nexus refuses while an address of the range is handed out; its message is the toast's. */
export async function removeIpRange(pool: string, range: IpRange): Promise<void> {
  await api.post('/v1/system/ip-pools/{pool}/ranges/remove', { path: { pool }, body: range })
  await invalidateRanges()
}

export function ipRangeFormInput(pool: string): FormInput<IpRangeFormValues, IpPoolRange> {
  return { initialValues: ipRangeInitialValues, validate: validateIpRangeForm, submit: (v) => addIpRange(pool, v) }
}

// ---- the silos a pool is linked to ----
//
// The tab's rows (each link with its silo's name), the link form, make default
// and unlink. Links decide which pools a silo's users see, so writes
// invalidate both views.

/** A link with its silo's name (undefined when the silo could not be read). */
export type PoolSiloRow = IpPoolSiloLink & { siloName?: string }

export type LinkSiloValues = { silo: string; isDefault: boolean }

export const linkSiloInitialValues: LinkSiloValues = { silo: '', isDefault: false }

export function validateLinkSilo(values: LinkSiloValues): FieldErrors<LinkSiloValues> {
  return { silo: values.silo ? undefined : messages.required('Silo') }
}

const siloName = (id: string) =>
  fetchApi('/v1/system/silos/{silo}', { path: { silo: id } }).then(
    (s) => s.name,
    () => undefined,
  )

/** A page of the pool's links, each with its silo's name (read by id: a silo need not be discoverable). */
export const poolSilosPage =
  (pool: string) =>
  async ({ pageToken, limit }: PageParams) => {
    const page = await fetchApi('/v1/system/ip-pools/{pool}/silos', { path: { pool }, query: { limit, pageToken } })
    const items: PoolSiloRow[] = await Promise.all(
      page.items.map(async (link) => ({ ...link, siloName: await siloName(link.siloId) })),
    )
    return { ...page, items }
  }

/** The silos the link form offers: every silo the list shows that the pool is not linked to yet. */
export async function loadLinkableSilos(pool: string): Promise<Silo[]> {
  const [silos, links] = await Promise.all([
    allPages((pageToken) => fetchApi('/v1/system/silos', { query: { limit: MAX_LIMIT, pageToken } })),
    allPages((pageToken) =>
      fetchApi('/v1/system/ip-pools/{pool}/silos', { path: { pool }, query: { limit: MAX_LIMIT, pageToken } }),
    ),
  ])
  const linked = new Set(links.map((l) => l.siloId))
  return silos.filter((s) => !linked.has(s.id))
}

async function invalidateLinks(): Promise<void> {
  await Promise.all([invalidate('/v1/system/ip-pools', '/v1/system/ip-pools/{pool}', '/v1/system/ip-pools/{pool}/ranges', '/v1/system/ip-pools/{pool}/silos', '/v1/system/ip-pools/{pool}/utilization'), invalidate('/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas'), invalidate('/v1/ip-pools')])
}

/**
 * Links the pool; as the silo's default, it then takes the default over.
 * (Nexus refuses a link made default while the silo has another default, and
 * a make-default demotes the old one: two calls say what the user meant.)
 */
export async function linkSilo(pool: string, values: LinkSiloValues): Promise<IpPoolSiloLink> {
  try {
    const link = await api.post('/v1/system/ip-pools/{pool}/silos', {
      path: { pool },
      body: { silo: values.silo, isDefault: false },
    })
    if (!values.isDefault) return link
    return await api.put('/v1/system/ip-pools/{pool}/silos/{silo}', {
      path: { pool, silo: values.silo },
      body: { isDefault: true },
    })
  } finally {
    // Even a half-done link (linked, not made default) is news to the lists.
    await invalidateLinks()
  }
}

export async function makeDefault(pool: string, silo: string): Promise<void> {
  await api.put('/v1/system/ip-pools/{pool}/silos/{silo}', { path: { pool, silo }, body: { isDefault: true } })
  await invalidateLinks()
}

export async function unlinkSilo(pool: string, silo: string): Promise<void> {
  await api.delete('/v1/system/ip-pools/{pool}/silos/{silo}', { path: { pool, silo } })
  await invalidateLinks()
}

export function linkSiloFormInput(pool: string): FormInput<LinkSiloValues, IpPoolSiloLink> {
  return { initialValues: linkSiloInitialValues, validate: validateLinkSilo, submit: (v) => linkSilo(pool, v) }
}

// What the IP pool page reads: the pool with its address counts (with the
// route, and again when a change invalidates it), and the silos its link modal
// offers.
export type IpPoolPageData = Awaited<ReturnType<typeof loadIpPoolPage>>

/** The link modal's choices, as the list machine's one page: every silo not linked yet. */
export const linkableSilosPage =
  (pool: string) =>
  async (): Promise<Page<Silo>> => ({ items: await loadLinkableSilos(pool), nextPage: null })

// ---- the IP pools linked to one silo (the silo page's IP pools tab) ----
//
// The list, the pools it may still link, and link / make default / unlink:
// the same link calls as the pool's linked-silos tab, seen from the silo's side.

export type SiloIpPool = Schema<'SiloIpPool'>

export const siloIpPoolsPage =
  (silo: string) =>
  ({ pageToken, limit }: PageParams) =>
    fetchApi('/v1/system/silos/{silo}/ip-pools', { path: { silo }, query: { limit, pageToken } })

export type { IpPool }

/** Every pool not yet linked to the silo, in one page, for the link form's picker. */
export const linkablePoolsPage =
  (silo: string): FetchPage<IpPool> =>
  async () => {
    const [pools, linked] = await Promise.all([
      allPages((pageToken) => fetchApi('/v1/system/ip-pools', { query: { limit: MAX_LIMIT, pageToken } })),
      allPages((pageToken) => siloIpPoolsPage(silo)({ limit: MAX_LIMIT, pageToken })),
    ])
    const taken = new Set(linked.map((p) => p.id))
    return { items: pools.filter((p) => !taken.has(p.id)), nextPage: null }
  }

/** A new link is never the default: making one the default is its own, visible step. */
export const linkPool = (silo: string, pool: string): Promise<IpPoolSiloLink> => linkSilo(pool, { silo, isDefault: false })

/** The silo's other default, if any, stays linked but is no longer the default. */
export const makeDefaultPool = (silo: string, pool: string): Promise<void> => makeDefault(pool, silo)

export const unlinkPool = (silo: string, pool: string): Promise<void> => unlinkSilo(pool, silo)

export type LinkPoolValues = { pool: string }

export function validateLinkPool(values: LinkPoolValues): FieldErrors<LinkPoolValues> {
  return values.pool ? {} : { pool: messages.required('IP pool') }
}

export function linkPoolFormInput(silo: string): FormInput<LinkPoolValues, IpPoolSiloLink> {
  return { initialValues: { pool: '' }, validate: validateLinkPool, submit: (v) => linkPool(silo, v.pool) }
}

// ---- who may change pools ----
//
// Every write to a pool (create, edit, delete, its ranges, its silo links)
// is a fleet admin's; a fleet viewer reads the pages, each write disabled
// with the reason.

export const IP_POOL_ADMIN_ONLY = {
  pools: 'Only a fleet admin can create, edit or delete IP pools',
  ranges: 'Only a fleet admin can change a pool’s ranges',
  silos: 'Only a fleet admin can change which silos a pool is linked to',
} as const

const adminOnly = (role: FleetRole | undefined, reason: string): Permission =>
  role === 'admin' ? { allowed: true } : { allowed: false, reason }

export type IpPoolWrites = { pools: Permission; ranges: Permission; silos: Permission }

export const ipPoolWrites = (role: FleetRole | undefined): IpPoolWrites => ({
  pools: adminOnly(role, IP_POOL_ADMIN_ONLY.pools),
  ranges: adminOnly(role, IP_POOL_ADMIN_ONLY.ranges),
  silos: adminOnly(role, IP_POOL_ADMIN_ONLY.silos),
})


// ---- the service pool: the addresses the rack's own services use ----
//
// One pool, set up with the rack, holding the addresses of Nexus, external DNS
// and boundary NTP. It is not one of the pools above: it is never listed with
// them and cannot be linked to a silo. Nexus reports no utilization for it, so
// its page counts what its ranges hold. It takes IPv4 ranges only, and a range
// is removed only while none of the services' addresses is in it.

export const SERVICE_POOL_ADMIN_ONLY = 'Only a fleet admin can change the service pool’s ranges'

/** Adding and removing ranges: fleet admins only (a fleet viewer reads the page). */
export const servicePoolWrite = (role: FleetRole | undefined): Permission => adminOnly(role, SERVICE_POOL_ADMIN_ONLY)

/** The service pool page's writes, by role. */
export const servicePoolWrites = (role: FleetRole | undefined) => ({ ranges: servicePoolWrite(role) })

/** The page's own read: the pool (who may change it is the fleet role's, read by the system pages' layout). */
export const loadServicePoolPage = async () => ({ pool: await fetchApi('/v1/system/ip-pools-service') })

export type ServicePoolPage = Awaited<ReturnType<typeof loadServicePoolPage>>

export const servicePoolRangesPage = ({ pageToken, limit }: PageParams) =>
  fetchApi('/v1/system/ip-pools-service/ranges', { query: { limit, pageToken } })

/** How many addresses a range holds (a range as Nexus sends it is always valid). */
export const rangeSize = (range: IpRange): bigint => ipRangeSize(range.first, range.last) ?? 0n

/** The ranges' capacity, summed (the page's shown rows: Nexus has no count for the service pool). */
export const totalSize = (ranges: IpPoolRange[]): bigint => ranges.reduce((n, r) => n + rangeSize(r.range), 0n)

export const serviceRangeMessages = { ipv4Only: 'The service pool takes IPv4 ranges only' } as const

/** A range's own checks, then IPv4 only (Nexus refuses an IPv6 range in the service pool). */
export function validateServiceRangeForm(values: IpRangeFormValues): FieldErrors<IpRangeFormValues> {
  const errors = validateIpRange(values)
  if (errors.first || errors.last) return errors
  return ipPosition(values.first.trim())?.version === 6 ? { first: serviceRangeMessages.ipv4Only } : {}
}

async function invalidateServicePool(): Promise<void> {
  await invalidate('/v1/system/ip-pools-service', '/v1/system/ip-pools-service/ranges')
}

export async function addServiceRange(values: IpRangeFormValues): Promise<IpPoolRange> {
  const range = await api.post('/v1/system/ip-pools-service/ranges/add', { body: ipRangeBody(values) })
  await invalidateServicePool()
  return range
}

/** Nexus refuses while a service's address is in the range; its message is the toast's. */
export async function removeServiceRange(range: IpRange): Promise<void> {
  await api.post('/v1/system/ip-pools-service/ranges/remove', { body: range })
  await invalidateServicePool()
}

export function serviceRangeFormInput(): FormInput<IpRangeFormValues, IpPoolRange> {
  return { initialValues: ipRangeInitialValues, validate: validateServiceRangeForm, submit: addServiceRange }
}
