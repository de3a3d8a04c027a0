import type { BlockNames, LoopbackAddress } from '~/machines/system/loopback-addresses.input'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import { pb } from '~/paths'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { css } from 'styled-system/css'
import { mono } from '~/views/ui/text'

type Props = {
  list: ListProps<LoopbackAddress>
  /** Which lot and block each address came from (a block of a lot since deleted shows its id). */
  blockNames: BlockNames
  write: Permission
  onDelete: (row: LoopbackAddress) => void
}

const muted = css({ color: 'fgMuted', fontSize: 'xs' })
const note = css({ mb: '4', fontSize: 'sm', color: 'fgMuted', maxW: '75ch' })

/** The switches' loopback addresses: each on one switch of a rack, drawn from an address lot. */
export function LoopbackAddressesPage({ list, blockNames, write, onDelete }: Props) {
  return (
    <ResourceListPage
      title="Loopback addresses"
      create={{ label: 'New loopback address', to: pb.loopbackAddressesNew(), disabledReason: write.allowed ? undefined : write.reason }}
      empty={{ title: 'No loopback addresses', body: 'A loopback address belongs to a rack switch, not to one of its ports' }}
      list={list}
      rowKey={(l) => l.id}
      rowName={(l) => l.address}
      columns={[
        { header: 'Address', cell: (l) => <span className={mono}>{l.address}</span> },
        { header: 'Switch', cell: (l) => l.switchLocation, width: '8rem' },
        {
          header: 'Address lot',
          cell: (l) => {
            const from = blockNames[l.addressLotBlockId]
            return from ? (
              <>
                {from.lot} <span className={muted}>({from.block})</span>
              </>
            ) : (
              <span className={mono}>{l.addressLotBlockId}</span>
            )
          },
        },
        { header: 'Rack', cell: (l) => <span className={mono} title={l.rackId}>{l.rackId.slice(0, 8)}</span>, width: '8rem' },
      ]}
      rowActions={(l) => [
        { label: 'Delete', danger: write.allowed, disabled: !write.allowed, disabledReason: write.reason, onSelect: () => onDelete(l) },
      ]}
    >
      <p className={note}>
        A loopback address is assigned to a rack switch rather than to one of its ports (e.g. for BGP sessions). It
        is reserved from an address lot; while it exists, that lot cannot be deleted.
      </p>
    </ResourceListPage>
  )
}
