import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { fetchApi } from '~/api'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

export const fetchInstance = (project: string, instance: string) =>
  fetchApi('/v1/instances/{instance}', { path: { instance }, query: { project } })

const fetchExternalIps = (project: string, instance: string) =>
  fetchApi('/v1/instances/{instance}/external-ips', { path: { instance }, query: { project } })

/**
 * The instance page: header, actions and properties above tabs; each tab is a
 * child route (in its own file) so a tab's requests start with its URL.
 */
export const instanceLayout = createRoute({
  getParentRoute: () => projectLayout,
  path: 'instances/$instance',
  staticData: {
    crumb: (p) => [
      { label: 'Instances', to: pb.instances({ project: p.project }) },
      { label: p.instance, to: pb.instance({ project: p.project, instance: p.instance }) },
    ],
  },
  loader: async ({ params }) => {
    const [instance, externalIps] = await Promise.all([
      orNotFound(fetchInstance(params.project, params.instance)),
      fetchExternalIps(params.project, params.instance).then((r) => r.items),
    ])
    return { instance, externalIps }
  },
  component: lazyRouteComponent(() => import('./instance.pages'), 'InstanceLayoutRoute'),
})

export const instanceIndexRoute = createRoute({
  getParentRoute: () => instanceLayout,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: pb.instanceStorage({ project: params.project, instance: params.instance }) })
  },
})
