// Support bundles' reads: the list (newest first), a bundle's page and whether
// this user may collect and delete. The routes import these with the app; the
// calls the pages make (collect, the file index and sizes, a file's text,
// downloads) stay in support-bundles.input.ts, loaded with the pages.
import { allPages, fetchApi, MAX_LIMIT, type FleetRole, type Read } from '~/api'
import type { Page } from '../shared/list.machine'
import type { Permission } from '../shared/permission.rules'
import { bundleWriteRight, newestFirst, type SupportBundle } from './support-bundle.list'

export const BUNDLES_PATH = '/experimental/v1/system/support-bundles'

/** One bundle's calls sit under this path. */
export const BUNDLE = `${BUNDLES_PATH}/{bundle_id}` as const

/**
 * Every bundle, newest first, as one page. Nexus sorts its pages by id only,
 * and a rack holds at most one bundle per debug disk (a few dozen), so the
 * list reads them all and orders them by time itself.
 */
export async function bundlesPage(): Promise<Page<SupportBundle>> {
  const items = await allPages((pageToken) => fetchApi(BUNDLES_PATH, { query: { limit: MAX_LIMIT, pageToken } }))
  return { items: newestFirst(items) }
}

/** Whether the signed-in user may collect and delete bundles (their fleet role; the route reads it). */
export const loadBundleRights = async (readFleetRole: () => Promise<FleetRole | undefined>): Promise<Permission> =>
  bundleWriteRight(await readFleetRole())

export type BundlePage = { bundle: SupportBundle; canChange: Permission }

/** The bundle page's reads: the bundle, and the user's right to delete it (its files are read once it is active). */
export async function loadBundlePage(
  bundleId: string,
  readFleetRole: () => Promise<FleetRole | undefined>,
): Promise<BundlePage> {
  const [bundle, canChange] = await Promise.all([
    fetchApi(BUNDLE, { path: { bundle_id: bundleId } }),
    loadBundleRights(readFleetRole),
  ])
  return { bundle, canChange }
}

/** The bundle page follows the bundle (a poll, a delete) and what the user's fleet role comes from. */
export const BUNDLE_PAGE_READS: Read[] = [BUNDLES_PATH, '/v1/system/policy', '/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas']
