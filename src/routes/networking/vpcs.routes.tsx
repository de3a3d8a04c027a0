import { deleteVpc, fetchVpc, vpcFormInput, vpcsPage } from '~/machines/networking/vpc-form'
import { VpcForm } from '~/views/networking/vpcs/VpcForm'
import { VpcsPage } from '~/views/networking/vpcs/VpcsPage'
import { formRoute, listRoute, useConfirmDelete } from '../kit'
import { projectLayout } from '../layouts'
import { pb } from '../paths'
import { vpcLayout } from './vpc.routes'

export const vpcsList = listRoute({
  getParentRoute: () => projectLayout,
  path: 'vpcs',
  crumb: (p) => [{ label: 'VPCs', to: pb.vpcs({ project: p.project }) }],
  fetchPage: ({ project }) => vpcsPage(project),
  refreshOn: '/v1/vpcs',
  page: function Vpcs({ list, params: { project } }) {
    const confirmDelete = useConfirmDelete()
    return (
      <VpcsPage
        project={project}
        list={list}
        // Nexus refuses while the VPC still has subnets: the dialog stays, a toast says why.
        onDelete={(v) => void confirmDelete({ noun: 'VPC', name: v.name, remove: () => deleteVpc(project, v.name) })}
      />
    )
  },
})

/** A new VPC opens its own page. */
export const vpcsNewRoute = formRoute({
  getParentRoute: () => vpcsList.layout,
  path: 'vpcs-new',
  crumb: 'New VPC',
  input: ({ project }) => vpcFormInput(project),
  noun: 'VPC',
  verb: 'created',
  closeTo: ({ project }) => pb.vpcs({ project }),
  doneTo: (vpc, { project }) => pb.vpc({ project, vpc: vpc.name }),
  form: ({ form, onDismiss }) => (
    <VpcForm title="Create VPC" submitLabel="Create VPC" creating form={form} onDismiss={onDismiss} />
  ),
})

export const vpcsRoutes = [vpcsList.withModals([vpcsNewRoute])]

/**
 * Edit is a side modal over the VPC page. Its read is the page's own (cached),
 * and saving reloads the page's header; a rename moves to the VPC's new URL.
 */
export const vpcEditRoute = formRoute({
  getParentRoute: () => vpcLayout,
  path: 'edit',
  crumb: 'Edit',
  load: ({ project, vpc }) => fetchVpc(project, vpc),
  input: ({ project }, vpc) => vpcFormInput(project, vpc),
  noun: 'VPC',
  verb: 'updated',
  closeTo: (p) => pb.vpc({ project: p.project, vpc: p.vpc }),
  doneTo: (updated, { project }) => pb.vpc({ project, vpc: updated.name }),
  reloadRoute: () => vpcLayout,
  form: ({ form, onDismiss }) => (
    <VpcForm title="Edit VPC" submitLabel="Update VPC" creating={false} form={form} onDismiss={onDismiss} />
  ),
})

export const vpcEditRoutes = [vpcEditRoute]
