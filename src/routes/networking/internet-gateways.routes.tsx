import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import type { GatewayRef } from '~/machines/networking/internet-gateways'
import type { VpcRef } from '~/machines/networking/vpcs'
import { formRoute, listRoute, type Params } from '../kit'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'
import { vpcLayout } from './vpcs.routes'

const pages = () => import('./internet-gateways.pages')

const vpcOf = ({ project, vpc }: Params): VpcRef => ({ project, vpc })
const gatewayOf = (p: Params): GatewayRef => ({ ...vpcOf(p), gateway: p.gateway })

/** The VPC page's gateways tab; a gateway's page and the forms open over it. */
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

export const internetGatewaysNewRoute = formRoute({
  getParentRoute: () => internetGatewaysList.layout,
  path: 'internet-gateways-new',
  crumb: 'New internet gateway',
  input: async (p) => (await pages()).gatewayFormInput(vpcOf(p)),
  noun: 'internet gateway',
  verb: 'created',
  closeTo: (p) => pb.internetGateways(vpcOf(p)),
  form: lazyRouteComponent(pages, 'NameDescriptionForm'),
  props: { noun: 'internet gateway', submitNoun: 'gateway', mode: 'create' },
})

/** A gateway's page: its properties, pools and addresses, with attach, detach and delete. */
export const internetGatewayRoute = createRoute({
  getParentRoute: () => internetGatewaysList.layout,
  path: 'internet-gateways/$gateway',
  staticData: { crumb: (p) => p.gateway },
  loader: async ({ params }) => orNotFound((await pages()).fetchGatewayDetail(gatewayOf(params))),
  component: lazyRouteComponent(pages, 'InternetGateway'),
})

export const gatewayPoolAttachRoute = formRoute({
  getParentRoute: () => internetGatewaysList.layout,
  path: 'internet-gateways/$gateway/ip-pools-attach',
  crumb: 'Attach IP pool',
  load: async (p) => (await pages()).loadPoolChoices(gatewayOf(p)),
  input: async (p) => (await pages()).poolAttachFormInput(gatewayOf(p)),
  noun: 'IP pool',
  verb: 'attached',
  closeTo: (p) => pb.internetGateway(gatewayOf(p)),
  form: lazyRouteComponent(pages, 'GatewayPoolAttachForm'),
})

export const gatewayAddressAttachRoute = formRoute({
  getParentRoute: () => internetGatewaysList.layout,
  path: 'internet-gateways/$gateway/ip-addresses-attach',
  crumb: 'Attach IP address',
  input: async (p) => (await pages()).addressAttachFormInput(gatewayOf(p)),
  noun: 'IP address',
  verb: 'attached',
  closeTo: (p) => pb.internetGateway(gatewayOf(p)),
  form: lazyRouteComponent(pages, 'GatewayAddressAttachForm'),
})

export const internetGatewaysRoutes = [
  internetGatewaysList.withModals([internetGatewaysNewRoute, internetGatewayRoute, gatewayPoolAttachRoute, gatewayAddressAttachRoute]),
]
