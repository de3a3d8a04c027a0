// The Access page and its side modals: a chunk of their own, loaded with the
// page's rows (access.routes.tsx) and on link intent. The fleet's page
// (fleet-access.pages.tsx) is the same screen with its own scope.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import {
  accessDescription,
  accessScope,
  accessTarget,
  builtinRolesSection,
  directorySection,
  namedRow,
  ownLastAdmin,
  roleDescriptions,
  roleLevel,
} from '~/machines/access/access'
import type { NamedIdentity } from '~/machines/access/roles.rules'
import { sectionData } from '~/machines/shared/section'
import { roleGuide } from '~/machines/access/role-guide.rules'
import type { AccessRow } from '~/machines/access/access'
import { removeRole, type AccessScope } from '~/machines/access/policy'
import { addRoleFormInput, changeRoleFormInput, pickerChoicesPage, removeRoleQuestion, roleSavedMessage } from '~/machines/access/access'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import { AccessPage } from '~/views/access/AccessPage'
import { AddRoleForm } from '~/views/access/AddRoleForm'
import { ChangeRoleForm } from '~/views/access/ChangeRoleForm'
import { readSignedInUser, useFleetViewer } from '../session'
import { useConfirmAction, useFormPage, useListPage, useSection, type ListPageProps } from '../kit'

// What the routes' loaders call: with the page, not in the app's chunk.
export { accessRowsPage } from '~/machines/access/access'

type ModalProps = { scope: AccessScope; onClose: () => void }

/** What each role may do at the scope: our words at once, the API's titles once read (fleet viewers only may read them). */
function useRoleGuide(scope: AccessScope) {
  // The API's titles once the user is known to be a fleet viewer (another list: read then).
  const isFleetViewer = useFleetViewer()
  const roles = useSection(builtinRolesSection(isFleetViewer))
  return roleGuide(roleLevel(scope), sectionData(roles, []))
}

function AddModal({ scope, onClose }: ModalProps) {
  // Read as the modal opens: who has a role changes under a page left open.
  const { list: choices } = useListPage({ fetchPage: pickerChoicesPage(scope) })
  const guide = useRoleGuide(scope)
  const { form } = useFormPage(addRoleFormInput(scope), {
    noun: 'role',
    verb: 'assigned',
    closeTo: onClose,
    toastTitle: roleSavedMessage,
  })
  return (
    <AddRoleForm
      form={form}
      choices={choices}
      target={accessTarget(scope)}
      roleDescriptions={roleDescriptions(scope)}
      roleGuide={guide}
      onDismiss={onClose}
    />
  )
}

function ChangeModal({ scope, row, ownLastAdmin, onClose }: ModalProps & { row: AccessRow & NamedIdentity; ownLastAdmin: boolean }) {
  // Only rows with a role here offer Change role (accessRowActions).
  const guide = useRoleGuide(scope)
  const { form } = useFormPage(changeRoleFormInput(scope, row, row.role ?? 'viewer'), {
    noun: 'role',
    verb: 'changed',
    closeTo: onClose,
    toastTitle: roleSavedMessage,
  })
  return (
    <ChangeRoleForm
      form={form}
      identity={row}
      ownLastAdmin={ownLastAdmin}
      roleDescriptions={roleDescriptions(scope)}
      roleGuide={guide}
      onDismiss={onClose}
    />
  )
}

/** Which modal is open: view state, not server data. */
type Modal = { kind: 'add' } | { kind: 'change'; row: AccessRow & NamedIdentity; ownLastAdmin: boolean } | null

/** The silo's or a project's Access page: the URL says which. */
export function Access({ list, params }: ListPageProps<AccessRow>) {
  return <AccessScreen scope={accessScope(params)} list={list} />
}

type AccessScreenProps = {
  scope: AccessScope
  list: ListProps<AccessRow>
  /** Who may change the policy, where the page knows it; else the server decides. */
  canChange?: Permission
  /** Said above the table (its names could not be read). */
  notice?: ReactNode
  /** More of the page, under the role assignments. */
  children?: ReactNode
}

/** One scope's role assignments with add, change role and remove. */
export function AccessScreen({ scope, list, canChange, notice, children }: AccessScreenProps) {
  const confirmAction = useConfirmAction()
  const [modal, setModal] = useState<Modal>(null)
  const close = () => setModal(null)
  const isOwnLastAdmin = async (row: AccessRow) => ownLastAdmin(scope, await readSignedInUser(), row.id)
  // The names of the rows: a part of the page, read beside the policy.
  const directory = useSection(directorySection(scope))
  const held = sectionData(directory, undefined)
  // Rows read before the names were in come in the page's order (users before groups, by name) once they are: read again, from the cache (once per arrival).
  const unnamed = list.rows.some((r) => r.name === undefined)
  const { refresh } = list
  const orderedBy = useRef<object>(undefined)
  useEffect(() => {
    if (!held || !unnamed || orderedBy.current === held) return
    orderedBy.current = held
    refresh()
  }, [held, unnamed, refresh])

  const onChangeRole = async (row: AccessRow) => setModal({ kind: 'change', row: namedRow(row, held), ownLastAdmin: await isOwnLastAdmin(row) })
  const onRemove = async (unnamedRow: AccessRow) => {
    const row = namedRow(unnamedRow, held)
    return confirmAction({
      title: 'Remove role',
      message: removeRoleQuestion(row, accessTarget(scope), await isOwnLastAdmin(row)),
      confirmLabel: 'Remove',
      danger: true,
      errorTitle: 'Could not remove role',
      action: () => removeRole(scope, row.id),
      success: `Role of ${row.name} removed`,
    })
  }

  return (
    <>
      <AccessPage
        project={scope.kind === 'project' ? scope.project : undefined}
        description={accessDescription(scope)}
        canChange={canChange}
        list={list}
        directory={directory}
        onAdd={() => setModal({ kind: 'add' })}
        onChangeRole={(row) => void onChangeRole(row)}
        onRemove={(row) => void onRemove(row)}
        notice={notice}
      >
        {children}
      </AccessPage>
      {modal?.kind === 'add' && <AddModal scope={scope} onClose={close} />}
      {modal?.kind === 'change' && (
        <ChangeModal key={modal.row.id} scope={scope} row={modal.row} ownLastAdmin={modal.ownLastAdmin} onClose={close} />
      )}
    </>
  )
}
