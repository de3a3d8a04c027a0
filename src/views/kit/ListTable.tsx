import type { ListProps } from '~/machines/shared/list.connect'
import { EmptyState, Table, useCopyItems, type TableProps } from '~/views/ui'
import { css } from 'styled-system/css'
import { ListFilter } from './ListFilter'
import { findAndSort, withCopyItems } from './list-columns'
import { selectionColumns, SelectionBar } from './Selection'
import type { ListSelection } from '~/machines/shared/bulk.connect'

type Props<Row> = Omit<TableProps<Row>, 'rows' | 'loading' | 'pagination'> & {
  list: ListProps<Row>
  /** Rows can be selected and acted on together (a checkbox column and a bar of the resource's bulk actions). */
  selection?: ListSelection<Row>
}

/** A list machine's page, shown with its filter, the one table and its pager. */
export function ListTable<Row>({ list, selection: selectable, ...table }: Props<Row>) {
  const copyItems = useCopyItems()
  const { filter } = list
  const { columns, rows } = findAndSort(table.columns, list)
  const walked = !!filter?.search
  // Rows found by searching all pages are copies, not the list's own: they are not acted on together.
  const selection = walked ? undefined : selectable
  const picked = selection && selectionColumns(selection, rows)
  const noMatch = filter?.query && (
    <EmptyState
      title="No matches"
      body={
        walked
          ? `Nothing in the pages searched matches “${filter.query}”.`
          : `Nothing on this page matches “${filter.query}”.${filter.canSearchAll ? ' Search all pages to look further.' : ''}`
      }
    />
  )
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {filter && table.label && <ListFilter filter={filter} label={table.label} openByName={list.openByName} />}
      {list.error && (
        <p role="alert" className={css({ color: 'danger', bg: 'dangerBg', px: '3', py: '2', borderRadius: 'md', fontSize: 'sm' })}>
          {list.error}
        </p>
      )}
      {selection && <SelectionBar selection={selection} rows={rows} label={table.label ?? 'Rows'} />}
      <Table<Row>
        {...table}
        columns={picked ? picked.around(columns) : columns}
        rows={rows}
        rowActions={withCopyItems(table.rowActions, copyItems, filter?.textOf)}
        rowName={table.rowName ?? (filter && ((row) => filter.textOf(row).name ?? filter.textOf(row).id ?? ''))}
        emptyState={(list.rows.length > 0 && noMatch) || table.emptyState}
        loading={list.isLoading || list.isFetching || !!filter?.search?.running}
        // The walk's matches come from every page: the pager is for the list's own pages.
        pagination={walked ? undefined : {
          pageSize: list.pageSize,
          onPageSizeChange: list.setPageSize,
          offset: list.offset,
          count: list.rows.length,
          hasPrev: list.canPrev,
          hasNext: list.canNext,
          onPrev: list.prev,
          onNext: list.next,
        }}
      />
    </div>
  )
}
