// The VPC's internet gateways tab and a gateway's details: a chunk of their
// own (internet-gateways.routes.tsx).
import { useNavigate } from '@tanstack/react-router'
import type { GatewayRow } from '~/machines/networking/internet-gateways'
import { pb } from '~/paths'
import { InternetGatewayDetails, InternetGatewaysTab } from '~/views/networking/internet-gateways/InternetGateways'
import { routeApi, type ListPageProps } from '../kit'

// What the routes' loaders call: with the page, not in the app's chunk.
export { fetchGatewayDetail, internetGatewaysPage } from '~/machines/networking/internet-gateways'

const gatewayRoute = routeApi(
  '/authed/projects/$project/vpcs/$vpc/internet-gateways-list/internet-gateways/$gateway',
)

export function InternetGateways({ list, params: { project, vpc } }: ListPageProps<GatewayRow>) {
  return <InternetGatewaysTab project={project} vpc={vpc} list={list} />
}

export function InternetGateway() {
  const { project, vpc } = gatewayRoute.useParams()
  const detail = gatewayRoute.useLoaderData()
  const navigate = useNavigate()
  return <InternetGatewayDetails detail={detail} onDismiss={() => void navigate({ to: pb.internetGateways({ project, vpc }) })} />
}
