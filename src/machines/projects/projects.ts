// Projects: the list's pages, one project (for the edit form), the create and
// edit form, and delete.
import { fetchApi, api, invalidate, type Project } from '~/api'
import { type PageParams } from '../shared/list.machine'
import { nameDescriptionErrors } from '~/validation'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'

export const projectsPage = ({ pageToken, limit, sortBy }: PageParams) =>
  fetchApi('/v1/projects', { query: { limit, pageToken, sortBy } })

/** One project, by name or id. */
export const fetchProject = (project: string) => fetchApi('/v1/projects/{project}', { path: { project } })

// The projects create/edit form (used with the form machine): its values,
// rules and the calls that save it; and delete, for the confirm dialog. Each
// mutation invalidates the cached reads it changes.
export type ProjectFormValues = { name: string; description: string }

export const projectInitialValues: ProjectFormValues = { name: '', description: '' }

export function validateProject(values: ProjectFormValues): FieldErrors<ProjectFormValues> {
  return nameDescriptionErrors(values)
}

export async function createProject(values: ProjectFormValues): Promise<Project> {
  const project = await api.post('/v1/projects', { body: values })
  await invalidate('/v1/projects', '/v1/projects/{project}', '/v1/projects/{project}/policy')
  return project
}

/** `project` is the name or id of the project being edited. */
export async function updateProject(project: string, values: ProjectFormValues): Promise<Project> {
  const updated = await api.put('/v1/projects/{project}', { path: { project }, body: values })
  await invalidate('/v1/projects', '/v1/projects/{project}', '/v1/projects/{project}/policy')
  return updated
}

export async function deleteProject(project: string): Promise<void> {
  await api.delete('/v1/projects/{project}', { path: { project } })
  await invalidate('/v1/projects', '/v1/projects/{project}', '/v1/projects/{project}/policy')
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
