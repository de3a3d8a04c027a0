// Switch port settings: the list and one settings object's parts: wiring only.
import { useNavigate } from '@tanstack/react-router'
import { addressLotsSection } from '~/machines/system/address-lots'
import type { FormViewProps } from '~/machines/shared/form.connect'
import { mapSection } from '~/machines/shared/section'
import {
  bgpConfigsSection,
  deleteSettings,
  lotChoices,
  settingsLotDefault,
  type SettingsFormValues,
  type SwitchPortSettings,
  type SwitchPortSettingsIdentity,
} from '~/machines/system/switch-port-settings'
import { pb } from '~/paths'
import { SwitchPortSettingsForm as SettingsFormView } from '~/views/system/switch-port-settings/SwitchPortSettingsForm'
import { SwitchPortSettingsDetails, SwitchPortSettingsPage } from '~/views/system/switch-port-settings/SwitchPortSettingsPage'
import { routeApi, useConfirmDelete, useSection, type ListPageProps } from '../kit'
import { useChoiceDefaults } from './choice-defaults'
import { useNetworkingWrite } from './fleet-rights'

// What the routes' loaders call: with the page, not in the app's chunk.
export { loadSettings, loadSettingsForm, settingsFormInput, settingsPage } from '~/machines/system/switch-port-settings'

const viewRoute = routeApi('/authed/system/networking/switch-port-settings-list/networking/switch-port-settings/$settings')

export function SwitchPortSettingsList({ list }: ListPageProps<SwitchPortSettingsIdentity>) {
  const write = useNetworkingWrite()
  const confirmDelete = useConfirmDelete()
  const onDelete = (s: SwitchPortSettingsIdentity) =>
    void confirmDelete({
      noun: 'switch port settings',
      name: s.name,
      message: `Delete the switch port settings ${s.name}? Their addresses go back to their lots. Nexus refuses while they are applied to a switch port: clear them from each port first.`,
      remove: () => deleteSettings(s.name),
    })
  return <SwitchPortSettingsPage list={list} write={write} onDelete={onDelete} />
}

export function SwitchPortSettingsView() {
  const settings = viewRoute.useLoaderData()
  const navigate = useNavigate()
  return <SwitchPortSettingsDetails settings={settings} onDismiss={() => void navigate({ to: pb.switchPortSettings() })} />
}

/** The form; its pickers' choices (address lots, BGP configs) fill in as they arrive, the first address row taking an infra lot. */
export function SwitchPortSettingsForm(props: FormViewProps<SettingsFormValues, SwitchPortSettings, void>) {
  const lots = useSection(addressLotsSection())
  // The section as read (its data the same object until read again): a default is sent once per answer.
  useChoiceDefaults(lots, props.form, settingsLotDefault)
  return <SettingsFormView {...props} lots={mapSection(lots, lotChoices)} bgpConfigs={useSection(bgpConfigsSection())} />
}
