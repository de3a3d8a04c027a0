import { css } from 'styled-system/css'
import type { Silo, SiloIdentityMode } from '~/api'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import { IDENTITY_MODE_LABELS } from '~/machines/system/silos'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { Badge, formatDateTime } from '~/views/ui'

type Props = {
  list: ListProps<Silo>
  /** Create and delete: when not allowed (or not known yet), each is disabled, saying why. */
  write: Permission
  onDelete: (silo: Silo) => void
}

export function SilosPage({ list, write, onDelete }: Props) {
  const denied = write.allowed ? undefined : write.reason
  return (
    <ResourceListPage
      title="Silos"
      create={{ label: 'New silo', to: pb.silosNew(), disabledReason: denied }}
      empty={{ title: 'No silos', body: 'Silos you create appear here' }}
      list={list}
      rowKey={(s) => s.id}
      rowName={(s) => s.name}
      columns={[
        { header: 'Name', cell: (s) => <NameLink to={pb.silo({ silo: s.name })}>{s.name}</NameLink> },
        { header: 'Description', cell: (s) => <span className={css({ color: 'fgMuted' })}>{s.description}</span> },
        {
          header: 'Discoverable',
          cell: (s) => <Badge variant={s.discoverable ? 'success' : 'neutral'}>{s.discoverable ? 'true' : 'false'}</Badge>,
        },
        { header: 'Identity mode', cell: (s) => <IdentityModeBadge mode={s.identityMode} /> },
        { header: 'Created', cell: (s) => formatDateTime(s.timeCreated), width: '14rem' },
      ]}
      rowActions={(s) => [{ label: 'Delete', danger: !denied, disabled: !!denied, disabledReason: denied, onSelect: () => onDelete(s) }]}
    />
  )
}

/** How a silo's users sign in, in the words the create form offers. */
export function IdentityModeBadge({ mode }: { mode: SiloIdentityMode }) {
  return <Badge variant="info">{IDENTITY_MODE_LABELS[mode]}</Badge>
}

