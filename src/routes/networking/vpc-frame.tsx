// The VPC page's frame (properties, actions, a tab per part of the VPC) around
// its tabs. In the app's chunk with the route, not a chunk of its own: a tab's
// first load would otherwise fetch the frame as one more file, after the app
// has run and matched the route.
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router'
import { deleteVpc, vpcDeleteImpact, vpcSection } from '~/machines/networking/vpcs'
import { pb } from '~/paths'
import { VpcHeader, vpcTabOf, type VpcTab } from '~/views/networking/vpcs/VpcHeader'
import { routeApi, useConfirmDeleteWithImpact, useSection } from '../kit'

const vpcRoute = routeApi('/authed/projects/$project/vpcs/$vpc')

export function VpcPage() {
  const { project, vpc: name } = vpcRoute.useParams()
  // The header follows the cache: an edit saved in the modal over it shows at once.
  const vpc = useSection(vpcSection(project, name))
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const confirmDelete = useVpcDelete()
  const params = { project, vpc: name }
  const tabHref: Record<VpcTab, string> = {
    'firewall-rules': pb.firewallRules(params),
    subnets: pb.subnets(params),
    routers: pb.routers(params),
    'internet-gateways': pb.internetGateways(params),
  }
  const onDelete = async () => {
    if (await confirmDelete(project, name)) {
      void navigate({ to: pb.vpcs({ project }) })
    }
  }
  return (
    <VpcHeader
      name={name}
      vpc={vpc}
      systemRouterHref={pb.router({ ...params, router: 'system' })}
      onEdit={() => void navigate({ to: pb.vpcEdit(params) })}
      onDelete={() => void onDelete()}
      tab={vpcTabOf(pathname)}
      onTabChange={(t) => void navigate({ to: tabHref[t] })}
    >
      <Outlet />
    </VpcHeader>
  )
}

/** Delete after reading what the VPC holds; Nexus refuses while it has subnets, and the dialog says so first. */
export function useVpcDelete() {
  const confirmDelete = useConfirmDeleteWithImpact()
  return (project: string, vpc: string) =>
    confirmDelete({
      noun: 'VPC',
      name: vpc,
      read: () =>
        vpcDeleteImpact({ project, vpc }, {
          subnet: (subnet) => pb.subnet({ project, vpc, subnet }),
          router: (router) => pb.router({ project, vpc, router }),
          gateway: (gateway) => pb.internetGateway({ project, vpc, gateway }),
          instance: (instance) => pb.instanceNetworking({ project, instance }),
        }),
      impact: (impact) => impact,
      remove: () => deleteVpc(project, vpc),
    })
}
