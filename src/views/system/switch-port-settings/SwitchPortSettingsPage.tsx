import { useNavigate } from '@tanstack/react-router'
import type { SwitchPortSettingsIdentity } from '~/machines/system/switch-port-settings.input'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'
import { muted } from '~/views/ui/text'

type Props = { list: ListProps<SwitchPortSettingsIdentity>; write: Permission; onDelete: (s: SwitchPortSettingsIdentity) => void }

const note = css({ mb: '4', fontSize: 'sm', color: 'fgMuted', maxW: '75ch' })

/** Named switch port settings: what a rack switch port takes when they are applied to it. */
export function SwitchPortSettingsPage({ list, write, onDelete }: Props) {
  const navigate = useNavigate()
  return (
    <ResourceListPage
      title="Switch port settings"
      create={{ label: 'New switch port settings', to: pb.switchPortSettingsNew(), disabledReason: write.allowed ? undefined : write.reason }}
      empty={{ title: 'No switch port settings', body: 'Settings give a switch port its link, addresses, routes and BGP peers' }}
      list={list}
      rowKey={(s) => s.id}
      rowName={(s) => s.name}
      columns={[
        { header: 'Name', cell: (s) => <NameLink to={pb.switchPortSettingsView({ settings: s.name })}>{s.name}</NameLink> },
        { header: 'Description', cell: (s) => <span className={muted}>{s.description}</span> },
        { header: 'Created', cell: (s) => formatDateTime(s.timeCreated), width: '12rem' },
      ]}
      rowActions={(s) => [
        { label: 'View', onSelect: () => void navigate({ to: pb.switchPortSettingsView({ settings: s.name }) }) },
        { label: 'Delete', danger: write.allowed, disabled: !write.allowed, disabledReason: write.reason, onSelect: () => onDelete(s) },
      ]}
    >
      <p className={note}>
        Switch port settings hold a port’s link (speed, FEC, MTU), its addresses from an address lot, static routes
        and BGP peers. Apply them to a port from its page under Inventory › Switch ports.
      </p>
    </ResourceListPage>
  )
}
