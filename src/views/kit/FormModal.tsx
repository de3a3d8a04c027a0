import type { FormProps } from '~/machines/shared/form.connect'
import { SideModalForm, type SideModalFormProps } from '~/views/ui'

type Props<V, R> = Omit<SideModalFormProps, 'errors' | 'submitting' | 'dirty' | 'onSubmit'> & {
  form: FormProps<V, R>
}

/** The side-modal form wired to a form machine: server errors, busy submit, ask before discarding. */
export function FormModal<V, R>({ form, ...modal }: Props<V, R>) {
  return (
    <SideModalForm
      {...modal}
      errors={form.formErrors}
      submitting={form.isSubmitting}
      dirty={form.isDirty}
      onSubmit={form.submit}
    />
  )
}
