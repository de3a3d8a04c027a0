import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { PhysicalDisk, Sled } from '~/api'
import type { ListProps } from '~/machines/shared/list.connect'
import {
  FORM_FACTOR,
  provisionPolicy,
  provisionPolicyChange,
  provisionPolicyLabel,
  type InventoryWrites,
  type UninitializedSled,
} from '~/machines/system/inventory'
import type { Rack, Switch } from '~/machines/system/switch-ports'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import { NameLink } from '~/views/kit/NameLink'
import {
  Badge,
  Button,
  CopyToClipboard,
  EmptyState,
  formatBytes,
  formatDateTime,
  formatNumber,
  PageHeader,
  Tabs,
  type BadgeVariant,
  type Column,
} from '~/views/ui'

export const INVENTORY_TABS = [
  { value: 'sleds', label: 'Sleds' },
  { value: 'disks', label: 'Disks' },
  { value: 'uninitialized', label: 'Uninitialized sleds' },
  { value: 'racks', label: 'Racks' },
  { value: 'switches', label: 'Switches' },
  { value: 'switch-ports', label: 'Switch ports' },
] as const
export type InventoryTab = (typeof INVENTORY_TABS)[number]['value']

type Props = { tab: InventoryTab; onTabChange: (tab: InventoryTab) => void; children: ReactNode }

/** The rack's hardware: a tab per kind, each a URL. */
export function InventoryTabs({ tab, onTabChange, children }: Props) {
  return (
    <>
      <PageHeader title="Inventory" description="The rack’s sleds, physical disks, switches and switch ports, and the sleds it sees but has not added" />
      <Tabs aria-label="Inventory" value={tab} onValueChange={onTabChange} tabs={INVENTORY_TABS}>
        {children}
      </Tabs>
    </>
  )
}

// How the inventory's enum values read on screen (the API's snake_case words).

export const words = (s: string) => s.replace(/_/g, ' ')

export const provisionPolicyBadge = (sled: Pick<Sled, 'policy'>): { text: string; variant: BadgeVariant } => {
  const policy = provisionPolicy(sled)
  return { text: words(policy), variant: policy === 'provisionable' ? 'success' : 'neutral' }
}

/** In service and active read as healthy; expunged and decommissioned as gone. */
export const lifeVariant = (value: string): BadgeVariant =>
  value === 'in_service' || value === 'active' ? 'success' : 'danger'

export const mono = css({ fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'nowrap' })

/** The fleet's racks: Nexus says little of a rack beyond its id and age; the id opens its sleds and switches. */
export function RacksTab({ list }: { list: ListProps<Rack> }) {
  return (
    <ListTable
      label="Racks"
      list={list}
      rowKey={(r) => r.id}
      rowName={(r) => `rack ${r.id}`}
      columns={[
        {
          header: 'ID',
          cell: (r) => (
            <span className={mono}>
              <NameLink to={pb.inventoryRack({ rackId: r.id })}>{r.id}</NameLink>{' '}
              <CopyToClipboard text={r.id} label="Copy rack ID" />
            </span>
          ),
        },
        { header: 'Created', cell: (r) => formatDateTime(r.timeCreated), width: '14rem' },
        { header: 'Modified', cell: (r) => formatDateTime(r.timeModified), width: '14rem' },
      ]}
      emptyState={<EmptyState title="No racks" body="The fleet has no racks yet" />}
    />
  )
}

type SledsTabProps = {
  list: ListProps<Sled>
  writes: InventoryWrites
  /** Asks, then switches the sled's provision policy. */
  onChangeProvisionPolicy: (sled: Sled) => void
}

export function SledsTab({ list, writes, onChangeProvisionPolicy }: SledsTabProps) {
  return (
    <ListTable
      label="Sleds"
      list={list}
      rowKey={(s) => s.id}
      rowName={(s) => `sled ${s.baseboard.serial}`}
      columns={[
        {
          header: 'ID',
          // The id opens the sled's instances.
          cell: (s) => (
            <span className={mono}>
              <NameLink to={pb.sledInstances({ sledId: s.id })}>{s.id}</NameLink>
            </span>
          ),
        },
        { header: 'Serial', cell: (s) => <span className={mono}>{s.baseboard.serial}</span> },
        { header: 'Part', cell: (s) => <span className={mono}>{s.baseboard.part}</span> },
        {
          header: 'Rack',
          // A rack's id is long and the same for every sled of a one-rack fleet: its first part tells racks apart.
          cell: (s) => (
            <span className={mono} title={s.rackId}>
              {s.rackId.split('-')[0]}…
            </span>
          ),
        },
        { header: 'Hardware threads', cell: (s) => formatNumber(s.usableHardwareThreads) },
        { header: 'Physical RAM', cell: (s) => formatBytes(s.usablePhysicalRam) },
        {
          header: 'Provision policy',
          cell: (s) => {
            const b = provisionPolicyBadge(s)
            return <Badge variant={b.variant}>{b.text}</Badge>
          },
        },
        { header: 'State', cell: (s) => <Badge variant={lifeVariant(s.state)}>{words(s.state)}</Badge> },
      ]}
      rowActions={(s) => {
        const { to, allowed } = provisionPolicyChange(s, writes)
        return [
          {
            label: `Mark ${provisionPolicyLabel(to)}`,
            disabled: !allowed.allowed,
            disabledReason: allowed.reason,
            onSelect: () => onChangeProvisionPolicy(s),
          },
        ]
      }}
      emptyState={<EmptyState title="No sleds" body="The rack has no sleds yet" />}
    />
  )
}

