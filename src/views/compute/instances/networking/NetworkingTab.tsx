import type { ExternalIp } from '~/api'
import type { Permission } from '~/machines/shared/permission.rules'
import type { NicRow } from '~/machines/compute/instance-networking.input'
import type { ListProps } from '~/machines/shared/list.connect'
import { ListTable } from '~/views/kit/ListTable'
import { Badge, Button, EmptyState, Section, Table, type ActionItem } from '~/views/ui'
import { css } from 'styled-system/css'

type Props = {
  nics: ListProps<NicRow>
  externalIps: ListProps<ExternalIp>
  /** Adding, editing and deleting interfaces (decided by the route from the instance table). */
  nicChange: Permission
  ephemeral: Permission
  onAddNic: () => void
  onEditNic: (nic: NicRow) => void
  onDeleteNic: (nic: NicRow) => void
  onDetachIp: (ip: ExternalIp) => void
  onAttachEphemeral: () => void
  onAttachFloating: () => void
}

const mono = css({ fontFamily: 'mono', fontSize: 'xs' })
const muted = css({ color: 'fgMuted' })
const errorClass = css({ color: 'danger', bg: 'dangerBg', px: '3', py: '2', borderRadius: 'md', fontSize: 'sm' })

const kindLabel: Record<ExternalIp['kind'], string> = { ephemeral: 'Ephemeral', floating: 'Floating' }

export function NetworkingTab(p: Props) {
  const nicActions = (nic: NicRow): ActionItem[] => [
    {
      label: 'Edit',
      onSelect: () => p.onEditNic(nic),
      disabled: !p.nicChange.allowed,
      disabledReason: p.nicChange.reason,
    },
    {
      label: 'Delete',
      danger: p.nicChange.allowed,
      onSelect: () => p.onDeleteNic(nic),
      disabled: !p.nicChange.allowed,
      disabledReason: p.nicChange.reason,
    },
  ]
  return (
    <>
      <Section
        title="Network interfaces"
        actions={
          <Button size="sm" disabled={!p.nicChange.allowed} disabledReason={p.nicChange.reason} onClick={p.onAddNic}>
            Add network interface
          </Button>
        }
      >
        <ListTable
          label="Network interfaces"
          list={p.nics}
          rowKey={(n) => n.id}
          rowName={(n) => n.name}
          columns={[
            {
              header: 'Name',
              cell: (n) => (
                <span className={css({ display: 'inline-flex', gap: '2', alignItems: 'center', fontWeight: 'medium' })}>
                  {n.name}
                  {n.primary && <Badge variant="success">primary</Badge>}
                </span>
              ),
            },
            { header: 'VPC', cell: (n) => n.vpcName ?? <span className={muted}>{n.vpcId}</span> },
            { header: 'Subnet', cell: (n) => n.subnetName ?? <span className={muted}>{n.subnetId}</span> },
            { header: 'IP', cell: (n) => <span className={mono}>{n.ip}</span>, width: '11rem' },
            { header: 'MAC', cell: (n) => <span className={mono}>{n.mac || '—'}</span>, width: '11rem' },
          ]}
          rowActions={nicActions}
          emptyState={<EmptyState title="No network interfaces" body="Add one to connect this instance to a VPC" />}
        />
      </Section>
      <Section
        title="External IPs"
        actions={
          <>
            <Button
              variant="secondary"
              size="sm"
              disabled={!p.ephemeral.allowed}
              disabledReason={p.ephemeral.reason}
              onClick={p.onAttachEphemeral}
            >
              Attach ephemeral IP
            </Button>
            <Button variant="secondary" size="sm" onClick={p.onAttachFloating}>
              Attach floating IP
            </Button>
          </>
        }
      >
        {/* Every external IP comes in one response: no pager. */}
        {p.externalIps.error && (
          <p role="alert" className={errorClass}>
            {p.externalIps.error}
          </p>
        )}
        <Table
          label="External IPs"
          rows={p.externalIps.rows}
          loading={p.externalIps.isLoading || p.externalIps.isFetching}
          rowKey={(ip) => (ip.kind === 'floating' ? ip.id : `ephemeral:${ip.ip}`)}
          rowName={(ip) => ip.ip}
          columns={[
            { header: 'IP', cell: (ip) => <span className={mono}>{ip.ip}</span>, width: '14rem' },
            {
              header: 'Kind',
              cell: (ip) => <Badge variant={ip.kind === 'floating' ? 'info' : 'neutral'}>{kindLabel[ip.kind]}</Badge>,
              width: '9rem',
            },
            { header: 'Name', cell: (ip) => (ip.kind === 'floating' ? ip.name : <span className={muted}>—</span>) },
          ]}
          rowActions={(ip) => [{ label: 'Detach', danger: true, onSelect: () => p.onDetachIp(ip) }]}
          emptyState={
            <EmptyState
              title="No external IPs"
              body="Attach an ephemeral or floating IP to reach this instance from outside"
            />
          }
        />
      </Section>
    </>
  )
}
