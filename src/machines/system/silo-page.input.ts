// What the silo page reads with its route: the silo, its quotas and what it
// has provisioned (the header and the quotas tab, re-read when they change),
// and the first page of the list tab it opens on.
import { PAGE_SIZE, type Read } from '~/api'
// From the reads modules, not the forms': this module comes with the app (the silo route's loader).
import { idpsPage } from './idp-form.reads'
import { fetchSilo } from './silo-form.reads'
import { siloIpPoolsPage } from './silo-ip-pools.reads'
import { fetchSiloUtilization } from './silo-quotas.reads'
import { siloUsersPage } from './silo-users.reads'

/** The silo page's tabs, in the order they show; identity providers are the default (`?tab=…`). */
export const SILO_PAGE_TABS = ['idps', 'ip-pools', 'quotas', 'users', 'access'] as const
export type SiloPageTab = (typeof SILO_PAGE_TABS)[number]

/** The tab a URL's `?tab=` names; anything else is the default tab. */
export const siloPageTab = (value: unknown): SiloPageTab =>
  SILO_PAGE_TABS.includes(value as SiloPageTab) ? (value as SiloPageTab) : 'idps'

/**
 * The tab a form opens over, by the form's route (its URL has no `?tab=`):
 * editing the quotas shows the quotas, a user form the users.
 */
export function tabUnderForm(routeId: string | undefined): SiloPageTab | undefined {
  if (routeId?.endsWith('/quotas-edit')) return 'quotas'
  if (routeId?.endsWith('/users-new') || routeId?.endsWith('/set-password')) return 'users'
  return undefined
}

/** The header and the quotas tab. */
export async function loadSiloSummary(silo: string) {
  const [siloRow, utilization] = await Promise.all([fetchSilo(silo), fetchSiloUtilization(silo)])
  // The quotas are what utilization counts as allocated: one read for both.
  return { silo: siloRow, quotas: utilization.allocated, utilization }
}

export type SiloSummary = Awaited<ReturnType<typeof loadSiloSummary>>

/** What the summary follows: the silo and its quotas, and what changes what it has provisioned. */
export const SILO_SUMMARY_READS: Read[] = ['/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas', '/v1/system/utilization/silos', '/v1/system/utilization/silos/{silo}', '/v1/instances', '/v1/instances/{instance}', '/v1/instances/{instance}/anti-affinity-groups', '/v1/instances/{instance}/disks', '/v1/instances/{instance}/external-ips', '/v1/disks', '/v1/disks/{disk}', '/v1/snapshots', '/v1/snapshots/{snapshot}']

export async function loadSiloPage(silo: string, tab: SiloPageTab) {
  const first = { limit: PAGE_SIZE }
  const [summary, idps, pools, users] = await Promise.all([
    loadSiloSummary(silo),
    tab === 'idps' ? idpsPage(silo)(first) : undefined,
    tab === 'ip-pools' ? siloIpPoolsPage(silo)(first) : undefined,
    tab === 'users' ? siloUsersPage(silo)(first) : undefined,
  ])
  return { ...summary, idps, pools, users }
}

export type SiloPageData = Awaited<ReturnType<typeof loadSiloPage>>
