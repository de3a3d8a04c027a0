// Switch port settings: the list, 'New switch port settings' and one settings
// object's parts in a side modal, each its own URL below the list.
import { createRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { readFleetRole } from '~/machines/access/my-role'
import { loadNetworkingWrite } from '~/machines/system/rack-networking.rules'
import type { SettingsFormLoad } from '~/machines/system/switch-port-settings'
import { formRoute, listRoute } from '../kit'
import { systemLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

const pages = () => import('./switch-port-settings.pages')

/** Whether this user may change settings (the list's actions say why not). */
export const switchPortSettingsAccess = createRoute({
  getParentRoute: () => systemLayout,
  id: 'switch-port-settings-access',
  loader: () => loadNetworkingWrite(readFleetRole),
  component: Outlet,
})

export const switchPortSettingsList = listRoute({
  getParentRoute: () => switchPortSettingsAccess,
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
  // The pickers' choices: address lots and BGP configs.
  load: async () => (await pages()).loadSettingsForm(),
  input: async (_, loaded: SettingsFormLoad) => (await pages()).settingsFormInput(loaded),
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

export const switchPortSettingsRoutes = [
  switchPortSettingsAccess.addChildren([
    switchPortSettingsList.withModals([switchPortSettingsNewRoute, switchPortSettingsViewRoute]),
  ]),
]
