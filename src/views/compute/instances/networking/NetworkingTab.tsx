import { Link } from '@tanstack/react-router'
import type { ExternalIp } from '~/api'
import { TARGET_KIND_LABEL, type AppliedRule, type NicRow, type PlaceNames } from '~/machines/compute/instance-networking'
import type { Section as Part } from '~/machines/shared/section'
import { ColumnFailure, sectionCell } from '~/views/kit/SectionColumn'
import { pb } from '~/paths'
import type { Permission } from '~/machines/shared/permission.rules'
import type { ListProps } from '~/machines/shared/list.connect'
import { ListTable } from '~/views/kit/ListTable'
import { Badge, Button, EmptyState, Section, SectionFailure, Table, type ActionItem } from '~/views/ui'
import { css } from 'styled-system/css'
import { mono, muted } from '~/views/ui/text'

type Props = {
  project: string
  nics: ListProps<NicRow>
  /** The VPCs and subnets the interfaces are in, by id: a part of the tab, read after the rows. */
  places: Part<PlaceNames>
  /** the VPC firewall rules whose targets take in this instance */
  firewallRules: ListProps<AppliedRule>
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

const errorClass = css({ color: 'danger', bg: 'dangerBg', px: '3', py: '2', borderRadius: 'md', fontSize: 'sm' })

const link = css({ color: 'accent', fontWeight: 'medium', textDecoration: 'underline', textUnderlineOffset: '2px' })

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
        <ColumnFailure section={p.places} what="the interfaces’ VPCs and subnets" />
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
            {
              header: 'VPC',
              cell: (n) => sectionCell(p.places, (names) => names.vpcs.get(n.vpcId)?.name ?? <span className={muted}>{n.vpcId}</span>),
            },
            {
              header: 'Subnet',
              cell: (n) => sectionCell(p.places, (names) => names.subnets.get(n.subnetId)?.name ?? <span className={muted}>{n.subnetId}</span>),
            },
            { header: 'IP', cell: (n) => <span className={mono}>{n.ip}</span>, width: '11rem' },
            { header: 'MAC', cell: (n) => <span className={mono}>{n.mac || '—'}</span>, width: '11rem' },
            {
              header: 'Transit IPs',
              cell: (n) =>
                n.transitIps?.length ? (
                  <span className={css({ display: 'inline-flex', flexDirection: 'column', gap: '0.5' })}>
                    {n.transitIps.map((ip) => (
                      <span key={ip} className={mono}>
                        {ip}
                      </span>
                    ))}
                  </span>
                ) : (
                  <span className={muted}>—</span>
                ),
            },
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
        {p.externalIps.error && !p.externalIps.rows.length ? (
          <SectionFailure what="the instance’s external IPs" message={p.externalIps.error} retry={p.externalIps.refresh} />
        ) : (
          p.externalIps.error && (
            <p role="alert" className={errorClass}>
              {p.externalIps.error}
            </p>
          )
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
      <Section title="Firewall rules that apply">
        {p.firewallRules.error && (
          <p role="alert" className={errorClass}>
            {p.firewallRules.error}
          </p>
        )}
        <Table
          label="Firewall rules that apply"
          rows={p.firewallRules.rows}
          loading={p.firewallRules.isLoading || p.firewallRules.isFetching}
          rowKey={(a) => a.rule.id}
          rowName={(a) => a.rule.name}
          columns={[
            {
              header: 'Name',
              cell: (a) =>
                a.vpcName ? (
                  <Link className={link} to={pb.firewallRuleEdit({ project: p.project, vpc: a.vpcName, rule: a.rule.name })}>
                    {a.rule.name}
                  </Link>
                ) : (
                  a.rule.name
                ),
            },
            { header: 'VPC', cell: (a) => a.vpcName ?? <span className={muted}>{a.rule.vpcId}</span> },
            { header: 'Priority', cell: (a) => a.rule.priority, width: '6rem' },
            {
              header: 'Direction',
              cell: (a) => (a.rule.direction === 'inbound' ? 'Inbound' : 'Outbound'),
              width: '7rem',
            },
            {
              header: 'Action',
              cell: (a) => <Badge variant={a.rule.action === 'allow' ? 'success' : 'danger'}>{a.rule.action}</Badge>,
              width: '6rem',
            },
            {
              header: 'Applies by',
              cell: (a) => (
                <span className={css({ display: 'inline-flex', flexWrap: 'wrap', gap: '1' })}>
                  {a.because.map((t) => (
                    <span key={`${t.kind}:${t.value}`} className={mono}>
                      {TARGET_KIND_LABEL[t.kind]} {t.value}
                    </span>
                  ))}
                </span>
              ),
            },
            {
              header: 'Status',
              cell: (a) => (a.rule.status === 'enabled' ? 'Enabled' : <span className={muted}>Disabled</span>),
              width: '7rem',
            },
          ]}
          emptyState={
            <EmptyState title="No firewall rules apply" body="No rule of this instance's VPCs targets it, its subnets, its VPC or its IPs" />
          }
        />
      </Section>
    </>
  )
}
