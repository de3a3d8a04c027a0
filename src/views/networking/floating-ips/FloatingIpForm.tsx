import type { SiloIpPool } from '~/machines/shared/ip-pools'
import type { FloatingIpCreateValues, FloatingIpEditValues } from '~/machines/networking/floating-ip-form'
import type { FormProps } from '~/machines/shared/form.connect'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { Select, TextField } from '~/views/ui'

type CreateProps<R> = {
  form: FormProps<FloatingIpCreateValues, R>
  /** The silo's pools; the default one is marked (and picked to start with). */
  pools: SiloIpPool[]
  onDismiss: () => void
}

export function FloatingIpCreateForm<R>({ form, pools, onDismiss }: CreateProps<R>) {
  return (
    <FormModal form={form} title="Create floating IP" submitLabel="Create floating IP" onDismiss={onDismiss}>
      <NameDescriptionFields form={form} />
      <Select
        label="IP pool"
        name="pool"
        required
        placeholder={form.values.pool ? undefined : 'Choose a pool'}
        options={pools.map((p) => ({ value: p.name, label: p.isDefault ? `${p.name} (default)` : p.name }))}
        value={form.values.pool}
        error={form.errors.pool}
        onChange={(v) => form.change('pool', v)}
        onBlur={() => form.blur('pool')}
        description="The address is drawn from this pool"
      />
      <TextField
        label="IP address"
        name="ip"
        value={form.values.ip}
        error={form.errors.ip}
        onChange={(v) => form.change('ip', v)}
        onBlur={() => form.blur('ip')}
        description="Optional. A free address of the pool; left empty, one is picked for you"
        spellCheck={false}
        autoComplete="off"
      />
    </FormModal>
  )
}

type EditProps<R> = { form: FormProps<FloatingIpEditValues, R>; onDismiss: () => void }

/** The address and pool are fixed once created: only the name and description change. */
export function FloatingIpEditForm<R>({ form, onDismiss }: EditProps<R>) {
  return (
    <FormModal form={form} title="Edit floating IP" submitLabel="Update floating IP" onDismiss={onDismiss}>
      <NameDescriptionFields form={form} />
    </FormModal>
  )
}
