import type { FormProps } from '~/machines/form.connect'
import type { ProjectFormValues } from '~/machines/project-form'
import { SideModalForm } from '~/views/ui'
import { NameDescriptionFields } from '~/views/forms/NameDescriptionFields'

type Props<R> = {
  title: string
  submitLabel: string
  form: FormProps<ProjectFormValues, R>
  onDismiss: () => void
}

/** Create and edit share one form: name and description. */
export function ProjectForm<R>({ title, submitLabel, form, onDismiss }: Props<R>) {
  return (
    <SideModalForm
      title={title}
      submitLabel={submitLabel}
      errors={form.formErrors}
      submitting={form.isSubmitting}
      dirty={form.isDirty}
      onSubmit={form.submit}
      onDismiss={onDismiss}
    >
      <NameDescriptionFields form={form} />
    </SideModalForm>
  )
}
