import type { FormProps } from '~/machines/shared/form.connect'
import type { ProjectFormValues } from '~/machines/projects/project-form'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

type Props<R> = {
  title: string
  submitLabel: string
  form: FormProps<ProjectFormValues, R>
  onDismiss: () => void
}

/** Create and edit share one form: name and description. */
export function ProjectForm<R>({ form, ...modal }: Props<R>) {
  return (
    <FormModal form={form} {...modal}>
      <NameDescriptionFields form={form} />
    </FormModal>
  )
}
