import { createRoute, Outlet, useNavigate } from '@tanstack/react-router'
import { useCallback, useRef, useState } from 'react'
import { allPages, fetchApi, PAGE_SIZE } from '~/api'
import {
  addMemberFormInput,
  antiAffinityGroupFormInput,
  deleteAntiAffinityGroup,
  memberCandidates,
  removeAntiAffinityGroupMember,
  type AntiAffinityGroup,
  type AntiAffinityGroupMember,
  type AntiAffinityGroupRow,
  type MemberCandidate,
} from '~/machines/compute/anti-affinity-form'
import type { Page, PageParams } from '~/machines/shared/list.machine'
import { AddMemberForm } from '~/views/compute/affinity/AddMemberForm'
import { AffinityPage } from '~/views/compute/affinity/AffinityPage'
import { AntiAffinityGroupForm } from '~/views/compute/affinity/AntiAffinityGroupForm'
import { AntiAffinityGroupPage } from '~/views/compute/affinity/AntiAffinityGroupPage'
import { formRoute, listRoute, useConfirmAction, useConfirmDelete, useFormPage, useListPage } from '../kit'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { useRefreshOnInvalidate } from '../page-actor'
import { pb } from '../paths'

const GROUPS = '/v1/anti-affinity-groups'

const fetchGroup = (project: string, group: string) =>
  fetchApi('/v1/anti-affinity-groups/{anti_affinity_group}', { path: { anti_affinity_group: group }, query: { project } })

// By id (which Nexus takes without a project): a rename does not pull the
// group out from under its own page.
const fetchMembersById = (groupId: string, { pageToken, limit }: PageParams) =>
  fetchApi('/v1/anti-affinity-groups/{anti_affinity_group}/members', {
    path: { anti_affinity_group: groupId },
    query: { limit, pageToken },
  })


/**
 * A page of groups with each group's member count. A group holds at most 32
 * members, so one read of a page of members counts them; a count that fails
 * to load shows as unknown rather than failing the list.
 */
const fetchGroupRows =
  (project: string) =>
  async ({ pageToken, limit }: PageParams): Promise<Page<AntiAffinityGroupRow>> => {
    const page = await fetchApi(GROUPS, { query: { project, limit, pageToken } })
    const items = await Promise.all(
      page.items.map(async (g): Promise<AntiAffinityGroupRow> => {
        try {
          const members = await fetchMembersById(g.id, { limit: PAGE_SIZE })
          return { ...g, members: { count: members.items.length, more: !!members.nextPage } }
        } catch {
          return g
        }
      }),
    )
    return { items, nextPage: page.nextPage }
  }


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

export const affinityList = listRoute({
  getParentRoute: () => projectLayout,
  path: 'affinity',
  crumb: (p) => [{ label: 'Affinity', to: pb.affinity({ project: p.project }) }],
  fetchPage: ({ project }) => fetchGroupRows(project),
  refreshOn: GROUPS,
  page: function AffinityList({ list, params: { project } }) {
    const deleteGroup = useDeleteGroup(project)
    return <AffinityPage project={project} list={list} onDelete={(g) => void deleteGroup(g)} />
  },
})

export const affinityNewRoute = formRoute({
  getParentRoute: () => affinityList.layout,
  path: 'affinity-new',
  crumb: 'New group',
  input: ({ project }) => antiAffinityGroupFormInput(project),
  noun: 'anti-affinity group',
  verb: 'created',
  closeTo: ({ project }) => pb.affinity({ project }),
  form: ({ form, onDismiss }) => (
    <AntiAffinityGroupForm
      title="Create anti-affinity group"
      submitLabel="Create group"
      mode="create"
      form={form}
      onDismiss={onDismiss}
    />
  ),
})

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
  const fetchPage = useCallback(async (): Promise<Page<MemberCandidate>> => {
    const [instances, members] = await Promise.all([
      allPages((pageToken) => fetchApi('/v1/instances', { query: { project, limit: PAGE_SIZE, pageToken } })),
      allPages((pageToken) => fetchMembersById(groupId, { limit: PAGE_SIZE, pageToken })),
    ])
    return { items: memberCandidates(instances, members) }
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
      loadError={candidates.error}
      onDismiss={onClose}
    />
  )
}

export const antiAffinityGroupRoute = createRoute({
  getParentRoute: () => projectLayout,
  path: 'affinity/$antiAffinityGroup',
  staticData: {
    crumb: (p) => [
      { label: 'Affinity', to: pb.affinity({ project: p.project }) },
      { label: p.antiAffinityGroup, to: pb.antiAffinityGroup({ project: p.project, antiAffinityGroup: p.antiAffinityGroup }) },
    ],
  },
  loader: ({ params }) => orNotFound(fetchGroup(params.project, params.antiAffinityGroup)),
  component: function AntiAffinityGroupRoute() {
    const group = antiAffinityGroupRoute.useLoaderData()
    const { project } = antiAffinityGroupRoute.useParams()
    // Another group is another page: its machines start over (a rename keeps the id, and the page).
    return <GroupPage key={group.id} project={project} group={group} />
  },
})

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

export const antiAffinityGroupIndexRoute = createRoute({
  getParentRoute: () => antiAffinityGroupRoute,
  path: '/',
})

export const antiAffinityGroupEditRoute = formRoute({
  getParentRoute: () => antiAffinityGroupRoute,
  path: 'edit',
  crumb: 'Edit group',
  load: ({ project, antiAffinityGroup }) => fetchGroup(project, antiAffinityGroup),
  input: ({ project }, group) => antiAffinityGroupFormInput(project, group),
  noun: 'anti-affinity group',
  verb: 'updated',
  closeTo: (p) => pb.antiAffinityGroup({ project: p.project, antiAffinityGroup: p.antiAffinityGroup }),
  // Back on the group page, under its new name if renamed, reading the saved group.
  doneTo: (g, { project }) => pb.antiAffinityGroup({ project, antiAffinityGroup: g.name }),
  reloadRoute: () => antiAffinityGroupRoute,
  form: ({ form, onDismiss }) => (
    <AntiAffinityGroupForm title="Edit anti-affinity group" submitLabel="Update group" mode="edit" form={form} onDismiss={onDismiss} />
  ),
})

export const affinityRoutes = [
  affinityList.withModals([affinityNewRoute]),
  antiAffinityGroupRoute.addChildren([antiAffinityGroupIndexRoute, antiAffinityGroupEditRoute]),
]
