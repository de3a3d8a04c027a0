// The VPC's subnets tab and a subnet's details: a chunk of their own (subnets.routes.tsx).
import { useNavigate } from '@tanstack/react-router'
import { deleteSubnet, SUBNET_DETAIL_READS, subnetNicsPage, type SubnetRow } from '~/machines/networking/subnets'
import { pb } from '~/paths'
import { SubnetDetails } from '~/views/networking/subnets/SubnetDetails'
import { SubnetsTab } from '~/views/networking/subnets/SubnetsTab'
import { routeApi, useConfirmDelete, useListPage, type ListPageProps } from '../kit'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { SubnetForm } from '~/views/networking/subnets/SubnetForm'
export { loadSubnetCreate, loadSubnetDetail, loadSubnetEdit, subnetFormInput, subnetsPage } from '~/machines/networking/subnets'

export function Subnets({ list, params: { project, vpc } }: ListPageProps<SubnetRow>) {
  const confirmDelete = useConfirmDelete()
  const onDelete = ({ subnet }: SubnetRow) =>
    void confirmDelete({ noun: 'subnet', name: subnet.name, remove: () => deleteSubnet({ project, vpc }, subnet.name) })
  return <SubnetsTab project={project} vpc={vpc} list={list} onDelete={onDelete} />
}

// Follows the cache: an interface added, renamed or removed elsewhere shows here.
const detailRoute = routeApi('/authed/projects/$project/vpcs/$vpc/subnets-list/subnets/$subnet', {
  refreshOn: SUBNET_DETAIL_READS,
})

export function SubnetDetailRoute() {
  const { subnet, nics: first } = detailRoute.useLoaderData()
  const { project, vpc, subnet: name } = detailRoute.useParams()
  const navigate = useNavigate()
  const { list: nics } = useListPage({
    fetchPage: subnetNicsPage({ project, vpc }, name),
    initialPage: first,
    refreshOn: SUBNET_DETAIL_READS,
  })
  return (
    <SubnetDetails
      project={project}
      vpc={vpc}
      subnet={subnet}
      nics={nics}
      onDismiss={() => void navigate({ to: pb.subnets({ project, vpc }) })}
    />
  )
}
