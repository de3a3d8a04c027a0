// How a page's parts (sections, shared/section.ts) read what they are made
// of. A part's read is often one the page's URL already sent (the boot
// module's early reads, the router's reads on the way in): the part takes
// that answer, a failure included, so a failure shows once, where the part
// is, and is not silently asked again behind the user's back; Retry asks
// again. Also: the items a column names by id (a bounded list first, then one
// GET per id it did not hold, after the rows), and parts joined for one place.
import {
  apiQueryOptions,
  composedSection,
  fetchApi,
  queryClient,
  startSection,
  STALE_TIME,
  type ApiArgs,
  type GetPath,
  type OptionalIfEmpty,
  type Read,
  type ResponseBody,
  type SectionRead,
} from '~/api'
import { errorStatus } from './error-message.rules'
import type { ListProps } from './list.connect'
import type { Section } from './section'

/** A read's failure the cache still holds as the answer (no data, nothing asking it again, lately). */
function failedLately(key: readonly unknown[], now = Date.now()): { error: unknown } | undefined {
  const state = queryClient.getQueryState(key)
  if (!state || state.status !== 'error' || state.fetchStatus !== 'idle' || state.data !== undefined) return undefined
  return now - state.errorUpdatedAt < STALE_TIME ? { error: state.error } : undefined
}

/**
 * Starts a part as its route is entered (startSection), unless its read has
 * just failed: that failure is the part's answer, which the page shows with
 * Retry, rather than a second request nobody asked for.
 */
export function startPart<T>(section: SectionRead<T>): void {
  if (!failedLately(section.key)) startSection(section)
}

/** A GET through the cache, as `fetchApi` makes it. */
export type Ask = <P extends GetPath>(pathTemplate: P, ...opts: OptionalIfEmpty<ApiArgs<P, 'get'>>) => Promise<ResponseBody<P, 'get'>>

/** `fetchApi`, except that a read which has just failed answers with that failure. */
function askAsAsked<P extends GetPath>(pathTemplate: P, ...opts: OptionalIfEmpty<ApiArgs<P, 'get'>>): Promise<ResponseBody<P, 'get'>> {
  const failed = failedLately(apiQueryOptions(pathTemplate, ...opts).queryKey)
  return failed ? Promise.reject(failed.error) : fetchApi(pathTemplate, ...opts)
}

/** The part's last read failed (while it is read again, the cache says 'pending': its times tell). */
function failedLast(key: readonly unknown[]): boolean {
  const state = queryClient.getQueryState(key)
  return !!state && state.errorUpdatedAt > state.dataUpdatedAt
}

/**
 * A part made of several reads. Its first read takes what the page already
 * asked as it was answered (`ask`); read again after it failed (Retry, or a
 * change to what it reads), it asks anew.
 */
export function partSection<T>(key: readonly unknown[], read: (ask: Ask) => Promise<T>, refreshOn: Read | readonly Read[]): SectionRead<T> {
  const section: SectionRead<T> = composedSection(key, (): Promise<T> => read(failedLast(section.key) ? fetchApi : askAsAsked), refreshOn)
  return section
}

/** What a part holds now, if it is in (a form's rules check against the choices as they stand). */
export function heldData<T>(section: SectionRead<T>): T | undefined {
  return queryClient.getQueryData<T>(section.key)
}

// ---- items named by id -------------------------------------------------------------

/** Items by id: found, or `null` when it is gone. */
export type Found<T> = ReadonlyMap<string, T | null>

/** A read by id that answered 404 finds nothing (gone since); any other failure is the part's. */
const gone = (error: unknown) => errorStatus(error) === 404

export type LookupOptions<T> = {
  /** Bounded lists that hold most of them (one request each, whatever the number of rows). */
  lists: (ask: Ask) => Promise<readonly T[]>[]
  /** One item by id, for each the lists did not hold: one bounded batch, after the rows. */
  byId: (ask: Ask, id: string) => Promise<T>
  idOf: (item: T) => string
}

/** The ids the rows point at, each once, in one order (a part's key). */
export const idsOf = (ids: readonly (string | null | undefined)[]): string[] => [...new Set(ids.filter((id): id is string => !!id))].sort()

/**
 * The items `wanted` names: from a few bounded lists and, for ids they did
 * not hold, one GET each, all at once. No ids, no read.
 */
export async function lookUp<T>(ask: Ask, wanted: readonly string[], { lists, byId, idOf }: LookupOptions<T>): Promise<Found<T>> {
  const found = new Map<string, T | null>()
  if (!wanted.length) return found
  for (const list of await Promise.all(lists(ask))) for (const item of list) found.set(idOf(item), item)
  const missing = wanted.filter((id) => !found.has(id))
  await Promise.all(
    missing.map((id) =>
      byId(ask, id).then(
        (item) => void found.set(id, item),
        (error: unknown) => {
          if (!gone(error)) throw error
          found.set(id, null)
        },
      ),
    ),
  )
  return found
}

/**
 * The items a column names, as a part of the page: never read per row before
 * the rows, but as `lookUp` reads them (the page started its lists with its
 * rows). `key`: the part's name and what it is read within (project…).
 */
export function lookupSection<T>(
  key: readonly unknown[],
  ids: readonly (string | null | undefined)[],
  options: LookupOptions<T>,
  refreshOn: Read | readonly Read[],
): SectionRead<Found<T>> {
  const wanted = idsOf(ids)
  return partSection([...key, wanted], (ask) => lookUp(ask, wanted, options), refreshOn)
}

// ---- parts shown in one place ----------------------------------------------------------

type Sections<T> = { [K in keyof T]: Section<T[K]> }

/**
 * Several parts shown as one (a form's picker made of two lists): in when all
 * are; failed when one failed (Retry reads again each that failed); else pending.
 */
export function allSections<T extends Record<string, unknown>>(sections: Sections<T>): Section<T> {
  const entries = Object.entries(sections) as [string, Section<unknown>][]
  const failed = entries.flatMap(([, s]) => (s.status === 'failed' ? [s] : []))
  if (failed.length) return { status: 'failed', message: failed[0].message, retry: () => failed.forEach((s) => s.retry()) }
  if (entries.some(([, s]) => s.status === 'pending')) return { status: 'pending' }
  const data: Record<string, unknown> = {}
  for (const [name, s] of entries) if (s.status === 'ready') data[name] = s.data
  return { status: 'ready', data: data as T }
}

/**
 * A paged table of a page (its own list machine, started with the page) as a
 * part: pending until its first rows, failed when they could not be read
 * (Retry reads them again), else its rows.
 */
export function listPart<T>(list: Pick<ListProps<T>, 'rows' | 'isLoading' | 'error' | 'refresh'>): Section<T[]> {
  if (list.error && list.rows.length === 0) return { status: 'failed', message: list.error, retry: list.refresh }
  if (list.isLoading) return { status: 'pending' }
  return { status: 'ready', data: list.rows }
}
