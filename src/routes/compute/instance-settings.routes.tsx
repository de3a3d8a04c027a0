import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { fetchApi } from '~/api'
import { instanceLayout } from './instance.routes'

const pages = () => import('./instance-settings.pages')

const ALL = 1000 // an instance has at most 12 disks; a project's groups fit in one page here

export const instanceSettingsRoute = createRoute({
  getParentRoute: () => instanceLayout,
  path: 'settings',
  staticData: { crumb: 'Settings' },
  loader: async ({ params: { project, instance } }) => {
    const [disks, groups, allGroups] = await Promise.all([
      fetchApi('/v1/instances/{instance}/disks', { path: { instance }, query: { project, limit: ALL } }),
      fetchApi('/v1/instances/{instance}/anti-affinity-groups', { path: { instance }, query: { project, limit: ALL } }),
      fetchApi('/v1/anti-affinity-groups', { query: { project, limit: ALL } }),
    ])
    return { disks: disks.items, groups: groups.items, allGroups: allGroups.items }
  },
  component: lazyRouteComponent(pages, 'InstanceSettingsRoute'),
})

export const instanceSettingsRoutes = [instanceSettingsRoute]
