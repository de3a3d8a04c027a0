// Support bundles: a bundle's states and action table, who may collect and
// delete, the list (newest first) and a bundle's page, the calls the pages
// make (collect, the file index and sizes, a file's text, downloads) and the
// plain rules they use (which files can be shown in place, how sizes read).
// The lifecycle over the action table is support-bundle.machine.ts.
//
// Nexus:
// - a bundle starts collecting and moves on its own to active (or failed);
// - only an active bundle can be downloaded, whole or a file, and its index
//   read ("Cannot download bundle in non-active state");
// - a delete marks a collecting or active bundle destroying (the storage is
//   freed, then it is gone) and removes a failed one at once; a bundle already
//   destroying cannot be deleted again;
// - creating and deleting need "modify" on the fleet: fleet admins; fleet
//   viewers read.
import { allPages, api, fetchApi, invalidate, MAX_LIMIT, requestRaw, type FleetRole, type Read, type Schema } from '~/api'
import { tableRefusal } from '../shared/action-table.rules'
import type { Page } from '../shared/list.machine'
import type { Permission } from '../shared/permission.rules'

export type SupportBundle = Schema<'SupportBundleInfo'>
export type BundleState = SupportBundle['state']

/** Every state a bundle can be in, in the order of its life. */
export const BUNDLE_STATES = ['collecting', 'active', 'destroying', 'failed'] as const satisfies readonly BundleState[]

// The states a bundle leaves on its own are support-bundles.rules.ts's: the list's route polls by them before this module loads.

export const BUNDLE_ADMIN_ONLY = 'Only a fleet admin can collect or delete support bundles'

/** Collecting and deleting bundles: fleet admins only (Nexus: "modify" on the fleet). */
export const bundleWriteRight = (role: FleetRole | undefined): Permission =>
  role === 'admin' ? { allowed: true } : { allowed: false, reason: BUNDLE_ADMIN_ONLY }

/** Newest first: the bundle an operator just collected is the one on top. */
export const newestFirst = (bundles: readonly SupportBundle[]): SupportBundle[] =>
  [...bundles].sort((a, b) => b.timeCreated.getTime() - a.timeCreated.getTime() || (a.id < b.id ? -1 : 1))

// ---- the action table ----------------------------------------------------------

export type BundleAction = 'delete' | 'download'

/** The states each action is allowed in (reading the index is a download too). */
export const BUNDLE_ACTIONS = {
  delete: ['collecting', 'active', 'failed'],
  download: ['active'],
} as const satisfies Record<BundleAction, readonly BundleState[]>

/** 'Only available when the bundle is active'; undefined when the action is allowed. */
export const bundleRefusal = (action: BundleAction, state: BundleState) =>
  tableRefusal(BUNDLE_ACTIONS, action, state, 'bundle')

/** What the collect confirm says: what is gathered, and that it takes a while. */
export const COLLECT_QUESTION =
  'A support bundle gathers the rack’s diagnostic data: logs and service state from every sled, hardware error reports (ereports), and the control plane’s view of the fleet. Collecting takes several minutes; the bundle shows as collecting until it is ready to download.'

// ---- the file index ----------------------------------------------------------

/** One entry of a bundle's index: a file (path as Nexus names it) or a directory (ending in '/'). */
export type IndexEntry = { path: string; name: string; depth: number; isDir: boolean }

/**
 * The index Nexus serves (text/plain: the zip's names, one per line;
 * directories end in '/'), as entries in the order of a tree walk: each
 * directory before what is in it, directories before files, names sorted.
 * Directories the zip does not list on their own are added.
 */
export function parseIndex(text: string): IndexEntry[] {
  const paths = new Set<string>()
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line) continue
    const parts = line.split('/').filter(Boolean)
    for (let i = 1; i < parts.length; i++) paths.add(`${parts.slice(0, i).join('/')}/`)
    paths.add(line.endsWith('/') ? `${parts.join('/')}/` : parts.join('/'))
  }
  const key = (p: string) => p.split('/').filter(Boolean)
  const compare = (a: string, b: string) => {
    const pa = key(a)
    const pb = key(b)
    for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
      if (pa[i] === pb[i]) continue
      // At the first difference: a directory (it has more below, or ends in '/') before a file.
      const aDir = i < pa.length - 1 || a.endsWith('/')
      const bDir = i < pb.length - 1 || b.endsWith('/')
      if (aDir !== bDir) return aDir ? -1 : 1
      return pa[i] < pb[i] ? -1 : 1
    }
    return pa.length - pb.length
  }
  return [...paths].sort(compare).map((path) => {
    const parts = key(path)
    return { path, name: parts.at(-1) ?? path, depth: parts.length - 1, isDir: path.endsWith('/') }
  })
}

/** The largest file shown in place; a bigger one is downloaded. */
export const VIEW_LIMIT_BYTES = 256 * 1024

/**
 * The most files whose size the bundle page asks for (one HEAD each): a bundle
 * of many sleds can list thousands of files, and a page must not wait on a
 * request per row of a long list. Files past it show no size and still download.
 */
export const MAX_SIZE_READS = 200

const TEXT_FILE = /\.(txt|log|json|toml|ya?ml|csv|conf|out|err|md)$|(^|\/)[^./]+$/i

/** Why a file cannot be shown in place; undefined when it can (a text file, its size known and small). */
export function viewRefusal(path: string, size: number | undefined): string | undefined {
  if (!TEXT_FILE.test(path)) return 'Only text files can be viewed here'
  if (size === undefined) return 'Its size is not known yet'
  if (size > VIEW_LIMIT_BYTES) return `Larger than ${formatSize(VIEW_LIMIT_BYTES)}: download it instead`
  return undefined
}

