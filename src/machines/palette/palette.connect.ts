import type { SnapshotFrom } from 'xstate'
import type { PaletteEvent, PaletteMachine } from './palette.machine'
import type { PaletteScope } from './palette'

/** One line of the palette: a place to go (`to`) or an action of the page (named by `value`). */
export type PaletteItem = {
  /** Unique among the items; what the listbox highlights and selects. */
  value: string
  /** What the user reads, and the option's accessible name. */
  label: string
  /** The heading it is listed under (a project, "Settings", "Actions"…); also matched. */
  group: string
  /** More words the filter matches, e.g. the instance an action acts on. */
  keywords?: string
  /** Listed only once the user types: there are too many to list up front (other projects' pages). */
  searchOnly?: boolean
  /** The in-app URL it goes to; absent for an action. */
  to?: string
}

export type PaletteGroup = { label: string; items: PaletteItem[] }

export type PaletteProps = {
  open: boolean
  /** The lists behind the items are loading (the fixed pages are already there). */
  loading: boolean
  /** Why some items are missing. */
  error?: string
  query: string
  /** The items that match the query, in order. */
  items: PaletteItem[]
  /** The same, under their headings, in order of first appearance. */
  groups: PaletteGroup[]
  /** What Enter runs: the item moved to, else the first match; null when nothing matches. */
  highlighted: string | null
  show: () => void
  toggle: () => void
  close: () => void
  search: (query: string) => void
  highlight: (value: string | null) => void
}

/**
 * Case-insensitive: every word typed must appear in the item's label, heading
 * or keywords ("mock disks" finds mock-project's Disks). With nothing typed,
 * everything but the search-only items.
 */
export function filterItems(items: PaletteItem[], query: string): PaletteItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return items.filter((i) => !i.searchOnly)
  return items.filter((item) => {
    const text = `${item.label} ${item.group} ${item.keywords ?? ''}`.toLowerCase()
    return words.every((w) => text.includes(w))
  })
}

export function groupItems(items: PaletteItem[]): PaletteGroup[] {
  const groups = new Map<string, PaletteItem[]>()
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item])
  return [...groups].map(([label, list]) => ({ label, items: list }))
}

/**
 * `items` are every item the page offers (built by the route layer from the
 * snapshot's data); `scope` is the page the palette opens for.
 */
export function connectPalette(
  snapshot: SnapshotFrom<PaletteMachine>,
  send: (event: PaletteEvent) => void,
  { items, scope }: { items: PaletteItem[]; scope: PaletteScope },
): PaletteProps {
  const { query, highlighted, data } = snapshot.context
  const matching = filterItems(items, query)
  // Groups reorder nothing: the highlight moves through the items in the order they are shown.
  const groups = groupItems(matching)
  const shown = groups.flatMap((g) => g.items)
  const current = shown.some((i) => i.value === highlighted) ? highlighted : (shown[0]?.value ?? null)
  return {
    open: snapshot.matches('open'),
    loading: snapshot.matches({ open: 'loading' }),
    error: data.error,
    query,
    items: shown,
    groups,
    highlighted: current,
    show: () => send({ type: 'OPEN', scope }),
    toggle: () => send({ type: 'TOGGLE', scope }),
    close: () => send({ type: 'CLOSE' }),
    search: (q) => send({ type: 'TYPE', query: q }),
    highlight: (value) => send({ type: 'HIGHLIGHT', value }),
  }
}
