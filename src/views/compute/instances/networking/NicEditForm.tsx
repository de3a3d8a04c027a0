import { field, type FormProps } from '~/machines/shared/form.connect'
import type { NicEditValues } from '~/machines/compute/instance-networking'
import { Checkbox } from '~/views/ui'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

type Props<R> = {
  form: FormProps<NicEditValues, R>
  /** The interface is primary already: it cannot be made secondary. */
  isPrimary: boolean
  onDismiss: () => void
}

export function NicEditForm<R>({ form, isPrimary, onDismiss }: Props<R>) {
  return (
    <FormModal form={form} title="Edit network interface" submitLabel="Update network interface" onDismiss={onDismiss}>
      <NameDescriptionFields form={form} />
      <Checkbox
        label="Make primary"
        {...field(form, 'primary')}
        disabled={isPrimary}
        description={
          isPrimary
            ? 'This is the primary interface; make another one primary instead'
            : 'Becomes the primary interface the next time the instance starts'
        }
      />
    </FormModal>
  )
}
