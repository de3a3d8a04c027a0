// The VPC's subnets tab, its forms and a subnet's details: a chunk of their own (subnets.routes.tsx).
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { VpcSubnet } from '~/api'
import {
  customRoutersSection,
  deleteSubnet,
  nicInstancesSection,
  SUBNET_DETAIL_READS,
  subnetNicsPage,
  subnetValues,
  type SubnetFormValues,
  type SubnetRow,
} from '~/machines/networking/subnets'
import { sectionData } from '~/machines/shared/section'
import { pb } from '~/paths'
import { SubnetDetails } from '~/views/networking/subnets/SubnetDetails'
import { SubnetForm } from '~/views/networking/subnets/SubnetForm'
import { SubnetsTab } from '~/views/networking/subnets/SubnetsTab'
import { routeApi, useConfirmDelete, useListPage, useSection, type FormRouteProps, type ListPageProps } from '../kit'
import { useRowsSection } from '../fresh-section'

// What the routes' loaders call: with the page, not in the app's chunk.
export { loadSubnetDetail, loadSubnetEdit, startSubnetCreate, subnetFormInput, subnetsPage } from '~/machines/networking/subnets'

export function Subnets({ list, params: { project, vpc } }: ListPageProps<SubnetRow>) {
  const confirmDelete = useConfirmDelete()
  // The routers that name the rows' routers: a part of the page, started with the rows.
  const routers = useSection(customRoutersSection({ project, vpc }))
  const onDelete = ({ subnet }: SubnetRow) =>
    void confirmDelete({ noun: 'subnet', name: subnet.name, remove: () => deleteSubnet({ project, vpc }, subnet.name) })
  return <SubnetsTab project={project} vpc={vpc} list={list} routers={routers} onDelete={onDelete} />
}

/**
 * The create and edit forms: they open with the subnet alone (edit); the
 * router picker is a part of them. An edit's router starts as its id, and
 * takes its name once the routers are in (not unsaved input).
 */
export function SubnetFormPage({ form, onDismiss, params, loaded, mode }: FormRouteProps<SubnetFormValues, VpcSubnet, VpcSubnet | void> & { mode: 'create' | 'edit' }) {
  const routers = useSection(customRoutersSection({ project: params.project, vpc: params.vpc }))
  const held = sectionData(routers, undefined)
  const landed = useRef<object>(undefined)
  useEffect(() => {
    if (!held || !loaded || landed.current === held) return
    landed.current = held
    form.defaults({ customRouter: subnetValues(loaded, held).customRouter })
  }, [held, loaded, form])
  return <SubnetForm form={form} mode={mode} routers={routers} onDismiss={onDismiss} />
}

// Follows the cache: the subnet changed elsewhere shows here.
const detailRoute = routeApi('/authed/projects/$project/vpcs/$vpc/subnets-list/subnets/$subnet', {
  refreshOn: ['/v1/vpc-subnets/{subnet}'],
})

export function SubnetDetailRoute() {
  const subnet = detailRoute.useLoaderData()
  const { project, vpc, subnet: name } = detailRoute.useParams()
  const navigate = useNavigate()
  // The interfaces in it: a table of the page, started by its loader (its failure is the table's).
  const { list: nics } = useListPage({ fetchPage: subnetNicsPage({ project, vpc }, name), refreshOn: SUBNET_DETAIL_READS })
  const instances = useRowsSection(nicInstancesSection(project, nics.rows))
  return (
    <SubnetDetails
      project={project}
      vpc={vpc}
      subnet={subnet}
      nics={nics}
      instances={instances}
      onDismiss={() => void navigate({ to: pb.subnets({ project, vpc }) })}
    />
  )
}
