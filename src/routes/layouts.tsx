import { createRoute, Outlet, redirect, useNavigate, type ErrorComponentProps } from '@tanstack/react-router'
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { ApiError, composedSection, fetchApi, startSection, type SectionRead } from '~/api'
import { fleetRoleSection } from '~/machines/access/my-role'
import { logoutMachine } from '~/machines/auth/logout.machine'
import { AppShell } from '~/views/layouts/AppShell'
import type { NavItem } from '~/views/layouts/Sidebar'
import { ErrorPage } from '~/views/errors/ErrorPage'
import { NotFoundPage } from '~/views/errors/NotFoundPage'
import { SectionFailure } from '~/views/ui'
import { CodeUpdate, isCodeLoadError } from './code-update'
import { usePageActor } from './page-actor'
import { QuickActions } from './palette'
import { pb } from '~/paths'
import { rootRoute } from './root'
import { fleetViewerSection, loadSession, noGroupsOrRole, requireFleetViewer, useFleetViewer, useMe, useSessionNumber } from './session'
import { useOnDone } from './use-on-done'
import { useSection } from './kit/section'

/** Sign out from anywhere: one logout machine per signed-in page tree. */
function useSignOut() {
  const navigate = useNavigate()
  const actor = usePageActor(logoutMachine)
  useOnDone(actor, () => void navigate({ to: pb.login(), replace: true }))
  return useCallback(() => actor.send({ type: 'LOGOUT' }), [actor])
}

/** The error page of every signed-in route: Sign out, and the 403 notice when it applies. */
function SignedInError({ error }: ErrorComponentProps) {
  if (isCodeLoadError(error)) return <CodeUpdate />
  // A 404 on a page's own read: what the URL names is not there (a project's
  // list says so for the project too: its pages do not wait for the project's read).
  if (error instanceof ApiError && error.statusCode === 404) return <NotFoundPage data={error} />
  return <SignedInFailure error={error} />
}

function SignedInFailure({ error }: { error: unknown }) {
  const signOut = useSignOut()
  const [noGroups, setNoGroups] = useState(false)
  useEffect(() => {
    if (error instanceof ApiError && error.statusCode === 403) void noGroupsOrRole().then(setNoGroups)
  }, [error])
  return <ErrorPage error={error} noGroups={noGroups} onSignOut={signOut} />
}

const SignOut = createContext<() => void>(() => {})

/**
 * Every signed-in page is drawn through here, and only while the session it
 * was loaded in is the session now: the moment a session ends (sign-out, a
 * 401, another user) nothing read in it stays on screen, however long the
 * next page takes. Sign-out's flow lives here, not in the page it started
 * from: the page goes at once, the flow goes on to the sign-in page.
 */
function SessionGate() {
  const { session } = authedRoute.useLoaderData()
  const signOut = useSignOut()
  const now = useSessionNumber()
  if (session !== now) return null
  return (
    <SignOut.Provider value={signOut}>
      <Outlet />
    </SignOut.Provider>
  )
}

/** Everything behind sign-in. The session loads once per navigation, in parallel. */
export const authedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authed',
  loader: loadSession,
  component: SessionGate,
  errorComponent: SignedInError,
})

function Shell({ level, navHeading, nav, children }: { level: 'silo' | 'system'; navHeading: string; nav: NavItem[]; children?: ReactNode }) {
  const me = useMe()
  const isFleetViewer = useFleetViewer()
  const signOut = useContext(SignOut)
  return (
    <AppShell
      userName={me?.displayName}
      isFleetViewer={isFleetViewer}
      level={level}
      onSignOut={signOut}
      nav={nav}
      navHeading={navHeading}
      palette={<QuickActions isFleetViewer={isFleetViewer} nav={{ silo: siloNav, settings: settingsNav, system: systemNav, project: projectNav }} />}
    >
      {children ?? <Outlet />}
    </AppShell>
  )
}

// Navigation per level. Later areas add their entries here, next to their routes.
export const siloNav: NavItem[] = [
  { label: 'Projects', to: pb.projects() },
  { label: 'Images', to: pb.siloImages() },
  { label: 'Utilization', to: pb.siloUtilization() },
  { label: 'Access', to: pb.siloAccess() },
  { label: 'Users & groups', to: pb.usersGroups() },
  { label: 'Certificates', to: pb.certificates() },
  { label: 'Settings', to: pb.siloSettings() },
]
export const settingsNav: NavItem[] = [
  { label: 'Profile', to: pb.profile() },
  { label: 'SSH keys', to: pb.sshKeys() },
  { label: 'Access tokens', to: pb.accessTokens() },
]
export const systemNav: NavItem[] = [
  { label: 'Silos', to: pb.silos() },
  { label: 'Utilization', to: pb.systemUtilization() },
  { label: 'Capacity', to: pb.systemCapacity() },
  { label: 'Metrics', to: pb.systemMetrics() },
  { label: 'Inventory', to: pb.inventory() },
  { label: 'Access', to: pb.fleetAccess() },
  { label: 'Update', to: pb.systemUpdate() },
  { label: 'Support bundles', to: pb.supportBundles() },
  { label: 'Alerts', to: pb.alerts() },
  { label: 'IP Pools', to: pb.ipPools(), group: 'Networking' },
  { label: 'Address lots', to: pb.addressLots(), group: 'Networking' },
  { label: 'BGP', to: pb.bgp(), group: 'Networking' },
  { label: 'BFD', to: pb.bfd(), group: 'Networking' },
  { label: 'Loopback addresses', to: pb.loopbackAddresses(), group: 'Networking' },
  { label: 'Switch port settings', to: pb.switchPortSettings(), group: 'Networking' },
  { label: 'Allow-list', to: pb.allowList(), group: 'Networking' },
]
export const projectNav = (project: string): NavItem[] => [
  { label: 'Instances', to: pb.instances({ project }) },
  { label: 'Disks', to: pb.disks({ project }) },
  { label: 'Snapshots', to: pb.snapshots({ project }) },
  { label: 'Images', to: pb.projectImages({ project }) },
  { label: 'VPCs', to: pb.vpcs({ project }) },
  { label: 'Floating IPs', to: pb.floatingIps({ project }) },
  { label: 'Probes', to: pb.probes({ project }) },
  { label: 'Affinity', to: pb.affinity({ project }) },
  { label: 'Access', to: pb.projectAccess({ project }) },
]

