// The project calls every project screen shares: the form's validation and
// submit functions (fed to the form machine) and delete (fed to the confirm
// dialog). Each mutation invalidates the cached reads it changes.
import { api, invalidate, type Project } from '~/api'
import { validateDescription, validateName } from '~/validation'
import type { FieldErrors } from './form.machine'

export type ProjectValues = { name: string; description: string }

export const emptyProject: ProjectValues = { name: '', description: '' }

export const projectValues = (p: Project): ProjectValues => ({ name: p.name, description: p.description })

export const validateProject = (v: ProjectValues): FieldErrors<ProjectValues> => ({
  name: validateName(v.name),
  description: validateDescription(v.description),
})

export async function createProject(values: ProjectValues): Promise<Project> {
  const project = await api.post('/v1/projects', { body: values })
  await invalidate('/v1/projects')
  return project
}

export async function updateProject(project: string, values: ProjectValues): Promise<Project> {
  const updated = await api.put('/v1/projects/{project}', { path: { project }, body: values })
  await invalidate('/v1/projects')
  return updated
}

export async function deleteProject(project: string): Promise<void> {
  await api.delete('/v1/projects/{project}', { path: { project } })
  await invalidate('/v1/projects')
}
