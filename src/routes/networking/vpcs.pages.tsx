// The VPCs list and the VPC page's frame (properties, actions, tabs): a chunk
// of their own (vpcs.routes.tsx).
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router'
import type { Vpc } from '~/api'
import { deleteVpc } from '~/machines/networking/vpcs'
import { pb } from '~/paths'
import { VpcHeader, VpcsPage, vpcTabOf, type VpcTab } from '~/views/networking/vpcs/VpcsPage'
import { routeApi, useConfirmDelete, type ListPageProps } from '../kit'

export function Vpcs({ list, params: { project } }: ListPageProps<Vpc>) {
  const confirmDelete = useConfirmDelete()
  return (
    <VpcsPage
      project={project}
      list={list}
      // Nexus refuses while the VPC still has subnets: the dialog stays, a toast says why.
      onDelete={(v) => void confirmDelete({ noun: 'VPC', name: v.name, remove: () => deleteVpc(project, v.name) })}
    />
  )
}

// The header follows the cache: an edit saved in the modal over it shows at once.
const vpcRoute = routeApi('/authed/projects/$project/vpcs/$vpc', {
  refreshOn: ['/v1/vpcs', '/v1/vpcs/{vpc}'],
})

export function VpcPage() {
  const { project } = vpcRoute.useParams()
  const vpc = vpcRoute.useLoaderData()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const confirmDelete = useConfirmDelete()
  const params = { project, vpc: vpc.name }
  const tabHref: Record<VpcTab, string> = {
    'firewall-rules': pb.firewallRules(params),
    subnets: pb.subnets(params),
    routers: pb.routers(params),
    'internet-gateways': pb.internetGateways(params),
  }
  const onDelete = async () => {
    if (await confirmDelete({ noun: 'VPC', name: vpc.name, remove: () => deleteVpc(project, vpc.name) })) {
      void navigate({ to: pb.vpcs({ project }) })
    }
  }
  return (
    <VpcHeader
      vpc={vpc}
      systemRouterHref={vpc.systemRouterId ? pb.router({ ...params, router: 'system' }) : undefined}
      onEdit={() => void navigate({ to: pb.vpcEdit(params) })}
      onDelete={() => void onDelete()}
      tab={vpcTabOf(pathname)}
      onTabChange={(t) => void navigate({ to: tabHref[t] })}
    >
      <Outlet />
    </VpcHeader>
  )
}
