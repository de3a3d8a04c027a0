import { poolLabel, type GatewayRow } from '~/machines/networking/internet-gateways.input'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'
import { muted } from '~/views/ui/text'

type Props = {
  project: string
  vpc: string
  list: ListProps<GatewayRow>
}

const subtle = css({ color: 'fgSubtle' })

/** The VPC page's internet gateways tab; a gateway's name opens its details. */
export function InternetGatewaysTab({ project, vpc, list }: Props) {
  return (
    <ResourceListPage
      headless
      title="Internet gateways"
      empty={{ title: 'No internet gateways', body: 'This VPC has no internet gateway: its instances have no path out' }}
      list={list}
      rowKey={(r) => r.gateway.id}
      columns={[
        {
          header: 'Name',
          cell: ({ gateway }) => (
            <NameLink to={pb.internetGateway({ project, vpc, gateway: gateway.name })}>{gateway.name}</NameLink>
          ),
        },
        { header: 'Description', cell: (r) => <span className={muted}>{r.gateway.description}</span> },
        {
          header: 'IP pools',
          cell: (r) =>
            r.pools.length > 0 ? r.pools.map(poolLabel).join(', ') : <span className={subtle}>—</span>,
        },
        { header: 'Created', cell: (r) => formatDateTime(r.gateway.timeCreated), width: '14rem' },
      ]}
    />
  )
}
