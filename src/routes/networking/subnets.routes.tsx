import { lazyRouteComponent } from '@tanstack/react-router'
import { fetchCustomRouters, fetchSubnet, subnetFormInput, subnetsPage, type VpcRef } from '~/machines/networking/subnet-form'
import { formRoute, listRoute, type Params } from '../kit'
import { pb } from '~/paths'
import { vpcLayout } from './vpc.routes'

const pages = () => import('./subnets.pages')

export const vpcOf = ({ project, vpc }: Params): VpcRef => ({ project, vpc })

/** The VPC page's subnets tab; its create and edit modals open over it. */
export const subnetsList = listRoute({
  getParentRoute: () => vpcLayout,
  path: 'subnets',
  crumb: (p) => [{ label: 'Subnets', to: pb.subnets({ project: p.project, vpc: p.vpc }) }],
  fetchPage: (p) => subnetsPage(vpcOf(p)),
  // A renamed or deleted router renames or clears the router column.
  refreshOn: ['/v1/vpc-subnets', '/v1/vpc-routers'],
  page: lazyRouteComponent(pages, 'Subnets'),
})

export const subnetsNewRoute = formRoute({
  getParentRoute: () => subnetsList.layout,
  path: 'subnets-new',
  crumb: 'New subnet',
  load: (p) => fetchCustomRouters(vpcOf(p)),
  input: (p) => subnetFormInput(vpcOf(p)),
  noun: 'subnet',
  verb: 'created',
  closeTo: (p) => pb.subnets(vpcOf(p)),
  form: lazyRouteComponent(pages, 'CreateSubnetForm'),
})

export const subnetEditRoute = formRoute({
  getParentRoute: () => subnetsList.layout,
  path: 'subnets/$subnet/edit',
  crumb: (p) => p.subnet,
  load: async (p) => {
    const [subnet, routers] = await Promise.all([fetchSubnet(vpcOf(p), p.subnet), fetchCustomRouters(vpcOf(p))])
    return { subnet, routers }
  },
  input: (p, edit) => subnetFormInput(vpcOf(p), edit),
  noun: 'subnet',
  verb: 'updated',
  closeTo: (p) => pb.subnets(vpcOf(p)),
  form: lazyRouteComponent(pages, 'EditSubnetForm'),
})

export const subnetsRoutes = [subnetsList.withModals([subnetsNewRoute, subnetEditRoute])]
