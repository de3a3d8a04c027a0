import type { Project } from '~/api'
import type { FormViewProps } from '~/machines/shared/form.connect'
import type { ProjectFormValues } from '~/machines/projects/project-form.input'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

type Props = FormViewProps<ProjectFormValues, Project> & { mode: 'create' | 'edit' }

/** Create and edit share one form: name and description. */
export function ProjectForm({ form, mode, onDismiss }: Props) {
  const creating = mode === 'create'
  return (
    <FormModal
      form={form}
      title={creating ? 'Create project' : 'Edit project'}
      submitLabel={creating ? 'Create project' : 'Update project'}
      onDismiss={onDismiss}
    >
      <NameDescriptionFields form={form} />
    </FormModal>
  )
}
