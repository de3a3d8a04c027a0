import { blockText, KIND_LABELS, type AddressLot, type AddressLotBlock } from '~/machines/system/address-lots.input'
import { ipRangeSize } from '~/validation/ip-range'
import { DetailsModal } from '~/views/kit/DetailsModal'
import { formatBigCount, PropertiesTable, Section, Table } from '~/views/ui'
import { mono } from '~/views/ui/text'

type Props = {
  name: string
  /** undefined when the list did not hold it (deleted meanwhile): the blocks still show. */
  lot: AddressLot | undefined
  blocks: AddressLotBlock[]
  onDismiss: () => void
}


/** A lot and its blocks, read-only (Nexus has no call that changes a lot). */
export function AddressLotDetails({ name, lot, blocks, onDismiss }: Props) {
  const size = (b: AddressLotBlock) => ipRangeSize(b.firstAddress, b.lastAddress)
  return (
    <DetailsModal title="Address lot" subtitle={name} onDismiss={onDismiss}>
      {lot && (
        <PropertiesTable
          items={[
            { label: 'Name', value: lot.name },
            { label: 'Kind', value: `${KIND_LABELS[lot.kind].label} — ${KIND_LABELS[lot.kind].hint}` },
            { label: 'Description', value: lot.description || '—' },
            { label: 'ID', value: <span className={mono}>{lot.id}</span> },
          ]}
        />
      )}
      <Section title="Blocks">
        <Table
          label="Blocks"
          rows={blocks}
          rowKey={(b) => b.id}
          columns={[
            { header: 'First address', cell: (b) => <span className={mono}>{b.firstAddress}</span> },
            { header: 'Last address', cell: (b) => <span className={mono}>{b.lastAddress}</span> },
            {
              header: 'Addresses',
              cell: (b) => {
                const n = size(b)
                if (n === undefined) return '—'
                const count = formatBigCount(n)
                return <span title={count.shortened ? `${count.exact} addresses in ${blockText(b)}` : undefined}>{count.text}</span>
              },
            },
          ]}
          emptyState="No blocks"
        />
      </Section>
    </DetailsModal>
  )
}
