// The affinity pages (both kinds' lists, the new-group form, a group's page and
// its add-member modal), with the edit forms: a chunk of their own (affinity.routes.tsx).
import { Outlet, useNavigate } from '@tanstack/react-router'
import { useCallback, useRef, useState } from 'react'
import {
  addMemberFormInput,
  deleteGroup,
  deleteGroupQuestion,
  GROUP_READS,
  groupRowsPage,
  KIND_NOUN,
  memberCandidatesPage,
  memberCountsSection,
  membersPage,
  removeGroupMember,
  type Group,
  type GroupKind,
  type GroupMember,
  type GroupRow,
} from '~/machines/compute/affinity'
import { AddMemberForm } from '~/views/compute/affinity/Forms'
import { AffinityPage, GroupPage } from '~/views/compute/affinity/Pages'
import { pb } from '~/paths'
import { routeApi, useConfirmAction, useConfirmDelete, useFormPage, useListPage, type ListPageProps } from '../kit'
import { useRefreshOnInvalidate } from '../page-actor'
import { useRowsSection } from '../fresh-section'
import { sectionData } from '~/machines/shared/section'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { GroupForm } from '~/views/compute/affinity/Forms'
export { fetchGroup, groupFormInput, groupRowsPage } from '~/machines/compute/affinity'

// The group shown follows what is saved (its edit modal renames it, changes its description).
const antiAffinityGroupRoute = routeApi('/authed/projects/$project/affinity/$antiAffinityGroup', { refreshOn: GROUP_READS })
const affinityGroupRoute = routeApi('/authed/projects/$project/affinity-groups/$affinityGroup', { refreshOn: GROUP_READS })

/** The route's list is the anti-affinity groups; the affinity groups load with the page. */
export function AffinityList({ list, params: { project } }: ListPageProps<GroupRow>) {
  const { list: affinity } = useListPage({ fetchPage: groupRowsPage('affinity', project), refreshOn: GROUP_READS })
  // Each table's member counts: a part of the page, one read per group on screen, after the rows.
  const counts = {
    'anti-affinity': useRowsSection(memberCountsSection('anti-affinity', list.filter?.rows ?? list.rows)),
    affinity: useRowsSection(memberCountsSection('affinity', affinity.filter?.rows ?? affinity.rows)),
  }
  const confirmDelete = useConfirmDelete()
  const onDelete = (kind: GroupKind, g: GroupRow) =>
    void confirmDelete({
      noun: KIND_NOUN[kind],
      name: g.name,
      message: deleteGroupQuestion(kind, g.name, sectionData(counts[kind], undefined)?.get(g.id)),
      remove: () => deleteGroup(kind, project, g.name),
    })
  return <AffinityPage project={project} antiAffinity={list} affinity={affinity} counts={counts} onDelete={onDelete} />
}

/** The new-group form: the kind is chosen in it, so the toast names the kind chosen. */
/** The add-member side modal: its own form, and the project's instances read when it opens. */
function AddMemberModal({ kind, project, group, onClose }: { kind: GroupKind; project: string; group: Group; onClose: () => void }) {
  const { list: candidates } = useListPage({ fetchPage: memberCandidatesPage(kind, project, group.id) })
  const { form } = useFormPage(addMemberFormInput(kind, project, group.name), {
    noun: 'instance',
    verb: 'added',
    closeTo: onClose,
    toastTitle: (m) => `${m.value.name} added to ${group.name}`,
  })
  return <AddMemberForm group={group.name} form={form} choices={candidates} onDismiss={onClose} />
}

export function AntiAffinityGroupRoute() {
  const group = antiAffinityGroupRoute.useLoaderData()
  const { project } = antiAffinityGroupRoute.useParams()
  // Another group is another page: its machines start over (a rename keeps the id, and the page).
  return <GroupRoutePage key={group.id} kind="anti-affinity" project={project} group={group} />
}

export function AffinityGroupRoute() {
  const group = affinityGroupRoute.useLoaderData()
  const { project } = affinityGroupRoute.useParams()
  return <GroupRoutePage key={group.id} kind="affinity" project={project} group={group} />
}

function GroupRoutePage({ kind, project, group }: { kind: GroupKind; project: string; group: Group }) {
  const navigate = useNavigate()
  const confirmAction = useConfirmAction()
  const confirmDelete = useConfirmDelete()
  // Whether the add-member modal is open: a view state, not server data.
  const [adding, setAdding] = useState(false)

  // By the group's id: a rename does not pull the members out from under the page.
  const { actor, list: members } = useListPage({ fetchPage: membersPage(kind, group.id) })
  // While the group is being deleted the page is on its way out: re-reading
  // its members would only flash a 'Not found'.
  const deleting = useRef(false)
  useRefreshOnInvalidate(
    GROUP_READS,
    useCallback(() => {
      if (!deleting.current) actor.send({ type: 'REFRESH' })
    }, [actor]),
  )

  const onRemoveMember = (m: GroupMember) =>
    void confirmAction({
      title: 'Remove instance',
      message: `Are you sure you want to remove ${m.value.name} from ${KIND_NOUN[kind]} ${group.name}?`,
      confirmLabel: 'Remove',
      danger: true,
      errorTitle: 'Could not remove instance',
      action: () => removeGroupMember(kind, project, group.name, m.value.name),
      success: `${m.value.name} removed from ${group.name}`,
    })
  const onDelete = () => {
    deleting.current = true
    void confirmDelete({
      noun: KIND_NOUN[kind],
      name: group.name,
      message: deleteGroupQuestion(kind, group.name, members.isLoading ? undefined : { count: members.rows.length, more: members.canNext }),
      remove: () => deleteGroup(kind, project, group.name),
    }).then((deleted) => {
      deleting.current = deleted
      // Only once the dialog has closed: leaving the page first would dismiss it unanswered.
      if (deleted) void navigate({ to: pb.affinity({ project }) })
    })
  }

  return (
    <>
      <GroupPage
        kind={kind}
        project={project}
        group={group}
        members={members}
        onAddMember={() => setAdding(true)}
        onRemoveMember={onRemoveMember}
        onDelete={onDelete}
      />
      {adding && <AddMemberModal kind={kind} project={project} group={group} onClose={() => setAdding(false)} />}
      <Outlet />
    </>
  )
}
