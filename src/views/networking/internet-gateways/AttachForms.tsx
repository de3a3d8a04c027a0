// A gateway's attach forms: an IP pool linked to the silo, or one address.
import type { InternetGatewayIpAddress, InternetGatewayIpPool } from '~/api'
import type { AddressAttachValues, PoolAttachValues } from '~/machines/networking/internet-gateways'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { Select, TextField } from '~/views/ui'

type PoolChoices = { pools: { name: string; attached: boolean }[]; more: boolean }

/** `loaded`: the silo's pools; one already attached is shown and not offered. */
export function GatewayPoolAttachForm({ form, onDismiss, params, loaded }: FormViewProps<PoolAttachValues, InternetGatewayIpPool, PoolChoices>) {
  const none = loaded.pools.length === 0
  return (
    <FormModal form={form} title="Attach IP pool" subtitle={params.gateway} submitLabel="Attach IP pool" onDismiss={onDismiss}>
      <Select
        label="IP pool"
        required
        placeholder={none ? 'No IP pool is linked to this silo' : 'Choose a pool'}
        options={loaded.pools.map((p) => ({ value: p.name, label: p.attached ? `${p.name} (attached)` : p.name, disabled: p.attached }))}
        {...field(form, 'pool')}
        description={
          loaded.more
            ? 'Pools linked to this silo (the first 1,000). Instances routed through the gateway take their outbound address from it'
            : 'Pools linked to this silo. Instances routed through the gateway take their outbound address from it'
        }
      />
      <NameDescriptionFields form={form} />
    </FormModal>
  )
}

export function GatewayAddressAttachForm({ form, onDismiss, params }: FormViewProps<AddressAttachValues, InternetGatewayIpAddress>) {
  return (
    <FormModal form={form} title="Attach IP address" subtitle={params.gateway} submitLabel="Attach IP address" onDismiss={onDismiss}>
      <TextField
        label="Address"
        required
        spellCheck={false}
        autoComplete="off"
        {...field(form, 'address')}
        description="An IPv4 or IPv6 address from a pool linked to this silo"
      />
      <NameDescriptionFields form={form} />
    </FormModal>
  )
}
