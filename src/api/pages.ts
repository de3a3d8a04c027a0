/** A page of a Nexus list, as the client returns it. */
export type Page<T> = { items: T[]; nextPage?: string | null }

/** Every item of a paged list, following page tokens to the end (pickers need all of it). */
export async function allPages<T>(fetchPage: (pageToken?: string) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = []
  let token: string | undefined
  do {
    const page = await fetchPage(token)
    items.push(...page.items)
    token = page.nextPage ?? undefined
  } while (token)
  return items
}
