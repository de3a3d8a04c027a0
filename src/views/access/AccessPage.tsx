import type { ReactNode } from 'react'
import { accessRowActions, nameOf, type AccessRow, type Directory } from '~/machines/access/access'
import type { Section } from '~/machines/shared/section'
import { ColumnFailure, sectionCell } from '~/views/kit/SectionColumn'
import { IDENTITY_TYPE_LABELS } from '~/machines/access/roles.rules'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import { ListTable } from '~/views/kit/ListTable'
import { Button, EmptyState, PageHeader, type ActionItem, type Column } from '~/views/ui'
import { css } from 'styled-system/css'
import { RoleBadge } from './RoleBadge'
import { muted } from '~/views/ui/text'

type Props = {
  /** A project's page also shows each identity's silo role and the effective one. */
  project?: string
  /** Under the title; by default the silo's or the project's. */
  description?: string
  /** Who may change the policy, where the page knows it (the fleet's): else every write is offered and the server decides. */
  canChange?: Permission
  list: ListProps<AccessRow>
  /** The silo's users and groups, which name the rows: a part of the page, read beside the policy. */
  directory: Section<Directory>
  onAdd: () => void
  onChangeRole: (row: AccessRow) => void
  onRemove: (row: AccessRow) => void
  /** Said above the table, e.g. that its names could not be read. */
  notice?: ReactNode
  /** More of the page, under the role assignments (the fleet's built-in users). */
  children?: ReactNode
}

const ADD_LABEL = 'Add user or group'

const nameColumn = (directory: Section<Directory>): Column<AccessRow> => ({
  header: 'Name',
  // Names that could not be read leave each row its identity's id (the notice above says why).
  cell: (r) => (
    <span className={css({ fontWeight: 'medium' })}>{r.name ?? (directory.status === 'failed' ? r.id : sectionCell(directory, (d) => nameOf(d, r.id)))}</span>
  ),
})
const typeColumn: Column<AccessRow> = {
  header: 'Type',
  width: '8rem',
  cell: (r) => <span className={muted}>{IDENTITY_TYPE_LABELS[r.identityType]}</span>,
}

/** The fleet's, the silo's or a project's role assignments, users before groups, with add, change and remove. */
export function AccessPage({ project, description, canChange = { allowed: true }, list, directory, onAdd, onChangeRole, onRemove, notice, children }: Props) {
  const nameCol = nameColumn(directory)
  const columns: Column<AccessRow>[] = project
    ? [
        nameCol,
        typeColumn,
        { header: 'Project role', width: '10rem', cell: (r) => <RoleBadge role={r.role} /> },
        { header: 'Silo role', width: '10rem', cell: (r) => <RoleBadge role={r.siloRole} /> },
        { header: 'Effective role', width: '10rem', cell: (r) => <RoleBadge role={r.effectiveRole} /> },
      ]
    : [nameCol, typeColumn, { header: 'Role', width: '10rem', cell: (r) => <RoleBadge role={r.role} /> }]

  const rowActions = (r: AccessRow): ActionItem[] => {
    const can = accessRowActions(r, canChange)
    return [
      {
        label: 'Change role',
        disabled: !can.changeRole.allowed,
        disabledReason: can.changeRole.reason,
        onSelect: () => onChangeRole(r),
      },
      {
        label: 'Remove',
        danger: can.remove.allowed,
        disabled: !can.remove.allowed,
        disabledReason: can.remove.reason,
        onSelect: () => onRemove(r),
      },
    ]
  }

  const addButton = (
    <Button size="sm" onClick={onAdd} disabled={!canChange.allowed} disabledReason={canChange.reason}>
      {ADD_LABEL}
    </Button>
  )
  return (
    <>
      <PageHeader
        title="Access"
        description={description ?? (project ? `Roles on project ${project}, and the silo roles it inherits` : 'Roles on the silo')}
        actions={addButton}
      />
      {notice}
      <ColumnFailure section={directory} what="the users’ and groups’ names (the rows show their ids)" />
      <ListTable
        label="Role assignments"
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        rowName={(r) => r.name ?? (directory.status === 'ready' ? nameOf(directory.data, r.id) : r.id)}
        rowActions={rowActions}
        emptyState={<EmptyState title="No role assignments" body="Give a user or group a role to see it here" action={addButton} />}
      />
      {children}
    </>
  )
}
