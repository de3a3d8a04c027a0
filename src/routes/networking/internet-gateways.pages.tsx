// The VPC's internet gateways tab and a gateway's details: a chunk of their
// own (internet-gateways.routes.tsx).
import { useNavigate } from '@tanstack/react-router'
import type { GatewayRow } from '~/machines/networking/internet-gateways'
import { InternetGatewayDetails } from '~/views/networking/internet-gateways/InternetGatewayDetails'
import { InternetGatewaysTab } from '~/views/networking/internet-gateways/InternetGatewaysTab'
import type { ListPageProps, Params } from '../kit'
import { pb } from '~/paths'
import { internetGatewayRoute, vpcOf } from './internet-gateways.routes'

export function InternetGateways({ list, params }: ListPageProps<GatewayRow>) {
  return <InternetGatewaysTab {...vpcOf(params)} list={list} />
}

export function InternetGatewayRoute() {
  const params = internetGatewayRoute.useParams() as Params
  const detail = internetGatewayRoute.useLoaderData()
  const navigate = useNavigate()
  const close = () => void navigate({ to: pb.internetGateways(vpcOf(params)) })
  return <InternetGatewayDetails detail={detail} onDismiss={close} />
}
