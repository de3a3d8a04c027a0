import type { Silo } from '~/api'
import type { LinkSiloValues } from '~/machines/system/ip-pools'
import { field, type FormProps } from '~/machines/shared/form.connect'
import type { ListProps } from '~/machines/shared/list.connect'
import { FormModal } from '~/views/kit/FormModal'
import { Checkbox, Select } from '~/views/ui'

type Props<R> = {
  pool: string
  form: FormProps<LinkSiloValues, R>
  /** The silos not linked yet (read when the modal opens). */
  silos: ListProps<Silo>
  onDismiss: () => void
}

export function LinkSiloForm<R>({ pool, form, silos, onDismiss }: Props<R>) {
  const none = !silos.isLoading && silos.rows.length === 0
  const silo = field(form, 'silo')
  return (
    <FormModal
      form={form}
      title="Link silo"
      subtitle={pool}
      submitLabel="Link"
      submitDisabled={none}
      submitDisabledReason={none ? 'Every silo is linked to this pool already' : undefined}
      onDismiss={onDismiss}
    >
      <Select
        label="Silo"
        required
        placeholder={silos.isLoading ? 'Loading silos…' : none ? 'No silos left to link' : 'Choose a silo'}
        options={silos.rows.map((s) => ({ value: s.name, label: s.name }))}
        {...silo}
        error={silo.error ?? silos.error}
      />
      <Checkbox
        label="Make this the silo’s default pool"
        description="Addresses come from the default pool when a user does not pick one. The silo’s current default stays linked."
        {...field(form, 'isDefault')}
      />
    </FormModal>
  )
}
