import {
  SWITCH_LOCATIONS,
  type BlockNames,
  type LoopbackAddress,
  type LoopbackFormValues,
  type Rack,
} from '~/machines/system/loopback-addresses'
import { KIND_LABELS, type AddressLot } from '~/machines/system/address-lots'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import { mapSection, type Section } from '~/machines/shared/section'
import { pb } from '~/paths'
import { FormModal } from '~/views/kit/FormModal'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { Checkbox, RadioGroup, TextField } from '~/views/ui'
import { css } from 'styled-system/css'
import { mono } from '~/views/ui/text'
import { SectionCell, SectionNotice, SectionSelect } from '../section-parts'

type LoopbackAddressesPageProps = {
  list: ListProps<LoopbackAddress>
  /**
   * Which lot and block each address came from, read beside the rows (a block
   * of a lot since deleted shows its id).
   */
  blockNames: Section<BlockNames>
  write: Permission
  onDelete: (row: LoopbackAddress) => void
}

// The block's range beside its lot's name: smaller than the name.
const blockRange = css({ color: 'fgMuted', fontSize: 'xs' })
const note = css({ mb: '4', fontSize: 'sm', color: 'fgMuted', maxW: '75ch' })

/** The switches' loopback addresses: each on one switch of a rack, drawn from an address lot. */
export function LoopbackAddressesPage({ list, blockNames, write, onDelete }: LoopbackAddressesPageProps) {
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
          cell: (l) => (
            <SectionCell section={blockNames}>
              {(names) => {
                const from = names[l.addressLotBlockId]
                return from ? (
                  <>
                    {from.lot} <span className={blockRange}>({from.block})</span>
                  </>
                ) : (
                  <span className={mono}>{l.addressLotBlockId}</span>
                )
              }}
            </SectionCell>
          ),
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
      <SectionNotice section={blockNames} what="the address lots’ names" />
    </ResourceListPage>
  )
}

const pair = css({ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: '2', alignItems: 'start' })

type LoopbackAddressFormProps = FormViewProps<LoopbackFormValues, LoopbackAddress, void> & {
  /** The pickers' choices, read beside the form. */
  racks: Section<Rack[]>
  lots: Section<AddressLot[]>
}

/** Rack and switch, the address and its mask, the lot it is reserved from, anycast. */
export function LoopbackAddressForm({ form, racks, lots, onDismiss }: LoopbackAddressFormProps) {
  return (
    <FormModal form={form} title="New loopback address" submitLabel="Create loopback address" onDismiss={onDismiss}>
      <SectionSelect
        label="Rack"
        required
        placeholder="Choose a rack"
        what="the racks"
        choices={mapSection(racks, (rs) => rs.map((r) => ({ value: r.id, label: r.id })))}
        {...field(form, 'rack')}
      />
      <RadioGroup
        label="Switch"
        options={SWITCH_LOCATIONS.map((s) => ({ value: s, label: s }))}
        {...field(form, 'switchLocation')}
      />
      <div className={pair}>
        <TextField label="Address" required autoComplete="off" spellCheck={false} description="IPv4 or IPv6, inside a block of the lot" {...field(form, 'address')} />
        <TextField label="Mask" required inputMode="numeric" autoComplete="off" description="Prefix length, e.g. 32" {...field(form, 'mask')} />
      </div>
      <SectionSelect
        label="Address lot"
        required
        placeholder="Choose an address lot"
        what="the address lots"
        choices={mapSection(lots, (ls) => ls.map((l) => ({ value: l.name, label: `${l.name} (${KIND_LABELS[l.kind].label.toLowerCase()})` })))}
        {...field(form, 'addressLot')}
      />
      <Checkbox
        label="Anycast"
        description="The address may be assigned to several switches at once"
        {...field(form, 'anycast')}
      />
    </FormModal>
  )
}
