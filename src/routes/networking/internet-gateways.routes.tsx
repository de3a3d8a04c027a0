import { createRoute, useNavigate } from '@tanstack/react-router'
import { fetchGatewayDetail, internetGatewaysPage } from '~/machines/networking/internet-gateways'
import type { VpcRef } from '~/machines/networking/subnet-form'
import { InternetGatewayDetails } from '~/views/networking/internet-gateways/InternetGatewayDetails'
import { InternetGatewaysTab } from '~/views/networking/internet-gateways/InternetGatewaysTab'
import { listRoute, type Params } from '../kit'
import { orNotFound } from '../not-found'
import { pb } from '../paths'
import { vpcLayout } from './vpc.routes'

const vpcOf = ({ project, vpc }: Params): VpcRef => ({ project, vpc })

/** The VPC page's gateways tab; a gateway's details open over it. */
export const internetGatewaysList = listRoute({
  getParentRoute: () => vpcLayout,
  path: 'internet-gateways',
  crumb: (p) => [{ label: 'Internet gateways', to: pb.internetGateways({ project: p.project, vpc: p.vpc }) }],
  fetchPage: (p) => internetGatewaysPage(vpcOf(p)),
  refreshOn: '/v1/internet-gateway',
  page: ({ list, params }) => <InternetGatewaysTab {...vpcOf(params)} list={list} />,
})

/** A gateway's properties, pools and addresses; read-only (the issue asks no changes). */
export const internetGatewayRoute = createRoute({
  getParentRoute: () => internetGatewaysList.layout,
  path: 'internet-gateways/$gateway',
  staticData: { crumb: (p) => p.gateway },
  loader: ({ params }) => {
    const p = params as Params
    return orNotFound(fetchGatewayDetail({ ...vpcOf(p), gateway: p.gateway }))
  },
  component: function InternetGatewayRoute() {
    const params = internetGatewayRoute.useParams() as Params
    const detail = internetGatewayRoute.useLoaderData()
    const navigate = useNavigate()
    const close = () => void navigate({ to: pb.internetGateways(vpcOf(params)) })
    return <InternetGatewayDetails detail={detail} onDismiss={close} />
  },
})

export const internetGatewaysRoutes = [internetGatewaysList.withModals([internetGatewayRoute])]
