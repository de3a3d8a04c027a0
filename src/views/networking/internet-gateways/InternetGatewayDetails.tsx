import { DetailsModal } from '~/views/kit/DetailsModal'
import type { GatewayDetail } from '~/machines/networking/internet-gateways.input'
import { PropertiesTable, Table, formatDateTime, idProperty } from '~/views/ui'
import { css } from 'styled-system/css'
import { mono } from '~/views/ui/text'

type Props = {
  detail: GatewayDetail
  onDismiss: () => void
}

const heading = css({
  mt: '6',
  mb: '2',
  fontFamily: 'mono',
  fontSize: '11px',
  fontWeight: 'medium',
  letterSpacing: 'wide',
  textTransform: 'uppercase',
  color: 'fgMuted',
})
const note = css({ px: '3', py: '4', fontSize: 'sm', color: 'fgMuted' })

/** One gateway, read-only: its properties, the IP pools it draws on and its fixed addresses. */
export function InternetGatewayDetails({ detail: { gateway, pools, addresses }, onDismiss }: Props) {
  return (
    <DetailsModal title="Internet gateway" subtitle={gateway.name} onDismiss={onDismiss}>
      <PropertiesTable
        items={[
          { label: 'Name', value: gateway.name },
          { label: 'Description', value: gateway.description },
          idProperty(gateway.id, 'gateway'),
          { label: 'Created', value: formatDateTime(gateway.timeCreated) },
          { label: 'Modified', value: formatDateTime(gateway.timeModified) },
        ]}
      />
      <h3 className={heading}>IP pools</h3>
      <Table
        label="IP pools"
        rows={pools}
        rowKey={(p) => p.attachment.id}
        emptyState={<p className={note}>No IP pools are attached to this gateway.</p>}
        columns={[
          { header: 'Name', cell: (p) => p.attachment.name },
          {
            header: 'IP pool',
            cell: (p) => p.poolName ?? <span className={mono}>{p.attachment.ipPoolId}</span>,
          },
          { header: 'Description', cell: (p) => p.attachment.description },
        ]}
      />
      <h3 className={heading}>IP addresses</h3>
      <Table
        label="IP addresses"
        rows={addresses}
        rowKey={(a) => a.id}
        emptyState={<p className={note}>No IP addresses are attached to this gateway.</p>}
        columns={[
          { header: 'Name', cell: (a) => a.name },
          {
            header: 'Address',
            cell: (a) => <span className={mono}>{a.address}</span>,
          },
          { header: 'Description', cell: (a) => a.description },
        ]}
      />
    </DetailsModal>
  )
}
