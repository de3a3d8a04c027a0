import { lazyRouteComponent } from '@tanstack/react-router'
import { formRoute, listRoute } from '../kit'
import { projectLayout } from '../layouts'
import { pb } from '~/paths'

const pages = () => import('./floating-ips.pages')

export const floatingIpsList = listRoute({
  getParentRoute: () => projectLayout,
  path: 'floating-ips',
  crumb: (p) => [{ label: 'Floating IPs', to: pb.floatingIps({ project: p.project }) }],
  fetchPage: ({ project }) => async (q) => (await pages()).floatingIpRowsPage(project)(q),
  // Attaching from an instance's page, or deleting an instance, changes rows here too.
  refreshOn: ['/v1/floating-ips', '/v1/floating-ips/{floating_ip}', '/v1/instances', '/v1/instances/{instance}', '/v1/instances/{instance}/anti-affinity-groups', '/v1/instances/{instance}/disks', '/v1/instances/{instance}/external-ips'],
  page: lazyRouteComponent(pages, 'FloatingIps'),
  sortByName: true,
})

export const floatingIpsNewRoute = formRoute({
  getParentRoute: () => floatingIpsList.layout,
  path: 'floating-ips-new',
  crumb: 'New floating IP',
  // The form opens at once; the pool picker's list is a part of it (started here, not waited for).
  load: async () => (await pages()).startFloatingIpPools(),
  input: async ({ project }) => (await pages()).floatingIpCreateFormInput(project),
  noun: 'floating IP',
  verb: 'created',
  closeTo: ({ project }) => pb.floatingIps({ project }),
  form: lazyRouteComponent(pages, 'FloatingIpCreateFormPage'),
})

export const floatingIpEditRoute = formRoute({
  getParentRoute: () => floatingIpsList.layout,
  path: 'floating-ips/$floatingIp/edit',
  crumb: 'Edit floating IP',
  load: async ({ project, floatingIp }) => (await pages()).fetchFloatingIp(project, floatingIp),
  input: async ({ project }, fip) => (await pages()).floatingIpEditFormInput(project, fip),
  noun: 'floating IP',
  verb: 'updated',
  closeTo: ({ project }) => pb.floatingIps({ project }),
  form: lazyRouteComponent(pages, 'FloatingIpEditForm'),
})

export const floatingIpsRoutes = [floatingIpsList.withModals([floatingIpsNewRoute, floatingIpEditRoute])]
