import { createRoute, Outlet } from '@tanstack/react-router'
import { fetchApi, PAGE_SIZE } from '~/api'
import type { PageParams } from '~/machines/shared/list.machine'
import { deleteProject, projectFormInput } from '~/machines/projects/project-form'
import { ProjectForm } from '~/views/projects/ProjectForm'
import { ProjectsPage } from '~/views/projects/ProjectsPage'
import { useConfirmDelete, useFormPage, useListPage } from './kit'
import { siloLayout } from './layouts'
import { orNotFound } from './not-found'
import { pb } from './paths'

const fetchProjects = ({ pageToken, limit }: PageParams) => fetchApi('/v1/projects', { query: { limit, pageToken } })

/**
 * The list stays mounted under its create and edit modals, so opening and
 * closing a modal neither refetches nor loses the page the user was on.
 */
export const projectsListLayout = createRoute({
  getParentRoute: () => siloLayout,
  id: 'projects-list',
  staticData: { crumb: 'Projects' },
  // The first page loads with the route (in parallel with the session), so a
  // failure is the page's error; the list machine then reads it from the cache.
  loader: () => fetchProjects({ limit: PAGE_SIZE }),
  component: function ProjectsListRoute() {
    const { list } = useListPage({
      fetchPage: fetchProjects,
      initialPage: projectsListLayout.useLoaderData(),
      refreshOn: '/v1/projects',
    })
    const confirmDelete = useConfirmDelete()
    return (
      <>
        <ProjectsPage
          list={list}
          onDelete={(p) => void confirmDelete({ noun: 'project', name: p.name, remove: () => deleteProject(p.name) })}
        />
        <Outlet />
      </>
    )
  },
})

export const projectsRoute = createRoute({
  getParentRoute: () => projectsListLayout,
  path: 'projects',
})

export const projectsNewRoute = createRoute({
  getParentRoute: () => projectsListLayout,
  path: 'projects-new',
  staticData: { crumb: 'New project' },
  component: function CreateProjectRoute() {
    const { form, close } = useFormPage(projectFormInput(), { noun: 'project', verb: 'created', closeTo: pb.projects() })
    return <ProjectForm title="Create project" submitLabel="Create project" form={form} onDismiss={close} />
  },
})

export const projectEditRoute = createRoute({
  getParentRoute: () => projectsListLayout,
  path: 'projects/$project/edit',
  staticData: { crumb: 'Edit project' },
  loader: ({ params }) => orNotFound(fetchApi('/v1/projects/{project}', { path: { project: params.project } })),
  component: function EditProjectRoute() {
    const input = projectFormInput(projectEditRoute.useLoaderData())
    const { form, close } = useFormPage(input, { noun: 'project', verb: 'updated', closeTo: pb.projects() })
    return <ProjectForm title="Edit project" submitLabel="Update project" form={form} onDismiss={close} />
  },
})

export const projectsRoutes = projectsListLayout.addChildren([projectsRoute, projectsNewRoute, projectEditRoute])
