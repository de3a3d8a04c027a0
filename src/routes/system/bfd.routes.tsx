// BFD: the switches' sessions (polled while one is coming up or going down),
// and the enable form in a side modal below the list.
import { createRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { readFleetRole } from '~/machines/access/my-role.input'
import { anySettling, BFD_PATH, bfdSessionsPage } from '~/machines/system/bfd.reads'
import { loadNetworkingWrite } from '~/machines/system/rack-networking.rules'
import { formRoute, listRoute } from '../kit'
import { systemLayout } from '../layouts'
import { pb } from '~/paths'

// The enable form's fields, rules and call load with it (its route's loader), not with the app.
const bfdForm = () => import('~/machines/system/bfd.input')

/** The signed-in user's fleet role: only a fleet admin enables or disables sessions. */

export const bfdAccess = createRoute({
  getParentRoute: () => systemLayout,
  id: 'bfd-access',
  loader: () => loadNetworkingWrite(readFleetRole),
  component: Outlet,
})

export const bfdList = listRoute({
  getParentRoute: () => bfdAccess,
  path: 'networking/bfd',
  crumb: () => [{ label: 'BFD', to: pb.bfd() }],
  fetchPage: () => bfdSessionsPage,
  refreshOn: BFD_PATH,
  pollWhile: anySettling,
  page: lazyRouteComponent(() => import('./bfd.pages'), 'BfdSessions'),
})

export const bfdEnableRoute = formRoute({
  getParentRoute: () => bfdList.layout,
  path: 'networking/bfd/enable',
  crumb: 'Enable BFD session',
  input: async () => (await bfdForm()).bfdFormInput(),
  noun: 'BFD session',
  verb: 'enabled',
  nameOf: (s) => `with ${s.remote} on ${s.switch}`,
  closeTo: () => pb.bfd(),
  form: lazyRouteComponent(() => import('~/views/system/bgp/BfdForm'), 'BfdForm'),
})

export const bfdRoutes = [bfdAccess.addChildren([bfdList.withModals([bfdEnableRoute])])]
