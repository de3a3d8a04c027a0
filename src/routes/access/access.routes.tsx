// The silo's and a project's Access pages: one page for both
// scopes. Its side modals (add, change role) open over the list without a URL
// of their own: only the access page has one. The page and its modals come
// from access.pages.tsx, a chunk loaded with the rows.
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router'
import { accessScope, PROJECT_POLICY_PATH, SILO_POLICY_PATH } from '~/machines/access/policy'
import { listRoute, type Params } from '../kit'
import { projectLayout, siloLayout } from '../layouts'
import { pb } from '~/paths'

const pages = () => import('./access.pages')

function accessList<P extends AnyRoute>(getParentRoute: () => P, crumb: (p: Params) => { label: string; to: string }[]) {
  return listRoute({
    getParentRoute,
    path: 'access',
    crumb,
    fetchPage: (params) => async (q) => (await pages()).accessRowsPage(accessScope(params))(q),
    // A silo role shows on project pages too; users and groups give the names.
    refreshOn: [SILO_POLICY_PATH, PROJECT_POLICY_PATH, '/v1/users', '/v1/groups'],
    page: lazyRouteComponent(pages, 'Access'),
  })
}

const siloAccess = accessList(
  () => siloLayout,
  () => [{ label: 'Access', to: pb.siloAccess() }],
)
const projectAccess = accessList(
  () => projectLayout,
  (p) => [{ label: 'Access', to: pb.projectAccess({ project: p.project }) }],
)

export const siloAccessRoutes = [siloAccess.withModals()]
export const projectAccessRoutes = [projectAccess.withModals()]
