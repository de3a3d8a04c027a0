import type { ListProps } from '~/machines/shared/list.connect'
import { Table, type TableProps } from '~/views/ui'
import { css } from 'styled-system/css'

type Props<Row> = Omit<TableProps<Row>, 'rows' | 'loading' | 'pagination'> & { list: ListProps<Row> }

/** A list machine's page, shown with the one table and its pager. */
export function ListTable<Row>({ list, ...table }: Props<Row>) {
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {list.error && (
        <p role="alert" className={css({ color: 'danger', bg: 'dangerBg', px: '3', py: '2', borderRadius: 'md', fontSize: 'sm' })}>
          {list.error}
        </p>
      )}
      <Table
        {...table}
        rows={list.rows}
        loading={list.isLoading || list.isFetching}
        pagination={{
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
