// System update (/system/update): the rack's target release, and the side
// modal that sets a new one (/system/update/set-target-release). Whether the
// signed-in user may set it is the access area's answer (their fleet role),
// a part of the page it does not wait for.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { pb } from '~/paths'
import { formRoute } from '../kit'
import { systemLayout } from '../layouts'

// The page's reads and the form's fields, rules and call load with the pages (their routes' loaders), not with the app.
const pages = () => import('./update.pages')

export const updateRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'update',
  staticData: { crumb: () => [{ label: 'System update', to: pb.systemUpdate() }] },
  loader: async () => (await pages()).loadUpdatePage(),
  component: lazyRouteComponent(pages, 'SystemUpdate'),
})

export const setTargetReleaseRoute = formRoute({
  getParentRoute: () => updateRoute,
  path: 'set-target-release',
  crumb: 'Set target release',
  // Read as the form opens: the new version is checked against the target as it is now.
  load: async () => (await pages()).loadUpdatePage(),
  input: async (_, loaded) => (await pages()).targetReleaseFormInput(loaded.release),
  // 'Target release 16.0.0 set'
  noun: 'target release',
  verb: 'set',
  nameOf: (saved) => (saved.releaseSource.type === 'system_version' ? saved.releaseSource.version : ''),
  closeTo: () => pb.systemUpdate(),
  form: lazyRouteComponent(pages, 'SetTargetRelease'),
})

export const updateRoutes = [updateRoute.addChildren([setTargetReleaseRoute])]
