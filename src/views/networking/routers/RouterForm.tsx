import type { RouterFormValues } from '~/machines/networking/router-form'
import type { FormProps } from '~/machines/shared/form.connect'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

type Props<R> = {
  title: string
  submitLabel: string
  form: FormProps<RouterFormValues, R>
  onDismiss: () => void
}

/** Create and edit share one form: a router is its name and description; routes are added on its page. */
export function RouterForm<R>({ form, ...modal }: Props<R>) {
  return (
    <FormModal form={form} {...modal}>
      <NameDescriptionFields form={form} />
    </FormModal>
  )
}
