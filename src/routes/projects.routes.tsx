import { fetchApi } from '~/api'
import type { PageParams } from '~/machines/shared/list.machine'
import { deleteProject, projectFormInput } from '~/machines/projects/project-form'
import { ProjectForm } from '~/views/projects/ProjectForm'
import { ProjectsPage } from '~/views/projects/ProjectsPage'
import { formRoute, listRoute, useConfirmDelete } from './kit'
import { siloLayout } from './layouts'
import { pb } from './paths'

const fetchProjects = () => ({ pageToken, limit }: PageParams) => fetchApi('/v1/projects', { query: { limit, pageToken } })

export const projectsList = listRoute({
  getParentRoute: () => siloLayout,
  path: 'projects',
  crumb: 'Projects',
  fetchPage: fetchProjects,
  refreshOn: '/v1/projects',
  page: function Projects({ list }) {
    const confirmDelete = useConfirmDelete()
    return (
      <ProjectsPage
        list={list}
        onDelete={(p) => void confirmDelete({ noun: 'project', name: p.name, remove: () => deleteProject(p.name) })}
      />
    )
  },
})

export const projectsNewRoute = formRoute({
  getParentRoute: () => projectsList.layout,
  path: 'projects-new',
  crumb: 'New project',
  input: () => projectFormInput(),
  noun: 'project',
  verb: 'created',
  closeTo: () => pb.projects(),
  form: ({ form, onDismiss }) => <ProjectForm title="Create project" submitLabel="Create project" form={form} onDismiss={onDismiss} />,
})

export const projectEditRoute = formRoute({
  getParentRoute: () => projectsList.layout,
  path: 'projects/$project/edit',
  crumb: 'Edit project',
  load: ({ project }) => fetchApi('/v1/projects/{project}', { path: { project } }),
  input: (_, project) => projectFormInput(project),
  noun: 'project',
  verb: 'updated',
  closeTo: () => pb.projects(),
  form: ({ form, onDismiss }) => <ProjectForm title="Edit project" submitLabel="Update project" form={form} onDismiss={onDismiss} />,
})

export const projectsRoutes = projectsList.withModals([projectsNewRoute, projectEditRoute])
