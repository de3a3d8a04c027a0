// A switch's page and a switch port's page: wiring only.
import { Outlet, useNavigate } from '@tanstack/react-router'
import { clearPortSettings, clearSettingsQuestion, SWITCH_PORT_PAGE_READS, type PortKey } from '~/machines/system/switch-ports'
import { pb } from '~/paths'
import { SwitchPage } from '~/views/system/inventory/HardwarePages'
import { SwitchPortPage } from '~/views/system/inventory/SwitchPortPage'
import { couldNot, routeApi, useConfirmAction } from '../kit'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { ApplySettingsForm } from '~/views/system/inventory/ApplySettingsForm'
export { LldpConfigForm } from '~/views/system/inventory/LldpConfigForm'
export {
  applySettingsFormInput,
  lldpFormInput,
  loadApplySettings,
  loadLldpConfig,
  loadSwitch,
  loadSwitchPort,
} from '~/machines/system/switch-ports'

const key = (p: Record<string, string>): PortKey => ({ rack: p.rack, switchLocation: p.switchLocation, port: p.port })

const switchRoute = routeApi('/authed/system/inventory/switches/$switchId', {
  refreshOn: ['/v1/system/hardware/disks', '/v1/system/hardware/rack-switch-port/{rack_id}/{switch_location}/{port}/lldp/neighbors', '/v1/system/hardware/racks', '/v1/system/hardware/sleds', '/v1/system/hardware/sleds/{sled_id}', '/v1/system/hardware/sleds/{sled_id}/instances', '/v1/system/hardware/sleds-uninitialized', '/v1/system/hardware/switch-port', '/v1/system/hardware/switch-port/{port}/lldp/config', '/v1/system/hardware/switch-port/{port}/status', '/v1/system/hardware/switches', '/v1/system/hardware/switches/{switch_id}', '/v1/system/networking/switch-port-settings', '/v1/system/networking/switch-port-settings/{port}'],
})

const portRoute = routeApi('/authed/system/inventory/switch-ports/$rack/$switchLocation/$port', {
  // A port that went away while open keeps its last reading (a failed re-read) rather than a blank page.
  refreshOn: SWITCH_PORT_PAGE_READS,
})

export const SwitchView = () => <SwitchPage {...switchRoute.useLoaderData()} />

export function SwitchPortView() {
  const data = portRoute.useLoaderData()
  const k = key(portRoute.useParams())
  const navigate = useNavigate()
  const confirmAction = useConfirmAction()
  const onClear = () =>
    void confirmAction({
      ...clearSettingsQuestion(k, data.settingsName),
      errorTitle: couldNot('clear', 'settings'),
      action: () => clearPortSettings(k),
    })
  return (
    <>
      <SwitchPortPage
        {...data}
        onApply={() => void navigate({ to: pb.switchPortApplySettings(k) })}
        onEditLldp={() => void navigate({ to: pb.switchPortLldpEdit(k) })}
        onClear={onClear}
      />
      <Outlet />
    </>
  )
}
