/** A page of a Nexus list, as the client returns it. */
export type Page<T> = { items: T[]; nextPage?: string | null }

/**
 * How many pages allPages reads at most (1,000 items at the page size of 50):
 * a page must never wait on an unbounded number of requests. Still, twenty
 * requests one after another take seconds: a page's first render uses
 * firstPage (pickers) or looks rows up one by one (cross-references) instead.
 */
export const MAX_PAGES = 20

/**
 * Nexus's largest page. A page whose list must be whole (names for ids, a
 * pool's links) reads with it: one request in practice, and allPages' bound
 * is then 20,000 items, not 1,000.
 */
export const MAX_LIMIT = 1000

/**
 * The items of a paged list, following page tokens until there are none, a
 * token comes back again (a server that keeps answering one would otherwise
 * never let the page show), or `maxPages` pages were read.
 */
export async function allPages<T>(
  fetchPage: (pageToken?: string) => Promise<Page<T>>,
  { maxPages = MAX_PAGES }: { maxPages?: number } = {},
): Promise<T[]> {
  const items: T[] = []
  const seen = new Set<string>()
  let token: string | undefined
  for (let n = 0; n < maxPages; n++) {
    const page = await fetchPage(token)
    items.push(...page.items)
    token = page.nextPage ?? undefined
    if (!token || seen.has(token)) break
    seen.add(token)
  }
  return items
}

/**
 * Items a picker asks for in one request. Nexus caps a page at 1,000 and has
 * no search by name, so a picker shows this many and says so when there are
 * more; the rest are reached by typing a name, fetched with one GET.
 */
export const PICKER_LIMIT = 100

/** A picker's list: the first page, and whether the collection holds more. */
export type Bounded<T> = { items: T[]; more: boolean }

/** One request for a picker: the first `limit` items (never a loop over pages). */
export async function firstPage<T>(
  fetchPage: (limit: number) => Promise<Page<T>>,
  limit: number = PICKER_LIMIT,
): Promise<Bounded<T>> {
  const page = await fetchPage(limit)
  return { items: page.items, more: !!page.nextPage }
}
