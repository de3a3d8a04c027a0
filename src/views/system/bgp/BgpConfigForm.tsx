import type { BgpConfig, BgpConfigFormLoad, BgpConfigFormValues } from '~/machines/system/bgp.input'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import { ASN_MAX, ASN_MIN } from '~/machines/system/bgp.rules'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { Select, TextField } from '~/views/ui'

type Props = FormViewProps<BgpConfigFormValues, BgpConfig, BgpConfigFormLoad>

/** Name, description, the rack's ASN, the announce set it announces and an optional VRF. */
export function BgpConfigForm({ form, loaded: { announceSets }, onDismiss }: Props) {
  return (
    <FormModal form={form} title="New BGP config" submitLabel="Create BGP config" onDismiss={onDismiss}>
      <NameDescriptionFields form={form} />
      <TextField
        label="ASN"
        required
        inputMode="numeric"
        autoComplete="off"
        description={`The rack's autonomous system number, ${ASN_MIN} to ${ASN_MAX.toLocaleString('en-US')}`}
        {...field(form, 'asn')}
      />
      <Select
        label="Announce set"
        required
        placeholder={announceSets.length === 0 ? 'No announce sets: create one first' : 'Choose an announce set'}
        options={announceSets.map((s) => ({ value: s.name, label: s.description ? `${s.name} — ${s.description}` : s.name }))}
        {...field(form, 'announceSet')}
      />
      <TextField
        label="VRF"
        autoComplete="off"
        spellCheck={false}
        description="Optional: a virtual routing and forwarding instance, named like a resource"
        {...field(form, 'vrf')}
      />
    </FormModal>
  )
}
