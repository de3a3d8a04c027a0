// The kit's columns with the filter and sorts put in: the name and
// description cells mark what the filter matched; the name header sorts by
// Nexus's name sort where the list call has one (else the loaded page); other
// headers whose values sort sort the loaded page only, and say so.
import type { ListProps } from '~/machines/shared/list.connect'
import { nextSortBy, sortRows } from '~/machines/shared/list-find.rules'
import type { ActionItem, Column } from '~/views/ui'
import { highlightNode } from './Highlight'

export const PAGE_ONLY_NOTE = 'Sorts the rows on this page only'
const HIGHLIGHTED = new Set(['Name', 'Description'])

type SortValue = string | number | undefined | null

/** A column's value to sort the loaded page by: its own `sortValue`, else a plain text or number cell. */
function sortValueOf<Row>(c: Column<Row>, sample: Row | undefined): ((row: Row) => SortValue) | undefined {
  if (c.sortValue) return c.sortValue
  if (c.hideHeader || sample === undefined) return undefined
  const v = c.cell(sample)
  return typeof v === 'string' || typeof v === 'number' ? (row) => textKey(c.cell(row)) : undefined
}

/** A formatted date ('Nov 5, 2026, 09:00') sorts by its time; other text as text (numbers in it numerically). */
function textKey(v: unknown): SortValue {
  if (typeof v === 'number') return v
  if (typeof v !== 'string') return undefined
  const t = /\b(19|20)\d\d\b/.test(v) ? Date.parse(v) : NaN
  return Number.isNaN(t) ? v : t
}

/** The columns as the list shows them, and its rows in the order and selection the filter says. */
export function findAndSort<Row>(columns: Column<Row>[], list: ListProps<Row>): { columns: Column<Row>[]; rows: Row[] } {
  const filter = list.filter
  if (!filter) return { columns, rows: list.rows }
  const { pageSort, query } = filter
  const sample = filter.rows[0] ?? list.rows[0]
  const keys = new Map<string, (row: Row) => SortValue>()
  const out = columns.map((c): Column<Row> => {
    const isName = c.header === 'Name'
    const nameKey = isName ? (row: Row) => filter.textOf(row).name : undefined
    const key = sortValueOf(c, sample) ?? nameKey
    if (key) keys.set(c.header, key)
    const cell = query && HIGHLIGHTED.has(c.header) ? (row: Row) => highlightNode(c.cell(row), query) : c.cell
    if (isName && list.nameSort) {
      const { sortBy, setSortBy } = list.nameSort
      return {
        ...c,
        cell,
        sort: {
          direction: pageSort ? undefined : sortBy === 'name_descending' ? 'descending' : 'ascending',
          onSort: () => (pageSort ? filter.unsortPage() : setSortBy(nextSortBy(sortBy))),
        },
      }
    }
    if (!key) return { ...c, cell }
    return {
      ...c,
      cell,
      sort: {
        direction: pageSort?.column === c.header ? pageSort.direction : undefined,
        onSort: () => filter.sortPage(c.header),
        note: PAGE_ONLY_NOTE,
      },
    }
  })
  const key = pageSort && keys.get(pageSort.column)
  return { columns: out, rows: key ? sortRows(filter.rows, key, pageSort.direction) : filter.rows }
}

/** 'Copy ID' and 'Copy name' first in every row's menu. */
export function withCopyItems<Row>(
  rowActions: ((row: Row) => ActionItem[]) | undefined,
  copyItems: (row: { id?: string; name?: string }) => ActionItem[],
  textOf: ((row: Row) => { id?: string; name?: string }) | undefined,
): ((row: Row) => ActionItem[]) | undefined {
  // A list without a row menu gets none for copying alone: its rows are read-only, and say so by having none.
  if (!textOf || !rowActions) return rowActions
  return (row) => [...copyItems(textOf(row)), ...rowActions(row)]
}
