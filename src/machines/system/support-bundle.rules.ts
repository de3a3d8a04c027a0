// A support bundle's action table and the plain rules its pages use: which
// states allow what, the bundle's file index, which files can be shown in
// place, and how sizes read.
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
//
// The states, who may change bundles and the list's order are in
// support-bundle.list.ts (the routes bring it with the app); re-exported here.
import { tableRefusal } from '../shared/action-table.rules'
import type { BundleState } from './support-bundle.list'

export {
  BUNDLE_ADMIN_ONLY,
  BUNDLE_STATES,
  BUNDLE_TRANSITIONAL_STATES,
  bundleWriteRight,
  isBundleTransitional,
  newestFirst,
  type BundleState,
  type SupportBundle,
} from './support-bundle.list'

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
