/** A page of a Nexus list, as the client returns it. */
export type Page<T> = { items: T[]; nextPage?: string | null }

/**
 * How many pages a picker or cross-reference reads at most (1,000 items at the
 * page size of 50): a page must never wait on an unbounded number of requests.
 */
export const MAX_PAGES = 20

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
