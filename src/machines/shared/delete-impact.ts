// Reads behind a delete confirmation: one bounded request per kind of
// dependent (the first 100, never a loop over pages), the rules in
// delete-impact.rules.ts.
import { firstPage, PICKER_LIMIT, type Page } from '~/api'
import type { DependentGroup } from './delete-impact.rules'

/** How a confirmation links an item to its page, given by the route (machines build no URLs). */
export type LinkTo = (name: string) => string | undefined

/** One kind of dependent: the first page of its list, named and linked. */
export async function readGroup(
  noun: string,
  relation: string,
  read: (limit: number) => Promise<Page<{ name: string }>>,
  to?: LinkTo,
): Promise<DependentGroup> {
  const page = await firstPage(read, PICKER_LIMIT)
  return { noun, relation, items: page.items.map((i) => ({ name: i.name, to: to?.(i.name) })), more: page.more }
}
