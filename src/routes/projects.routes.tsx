import { createRoute, Outlet, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { fetchApi, PAGE_SIZE, type Project } from '~/api'
import { connectForm } from '~/machines/form.connect'
import { connectList } from '~/machines/list.connect'
import { createListMachine } from '~/machines/list.machine'
import {
  deleteProject,
  projectFormInput,
  projectFormMachine,
  type ProjectFormValues,
} from '~/machines/project-form'
import { ProjectForm } from '~/views/projects/ProjectForm'
import { ProjectsPage } from '~/views/projects/ProjectsPage'
import { useConfirm, useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { siloLayout } from './layouts'
import { orNotFound } from './not-found'
import { usePageActor, useRefreshOnInvalidate } from './page-actor'
import { pb } from './paths'
import { useOnDone } from './use-on-done'

const projectList = createListMachine<Project>()

const fetchProjects = ({ pageToken, limit }: { pageToken?: string; limit: number }) =>
  fetchApi('/v1/projects', { query: { limit, pageToken } })

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
    const actor = usePageActor(projectList, {
      input: { fetchPage: fetchProjects, initialPage: projectsListLayout.useLoaderData() },
    })
    const list = useConnect(actor, connectList<Project>)
    useRefreshOnInvalidate('/v1/projects', useCallback(() => actor.send({ type: 'REFRESH' }), [actor]))
    const confirm = useConfirm()
    const toast = useToast()
    const onDelete = (p: Project) =>
      confirm({
        title: 'Delete project',
        message: `Are you sure you want to delete project ${p.name}? This cannot be undone.`,
        confirmLabel: 'Delete',
        danger: true,
        action: () => deleteProject(p.name).then(() => toast({ title: `Project ${p.name} deleted`, variant: 'success' })),
      })
    return (
      <>
        <ProjectsPage list={list} onDelete={onDelete} />
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
    const navigate = useNavigate()
    const toast = useToast()
    const actor = usePageActor(projectFormMachine, { input: projectFormInput() })
    const form = useConnect(actor, connectForm<ProjectFormValues, Project>)
    const close = () => void navigate({ to: pb.projects() })
    useOnDone<Project>(actor, (p) => {
      toast({ title: `Project ${p.name} created`, variant: 'success' })
      close()
    })
    return <ProjectForm title="Create project" submitLabel="Create project" form={form} onDismiss={close} />
  },
})

export const projectEditRoute = createRoute({
  getParentRoute: () => projectsListLayout,
  path: 'projects/$project/edit',
  staticData: { crumb: 'Edit project' },
  loader: ({ params }) => orNotFound(fetchApi('/v1/projects/{project}', { path: { project: params.project } })),
  component: function EditProjectRoute() {
    const project = projectEditRoute.useLoaderData()
    const navigate = useNavigate()
    const toast = useToast()
    const actor = usePageActor(projectFormMachine, { input: projectFormInput(project) })
    const form = useConnect(actor, connectForm<ProjectFormValues, Project>)
    const close = () => void navigate({ to: pb.projects() })
    useOnDone<Project>(actor, (p) => {
      toast({ title: `Project ${p.name} updated`, variant: 'success' })
      close()
    })
    return <ProjectForm title="Edit project" submitLabel="Update project" form={form} onDismiss={close} />
  },
})

export const projectsRoutes = projectsListLayout.addChildren([projectsRoute, projectsNewRoute, projectEditRoute])