const note = css({ fontSize: 'sm', color: 'fgMuted', mb: '3' })

type UninitializedSledsTabProps = {
  list: ListProps<UninitializedSled>
  writes: InventoryWrites
  /** Asks, then adds the sled to the rack. */
  onAdd: (sled: UninitializedSled) => void
}

/** Sleds in the rack's cubbies whose service processors answer, not yet added to the control plane. */
export function UninitializedSledsTab({ list, writes, onAdd }: UninitializedSledsTabProps) {
  return (
    <>
      <p className={note}>Sleds the rack sees in its cubbies but has not added. Adding one puts it into service.</p>
      <ListTable
        label="Uninitialized sleds"
        list={list}
        rowKey={(s) => `${s.baseboard.part}/${s.baseboard.serial}`}
        columns={[
          { header: 'Cubby', cell: (s) => formatNumber(s.cubby), width: '6rem' },
          { header: 'Serial', cell: (s) => <span className={mono}>{s.baseboard.serial}</span> },
          { header: 'Part', cell: (s) => <span className={mono}>{s.baseboard.part}</span> },
          { header: 'Revision', cell: (s) => s.baseboard.revision, width: '6rem' },
          {
            header: 'Rack',
            cell: (s) => (
              <span className={mono} title={s.rackId}>
                {s.rackId.split('-')[0]}…
              </span>
            ),
          },
          {
            header: 'Actions',
            hideHeader: true,
            width: '9rem',
            cell: (s) => (
              <Button
                size="sm"
                variant="secondary"
                disabled={!writes.canChange.allowed}
                disabledReason={writes.canChange.reason}
                onClick={() => onAdd(s)}
              >
                Add to rack
              </Button>
            ),
          },
        ]}
        emptyState={<EmptyState title="No uninitialized sleds" body="Every sled the rack sees has been added" />}
      />
    </>
  )
}

/** A physical disk's columns, in the inventory's disks tab and a sled's: the id opens the disk's page. */
export const diskColumns: Column<PhysicalDisk>[] = [
  {
    header: 'ID',
    cell: (d) => (
      <span className={mono}>
        <NameLink to={pb.physicalDisk({ diskId: d.id })}>{d.id}</NameLink>
      </span>
    ),
  },
  { header: 'Serial', cell: (d) => <span className={mono}>{d.serial}</span> },
  { header: 'Model', cell: (d) => <span className={mono}>{d.model}</span> },
  { header: 'Form factor', cell: (d) => <Badge variant="neutral">{FORM_FACTOR[d.formFactor]}</Badge> },
  { header: 'Policy', cell: (d) => <Badge variant={lifeVariant(d.policy.kind)}>{words(d.policy.kind)}</Badge> },
  { header: 'State', cell: (d) => <Badge variant={lifeVariant(d.state)}>{words(d.state)}</Badge> },
]

export function PhysicalDisksTab({ list }: { list: ListProps<PhysicalDisk> }) {
  return (
    <ListTable
      label="Physical disks"
      list={list}
      rowKey={(d) => d.id}
      columns={diskColumns}
      emptyState={<EmptyState title="No physical disks" body="The rack has no physical disks yet" />}
    />
  )
}

/** The rack switches: the id opens the switch's page. */
export function SwitchesTab({ list }: { list: ListProps<Switch> }) {
  return (
    <ListTable
      label="Switches"
      list={list}
      rowKey={(s) => s.id}
      rowName={(s) => `switch ${s.baseboard.serial}`}
      columns={[
        {
          header: 'ID',
          cell: (s) => (
            <span className={mono}>
              <NameLink to={pb.inventorySwitch({ switchId: s.id })}>{s.id}</NameLink>
            </span>
          ),
        },
        {
          header: 'Rack',
          // One rack's switches share it: its first part tells racks apart, the whole id is its title.
          cell: (s) => (
            <span className={mono} title={s.rackId}>
              {s.rackId.split('-')[0]}…
            </span>
          ),
        },
        { header: 'Serial', cell: (s) => <span className={mono}>{s.baseboard.serial}</span> },
        { header: 'Model (part)', cell: (s) => <span className={mono}>{s.baseboard.part}</span> },
        { header: 'Revision', cell: (s) => s.baseboard.revision, width: '7rem' },
      ]}
      emptyState={<EmptyState title="No switches" body="The rack reports no switches" />}
    />
  )
}
