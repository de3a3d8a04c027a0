import { field, type FormProps } from '~/machines/shared/form.connect'
import type { ListProps } from '~/machines/shared/list.connect'
import type { IpPool, LinkPoolValues } from '~/machines/system/ip-pools'
import { FormModal } from '~/views/kit/FormModal'
import { Select } from '~/views/ui'

type Props<R> = {
  silo: string
  form: FormProps<LinkPoolValues, R>
  /** The pools not linked to the silo yet. */
  pools: ListProps<IpPool>
  onDismiss: () => void
}

/** Picks a pool to link to the silo; it is linked as a non-default pool. */
export function LinkPoolForm<R>({ silo, form, pools, onDismiss }: Props<R>) {
  const none = !pools.isLoading && !pools.error && pools.rows.length === 0
  const pool = field(form, 'pool')
  return (
    <FormModal
      form={form}
      title="Link IP pool"
      subtitle={`to silo ${silo}`}
      submitLabel="Link pool"
      submitDisabled={pools.isLoading || none}
      onDismiss={onDismiss}
    >
      <Select
        label="IP pool"
        required
        disabled={pools.isLoading || none}
        placeholder={pools.isLoading ? 'Loading pools…' : none ? 'Every pool is linked already' : 'Choose a pool'}
        options={pools.rows.map((p) => ({ value: p.name, label: p.description ? `${p.name} — ${p.description}` : p.name }))}
        {...pool}
        error={pool.error ?? pools.error}
        description="Linked as an extra pool; make it the default from the list"
      />
    </FormModal>
  )
}
