import type { IpPoolFormValues } from '~/machines/system/ip-pool-form'
import type { FormProps } from '~/machines/shared/form.connect'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

type Props<R> = { form: FormProps<IpPoolFormValues, R>; creating: boolean; onDismiss: () => void }

/** Ranges and silo links are added on the pool's page, once it exists. */
export function IpPoolForm<R>({ form, creating, onDismiss }: Props<R>) {
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
