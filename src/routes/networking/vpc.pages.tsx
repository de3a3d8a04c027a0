// The VPC page's frame (properties, actions, tabs): a chunk of its own
// (vpc.routes.tsx).
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router'
import { deleteVpc } from '~/machines/networking/vpc-form'
import { VpcHeader, VPC_TABS, type VpcTab } from '~/views/networking/vpcs/VpcHeader'
import { ActionMenu } from '~/views/ui'
import { useConfirmDelete } from '../kit'
import { pb } from '~/paths'
import { vpcLayout } from './vpc.routes'

/**
 * The tab a URL under the VPC shows: the segment after the VPC's name, with a
 * form's '-new' dropped ('subnets-new' is over the subnets tab). 'edit' and
 * anything else stay on the default tab.
 */
function tabOf(pathname: string): VpcTab {
  const segments = pathname.split('/')
  const at = segments.indexOf('vpcs')
  const segment = (at >= 0 ? segments[at + 2] : undefined)?.replace(/-new$/, '')
  return VPC_TABS.find((t) => t.value === segment)?.value ?? 'firewall-rules'
}

export function VpcPage() {
  const { project } = vpcLayout.useParams()
  const vpc = vpcLayout.useLoaderData()
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
      actions={
        <ActionMenu
          trigger="Actions"
          label="VPC actions"
          items={[
            { label: 'Edit', onSelect: () => void navigate({ to: pb.vpcEdit(params) }) },
            { label: 'Delete', danger: true, onSelect: () => void onDelete() },
          ]}
        />
      }
      tab={tabOf(pathname)}
      onTabChange={(t) => void navigate({ to: tabHref[t] })}
    >
      <Outlet />
    </VpcHeader>
  )
}
