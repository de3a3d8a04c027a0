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
  // (The routers that name the rows are a part of the page, following their own reads.)
  refreshOn: ['/v1/vpc-subnets', '/v1/vpc-subnets/{subnet}'],
  page: lazyRouteComponent(pages, 'Subnets'),
  textOf: (r) => r.subnet,
  sortByName: true,
})

export const subnetsNewRoute = formRoute({
  getParentRoute: () => subnetsList.layout,
  path: 'subnets-new',
  crumb: 'New subnet',
  // The form opens at once; the router picker's choices are a part of it (started here, not waited for).
  load: async (p) => (await pages()).startSubnetCreate(vpcOf(p)),
  input: async (p) => (await pages()).subnetFormInput(vpcOf(p)),
  noun: 'subnet',
  verb: 'created',
  closeTo: (p) => pb.subnets(vpcOf(p)),
  form: lazyRouteComponent(pages, 'SubnetFormPage'),
  props: { mode: 'create' },
})

export const subnetEditRoute = formRoute({
  getParentRoute: () => subnetsList.layout,
  path: 'subnets/$subnet/edit',
  crumb: (p) => p.subnet,
  // The subnet is the form's own read; the router picker's choices start beside it.
  load: async (p) => (await pages()).loadSubnetEdit(vpcOf(p), p.subnet),
  input: async (p, subnet) => (await pages()).subnetFormInput(vpcOf(p), subnet),
  noun: 'subnet',
  verb: 'updated',
  closeTo: (p) => pb.subnets(vpcOf(p)),
  form: lazyRouteComponent(pages, 'SubnetFormPage'),
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
