// Rack hardware: a switch's page, and a switch port's page (link status, LLDP,
// neighbours) with its two side-modal forms, each its own URL: edit LLDP and
// apply settings. The inventory's racks, switches and switch ports tabs are in
// inventory.routes.tsx.
import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router'
import type { LldpLinkConfig, PortKey } from '~/machines/system/switch-ports'
import { formRoute } from '../kit'
import { systemLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

const pages = () => import('./switch-ports.pages')

const key = (p: Record<string, string>): PortKey => ({ rack: p.rack, switchLocation: p.switchLocation, port: p.port })

export const switchRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'inventory/switches/$switchId',
  staticData: {
    crumb: (p) => [
      { label: 'Inventory', to: pb.inventory() },
      { label: 'Switches', to: pb.inventorySwitches() },
      { label: p.switchId, to: pb.inventorySwitch({ switchId: p.switchId }) },
    ],
  },
  loader: async ({ params }) => orNotFound((await pages()).loadSwitch(params.switchId)),
  component: lazyRouteComponent(pages, 'SwitchView'),
})

export const switchPortRoute = createRoute({
  getParentRoute: () => systemLayout,
  path: 'inventory/switch-ports/$rack/$switchLocation/$port',
  staticData: {
    crumb: (p) => [
      { label: 'Inventory', to: pb.inventory() },
      { label: 'Switch ports', to: pb.inventorySwitchPorts() },
      { label: `${p.port} on ${p.switchLocation}`, to: pb.switchPort(key(p)) },
    ],
  },
  loader: async ({ params }) => {
    const port = await orNotFound((await pages()).loadSwitchPort(key(params)))
    if (!port) throw notFound()
    return { port }
  },
  component: lazyRouteComponent(pages, 'SwitchPortView'),
})

export const switchPortLldpEditRoute = formRoute({
  getParentRoute: () => switchPortRoute,
  path: 'lldp-config-edit',
  crumb: 'Edit LLDP',
  load: async (p) => (await pages()).loadLldpConfig(key(p)),
  input: async (p, config: LldpLinkConfig) => (await pages()).lldpFormInput(key(p), config),
  noun: 'LLDP on',
  verb: 'saved',
  closeTo: (p) => pb.switchPort(key(p)),
  form: lazyRouteComponent(pages, 'LldpConfigForm'),
})

export const switchPortApplyRoute = formRoute({
  getParentRoute: () => switchPortRoute,
  path: 'apply-settings',
  crumb: 'Apply settings',
  // What the port has now; the settings to pick from are read beside the form.
  load: async (p) => (await pages()).loadApplySettings(key(p)),
  input: async (p) => (await pages()).applySettingsFormInput(key(p)),
  noun: 'Settings',
  verb: 'applied',
  closeTo: (p) => pb.switchPort(key(p)),
  form: lazyRouteComponent(pages, 'ApplySettingsForm'),
})

export const switchPortsRoutes = [switchRoute, switchPortRoute.addChildren([switchPortLldpEditRoute, switchPortApplyRoute])]