/** The last part of a file's path: what a download is saved as. */
export const fileName = (path: string) => path.split('/').filter(Boolean).at(-1) ?? path

/** The whole bundle's file name, as Nexus's sled agent names it. */
export const bundleFileName = (id: string) => `support-bundle-${id}.zip`

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const

/** 512 → '512 B', 1536 → '1.5 KiB', 10 * 1024 ** 3 → '10 GiB' (binary units, one decimal at most). */
export function formatSize(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  const shown = unit === 0 ? String(value) : String(Math.round(value * 10) / 10)
  return `${shown} ${UNITS[unit]}`
}

// ---- reads: the list, a bundle's page ----------------------------------------

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

/** Collecting and deleting, by role (the pages take the role as a part of the page, not waiting for it). */
export const bundleWrites = (role: FleetRole | undefined) => ({ change: bundleWriteRight(role) })

export type BundlePage = { bundle: SupportBundle }

/** The bundle page's own read: the bundle (its files are read once it is active). */
export const loadBundlePage = async (bundleId: string): Promise<BundlePage> => ({
  bundle: await fetchApi(BUNDLE, { path: { bundle_id: bundleId } }),
})

/** The bundle page follows the bundle (a poll, a delete). */
export const BUNDLE_PAGE_READS: Read[] = [BUNDLES_PATH]

// ---- calls: collect, the index, a file's size and text ------------------------

/** Collect a new bundle; it comes back collecting, and the list follows. */
export async function collectBundle(): Promise<SupportBundle> {
  const bundle = await api.post(BUNDLES_PATH)
  await invalidate(BUNDLES_PATH)
  return bundle
}

/** The bundle's index: Nexus serves the zip's names as text, one per line. */
export async function readIndex(bundleId: string, signal?: AbortSignal): Promise<IndexEntry[]> {
  const response = await requestRaw('get', `${BUNDLE}/index`, { path: { bundle_id: bundleId }, signal })
  return parseIndex(await response.text())
}

const filePath = (bundleId: string, file: string) => ({ path: { bundle_id: bundleId, file } })

/** A file's size, from a HEAD (the index says none); undefined when the answer has no length. */
export async function readFileSize(bundleId: string, file: string, signal?: AbortSignal): Promise<number | undefined> {
  const response = await requestRaw('head', `${BUNDLE}/download/{file}`, { ...filePath(bundleId, file), signal })
  const length = Number(response.headers.get('content-length') ?? NaN)
  return Number.isFinite(length) ? length : undefined
}

/**
 * The sizes of the first MAX_SIZE_READS of `files`, a few HEADs at a time,
 * each handed to `onSize` as it comes. A size that cannot be read is
 * left out: the file can still be downloaded. Stops when `signal` aborts.
 */
export async function readFileSizes(
  bundleId: string,
  files: readonly string[],
  onSize: (file: string, size: number) => void,
  signal?: AbortSignal,
  concurrency = 4,
): Promise<void> {
  const queue = files.slice(0, MAX_SIZE_READS)
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined && !signal?.aborted; file = queue.shift()) {
      const size = await readFileSize(bundleId, file, signal).catch(() => undefined)
      if (size !== undefined && !signal?.aborted) onSize(file, size)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
}

export type FileText = { ok: true; text: string } | { ok: false; error: string }

/**
 * A small text file's contents, to show in place (as text, never as markup).
 * Only files whose HEAD says they are small are read (rules' viewRefusal);
 * what comes back is still cut at the limit, should the file have grown.
 */
export async function readFileText(bundleId: string, file: string): Promise<string> {
  const response = await requestRaw('get', `${BUNDLE}/download/{file}`, filePath(bundleId, file))
  const text = await response.text()
  return text.length > VIEW_LIMIT_BYTES ? text.slice(0, VIEW_LIMIT_BYTES) : text
}

// ---- downloads ---------------------------------------------------------------

/**
 * How a download reaches the browser, decided once by the build. Against
 * Nexus the session is a same-origin cookie, so a plain `<a href download>`
 * lets the browser stream the file to disk: nothing of it passes through the
 * page. The preview's mock lives inside the page and answers only fetch/XHR
 * (a navigation would go to the static server), so there the file is fetched
 * through the API client and handed to the browser as an object URL.
 */
export const DOWNLOAD_BY: 'link' | 'blob' = import.meta.env.VITE_MOCK ? 'blob' : 'link'

export type Download = { url: string; name: string }

/** The whole bundle (a zip). */
export const bundleDownload = (bundleId: string): Download => ({
  url: `${BUNDLES_PATH}/${encodeURIComponent(bundleId)}/download`,
  name: bundleFileName(bundleId),
})

/** One file of the bundle, saved under its own name. */
export const fileDownload = (bundleId: string, file: string): Download => ({
  url: `${BUNDLES_PATH}/${encodeURIComponent(bundleId)}/download/${encodeURIComponent(file)}`,
  name: fileName(file),
})

/** The bytes of a download, for the preview (DOWNLOAD_BY 'blob'): read through the API client. */
export async function readDownload(bundleId: string, file?: string): Promise<Blob> {
  const response =
    file === undefined
      ? await requestRaw('get', `${BUNDLE}/download`, { path: { bundle_id: bundleId } })
      : await requestRaw('get', `${BUNDLE}/download/{file}`, filePath(bundleId, file))
  return response.blob()
}