export const siloLayout = createRoute({
  getParentRoute: () => authedRoute,
  id: 'silo',
  component: () => <Shell level="silo" navHeading="Silo" nav={siloNav} />,
})

export const indexRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: pb.projects() })
  },
})

/** Whether the project is there: its 404, as the not-found page shows it, or nothing. */
const projectSection = (project: string): SectionRead<{ missing?: ApiError }> =>
  composedSection(
    ['project there', project],
    () =>
      fetchApi('/v1/projects/{project}', { path: { project } }).then(
        () => ({}),
        (e: unknown) => {
          if (e instanceof ApiError && e.statusCode === 404) return { missing: e }
          throw e
        },
      ),
    // (A project made under that name since is there: creating one changes this.)
    ['/v1/projects', '/v1/projects/{project}'],
  )

export const projectLayout = createRoute({
  getParentRoute: () => authedRoute,
  path: 'projects/$project',
  staticData: {
    crumb: (p) => [
      { label: 'Projects', to: pb.projects() },
      { label: p.project, to: pb.project({ project: p.project }) },
    ],
  },
  // The project's own read is not in the way of its pages' rows: their reads
  // are the project's, and answer 404 for a project that is not there (the
  // page's not-found). A page that reads nothing of it gives way to the same
  // not-found page once this read says so.
  loader: ({ params }) => {
    startSection(projectSection(params.project))
  },
  component: function ProjectLayout() {
    const { project } = projectLayout.useParams()
    const read = useSection(projectSection(project))
    // Drawn here, not thrown: a component's throw would not reach the signed-in error pages.
    if (read.status === 'ready' && read.data.missing) return <NotFoundPage data={read.data.missing} />
    return <Shell level="silo" navHeading={project} nav={projectNav(project)} />
  },
})

export const projectIndexRoute = createRoute({
  getParentRoute: () => projectLayout,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: pb.instances({ project: params.project }) })
  },
})

export const settingsLayout = createRoute({
  getParentRoute: () => authedRoute,
  path: 'settings',
  staticData: { crumb: 'Settings' },
  component: () => <Shell level="silo" navHeading="Settings" nav={settingsNav} />,
})

export const settingsIndexRoute = createRoute({
  getParentRoute: () => settingsLayout,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: pb.profile() })
  },
})

/**
 * The operator pages' rights come from the user's fleet role, a part of each
 * page (machines/access/my-role fleetRoleSection): read once for them all,
 * and when it could not be read, said once, above the page, with Retry.
 */
function SystemShell() {
  const role = useSection(fleetRoleSection())
  const refused = useRefusedOperator()
  // Drawn here, not thrown: a component's throw would not reach the signed-in error pages.
  if (refused) return <SignedInFailure error={refused} />
  return (
    <Shell level="system" navHeading="System" nav={systemNav}>
      {role.status === 'failed' && (
        <div className={css({ mb: '4' })}>
          <SectionFailure what="your fleet role (what needs it stays disabled)" message={role.message} retry={role.retry} />
        </div>
      )}
      <Outlet />
    </Shell>
  )
}

/**
 * System pages are for operators. Their rows do not wait for the check: a
 * page's own reads are the system's, which answer a non-fleet-viewer 403
 * (the page's error). A page that reads nothing gives way to the same 403
 * page once the session's check says the user is no fleet viewer: the
 * policy's own refusal, asked again so the page shows what the server said.
 */
function useRefusedOperator(): unknown {
  const viewer = useSection(fleetViewerSection())
  const notViewer = viewer.status === 'ready' && !viewer.data
  const [refusal, setRefusal] = useState<unknown>()
  useEffect(() => {
    if (notViewer) void requireFleetViewer().catch(setRefusal)
  }, [notViewer])
  return refusal
}

export const systemLayout = createRoute({
  getParentRoute: () => authedRoute,
  path: 'system',
  staticData: { crumb: 'System' },
  loader: () => {
    startSection(fleetRoleSection())
  },
  component: SystemShell,
})

export const systemIndexRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: pb.silos() })
  },
})
