import {
  SWITCH_LOCATIONS,
  type LoopbackAddress,
  type LoopbackFormLoad,
  type LoopbackFormValues,
} from '~/machines/system/loopback-addresses.input'
import { KIND_LABELS } from '~/machines/system/address-lots.input'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import { FormModal } from '~/views/kit/FormModal'
import { Checkbox, RadioGroup, Select, TextField } from '~/views/ui'
import { css } from 'styled-system/css'

type Props = FormViewProps<LoopbackFormValues, LoopbackAddress, LoopbackFormLoad>

const pair = css({ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: '2', alignItems: 'start' })

/** Rack and switch, the address and its mask, the lot it is reserved from, anycast. */
export function LoopbackAddressForm({ form, loaded: { racks, lots }, onDismiss }: Props) {
  return (
    <FormModal form={form} title="New loopback address" submitLabel="Create loopback address" onDismiss={onDismiss}>
      <Select
        label="Rack"
        required
        placeholder="Choose a rack"
        options={racks.map((r) => ({ value: r.id, label: r.id }))}
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
      <Select
        label="Address lot"
        required
        placeholder="Choose an address lot"
        options={lots.map((l) => ({ value: l.name, label: `${l.name} (${KIND_LABELS[l.kind].label.toLowerCase()})` }))}
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
