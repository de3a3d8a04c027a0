import type { ReactNode } from 'react'
import { css, cva } from 'styled-system/css'
import { ActionMenu, rowActionsLabel, type ActionItem } from './ActionMenu'
import { EmptyState } from './PageParts'
import { Pagination, type PaginationProps } from './Pagination'
import { Spinner, SPINNER_MIN_MS, useMinimumDisplay } from './busy'

export type Column<Row> = {
  /** Also the column's name to assistive tech when `hideHeader` keeps it off the screen. */
  header: string
  /** Columns of buttons say what they hold without a visible heading. */
  hideHeader?: boolean
  /** Shown in the header instead of its text (a list's "Select all on page" box); `header` stays its key. */
  headerCell?: ReactNode
  cell: (row: Row) => ReactNode
  /** Any CSS width, e.g. '12rem' or '20%'. */
  width?: string
  /** The value the loaded page sorts by (a date, a size), when the cell is not plain text. */
  sortValue?: (row: Row) => string | number | undefined | null
  /** A sortable column: its header is a button, and says its order (aria-sort). */
  sort?: ColumnSort
}

export type ColumnSort = {
  /** Unset: the column is not the one the rows are sorted by. */
  direction?: 'ascending' | 'descending'
  onSort: () => void
  /** What the sort covers, e.g. 'Sorts the rows on this page only'. */
  note?: string
}

export type TableProps<Row> = {
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
  rowActions?: (row: Row) => ActionItem[]
  /** The row's name, for its actions menu's accessible name ('Actions for disk-1'). */
  rowName?: (row: Row) => string
  /** Accessible name of the table, e.g. 'Projects'. */
  label?: string
  /** Shown instead of the table when there are no rows and nothing is loading. */
  emptyState?: ReactNode
  /** The next page is on its way: the current rows stay, dimmed, under a spinner. */
  loading?: boolean
  pagination?: PaginationProps
}

const frame = css({ border: '1px solid {colors.border}', borderRadius: 'md', bg: 'bg', overflow: 'hidden' })
const scroller = css({ position: 'relative', overflowX: 'auto' })
const table = css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })
// Recipes, not stacked classes: the actions column's alignment and width
// must win over the base cell's.
const th = cva({
  base: {
    h: '9',
    px: '3',
    textAlign: 'left',
    textStyle: 'eyebrow',
    color: 'fgMuted',
    bg: 'bgRaised',
    borderBottom: '1px solid {colors.border}',
    whiteSpace: 'nowrap',
  },
  variants: { actions: { true: { w: '12', textAlign: 'right', pr: '2' }, false: {} } },
  defaultVariants: { actions: false },
})
const td = cva({
  base: { h: '11', px: '3', color: 'fg', borderBottom: '1px solid {colors.border}', verticalAlign: 'middle' },
  variants: {
    kind: {
      data: {},
      actions: { w: '12', textAlign: 'right', pr: '2' },
      // First load: no rows yet, room for the spinner.
      placeholder: { h: '24' },
    },
  },
  defaultVariants: { kind: 'data' },
})
const tr = css({ _hover: { bg: 'bgHover' }, '&:last-child > td': { borderBottom: 'none' } })
const dimmed = css({ opacity: 0.45, transition: 'opacity 0.15s', pointerEvents: 'none' })
const overlay = css({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'fgMuted',
})
const srOnly = css({ srOnly: true })
const sortButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  font: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  _hover: { color: 'fg' },
  // The arrow is drawn, with empty alt text: the header reads (and its text is) its name alone.
  '&::after': { content: '"↕" / ""', opacity: 0.5 },
  '&[data-dir=ascending]::after': { content: '"↑" / ""', opacity: 1 },
  '&[data-dir=descending]::after': { content: '"↓" / ""', opacity: 1 },
})

/** A header that sorts: aria-sort on the header says the order; the note (a tooltip, and its description) what is sorted. */
function SortButton({ header, sort }: { header: string; sort: ColumnSort }) {
  return (
    <button type="button" className={sortButton} onClick={sort.onSort} title={sort.note} data-dir={sort.direction}>
      {header}
    </button>
  )
}

export function Table<Row>({
  columns,
  rows,
  rowKey,
  rowActions,
  rowName,
  label,
  emptyState,
  loading = false,
  pagination,
}: TableProps<Row>) {
  const busy = useMinimumDisplay(loading, SPINNER_MIN_MS)
  const span = columns.length + (rowActions ? 1 : 0)

  if (rows.length === 0 && !busy) {
    return (
      <div className={frame}>
        {emptyState ?? <EmptyState title="No results" body="There is nothing here yet." />}
        {pagination && pagination.hasPrev && <Pagination label={label} {...pagination} />}
      </div>
    )
  }

  return (
    <div className={frame}>
      <div className={scroller}>
        <table className={table} aria-label={label} aria-busy={busy || undefined}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th
                  key={c.header}
                  scope="col"
                  className={th()}
                  style={c.width ? { width: c.width } : undefined}
                  aria-sort={c.sort && !c.hideHeader ? (c.sort.direction ?? 'none') : undefined}
                >
                  {c.headerCell ?? (c.hideHeader ? <span className={srOnly}>{c.header}</span> : c.sort ? <SortButton header={c.header} sort={c.sort} /> : c.header)}
                </th>
              ))}
              {rowActions && (
                <th scope="col" className={th({ actions: true })}>
                  <span className={srOnly}>Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className={busy && rows.length > 0 ? dimmed : undefined}>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={span} className={td({ kind: 'placeholder' })} />
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)} className={tr}>
                  {columns.map((c) => (
                    <td key={c.header} className={td()}>
                      {c.cell(row)}
                    </td>
                  ))}
                  {rowActions && (
                    <td className={td({ kind: 'actions' })}>
                      <ActionMenu items={rowActions(row)} label={rowName && rowActionsLabel(rowName(row))} />
                    </td>
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
        {busy && (
          <div className={overlay}>
            <Spinner show={busy} label="Loading" />
          </div>
        )}
      </div>
      {pagination && <Pagination label={label} {...pagination} />}
    </div>
  )
}
