import { createRoute, Outlet, redirect, useLocation, useNavigate } from '@tanstack/react-router'
import { deleteVpc, fetchVpc } from '~/machines/networking/vpc-form'
import { VpcHeader, VPC_TABS, type VpcTab } from '~/views/networking/vpcs/VpcHeader'
import { ActionMenu } from '~/views/ui'
import { useConfirmDelete } from '../kit'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '../paths'

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

/**
 * The VPC page: properties above tabs; each tab is a child route in its own
 * file, so a tab's requests start with its URL.
 */
export const vpcLayout = createRoute({
  getParentRoute: () => projectLayout,
  path: 'vpcs/$vpc',
  staticData: {
    crumb: (p) => [
      { label: 'VPCs', to: pb.vpcs({ project: p.project }) },
      { label: p.vpc, to: pb.vpc({ project: p.project, vpc: p.vpc }) },
    ],
  },
  loader: ({ params }) => orNotFound(fetchVpc(params.project, params.vpc)),
  component: function VpcPage() {
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
  },
})

export const vpcIndexRoute = createRoute({
  getParentRoute: () => vpcLayout,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: pb.firewallRules({ project: params.project, vpc: params.vpc }) })
  },
})
