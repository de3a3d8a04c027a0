// The projects create/edit form (used with the form machine): its values,
// rules and the calls that save it.
import { api, invalidate, type Project } from '~/api'
import { validateName } from '~/validation/name'
import { createFormMachine, type FieldErrors, type FormInput } from './form.machine'

export type ProjectFormValues = { name: string; description: string }

export const projectInitialValues: ProjectFormValues = { name: '', description: '' }

export function validateProject(values: ProjectFormValues): FieldErrors<ProjectFormValues> {
  const name = validateName(values.name)
  return name ? { name } : {}
}

export async function createProject(values: ProjectFormValues): Promise<Project> {
  const project = await api.post('/v1/projects', { body: values })
  await invalidate('/v1/projects')
  return project
}

/** `project` is the name or id of the project being edited. */
export async function updateProject(project: string, values: ProjectFormValues): Promise<Project> {
  const updated = await api.put('/v1/projects/{project}', { path: { project }, body: values })
  await invalidate('/v1/projects')
  return updated
}

export const projectFormMachine = createFormMachine<ProjectFormValues, Project>()

/** Input for projectFormMachine: a new project, or the edit of `project`. */
export function projectFormInput(project?: Project): FormInput<ProjectFormValues, Project> {
  if (!project) return { initialValues: projectInitialValues, validate: validateProject, submit: createProject }
  return {
    initialValues: { name: project.name, description: project.description },
    validate: validateProject,
    submit: (values) => updateProject(project.name, values),
  }
}
