import type { FormProps } from '~/machines/shared/form.connect'
import { defaultPool } from '~/machines/shared/ip-pools'
import type { EphemeralIpValues } from '~/machines/compute/instance-networking'
import type { SiloIpPool } from '~/machines/shared/ip-pools'
import type { ListProps } from '~/machines/shared/list.connect'
import { Select, SideModalForm } from '~/views/ui'

type Props<R> = {
  form: FormProps<EphemeralIpValues, R>
  pools: ListProps<SiloIpPool>
  onDismiss: () => void
}

export function AttachEphemeralIpForm<R>({ form, pools, onDismiss }: Props<R>) {
  const fallback = defaultPool(pools.rows)
  return (
    <SideModalForm
      title="Attach ephemeral IP"
      submitLabel="Attach"
      errors={form.formErrors}
      submitting={form.isSubmitting}
      dirty={form.isDirty}
      onSubmit={form.submit}
      onDismiss={onDismiss}
    >
      <Select
        label="IP pool"
        name="pool"
        placeholder={pools.isLoading ? 'Loading pools…' : fallback ? undefined : 'Choose a pool'}
        disabled={pools.isLoading}
        options={pools.rows.map((p) => ({ value: p.name, label: p.isDefault ? `${p.name} (default)` : p.name }))}
        // Nothing picked sends no pool, and the server allocates from the default: show that as the choice.
        value={form.values.pool || (fallback?.name ?? '')}
        error={form.errors.pool ?? pools.error}
        onChange={(v) => form.change('pool', v)}
        onBlur={() => form.blur('pool')}
        description="The address is allocated from this pool"
      />
    </SideModalForm>
  )
}
