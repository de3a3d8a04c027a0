// The support bundle pages' calls: collect a bundle, a bundle's file index, a
// file's size, a small text file read to show in place, and how a download
// reaches the browser. The list and a bundle's page are read in
// support-bundles.reads.ts.
import { api, invalidate, requestRaw } from '~/api'
import {
  bundleFileName,
  fileName,
  MAX_SIZE_READS,
  parseIndex,
  VIEW_LIMIT_BYTES,
  type IndexEntry,
  type SupportBundle,
} from './support-bundle.rules'
import { BUNDLE, BUNDLES_PATH } from './support-bundles.reads'

// The reads live apart (the routes import them with the app); here as before for the pages and tests.
export {
  BUNDLE_PAGE_READS,
  BUNDLES_PATH,
  bundlesPage,
  loadBundlePage,
  loadBundleRights,
  type BundlePage,
} from './support-bundles.reads'

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
