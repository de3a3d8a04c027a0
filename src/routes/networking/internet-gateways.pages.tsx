// The VPC's internet gateways tab and a gateway's details: a chunk of their
// own (internet-gateways.routes.tsx).
import { useNavigate } from '@tanstack/react-router'
import {
  gatewayAddressesSection,
  gatewayAttachmentsSection,
  gatewaysPoolsSection,
  type GatewayRow,
} from '~/machines/networking/internet-gateways'
import { poolNames, siloPoolsSection } from '~/machines/shared/silo-pools'
import { pb } from '~/paths'
import { InternetGatewayDetails, InternetGatewaysTab } from '~/views/networking/internet-gateways/InternetGateways'
import { routeApi, useSection, type ListPageProps } from '../kit'
import { useRowsSection } from '../fresh-section'

// What the routes' loaders call: with the page, not in the app's chunk.
export { fetchGatewayDetail, internetGatewaysPage } from '~/machines/networking/internet-gateways'

const gatewayRoute = routeApi(
  '/authed/projects/$project/vpcs/$vpc/internet-gateways-list/internet-gateways/$gateway',
)

export function InternetGateways({ list, params: { project, vpc } }: ListPageProps<GatewayRow>) {
  // What the gateways on screen draw on (one read per gateway, after the rows), and the pools' names.
  const attached = useRowsSection(gatewaysPoolsSection({ project, vpc }, (list.filter?.rows ?? list.rows).map((r) => r.gateway)))
  const names = poolNames(useSection(siloPoolsSection()))
  return <InternetGatewaysTab project={project} vpc={vpc} list={list} attached={attached} poolNames={names} />
}

export function InternetGateway() {
  const { project, vpc, gateway: name } = gatewayRoute.useParams()
  const gateway = gatewayRoute.useLoaderData()
  const navigate = useNavigate()
  const ref = { project, vpc, gateway: name }
  // Tables of the page, started by its loader.
  const pools = useSection(gatewayAttachmentsSection(ref))
  const addresses = useSection(gatewayAddressesSection(ref))
  const names = poolNames(useSection(siloPoolsSection()))
  return (
    <InternetGatewayDetails
      gateway={gateway}
      pools={pools}
      addresses={addresses}
      poolNames={names}
      onDismiss={() => void navigate({ to: pb.internetGateways({ project, vpc }) })}
    />
  )
}
