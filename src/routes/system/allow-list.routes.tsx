// Rack networking: the source-IP allow-list, and its edit form below it.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { readFleetRole } from '~/machines/access/my-role.input'
import type { AllowListPage } from '~/machines/system/allow-list.input'
import { formRoute } from '../kit'
import { systemLayout } from '../layouts'
import { pb } from '~/paths'

const pages = () => import('./allow-list.pages')
// The allow-list's reads, rules and call load with its page (its route's loader), not with the app.
const allowList = () => import('~/machines/system/allow-list.input')

const entries = (n: number) => (n === 1 ? '1 entry' : `${n} entries`)

/** The signed-in user's fleet role: only a fleet admin changes the allow-list. */

export const allowListRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'networking/allow-list',
  staticData: { crumb: () => [{ label: 'Allow-list', to: pb.allowList() }] },
  loader: async () => (await allowList()).loadAllowListPage(readFleetRole),
  component: lazyRouteComponent(pages, 'AllowList'),
})

export const allowListEditRoute = formRoute({
  getParentRoute: () => allowListRoute,
  path: 'edit',
  crumb: 'Edit',
  // Read as the form opens: it starts from the list as it is now.
  load: async () => (await allowList()).loadAllowListPage(readFleetRole),
  input: async (_, loaded: AllowListPage) => (await allowList()).allowListFormInput(loaded.allowList),
  noun: 'allow-list',
  verb: 'saved',
  // 'Allow-list (2 entries) saved'
  nameOf: (saved) => (saved.allowedIps.allow === 'any' ? '(any source)' : `(${entries(saved.allowedIps.ips.length)})`),
  closeTo: () => pb.allowList(),
  form: lazyRouteComponent(pages, 'EditAllowList'),
})

export const allowListRoutes = [allowListRoute.addChildren([allowListEditRoute])]
