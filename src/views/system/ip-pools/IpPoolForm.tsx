import type { IpPool } from '~/api'
import type { IpPoolFormValues } from '~/machines/system/ip-pool-form.input'
import type { FormViewProps } from '~/machines/shared/form.connect'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

/** `loaded`: the pool edited; nothing for a new one. */
type Props = FormViewProps<IpPoolFormValues, IpPool, IpPool | undefined> & { mode: 'create' | 'edit' }

/** Ranges and silo links are added on the pool's page, once it exists. */
export function IpPoolForm({ form, mode, onDismiss }: Props) {
  const creating = mode === 'create'
  return (
    <FormModal
      form={form}
      title={creating ? 'Create IP pool' : 'Edit IP pool'}
      submitLabel={creating ? 'Create IP pool' : 'Update IP pool'}
      onDismiss={onDismiss}
    >
      <NameDescriptionFields form={form} />
    </FormModal>
  )
}
