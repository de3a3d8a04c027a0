// The VPC's internet gateways tab and a gateway's page: a chunk of their own
// (internet-gateways.routes.tsx).
import { useNavigate } from '@tanstack/react-router'
import {
  deleteGateway,
  detachAddress,
  detachPool,
  gatewayAddressesSection,
  gatewayAttachmentsSection,
  gatewayDeleteImpact,
  gatewayDeleteConfirm,
  gatewaysLinksSection,
  poolLabel,
  type GatewayRef,
  type GatewayRow,
} from '~/machines/networking/internet-gateways'
import { poolNames, siloPoolsSection } from '~/machines/shared/silo-pools'
import { sectionData } from '~/machines/shared/section'
import { pb } from '~/paths'
import { InternetGatewayDetails, InternetGatewaysTab } from '~/views/networking/internet-gateways/InternetGateways'
import { routeApi, useConfirmAction, useConfirmDeleteWithImpact, useSection, type ListPageProps } from '../kit'
import { useRowsSection } from '../fresh-section'

// The create and edit forms' view, fetched with these pages: the route tree every page loads stays light.
export { NameDescriptionForm } from '~/views/kit/NameDescriptionForm'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export {
  addressAttachFormInput,
  fetchGatewayDetail,
  gatewayFormInput,
  internetGatewaysPage,
  loadPoolChoices,
  poolAttachFormInput,
} from '~/machines/networking/internet-gateways'
export { GatewayAddressAttachForm, GatewayPoolAttachForm } from '~/views/networking/internet-gateways/AttachForms'

// The page follows the cache: a detach made here shows at once.
const gatewayRoute = routeApi('/authed/projects/$project/vpcs/$vpc/internet-gateways-list/internet-gateways/$gateway', {
  refreshOn: ['/v1/internet-gateways/{gateway}', '/v1/internet-gateway-ip-pools', '/v1/internet-gateway-ip-addresses'],
})

/** Delete after reading what goes with it (cascade); the dialog says it before it is confirmed. */
function useDeleteGateway() {
  const confirmDelete = useConfirmDeleteWithImpact()
  return async (ref: GatewayRef, after?: () => void) => {
    const deleted = await confirmDelete({
      noun: 'internet gateway',
      name: ref.gateway,
      read: () => gatewayDeleteImpact(ref),
      impact: (impact) => gatewayDeleteConfirm(ref, impact, (router) => pb.router({ ...ref, router })),
      remove: () => deleteGateway(ref, ref.gateway),
    })
    if (deleted) after?.()
  }
}

export function InternetGateways({ list, params: { project, vpc } }: ListPageProps<GatewayRow>) {
  const remove = useDeleteGateway()
  // What the gateways on screen draw on (two reads per gateway, after the rows), and the pools' names.
  const links = useRowsSection(gatewaysLinksSection({ project, vpc }, (list.filter?.rows ?? list.rows).map((r) => r.gateway)))
  const names = poolNames(useSection(siloPoolsSection()))
  return (
    <InternetGatewaysTab project={project} vpc={vpc} list={list} links={links} poolNames={names} onDelete={(gateway) => void remove({ project, vpc, gateway })} />
  )
}

export function InternetGateway() {
  const { project, vpc, gateway: name } = gatewayRoute.useParams()
  const gateway = gatewayRoute.useLoaderData()
  const navigate = useNavigate()
  const remove = useDeleteGateway()
  const confirm = useConfirmAction()
  const ref = { project, vpc, gateway: name }
  // Tables of the page, started by its loader.
  const pools = useSection(gatewayAttachmentsSection(ref))
  const addresses = useSection(gatewayAddressesSection(ref))
  const names = poolNames(useSection(siloPoolsSection()))
  const held = sectionData(names, undefined)
  const close = () => void navigate({ to: pb.internetGateways({ project, vpc }) })
  const detach = (what: string, label: string, call: () => Promise<void>) =>
    void confirm({
      title: `Detach ${what}`,
      message: `Detach ${what} ${label} from gateway ${ref.gateway}? Instances routed through it stop taking outbound addresses from it. Nexus refuses while instances' external addresses depend on it.`,
      confirmLabel: 'Detach',
      danger: true,
      errorTitle: `Could not detach ${what}`,
      action: call,
      success: `${what[0].toUpperCase()}${what.slice(1)} ${label} detached`,
    })
  return (
    <InternetGatewayDetails
      project={project}
      vpc={vpc}
      gateway={gateway}
      pools={pools}
      addresses={addresses}
      poolNames={names}
      onDismiss={close}
      onDelete={() => void remove(ref, close)}
      onDetachPool={(p) => detach('IP pool', poolLabel(p, held), () => detachPool(ref, p.name))}
      onDetachAddress={(a) => detach('IP address', a.address, () => detachAddress(ref, a.name))}
    />
  )
}
