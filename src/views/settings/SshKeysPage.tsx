import { useNavigate } from '@tanstack/react-router'
import type { SshKey } from '~/api'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { summarizeSshKey } from '~/validation'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'

type Props = {
  list: ListProps<SshKey>
  onDelete: (key: SshKey) => void
}

const keyText = css({ fontFamily: 'mono', fontSize: 'xs', color: 'fgMuted', whiteSpace: 'nowrap' })

export function SshKeysPage({ list, onDelete }: Props) {
  const navigate = useNavigate()
  return (
    <ResourceListPage
      title="SSH keys"
      create={{ label: 'Add SSH key', to: pb.sshKeysNew() }}
      empty={{ title: 'No SSH keys', body: 'Keys you add here can be installed on new instances, to log in to them over SSH.' }}
      list={list}
      rowKey={(k) => k.id}
      rowName={(k) => k.name}
      columns={[
        { header: 'Name', cell: (k) => <NameLink to={pb.sshKeyEdit({ sshKey: k.name })}>{k.name}</NameLink> },
        { header: 'Description', cell: (k) => <span className={css({ color: 'fgMuted' })}>{k.description}</span> },
        { header: 'Key', cell: (k) => <span className={keyText}>{summarizeSshKey(k.publicKey)}</span> },
        { header: 'Created', cell: (k) => formatDateTime(k.timeCreated), width: '14rem' },
      ]}
      rowActions={(k) => [
        { label: 'View', onSelect: () => void navigate({ to: pb.sshKeyEdit({ sshKey: k.name }) }) },
        { label: 'Delete', danger: true, onSelect: () => onDelete(k) },
      ]}
    />
  )
}
