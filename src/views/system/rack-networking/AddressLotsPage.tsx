import { useNavigate } from '@tanstack/react-router'
import { KIND_LABELS, type AddressLot } from '~/machines/system/address-lots.input'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { Badge, formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'
import { muted } from '~/views/ui/text'

type Props = { list: ListProps<AddressLot>; write: Permission; onDelete: (lot: AddressLot) => void }

const note = css({ mb: '4', fontSize: 'sm', color: 'fgMuted', maxW: '75ch' })

/** The rack's address lots: ranges of addresses set aside for the switches (infra) or for IP pools (pool). */
export function AddressLotsPage({ list, write, onDelete }: Props) {
  const navigate = useNavigate()
  return (
    <ResourceListPage
      title="Address lots"
      create={{ label: 'New address lot', to: pb.addressLotsNew(), disabledReason: write.allowed ? undefined : write.reason }}
      empty={{ title: 'No address lots', body: 'An address lot sets aside addresses for the rack switches or for IP pools' }}
      list={list}
      rowKey={(l) => l.id}
      rowName={(l) => l.name}
      columns={[
        { header: 'Name', cell: (l) => <NameLink to={pb.addressLot({ lot: l.name })}>{l.name}</NameLink> },
        { header: 'Description', cell: (l) => <span className={muted}>{l.description}</span> },
        {
          header: 'Kind',
          cell: (l) => <Badge variant={l.kind === 'infra' ? 'purple' : 'blue'}>{KIND_LABELS[l.kind].label}</Badge>,
          width: '9rem',
        },
        { header: 'Created', cell: (l) => formatDateTime(l.timeCreated), width: '12rem' },
      ]}
      rowActions={(l) => [
        { label: 'View blocks', onSelect: () => void navigate({ to: pb.addressLot({ lot: l.name }) }) },
        { label: 'Delete', danger: write.allowed, disabled: !write.allowed, disabledReason: write.reason, onSelect: () => onDelete(l) },
      ]}
    >
      <p className={note}>
        An address lot sets addresses aside: an infrastructure lot for the rack switches (their loopback and port
        addresses), a pool lot for IP pools. Each lot is one or more blocks, first to last address.
      </p>
    </ResourceListPage>
  )
}
