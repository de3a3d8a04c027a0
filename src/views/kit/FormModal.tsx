import type { FormProps } from '~/machines/shared/form.connect'
import { SideModalForm, type SideModalFormProps } from '~/views/ui'
import { RequestPreview } from './RequestPreview'

export type FormModalProps<V, R> = Omit<SideModalFormProps, 'errors' | 'submitting' | 'dirty' | 'onSubmit' | 'attention' | 'after'> & {
  form: FormProps<V, R>
  /** What the form needed and could not read (its choices), shown above the server's message. */
  loadErrors?: (string | undefined)[]
}

/**
 * The side-modal form wired to a form machine: server errors, busy submit,
 * ask before discarding, a refused submit's focus and count, and below it the
 * request the form would send ('API request', closed until opened).
 */
export function FormModal<V, R>({ form, loadErrors = [], ...modal }: FormModalProps<V, R>) {
  return (
    <SideModalForm
      {...modal}
      errors={[...loadErrors.filter((e): e is string => !!e), ...form.formErrors]}
      submitting={form.isSubmitting}
      dirty={form.isDirty}
      attention={form.attention}
      onSubmit={form.submit}
      after={<RequestPreview form={form} />}
    />
  )
}
