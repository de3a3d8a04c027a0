import { lazyRouteComponent } from '@tanstack/react-router'
import { formRoute, listRoute } from './kit'
import { siloLayout } from './layouts'
import { pb } from '~/paths'

const pages = () => import('./projects.pages')

export const projectsList = listRoute({
  getParentRoute: () => siloLayout,
  path: 'projects',
  crumb: 'Projects',
  fetchPage: () => async (q) => (await pages()).projectsPage(q),
  refreshOn: ['/v1/projects', '/v1/projects/{project}', '/v1/projects/{project}/policy'],
  page: lazyRouteComponent(pages, 'ProjectsList'),
  sortByName: true,
  rowTo: (_, project) => pb.project({ project }),
})

export const projectsNewRoute = formRoute({
  getParentRoute: () => projectsList.layout,
  path: 'projects-new',
  crumb: 'New project',
  input: async () => (await pages()).projectFormInput(),
  noun: 'project',
  verb: 'created',
  closeTo: () => pb.projects(),
  form: lazyRouteComponent(pages, 'NameDescriptionForm'),
  props: { noun: 'project', mode: 'create' },
})

export const projectEditRoute = formRoute({
  getParentRoute: () => projectsList.layout,
  path: 'projects/$project/edit',
  crumb: 'Edit project',
  load: async ({ project }) => (await pages()).fetchProject(project),
  input: async (_, project) => (await pages()).projectFormInput(project),
  noun: 'project',
  verb: 'updated',
  closeTo: () => pb.projects(),
  form: lazyRouteComponent(pages, 'NameDescriptionForm'),
  props: { noun: 'project', mode: 'edit' },
})

export const projectsRoutes = projectsList.withModals([projectsNewRoute, projectEditRoute])
