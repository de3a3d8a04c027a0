// Switch port settings: the list and one settings object's parts: wiring only.
import { useNavigate } from '@tanstack/react-router'
import { NETWORKING_WRITE_READS } from '~/machines/system/rack-networking.rules'
import { deleteSettings, type SwitchPortSettingsIdentity } from '~/machines/system/switch-port-settings'
import { pb } from '~/paths'
import { SwitchPortSettingsDetails, SwitchPortSettingsPage } from '~/views/system/switch-port-settings/SwitchPortSettingsPage'
import { routeApi, useConfirmDelete, type ListPageProps } from '../kit'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { SwitchPortSettingsForm } from '~/views/system/switch-port-settings/SwitchPortSettingsForm'
export { loadSettings, loadSettingsForm, settingsFormInput, settingsPage } from '~/machines/system/switch-port-settings'

const access = routeApi('/authed/system/switch-port-settings-access', {
  refreshOn: NETWORKING_WRITE_READS,
})

const viewRoute = routeApi(
  '/authed/system/switch-port-settings-access/networking/switch-port-settings-list/networking/switch-port-settings/$settings',
)

export function SwitchPortSettingsList({ list }: ListPageProps<SwitchPortSettingsIdentity>) {
  const write = access.useLoaderData()
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
