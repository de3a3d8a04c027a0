// The VPCs list: a chunk of its own (vpcs.routes.tsx). The VPC page's frame is vpc-frame.tsx.
import type { Vpc } from '~/api'
import { VpcsPage } from '~/views/networking/vpcs/VpcsPage'
import type { ListPageProps } from '../kit'
import { useVpcDelete } from './vpc-frame'

export function Vpcs({ list, params: { project } }: ListPageProps<Vpc>) {
  const confirmDelete = useVpcDelete()
  return <VpcsPage project={project} list={list} onDelete={(v) => void confirmDelete(project, v.name)} />
}
