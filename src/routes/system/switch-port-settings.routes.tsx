// Switch port settings: the list, 'New switch port settings' and one settings
// object's parts in a side modal, each its own URL below the list.
// Whether this user may change settings is the fleet role's section (the
// system layout starts it): the list draws without waiting for it.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { formRoute, listRoute } from '../kit'
import { systemLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

const pages = () => import('./switch-port-settings.pages')

export const switchPortSettingsList = listRoute({
  getParentRoute: () => systemLayout,
  path: 'networking/switch-port-settings',
  crumb: () => [{ label: 'Switch port settings', to: pb.switchPortSettings() }],
  fetchPage: () => async (q) => (await pages()).settingsPage(q),
  refreshOn: '/v1/system/networking/switch-port-settings',
  sortByName: true,
  rowTo: (_, name) => pb.switchPortSettingsView({ settings: name }),
  page: lazyRouteComponent(pages, 'SwitchPortSettingsList'),
})

export const switchPortSettingsNewRoute = formRoute({
  getParentRoute: () => switchPortSettingsList.layout,
  path: 'networking/switch-port-settings-new',
  crumb: 'New switch port settings',
  // The pickers' choices (address lots, BGP configs) are read beside the form, which opens at once.
  load: async () => (await pages()).loadSettingsForm(),
  input: async () => (await pages()).settingsFormInput(),
  noun: 'switch port settings',
  verb: 'created',
  closeTo: () => pb.switchPortSettings(),
  form: lazyRouteComponent(pages, 'SwitchPortSettingsForm'),
})

/** One settings object's parts: Nexus has no call that changes settings, so it is a read-only side modal. */
export const switchPortSettingsViewRoute = createRoute({
  getParentRoute: () => switchPortSettingsList.layout,
  path: 'networking/switch-port-settings/$settings',
  staticData: { crumb: (p) => p.settings },
  loader: async ({ params }) => orNotFound((await pages()).loadSettings(params.settings)),
  component: lazyRouteComponent(pages, 'SwitchPortSettingsView'),
})

export const switchPortSettingsRoutes = [switchPortSettingsList.withModals([switchPortSettingsNewRoute, switchPortSettingsViewRoute])]
