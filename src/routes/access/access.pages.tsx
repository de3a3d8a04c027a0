// The Access page and its side modals: a chunk of their own, loaded with the
// page's rows (access.routes.tsx) and on link intent.
import { useState } from 'react'
import type { AccessRow } from '~/machines/access/access-rows'
import { checkOwnLastAdmin, type Me } from '~/machines/access/own-admin'
import { removeRole, type AccessScope } from '~/machines/access/policy'
import { addRoleFormInput, changeRoleFormInput, pickerChoicesPage, removeRoleQuestion, roleSavedMessage } from '~/machines/access/role-form'
import { AccessPage } from '~/views/access/AccessPage'
import { AddRoleForm } from '~/views/access/AddRoleForm'
import { ChangeRoleForm } from '~/views/access/ChangeRoleForm'
import { useConfirmAction, useFormPage, useListPage, type ListPageProps } from '../kit'
import { authedRoute } from '../layouts'
import type { Session } from '../session'
import { scopeOf } from './access.routes'

/** How the modals and confirm name where the role is: 'the silo', 'project mock-project'. */
const targetOf = (scope: AccessScope) => (scope.kind === 'silo' ? 'the silo' : `project ${scope.project}`)

type ModalProps = { scope: AccessScope; onClose: () => void }

function AddModal({ scope, onClose }: ModalProps) {
  // Read as the modal opens: who has a role changes under a page left open.
  const { list: choices } = useListPage({ fetchPage: pickerChoicesPage(scope) })
  const { form } = useFormPage(addRoleFormInput(scope), {
    noun: 'role',
    verb: 'assigned',
    closeTo: onClose,
    toastTitle: roleSavedMessage,
  })
  return <AddRoleForm form={form} choices={choices} target={targetOf(scope)} onDismiss={onClose} />
}

function ChangeModal({ scope, row, ownLastAdmin, onClose }: ModalProps & { row: AccessRow; ownLastAdmin: boolean }) {
  // Only rows with a role here offer Change role (accessRowActions).
  const { form } = useFormPage(changeRoleFormInput(scope, row, row.role ?? 'viewer'), {
    noun: 'role',
    verb: 'changed',
    closeTo: onClose,
    toastTitle: roleSavedMessage,
  })
  return <ChangeRoleForm form={form} identity={row} ownLastAdmin={ownLastAdmin} onDismiss={onClose} />
}

/** Which modal is open: view state, not server data. */
type Modal = { kind: 'add' } | { kind: 'change'; row: AccessRow; ownLastAdmin: boolean } | null

export function Access({ list, params }: ListPageProps<AccessRow>) {
  const scope = scopeOf(params)
  const session: Session = authedRoute.useLoaderData()
  const me: Me = { id: session.me.id, groupIds: session.groups.map((g) => g.id) }
  const confirmAction = useConfirmAction()
  const [modal, setModal] = useState<Modal>(null)
  const close = () => setModal(null)
  // Whether the row is the user's own last admin role: asked when it is acted on,
  // against the policy as it is then. If that read fails, the action still goes ahead.
  const ownLastAdmin = (row: AccessRow) => checkOwnLastAdmin(scope, me, row.id).catch(() => false)

  const onChangeRole = async (row: AccessRow) => setModal({ kind: 'change', row, ownLastAdmin: await ownLastAdmin(row) })
  const onRemove = async (row: AccessRow) =>
    confirmAction({
      title: 'Remove role',
      message: removeRoleQuestion(row, targetOf(scope), await ownLastAdmin(row)),
      confirmLabel: 'Remove',
      danger: true,
      errorTitle: 'Could not remove role',
      action: () => removeRole(scope, row.id),
      success: `Role of ${row.name} removed`,
    })

  return (
    <>
      <AccessPage
        project={scope.kind === 'project' ? scope.project : undefined}
        list={list}
        onAdd={() => setModal({ kind: 'add' })}
        onChangeRole={(row) => void onChangeRole(row)}
        onRemove={(row) => void onRemove(row)}
      />
      {modal?.kind === 'add' && <AddModal scope={scope} onClose={close} />}
      {modal?.kind === 'change' && (
        <ChangeModal key={modal.row.id} scope={scope} row={modal.row} ownLastAdmin={modal.ownLastAdmin} onClose={close} />
      )}
    </>
  )
}
