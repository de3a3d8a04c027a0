import {
  deleteSubnet,
  fetchCustomRouters,
  fetchSubnet,
  subnetFormInput,
  subnetsPage,
  type SubnetRow,
  type VpcRef,
} from '~/machines/networking/subnet-form'
import { SubnetForm } from '~/views/networking/subnets/SubnetForm'
import { SubnetsTab } from '~/views/networking/subnets/SubnetsTab'
import { formRoute, listRoute, useConfirmDelete, type Params } from '../kit'
import { pb } from '../paths'
import { vpcLayout } from './vpc.routes'

const vpcOf = ({ project, vpc }: Params): VpcRef => ({ project, vpc })

/** The VPC page's subnets tab; its create and edit modals open over it. */
export const subnetsList = listRoute({
  getParentRoute: () => vpcLayout,
  path: 'subnets',
  crumb: (p) => [{ label: 'Subnets', to: pb.subnets({ project: p.project, vpc: p.vpc }) }],
  fetchPage: (p) => subnetsPage(vpcOf(p)),
  // A renamed or deleted router renames or clears the router column.
  refreshOn: ['/v1/vpc-subnets', '/v1/vpc-routers'],
  page: function Subnets({ list, params }) {
    const ref = vpcOf(params)
    const confirmDelete = useConfirmDelete()
    const onDelete = ({ subnet }: SubnetRow) =>
      void confirmDelete({ noun: 'subnet', name: subnet.name, remove: () => deleteSubnet(ref, subnet.name) })
    return <SubnetsTab {...ref} list={list} onDelete={onDelete} />
  },
})

export const subnetsNewRoute = formRoute({
  getParentRoute: () => subnetsList.layout,
  path: 'subnets-new',
  crumb: 'New subnet',
  load: (p) => fetchCustomRouters(vpcOf(p)),
  input: (p) => subnetFormInput(vpcOf(p)),
  noun: 'subnet',
  verb: 'created',
  closeTo: (p) => pb.subnets(vpcOf(p)),
  form: ({ form, onDismiss, loaded }) => (
    <SubnetForm title="Create subnet" submitLabel="Create subnet" creating routers={loaded} form={form} onDismiss={onDismiss} />
  ),
})

export const subnetEditRoute = formRoute({
  getParentRoute: () => subnetsList.layout,
  path: 'subnets/$subnet/edit',
  crumb: (p) => p.subnet,
  load: async (p) => {
    const [subnet, routers] = await Promise.all([fetchSubnet(vpcOf(p), p.subnet), fetchCustomRouters(vpcOf(p))])
    return { subnet, routers }
  },
  input: (p, edit) => subnetFormInput(vpcOf(p), edit),
  noun: 'subnet',
  verb: 'updated',
  closeTo: (p) => pb.subnets(vpcOf(p)),
  form: ({ form, onDismiss, loaded }) => (
    <SubnetForm
      title="Edit subnet"
      submitLabel="Update subnet"
      creating={false}
      routers={loaded.routers}
      form={form}
      onDismiss={onDismiss}
    />
  ),
})

export const subnetsRoutes = [subnetsList.withModals([subnetsNewRoute, subnetEditRoute])]
