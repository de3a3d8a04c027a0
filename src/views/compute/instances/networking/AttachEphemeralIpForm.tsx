import { field, type FormProps } from '~/machines/shared/form.connect'
import { defaultPool } from '~/machines/shared/ip-pools.rules'
import type { EphemeralIpValues } from '~/machines/compute/instance-networking'
import type { SiloIpPool } from '~/machines/shared/ip-pools.rules'
import type { ListProps } from '~/machines/shared/list.connect'
import { FormModal } from '~/views/kit/FormModal'
import { Select } from '~/views/ui'

type Props<R> = {
  form: FormProps<EphemeralIpValues, R>
  pools: ListProps<SiloIpPool>
  onDismiss: () => void
}

export function AttachEphemeralIpForm<R>({ form, pools, onDismiss }: Props<R>) {
  const fallback = defaultPool(pools.rows)
  const pool = field(form, 'pool')
  return (
    <FormModal form={form} title="Attach ephemeral IP" submitLabel="Attach" onDismiss={onDismiss}>
      <Select
        label="IP pool"
        placeholder={pools.isLoading ? 'Loading pools…' : fallback ? undefined : 'Choose a pool'}
        disabled={pools.isLoading}
        options={pools.rows.map((p) => ({ value: p.name, label: p.isDefault ? `${p.name} (default)` : p.name }))}
        description="The address is allocated from this pool"
        {...pool}
        // Nothing picked sends no pool, and the server allocates from the default: show that as the choice.
        value={pool.value || (fallback?.name ?? '')}
        error={pool.error ?? pools.error}
      />
    </FormModal>
  )
}
