import type { FloatingIp } from '~/api'
import type { SiloIpPool } from '~/machines/shared/ip-pools.rules'
import type { FloatingIpCreateValues, FloatingIpEditValues } from '~/machines/networking/floating-ip-form.input'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { Select, TextField } from '~/views/ui'

/** `loaded`: the silo's pools; the default one is marked (and picked to start with). */
type CreateProps = FormViewProps<FloatingIpCreateValues, FloatingIp, SiloIpPool[]>

export function FloatingIpCreateForm({ form, loaded: pools, onDismiss }: CreateProps) {
  return (
    <FormModal form={form} title="Create floating IP" submitLabel="Create floating IP" onDismiss={onDismiss}>
      <NameDescriptionFields form={form} />
      <Select
        label="IP pool"
        required
        placeholder={form.values.pool ? undefined : 'Choose a pool'}
        options={pools.map((p) => ({ value: p.name, label: p.isDefault ? `${p.name} (default)` : p.name }))}
        {...field(form, 'pool')}
        description="The address is drawn from this pool"
      />
      <TextField
        label="IP address"
        {...field(form, 'ip')}
        description="Optional. A free address of the pool; left empty, one is picked for you"
        spellCheck={false}
        autoComplete="off"
      />
    </FormModal>
  )
}

type EditProps = FormViewProps<FloatingIpEditValues, FloatingIp>

/** The address and pool are fixed once created: only the name and description change. */
export function FloatingIpEditForm({ form, onDismiss }: EditProps) {
  return (
    <FormModal form={form} title="Edit floating IP" submitLabel="Update floating IP" onDismiss={onDismiss}>
      <NameDescriptionFields form={form} />
    </FormModal>
  )
}
