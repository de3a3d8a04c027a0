// What a delete takes with it, as a confirmation shows it: plain data, read
// before the user confirms (each resource's module reads its own).

/** One kind of thing that depends on the resource: its count and the items read (linked where they have a page). */
export type DependentGroup = {
  /** 'instance', 'disk', … (singular; the dialog counts it). */
  noun: string
  /** How it relates: 'in this project', 'attached', 'made from it'. */
  relation?: string
  items: { name: string; to?: string }[]
  /** More exist than one request read. */
  more?: boolean
}

/** What the confirmation says before Delete: what depends on it, and why Nexus will refuse (then no Delete is offered). */
export type DeleteImpact = { dependents: DependentGroup[]; refusal?: string }

const plural = (noun: string) => (/(s|sh|ch|x)$/.test(noun) ? `${noun}es` : /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`)

/** '3 instances', '1 disk', '100 or more snapshots'. */
export function countLabel(group: Pick<DependentGroup, 'noun' | 'items' | 'more'>): string {
  const n = group.items.length
  const noun = n === 1 && !group.more ? group.noun : plural(group.noun)
  return `${n.toLocaleString('en-US')}${group.more ? ' or more' : ''} ${noun}`
}

/** Only the groups that hold something. */
export const nonEmpty = (groups: DependentGroup[]) => groups.filter((g) => g.items.length > 0)
