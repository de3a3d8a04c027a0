import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { fetchVpc } from '~/machines/networking/vpcs'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

/**
 * The VPC page: properties above tabs; each tab is a child route in its own
 * file, so a tab's requests start with its URL.
 */
export const vpcLayout = createRoute({
  getParentRoute: () => projectLayout,
  path: 'vpcs/$vpc',
  staticData: {
    crumb: (p) => [
      { label: 'VPCs', to: pb.vpcs({ project: p.project }) },
      { label: p.vpc, to: pb.vpc({ project: p.project, vpc: p.vpc }) },
    ],
  },
  loader: ({ params }) => orNotFound(fetchVpc(params.project, params.vpc)),
  component: lazyRouteComponent(() => import('./vpc.pages'), 'VpcPage'),
})

export const vpcIndexRoute = createRoute({
  getParentRoute: () => vpcLayout,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: pb.firewallRules({ project: params.project, vpc: params.vpc }) })
  },
})
