import { createRoute, Outlet, useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback, useRef, useState } from 'react'
import { allPages, fetchApi, PAGE_SIZE } from '~/api'
import {
  addMemberFormInput,
  addMemberFormMachine,
  antiAffinityGroupFormInput,
  antiAffinityGroupFormMachine,
  deleteAntiAffinityGroup,
  memberCandidates,
  removeAntiAffinityGroupMember,
  type AddMemberFormValues,
  type AntiAffinityGroup,
  type AntiAffinityGroupFormValues,
  type AntiAffinityGroupMember,
  type AntiAffinityGroupRow,
  type MemberCandidate,
} from '~/machines/compute/anti-affinity-form'
import { connectForm } from '~/machines/shared/form.connect'
import { connectList } from '~/machines/shared/list.connect'
import { createListMachine, type Page, type PageParams } from '~/machines/shared/list.machine'
import { AddMemberForm } from '~/views/compute/affinity/AddMemberForm'
import { AffinityPage } from '~/views/compute/affinity/AffinityPage'
import { AntiAffinityGroupForm } from '~/views/compute/affinity/AntiAffinityGroupForm'
import { AntiAffinityGroupPage } from '~/views/compute/affinity/AntiAffinityGroupPage'
import { useConfirm, useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { usePageActor, useRefreshOnInvalidate } from '../page-actor'
import { pb } from '../paths'
import { useOnDone } from '../use-on-done'

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

const groupList = createListMachine<AntiAffinityGroupRow>()
const memberList = createListMachine<AntiAffinityGroupMember>()
const candidateList = createListMachine<MemberCandidate>()

type DeleteHooks = { onStart?: () => void; onFailed?: () => void; onDeleted?: () => void }

/** Deletes after a confirm; the hooks run around the call, before the dialog closes. */
function useDeleteGroup(project: string) {
  const confirm = useConfirm()
  const toast = useToast()
  return (group: Pick<AntiAffinityGroup, 'name'>, hooks: DeleteHooks = {}) =>
    confirm({
      title: 'Delete anti-affinity group',
      message: `Are you sure you want to delete anti-affinity group ${group.name}? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
      action: async () => {
        hooks.onStart?.()
        try {
          await deleteAntiAffinityGroup(project, group.name)
        } catch (e) {
          hooks.onFailed?.()
          throw e
        }
        toast({ title: `Anti-affinity group ${group.name} deleted`, variant: 'success' })
        hooks.onDeleted?.()
      },
    })
}

/** The groups list stays mounted under its create modal. */
export const affinityListLayout = createRoute({
  getParentRoute: () => projectLayout,
  id: 'affinity-list',
  staticData: { crumb: (p) => [{ label: 'Affinity', to: pb.affinity({ project: p.project }) }] },
  // The first page loads with the route, so a failure is the page's error.
  loader: ({ params }) => fetchGroupRows(params.project)({ limit: PAGE_SIZE }),
  component: function AffinityListRoute() {
    const { project } = affinityListLayout.useParams()
    // Another project is another page: its machines start over.
    return <AffinityList key={project} project={project} />
  },
})

function AffinityList({ project }: { project: string }) {
  const actor = usePageActor(groupList, {
    input: { fetchPage: fetchGroupRows(project), initialPage: affinityListLayout.useLoaderData() },
  })
  const list = useConnect(actor, connectList<AntiAffinityGroupRow>)
  useRefreshOnInvalidate(GROUPS, useCallback(() => actor.send({ type: 'REFRESH' }), [actor]))
  const deleteGroup = useDeleteGroup(project)
  return (
    <>
      <AffinityPage project={project} list={list} onDelete={(g) => void deleteGroup(g)} />
      <Outlet />
    </>
  )
}

export const affinityRoute = createRoute({
  getParentRoute: () => affinityListLayout,
  path: 'affinity',
})

export const affinityNewRoute = createRoute({
  getParentRoute: () => affinityListLayout,
  path: 'affinity-new',
  staticData: { crumb: 'New group' },
  component: function CreateAntiAffinityGroupRoute() {
    const { project } = affinityNewRoute.useParams()
    const navigate = useNavigate()
    const toast = useToast()
    const actor = usePageActor(antiAffinityGroupFormMachine, { input: antiAffinityGroupFormInput(project) })
    const form = useConnect(actor, connectForm<AntiAffinityGroupFormValues, AntiAffinityGroup>)
    const close = () => void navigate({ to: pb.affinity({ project }) })
    useOnDone<AntiAffinityGroup>(actor, (g) => {
      toast({ title: `Anti-affinity group ${g.name} created`, variant: 'success' })
      close()
    })
    return (
      <AntiAffinityGroupForm
        title="Create anti-affinity group"
        submitLabel="Create group"
        mode="create"
        form={form}
        onDismiss={close}
      />
    )
  },
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
  const toast = useToast()
  const fetchPage = useCallback(async (): Promise<Page<MemberCandidate>> => {
    const [instances, members] = await Promise.all([
      allPages((pageToken) => fetchApi('/v1/instances', { query: { project, limit: PAGE_SIZE, pageToken } })),
      allPages((pageToken) => fetchMembersById(groupId, { limit: PAGE_SIZE, pageToken })),
    ])
    return { items: memberCandidates(instances, members) }
  }, [project, groupId])
  const candidatesActor = usePageActor(candidateList, { input: { fetchPage } })
  const candidates = useConnect(candidatesActor, connectList<MemberCandidate>)
  const actor = usePageActor(addMemberFormMachine, { input: addMemberFormInput(project, group) })
  const form = useConnect(actor, connectForm<AddMemberFormValues, AntiAffinityGroupMember>)
  useOnDone<AntiAffinityGroupMember>(actor, (m) => {
    toast({ title: `${m.value.name} added to ${group}`, variant: 'success' })
    onClose()
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
  const confirm = useConfirm()
  const toast = useToast()
  const deleteGroup = useDeleteGroup(project)
  // Whether the add-member modal is open: a view state, not server data.
  const [adding, setAdding] = useState(false)

  const actor = usePageActor(memberList, { input: { fetchPage: (p: PageParams) => fetchMembersById(group.id, p) } })
  const members = useConnect(actor, connectList<AntiAffinityGroupMember>)
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
    void confirm({
      title: 'Remove instance',
      message: `Are you sure you want to remove ${m.value.name} from anti-affinity group ${group.name}?`,
      confirmLabel: 'Remove',
      danger: true,
      action: () =>
        removeAntiAffinityGroupMember(project, group.name, m.value.name).then(() =>
          toast({ title: `${m.value.name} removed from ${group.name}`, variant: 'success' }),
        ),
    })
  const onDelete = () =>
    void deleteGroup(group, {
      onStart: () => (deleting.current = true),
      onFailed: () => (deleting.current = false),
      onDeleted: () => void navigate({ to: pb.affinity({ project }) }),
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

export const antiAffinityGroupEditRoute = createRoute({
  getParentRoute: () => antiAffinityGroupRoute,
  path: 'edit',
  staticData: { crumb: 'Edit group' },
  component: function EditAntiAffinityGroupRoute() {
    const group = antiAffinityGroupRoute.useLoaderData()
    const { project } = antiAffinityGroupEditRoute.useParams()
    const navigate = useNavigate()
    const router = useRouter()
    const toast = useToast()
    const actor = usePageActor(antiAffinityGroupFormMachine, { input: antiAffinityGroupFormInput(project, group) })
    const form = useConnect(actor, connectForm<AntiAffinityGroupFormValues, AntiAffinityGroup>)
    const close = () => void navigate({ to: pb.antiAffinityGroup({ project, antiAffinityGroup: group.name }) })
    useOnDone<AntiAffinityGroup>(actor, (g) => {
      toast({ title: `Anti-affinity group ${g.name} updated`, variant: 'success' })
      // Back on the group page (under its new name, if renamed), its loader
      // reads the saved group: the router keeps a parent's data otherwise.
      void navigate({ to: pb.antiAffinityGroup({ project, antiAffinityGroup: g.name }) }).then(() =>
        router.invalidate({ filter: (m) => m.routeId === antiAffinityGroupRoute.id }),
      )
    })
    return (
      <AntiAffinityGroupForm
        title="Edit anti-affinity group"
        submitLabel="Update group"
        mode="edit"
        form={form}
        onDismiss={close}
      />
    )
  },
})

export const affinityRoutes = [
  affinityListLayout.addChildren([affinityRoute, affinityNewRoute]),
  antiAffinityGroupRoute.addChildren([antiAffinityGroupIndexRoute, antiAffinityGroupEditRoute]),
]
