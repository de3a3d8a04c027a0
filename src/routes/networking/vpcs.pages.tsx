// The VPCs list: a chunk of its own (vpcs.routes.tsx). The VPC page's frame is vpc-frame.tsx.
import type { Vpc } from '~/api'
import { deleteVpc } from '~/machines/networking/vpcs'
import { VpcsPage } from '~/views/networking/vpcs/VpcsPage'
import { useConfirmDelete, type ListPageProps } from '../kit'

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
