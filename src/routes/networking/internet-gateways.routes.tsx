import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import type { VpcRef } from '~/machines/networking/vpcs'
import { listRoute, type Params } from '../kit'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'
import { vpcLayout } from './vpcs.routes'

const pages = () => import('./internet-gateways.pages')

const vpcOf = ({ project, vpc }: Params): VpcRef => ({ project, vpc })

/** The VPC page's gateways tab; a gateway's details open over it. */
export const internetGatewaysList = listRoute({
  getParentRoute: () => vpcLayout,
  path: 'internet-gateways',
  crumb: (p) => [{ label: 'Internet gateways', to: pb.internetGateways({ project: p.project, vpc: p.vpc }) }],
  fetchPage: (p) => async (q) => (await pages()).internetGatewaysPage(vpcOf(p))(q),
  // (What the gateways draw on is a part of the page, following its own reads.)
  refreshOn: ['/v1/internet-gateways', '/v1/internet-gateways/{gateway}'],
  page: lazyRouteComponent(pages, 'InternetGateways'),
  textOf: (r) => r.gateway,
})

/** A gateway's properties, pools and addresses; read-only (the console makes no changes to gateways). */
export const internetGatewayRoute = createRoute({
  getParentRoute: () => internetGatewaysList.layout,
  path: 'internet-gateways/$gateway',
  staticData: { crumb: (p) => p.gateway },
  loader: async ({ params }) => orNotFound((await pages()).fetchGatewayDetail({ ...vpcOf(params), gateway: params.gateway })),
  component: lazyRouteComponent(pages, 'InternetGateway'),
})

export const internetGatewaysRoutes = [internetGatewaysList.withModals([internetGatewayRoute])]
