// The affinity pages (groups list, a group's page, its forms): a chunk of their
// own (affinity.routes.tsx).
import { Outlet, useNavigate } from '@tanstack/react-router'
import { useCallback, useRef, useState } from 'react'
import { allPages, fetchApi, firstPage, MAX_LIMIT } from '~/api'
import {
  addMemberFormInput,
  deleteAntiAffinityGroup,
  memberCandidates,
  removeAntiAffinityGroupMember,
  type AntiAffinityGroup,
  type AntiAffinityGroupFormValues,
  type AntiAffinityGroupMember,
  type AntiAffinityGroupRow,
  type MemberCandidate,
} from '~/machines/compute/anti-affinity-form'
import type { Page, PageParams } from '~/machines/shared/list.machine'
import { AddMemberForm } from '~/views/compute/affinity/AddMemberForm'
import { AffinityPage } from '~/views/compute/affinity/AffinityPage'
import { AntiAffinityGroupForm } from '~/views/compute/affinity/AntiAffinityGroupForm'
import { AntiAffinityGroupPage } from '~/views/compute/affinity/AntiAffinityGroupPage'
import { antiAffinityGroupRoute, fetchMembersById, GROUPS } from './affinity.routes'
import {
  useConfirmAction,
  useConfirmDelete,
  useFormPage,
  useListPage,
  type FormRouteProps,
  type ListPageProps,
} from '../kit'
import { useRefreshOnInvalidate } from '../page-actor'
import { pb } from '~/paths'

type DeleteHooks = { onStart?: () => void; onFailed?: () => void }

/** Deletes after a confirm (resolves whether it did); the hooks run around the call, before the dialog closes. */
function useDeleteGroup(project: string) {
  const confirmDelete = useConfirmDelete()
  return (group: Pick<AntiAffinityGroup, 'name'>, hooks: DeleteHooks = {}) =>
    confirmDelete({
      noun: 'anti-affinity group',
      name: group.name,
      remove: async () => {
        hooks.onStart?.()
        try {
          await deleteAntiAffinityGroup(project, group.name)
        } catch (e) {
          hooks.onFailed?.()
          throw e
        }
      },
    })
}

export function AffinityList({ list, params: { project } }: ListPageProps<AntiAffinityGroupRow>) {
  const deleteGroup = useDeleteGroup(project)
  return <AffinityPage project={project} list={list} onDelete={(g) => void deleteGroup(g)} />
}

type Form = FormRouteProps<AntiAffinityGroupFormValues, AntiAffinityGroup, unknown>

export function CreateGroupForm({ form, onDismiss }: Form) {
  return (
    <AntiAffinityGroupForm
      title="Create anti-affinity group"
      submitLabel="Create group"
      mode="create"
      form={form}
      onDismiss={onDismiss}
    />
  )
}

export function EditGroupForm({ form, onDismiss }: Form) {
  return (
    <AntiAffinityGroupForm title="Edit anti-affinity group" submitLabel="Update group" mode="edit" form={form} onDismiss={onDismiss} />
  )
}

/** The add-member side modal: its own form, and the project's instances read when it opens. */
function AddMemberModal({
  project,
  group,
  groupId,
  onClose,
}: {
  project: string
  group: string
  groupId: string
  onClose: () => void
}) {
  // One bounded page of instances (a project may hold thousands); when it was
  // cut, the form takes any instance's name (list.canNext). A group's members
  // are few, read whole (bounded too).
  const fetchPage = useCallback(async (): Promise<Page<MemberCandidate>> => {
    const [instances, members] = await Promise.all([
      firstPage((limit) => fetchApi('/v1/instances', { query: { project, limit } })),
      allPages((pageToken) => fetchMembersById(groupId, { limit: MAX_LIMIT, pageToken })),
    ])
    return { items: memberCandidates(instances.items, members), nextPage: instances.more ? 'more' : undefined }
  }, [project, groupId])
  const { list: candidates } = useListPage({ fetchPage })
  const { form } = useFormPage(addMemberFormInput(project, group), {
    noun: 'instance',
    verb: 'added',
    closeTo: onClose,
    toastTitle: (m) => `${m.value.name} added to ${group}`,
  })
  return (
    <AddMemberForm
      group={group}
      form={form}
      candidates={candidates.isLoading || candidates.error ? undefined : candidates.rows}
      more={candidates.canNext}
      loadError={candidates.error}
      onDismiss={onClose}
    />
  )
}

export function AntiAffinityGroupRoute() {
  const group = antiAffinityGroupRoute.useLoaderData()
  const { project } = antiAffinityGroupRoute.useParams()
  // Another group is another page: its machines start over (a rename keeps the id, and the page).
  return <GroupPage key={group.id} project={project} group={group} />
}

function GroupPage({ project, group }: { project: string; group: AntiAffinityGroup }) {
  const navigate = useNavigate()
  const confirmAction = useConfirmAction()
  const deleteGroup = useDeleteGroup(project)
  // Whether the add-member modal is open: a view state, not server data.
  const [adding, setAdding] = useState(false)

  const { actor, list: members } = useListPage({ fetchPage: (p: PageParams) => fetchMembersById(group.id, p) })
  // While the group is being deleted the page is on its way out: re-reading
  // its members would only flash a 'Not found'.
  const deleting = useRef(false)
  useRefreshOnInvalidate(
    GROUPS,
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
  const onDelete = () =>
    void deleteGroup(group, {
      onStart: () => (deleting.current = true),
      onFailed: () => (deleting.current = false),
    }).then((deleted) => {
      // Only once the dialog has closed: leaving the page first would dismiss it unanswered.
      if (deleted) void navigate({ to: pb.affinity({ project }) })
    })

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
      {adding && (
        <AddMemberModal project={project} group={group.name} groupId={group.id} onClose={() => setAdding(false)} />
      )}
      <Outlet />
    </>
  )
}
