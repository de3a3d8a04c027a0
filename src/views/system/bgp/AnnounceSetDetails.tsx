import { blockLabel, type BgpAnnounceSet, type BgpAnnouncement } from '~/machines/system/bgp.input'
import type { BlockNames } from '~/machines/system/loopback-addresses.input'
import { DetailsModal } from '~/views/kit/DetailsModal'
import { PropertiesTable, Section, Table, formatDateTime } from '~/views/ui'
import { mono } from '~/views/ui/text'

type Props = {
  name: string
  /** undefined when the list did not hold it: the announcements still show. */
  set: BgpAnnounceSet | undefined
  announcements: BgpAnnouncement[]
  blockNames: BlockNames
  onDismiss: () => void
}


/** A set's announcements: each network and the address lot block it is drawn from. */
export function AnnounceSetDetails({ name, set, announcements, blockNames, onDismiss }: Props) {
  return (
    <DetailsModal title="Announce set" subtitle={name} onDismiss={onDismiss}>
      {set && (
        <PropertiesTable
          items={[
            { label: 'Name', value: set.name },
            { label: 'Description', value: set.description || '—' },
            { label: 'Updated', value: formatDateTime(set.timeModified) },
            { label: 'ID', value: <span className={mono}>{set.id}</span> },
          ]}
        />
      )}
      <Section title="Announcements">
        <Table
          label="Announcements"
          rows={announcements}
          rowKey={(a) => `${a.network}/${a.addressLotBlockId}`}
          columns={[
            { header: 'Network', cell: (a) => <span className={mono}>{a.network}</span> },
            { header: 'Address lot block', cell: (a) => blockLabel(blockNames, a.addressLotBlockId) },
          ]}
          emptyState="No announcements"
        />
      </Section>
    </DetailsModal>
  )
}
