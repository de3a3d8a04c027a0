import type { FormProps } from '~/machines/form.connect'
import type { ProjectFormValues } from '~/machines/project-form'
import { SideModalForm, TextArea, TextField } from '~/views/ui'

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
      <TextField
        label="Name"
        name="name"
        required
        value={form.values.name}
        error={form.errors.name}
        onChange={(v) => form.change('name', v)}
        onBlur={() => form.blur('name')}
        description="Lower-case letters, numbers and dashes; starts with a letter"
      />
      <TextArea
        label="Description"
        name="description"
        value={form.values.description}
        error={form.errors.description}
        onChange={(v) => form.change('description', v)}
        onBlur={() => form.blur('description')}
      />
    </SideModalForm>
  )
}
