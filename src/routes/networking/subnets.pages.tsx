// The VPC's subnets tab: a chunk of its own (subnets.routes.tsx).
import { deleteSubnet, type SubnetRow } from '~/machines/networking/subnets'
import { SubnetsTab } from '~/views/networking/subnets/SubnetsTab'
import { useConfirmDelete, type ListPageProps } from '../kit'

export function Subnets({ list, params: { project, vpc } }: ListPageProps<SubnetRow>) {
  const confirmDelete = useConfirmDelete()
  const onDelete = ({ subnet }: SubnetRow) =>
    void confirmDelete({ noun: 'subnet', name: subnet.name, remove: () => deleteSubnet({ project, vpc }, subnet.name) })
  return <SubnetsTab project={project} vpc={vpc} list={list} onDelete={onDelete} />
}
