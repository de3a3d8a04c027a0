// The VPC's subnets tab and its forms: a chunk of their own (subnets.routes.tsx).
import type { VpcRouter, VpcSubnet } from '~/api'
import { deleteSubnet, type SubnetFormValues, type SubnetRow } from '~/machines/networking/subnet-form'
import { SubnetForm } from '~/views/networking/subnets/SubnetForm'
import { SubnetsTab } from '~/views/networking/subnets/SubnetsTab'
import { useConfirmDelete, type FormRouteProps, type ListPageProps } from '../kit'
import { vpcOf } from './subnets.routes'

export function Subnets({ list, params }: ListPageProps<SubnetRow>) {
  const ref = vpcOf(params)
  const confirmDelete = useConfirmDelete()
  const onDelete = ({ subnet }: SubnetRow) =>
    void confirmDelete({ noun: 'subnet', name: subnet.name, remove: () => deleteSubnet(ref, subnet.name) })
  return <SubnetsTab {...ref} list={list} onDelete={onDelete} />
}

export function CreateSubnetForm({ form, onDismiss, loaded }: FormRouteProps<SubnetFormValues, VpcSubnet, VpcRouter[]>) {
  return (
    <SubnetForm title="Create subnet" submitLabel="Create subnet" creating routers={loaded} form={form} onDismiss={onDismiss} />
  )
}

type EditLoad = { subnet: VpcSubnet; routers: VpcRouter[] }

export function EditSubnetForm({ form, onDismiss, loaded }: FormRouteProps<SubnetFormValues, VpcSubnet, EditLoad>) {
  return (
    <SubnetForm
      title="Edit subnet"
      submitLabel="Update subnet"
      creating={false}
      routers={loaded.routers}
      form={form}
      onDismiss={onDismiss}
    />
  )
}
