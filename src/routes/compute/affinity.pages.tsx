// The affinity pages (groups list, a group's page and its add-member modal): a
// chunk of their own (affinity.routes.tsx). The group forms are views themselves.
import { Outlet, useNavigate } from '@tanstack/react-router'
import { useCallback, useRef, useState } from 'react'
import {
  addMemberFormInput,
  GROUP_READS,
  memberCandidatesPage,
  membersPage,
  deleteAntiAffinityGroup,
  removeAntiAffinityGroupMember,
  type AntiAffinityGroup,
  type AntiAffinityGroupMember,
  type AntiAffinityGroupRow,
} from '~/machines/compute/affinity'
import { AddMemberForm } from '~/views/compute/affinity/Forms'
import { AffinityPage, AntiAffinityGroupPage } from '~/views/compute/affinity/Pages'
import { pb } from '~/paths'
import { routeApi, useConfirmAction, useConfirmDelete, useFormPage, useListPage, type ListPageProps } from '../kit'
import { useRefreshOnInvalidate } from '../page-actor'

// The group shown follows what is saved (its edit modal renames it, changes its description).
const groupRoute = routeApi('/authed/projects/$project/affinity/$antiAffinityGroup', {
  refreshOn: GROUP_READS,
})

export function AffinityList({ list, params: { project } }: ListPageProps<AntiAffinityGroupRow>) {
  const confirmDelete = useConfirmDelete()
  const onDelete = (g: AntiAffinityGroupRow) =>
    void confirmDelete({ noun: 'anti-affinity group', name: g.name, remove: () => deleteAntiAffinityGroup(project, g.name) })
  return <AffinityPage project={project} list={list} onDelete={onDelete} />
}

/** The add-member side modal: its own form, and the project's instances read when it opens. */
function AddMemberModal({ project, group, onClose }: { project: string; group: AntiAffinityGroup; onClose: () => void }) {
  const { list: candidates } = useListPage({ fetchPage: memberCandidatesPage(project, group.id) })
  const { form } = useFormPage(addMemberFormInput(project, group.name), {
    noun: 'instance',
    verb: 'added',
    closeTo: onClose,
    toastTitle: (m) => `${m.value.name} added to ${group.name}`,
  })
  return <AddMemberForm group={group.name} form={form} choices={candidates} onDismiss={onClose} />
}

export function AntiAffinityGroupRoute() {
  const group = groupRoute.useLoaderData()
  const { project } = groupRoute.useParams()
  // Another group is another page: its machines start over (a rename keeps the id, and the page).
  return <GroupPage key={group.id} project={project} group={group} />
}

function GroupPage({ project, group }: { project: string; group: AntiAffinityGroup }) {
  const navigate = useNavigate()
  const confirmAction = useConfirmAction()
  const confirmDelete = useConfirmDelete()
  // Whether the add-member modal is open: a view state, not server data.
  const [adding, setAdding] = useState(false)

  // By the group's id: a rename does not pull the members out from under the page.
  const { actor, list: members } = useListPage({ fetchPage: membersPage(group.id) })
  // While the group is being deleted the page is on its way out: re-reading
  // its members would only flash a 'Not found'.
  const deleting = useRef(false)
  useRefreshOnInvalidate(
    GROUP_READS,
    useCallback(() => {
      if (!deleting.current) actor.send({ type: 'REFRESH' })
    }, [actor]),
  )

  const onRemoveMember = (m: AntiAffinityGroupMember) =>
    void confirmAction({
      title: 'Remove instance',
      message: `Are you sure you want to remove ${m.value.name} from anti-affinity group ${group.name}?`,
      confirmLabel: 'Remove',
      danger: true,
      errorTitle: 'Could not remove instance',
      action: () => removeAntiAffinityGroupMember(project, group.name, m.value.name),
      success: `${m.value.name} removed from ${group.name}`,
    })
  const onDelete = () => {
    deleting.current = true
    void confirmDelete({
      noun: 'anti-affinity group',
      name: group.name,
      remove: () => deleteAntiAffinityGroup(project, group.name),
    }).then((deleted) => {
      deleting.current = deleted
      // Only once the dialog has closed: leaving the page first would dismiss it unanswered.
      if (deleted) void navigate({ to: pb.affinity({ project }) })
    })
  }

  return (
    <>
      <AntiAffinityGroupPage
        project={project}
        group={group}
        members={members}
        onAddMember={() => setAdding(true)}
        onRemoveMember={onRemoveMember}
        onDelete={onDelete}
      />
      {adding && <AddMemberModal project={project} group={group} onClose={() => setAdding(false)} />}
      <Outlet />
    </>
  )
}
