import { useNavigate } from '@tanstack/react-router'
import type { VpcRouter } from '~/api'
import type { SubnetRow } from '~/machines/networking/subnets'
import type { Section } from '~/machines/shared/section'
import { ColumnFailure, sectionCell } from '~/views/kit/SectionColumn'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'
import { mono } from '~/views/ui/text'

type Props = {
  project: string
  vpc: string
  list: ListProps<SubnetRow>
  /** The VPC's custom routers, which name the rows' routers: a part of the page. */
  routers: Section<VpcRouter[]>
  onDelete: (row: SubnetRow) => void
}

const muted = css({ color: 'fgSubtle' })

/** The VPC page's subnets tab: each subnet's blocks and the custom router it uses. */
export function SubnetsTab({ project, vpc, list, routers, onDelete }: Props) {
  const navigate = useNavigate()
  return (
    <ResourceListPage
      headless
      title="Subnets"
      create={{ label: 'New subnet', to: pb.subnetsNew({ project, vpc }) }}
      empty={{ title: 'No subnets', body: 'You need to create a subnet to be able to see it here' }}
      list={list}
      rowKey={(r) => r.subnet.id}
      rowName={(r) => r.subnet.name}
      columns={[
        // The name opens the subnet's details (a side modal with its own URL): the interfaces in it.
        { header: 'Name', cell: (r) => <NameLink to={pb.subnet({ project, vpc, subnet: r.subnet.name })}>{r.subnet.name}</NameLink> },
        { header: 'IPv4 block', cell: (r) => <span className={mono}>{r.subnet.ipv4Block}</span> },
        { header: 'IPv6 block', cell: (r) => <span className={mono}>{r.subnet.ipv6Block}</span> },
        {
          header: 'Custom router',
          cell: ({ subnet }) => {
            const id = subnet.customRouterId
            if (!id) return <span className={muted}>—</span>
            return sectionCell(routers, (all) => {
              const router = all.find((r) => r.id === id)
              // A router this list could not name (deleted meanwhile): its id.
              return router ? <NameLink to={pb.router({ project, vpc, router: router.name })}>{router.name}</NameLink> : <span className={mono}>{id}</span>
            })
          },
        },
        { header: 'Created', cell: (r) => formatDateTime(r.subnet.timeCreated), width: '14rem' },
      ]}
      rowActions={(r) => [
        { label: 'Edit', onSelect: () => void navigate({ to: pb.subnetEdit({ project, vpc, subnet: r.subnet.name }) }) },
        { label: 'Delete', danger: true, onSelect: () => onDelete(r) },
      ]}
    >
      <ColumnFailure section={routers} what="the subnets’ routers" />
    </ResourceListPage>
  )
}
