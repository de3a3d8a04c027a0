// A switch's page and a switch port's page: wiring only.
import { Outlet, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { FormViewProps } from '~/machines/shared/form.connect'
import { mapSection, sectionData } from '~/machines/shared/section'
import {
  allPortsSection,
  allSettingsSection,
  appliedName,
  applySettingsDefault,
  clearPortSettings,
  clearSettingsQuestion,
  lldpConfigSection,
  lldpNeighborsSection,
  portsOfRack,
  portStatusSection,
  settingsNamesSection,
  SWITCH_PORT_PAGE_READS,
  type ApplySettingsLoad,
  type ApplySettingsValues,
  type PortKey,
} from '~/machines/system/switch-ports'
import { pb } from '~/paths'
import { SwitchPage } from '~/views/system/inventory/HardwarePages'
import { SwitchPortPage } from '~/views/system/inventory/SwitchPortPage'
import { ApplySettingsForm as ApplySettingsFormView } from '~/views/system/inventory/ApplySettingsForm'
import { couldNot, routeApi, useConfirmAction, useSection } from '../kit'
import { useChoiceDefaults } from './choice-defaults'
import { useNetworkingWrite } from './fleet-rights'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
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
  refreshOn: ['/v1/system/hardware/switches', '/v1/system/hardware/switches/{switch_id}'],
})

const portRoute = routeApi('/authed/system/inventory/switch-ports/$rack/$switchLocation/$port', {
  // A port that went away while open keeps its last reading (a failed re-read) rather than a blank page.
  refreshOn: SWITCH_PORT_PAGE_READS,
})

/** A switch, then its rack's ports and the settings' names as they arrive. */
export function SwitchView() {
  const { sw } = switchRoute.useLoaderData()
  const ports = mapSection(useSection(allPortsSection()), (all) => portsOfRack(all, sw.rackId))
  return <SwitchPage sw={sw} ports={ports} names={useSection(settingsNamesSection())} />
}

/** A port; its status, LLDP service, LLDP neighbours and applied settings' name each a panel of their own. */
export function SwitchPortView() {
  const { port } = portRoute.useLoaderData()
  const k = key(portRoute.useParams())
  const names = useSection(settingsNamesSection())
  const settingsName = mapSection(names, (n) => appliedName(port, n))
  const status = useSection(portStatusSection(k))
  const lldp = useSection(lldpConfigSection(k))
  const neighbors = mapSection(useSection(lldpNeighborsSection(k)), (page) => page.items)
  const write = useNetworkingWrite()
  const navigate = useNavigate()
  const confirmAction = useConfirmAction()
  // The confirm names the settings it clears: by name once the names are in, by id until then.
  const onClear = () =>
    void confirmAction({
      ...clearSettingsQuestion(k, sectionData(settingsName, port.portSettingsId ?? undefined)),
      errorTitle: couldNot('clear', 'settings'),
      action: () => clearPortSettings(k),
    })
  return (
    <>
      <SwitchPortPage
        port={port}
        status={status}
        lldp={lldp}
        neighbors={neighbors}
        settingsName={settingsName}
        write={write}
        onApply={() => void navigate({ to: pb.switchPortApplySettings(k) })}
        onEditLldp={() => void navigate({ to: pb.switchPortLldpEdit(k) })}
        onClear={onClear}
      />
      <Outlet />
    </>
  )
}

/** The apply form; its choices fill in as they arrive, the settings the port has now picked where nobody picked yet. */
export function ApplySettingsForm(props: FormViewProps<ApplySettingsValues, { name: string }, ApplySettingsLoad>) {
  const choices = useSection(allSettingsSection())
  const pick = useMemo(() => applySettingsDefault(props.loaded.appliedId), [props.loaded.appliedId])
  useChoiceDefaults(choices, props.form, pick)
  return <ApplySettingsFormView {...props} choices={choices} />
}
