// Projects: the list's pages, one project (for the edit form), the create and
// edit form, and delete.
import { fetchApi, api, invalidate, type Project } from '~/api'
import { type PageParams } from '../shared/list.machine'
import { nameDescriptionErrors } from '~/validation'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'
import { nonEmpty, type DeleteImpact } from '../shared/delete-impact.rules'
import { readGroup, type LinkTo } from '../shared/delete-impact'

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

// ---- before a delete ----------------------------------------------------------------

export type ProjectLinks = Record<'instance' | 'disk' | 'snapshot' | 'image' | 'vpc' | 'floatingIp' | 'affinityGroup', LinkTo>

/**
 * What a project holds that Nexus refuses to delete it with (its
 * ensure_no_*_in_project checks: instances, disks, floating IPs, images,
 * snapshots, VPCs — the default one too — and affinity groups): 7 requests,
 * the first 100 of each.
 */
export async function projectDeleteImpact(project: string, to: ProjectLinks): Promise<DeleteImpact> {
  const query = (limit: number) => ({ query: { project, limit } })
  const groups = await Promise.all([
    readGroup('instance', 'in it', (l) => fetchApi('/v1/instances', query(l)), to.instance),
    readGroup('disk', 'in it', (l) => fetchApi('/v1/disks', query(l)), to.disk),
    readGroup('snapshot', 'in it', (l) => fetchApi('/v1/snapshots', query(l)), to.snapshot),
    readGroup('image', 'in it', (l) => fetchApi('/v1/images', query(l)), to.image),
    readGroup('VPC', 'in it', (l) => fetchApi('/v1/vpcs', query(l)), to.vpc),
    readGroup('floating IP', 'in it', (l) => fetchApi('/v1/floating-ips', query(l)), to.floatingIp),
    readGroup('affinity group', 'in it', (l) => fetchApi('/v1/affinity-groups', query(l)), to.affinityGroup),
  ])
  const dependents = nonEmpty(groups)
  return {
    dependents,
    refusal:
      dependents.length > 0
        ? 'Nexus refuses to delete a project that still holds anything (its default VPC too): delete what is listed first'
        : undefined,
  }
}
