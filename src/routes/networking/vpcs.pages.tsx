// The VPCs list and the VPC forms: a chunk of their own (vpcs.routes.tsx).
import type { Vpc } from '~/api'
import { deleteVpc, type VpcFormValues } from '~/machines/networking/vpc-form'
import { VpcForm } from '~/views/networking/vpcs/VpcForm'
import { VpcsPage } from '~/views/networking/vpcs/VpcsPage'
import { useConfirmDelete, type FormRouteProps, type ListPageProps } from '../kit'

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

type Form = FormRouteProps<VpcFormValues, Vpc, unknown>

export function CreateVpcForm({ form, onDismiss }: Form) {
  return <VpcForm title="Create VPC" submitLabel="Create VPC" creating form={form} onDismiss={onDismiss} />
}

export function EditVpcForm({ form, onDismiss }: Form) {
  return <VpcForm title="Edit VPC" submitLabel="Update VPC" creating={false} form={form} onDismiss={onDismiss} />
}
