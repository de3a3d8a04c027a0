import { lazyRouteComponent } from '@tanstack/react-router'
import { fetchApi } from '~/api'
import type { PageParams } from '~/machines/shared/list.machine'
import { projectFormInput } from '~/machines/projects/project-form'
import { formRoute, listRoute } from './kit'
import { siloLayout } from './layouts'
import { pb } from '~/paths'

const fetchProjects = () => ({ pageToken, limit }: PageParams) => fetchApi('/v1/projects', { query: { limit, pageToken } })
const pages = () => import('./projects.pages')

export const projectsList = listRoute({
  getParentRoute: () => siloLayout,
  path: 'projects',
  crumb: 'Projects',
  fetchPage: fetchProjects,
  refreshOn: '/v1/projects',
  page: lazyRouteComponent(pages, 'ProjectsList'),
})

export const projectsNewRoute = formRoute({
  getParentRoute: () => projectsList.layout,
  path: 'projects-new',
  crumb: 'New project',
  input: () => projectFormInput(),
  noun: 'project',
  verb: 'created',
  closeTo: () => pb.projects(),
  form: lazyRouteComponent(pages, 'CreateProjectForm'),
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
  form: lazyRouteComponent(pages, 'EditProjectForm'),
})

export const projectsRoutes = projectsList.withModals([projectsNewRoute, projectEditRoute])
