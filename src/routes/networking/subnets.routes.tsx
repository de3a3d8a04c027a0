import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import type { VpcRef } from '~/machines/networking/vpcs'
import { pb } from '~/paths'
import { formRoute, listRoute, type Params } from '../kit'
import { orNotFound } from '../not-found'
import { vpcLayout } from './vpcs.routes'

const pages = () => import('./subnets.pages')
const vpcOf = ({ project, vpc }: Params): VpcRef => ({ project, vpc })

/** The VPC page's subnets tab; its create and edit modals open over it. */
export const subnetsList = listRoute({
  getParentRoute: () => vpcLayout,
  path: 'subnets',
  crumb: (p) => [{ label: 'Subnets', to: pb.subnets({ project: p.project, vpc: p.vpc }) }],
  fetchPage: (p) => async (q) => (await pages()).subnetsPage(vpcOf(p))(q),
  // A renamed or deleted router renames or clears the router column.
  refreshOn: ['/v1/vpc-subnets', '/v1/vpc-subnets/{subnet}', '/v1/vpc-routers', '/v1/vpc-routers/{router}'],
  page: lazyRouteComponent(pages, 'Subnets'),
  textOf: (r) => r.subnet,
  sortByName: true,
})

export const subnetsNewRoute = formRoute({
  getParentRoute: () => subnetsList.layout,
  path: 'subnets-new',
  crumb: 'New subnet',
  load: async (p) => (await pages()).loadSubnetCreate(vpcOf(p)),
  input: async (p) => (await pages()).subnetFormInput(vpcOf(p)),
  noun: 'subnet',
  verb: 'created',
  closeTo: (p) => pb.subnets(vpcOf(p)),
  form: lazyRouteComponent(pages, 'SubnetForm'),
  props: { mode: 'create' },
})

export const subnetEditRoute = formRoute({
  getParentRoute: () => subnetsList.layout,
  path: 'subnets/$subnet/edit',
  crumb: (p) => p.subnet,
  load: async (p) => (await pages()).loadSubnetEdit(vpcOf(p), p.subnet),
  input: async (p, edit) => (await pages()).subnetFormInput(vpcOf(p), edit),
  noun: 'subnet',
  verb: 'updated',
  closeTo: (p) => pb.subnets(vpcOf(p)),
  form: lazyRouteComponent(pages, 'SubnetForm'),
  props: { mode: 'edit' },
})

/** A subnet's details and the network interfaces in it, over the list, with a URL of its own. */
export const subnetDetailRoute = createRoute({
  getParentRoute: () => subnetsList.layout,
  path: 'subnets/$subnet',
  staticData: { crumb: (p) => p.subnet },
  loader: async ({ params }) => orNotFound((await pages()).loadSubnetDetail(vpcOf(params), params.subnet)),
  component: lazyRouteComponent(pages, 'SubnetDetailRoute'),
})

export const subnetsRoutes = [subnetsList.withModals([subnetsNewRoute, subnetEditRoute, subnetDetailRoute])]
