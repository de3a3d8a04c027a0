import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ListProps } from '~/machines/shared/list.connect'
import type { ListSelection } from '~/machines/shared/bulk.connect'
import { css } from 'styled-system/css'
import { Button, EmptyState, PageHeader, buttonClass, type TableProps } from '~/views/ui'
import { ListTable } from './ListTable'

type Props<Row> = Omit<TableProps<Row>, 'rows' | 'loading' | 'pagination' | 'emptyState' | 'label'> & {
  list: ListProps<Row>
  /** The page title, also the table's accessible name. */
  title: string
  /**
   * Set when the page has a create form: 'New VPC' linking to it. With
   * `disabledReason` (a fleet viewer, say) it is a disabled button saying why.
   */
  create?: { label: string; to: string; disabledReason?: string }
  empty: { title: string; body: string }
  /** Shown above the table (properties, notes…). */
  children?: ReactNode
  /** Inside a page that already has a title (a tab): no header of its own. */
  headless?: boolean
  /** Rows can be selected and acted on together (ListTable's `selection`). */
  selection?: ListSelection<Row>
  /** Other links beside the create link (the firewall rules' traffic check). */
  actions?: ReactNode
}

const toolbar = css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mb: '3' })

/** A resource's list page: title, create link, the list's table and its empty state. */
export function ResourceListPage<Row>({ list, title, create, empty, children, headless, actions, ...table }: Props<Row>) {
  const variant = headless ? 'secondary' : 'primary'
  const createLink =
    create &&
    (create.disabledReason ? (
      <Button variant={variant} size="sm" disabled disabledReason={create.disabledReason}>
        {create.label}
      </Button>
    ) : (
      <Link to={create.to} className={buttonClass({ variant, size: 'sm' })}>
        {create.label}
      </Link>
    ))
  const tools = (actions || createLink) && (
    <>
      {actions}
      {createLink}
    </>
  )
  return (
    <>
      {headless ? tools && <div className={toolbar}>{tools}</div> : <PageHeader title={title} actions={tools} />}
      {children}
      <ListTable
        {...table}
        label={title}
        list={list}
        emptyState={<EmptyState title={empty.title} body={empty.body} action={createLink} />}
      />
    </>
  )
}
