// A piece of the rack's own page: a sled (its instances and disks), a
// physical disk, a rack (its sleds and switches) and a switch.
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { PhysicalDisk, Sled, SledInstance } from '~/api'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Section as Part } from '~/machines/shared/section'
import {
  FORM_FACTOR,
  provisionPolicyChange,
  provisionPolicyLabel,
  type InventoryWrites,
  type PhysicalDiskPage as PhysicalDiskPageData,
  type RackPage as RackPageData,
} from '~/machines/system/inventory'
import type { SettingsNames, SwitchPage as SwitchPageData, SwitchPort, Switch } from '~/machines/system/switch-ports'
import type { SledUse } from '~/machines/system/capacity.rules'
import type { Section as SectionOf } from '~/machines/shared/section'
import { pb } from '~/paths'
import { RunStateBadge } from '~/views/compute/instances/RunStateBadge'
import { ListTable } from '~/views/kit/ListTable'
import { NameLink } from '~/views/kit/NameLink'
import {
  Badge,
  Button,
  EmptyState,
  formatBytes,
  formatDateTime,
  formatNumber,
  idProperty,
  PageHeader,
  PropertiesTable,
  Section,
  SectionValue,
  SectionState,
  Tabs,
} from '~/views/ui'
import { mono as monoText } from '~/views/ui/text'
import { SectionCell, SectionNotice, SectionTable } from '../section-parts'
import { diskColumns, lifeVariant, mono, provisionPolicyBadge, words } from './InventoryPages'
import { portColumns } from './SwitchPortsTab'
import { cpusText, memoryText, UsageBar } from '../capacity/UsageBar'

export const SLED_TABS = [
  { value: 'instances', label: 'Instances' },
  { value: 'disks', label: 'Disks' },
] as const
export type SledTab = (typeof SLED_TABS)[number]['value']

type SledHeaderProps = {
  sled: Sled
  /** How much of it its instances hold: a part of the page, read beside it. */
  usage: SectionOf<SledUse>
  writes: InventoryWrites
  /** Asks, then switches the sled's provision policy. */
  onChangeProvisionPolicy: () => void
  tab: SledTab
  onTabChange: (tab: SledTab) => void
  children: ReactNode
}

/** A sled: its properties and provision policy, then its tabs (instances, physical disks), each a URL. */
export function SledHeader({ sled, usage, writes, onChangeProvisionPolicy, tab, onTabChange, children }: SledHeaderProps) {
  const policy = provisionPolicyBadge(sled)
  const change = provisionPolicyChange(sled, writes)
  return (
    <>
      <PageHeader
        title={`Sled ${sled.baseboard.serial}`}
        description="A sled, the instances running on it and its physical disks"
        actions={
          <Button
            variant="secondary"
            size="sm"
            disabled={!change.allowed.allowed}
            disabledReason={change.allowed.reason}
            onClick={onChangeProvisionPolicy}
          >
            Mark {provisionPolicyLabel(change.to)}
          </Button>
        }
      />
      <PropertiesTable
        columns={2}
        items={[
          idProperty(sled.id, 'sled'),
          { label: 'Part', value: <span className={monoText}>{sled.baseboard.part}</span> },
          {
            label: 'Rack',
            value: (
              <span className={monoText}>
                <NameLink to={pb.inventoryRack({ rackId: sled.rackId })}>{sled.rackId}</NameLink>
              </span>
            ),
          },
          { label: 'Revision', value: sled.baseboard.revision },
          { label: 'Hardware threads', value: formatNumber(sled.usableHardwareThreads) },
          { label: 'Physical RAM', value: formatBytes(sled.usablePhysicalRam) },
          { label: 'Provision policy', value: <Badge variant={policy.variant}>{policy.text}</Badge> },
          { label: 'State', value: <Badge variant={lifeVariant(sled.state)}>{words(sled.state)}</Badge> },
        ]}
      />
      <SledInUse serial={sled.baseboard.serial} usage={usage} />
      <Tabs aria-label="Sled" value={tab} onValueChange={onTabChange} tabs={SLED_TABS}>
        {children}
      </Tabs>
    </>
  )
}

const inUse = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4', mb: '6' })
const inUseItem = css({ display: 'grid', gap: '1.5', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' })
const inUseLabel = css({ textStyle: 'eyebrow', color: 'fgMuted' })

/** Above its instances: how much of the sled they hold, as words and a bar each. */
function SledInUse({ serial, usage }: { serial: string; usage: SectionOf<SledUse> }) {
  return (
    <SectionState section={usage} what="how much of the sled is in use">
      {(u) => (
        <section className={inUse} aria-label="In use">
          <div className={inUseItem}>
            <span className={inUseLabel}>vCPUs in use</span>
            <span>{cpusText(u.cpus)}</span>
            <UsageBar label={`vCPUs of ${serial}`} amount={u.cpus} text={cpusText(u.cpus)} />
          </div>
          <div className={inUseItem}>
            <span className={inUseLabel}>Memory in use</span>
            <span>{memoryText(u.memory)}</span>
            <UsageBar label={`Memory of ${serial}`} amount={u.memory} text={memoryText(u.memory)} />
          </div>
        </section>
      )}
    </SectionState>
  )
}

/** The instances a sled runs, from every silo (an operator's view: names, not links into silos). */
export function SledInstancesTab({ list }: { list: ListProps<SledInstance> }) {
  return (
    <ListTable
      label="Instances"
      list={list}
      rowKey={(i) => i.id}
      columns={[
        { header: 'Name', cell: (i) => <span className={css({ fontWeight: 'medium' })}>{i.name}</span> },
        { header: 'Project', cell: (i) => i.projectName },
        { header: 'Silo', cell: (i) => <NameLink to={pb.silo({ silo: i.siloName })}>{i.siloName}</NameLink> },
        { header: 'State', cell: (i) => <RunStateBadge state={i.state} /> },
        { header: 'CPUs', cell: (i) => formatNumber(i.ncpus), width: '6rem' },
        { header: 'Memory', cell: (i) => formatBytes(i.memory), width: '8rem' },
        { header: 'Created', cell: (i) => formatDateTime(i.timeCreated), width: '12rem' },
      ]}
      emptyState={<EmptyState title="No instances" body="No instance runs on this sled" />}
    />
  )
}

/** A sled's physical disks; each opens its page. */
export function SledDisksTab({ list }: { list: ListProps<PhysicalDisk> }) {
  return (
    <ListTable
      label="Physical disks"
      list={list}
      rowKey={(d) => d.id}
      columns={diskColumns}
      emptyState={<EmptyState title="No physical disks" body="The sled reports no physical disks" />}
    />
  )
}

const inline = css({ display: 'inline-flex', alignItems: 'center', gap: '2' })

/**
 * The sled a disk sits in, by its serial once that is read: a link to the
 * sled by its id meanwhile, and when the sled could not be read.
 */
export function SledName({ sledId, sled }: { sledId: string; sled: Part<Sled> }) {
  const link = (text: string) => (
    <span className={monoText}>
      <NameLink to={pb.sledDisks({ sledId })}>{text}</NameLink>
    </span>
  )
  if (sled.status === 'ready') return link(sled.data.baseboard.serial)
  return (
    <span className={inline}>
      {link(sledId)}
      <SectionValue section={sled} what="the sled’s serial">
        {() => null}
      </SectionValue>
    </span>
  )
}

/** A physical disk: its identity, form factor, policy and state, and the sled it sits in (`sled`: its name, drawn by the page). */
export function PhysicalDiskPage({ disk, sled }: PhysicalDiskPageData & { sled: ReactNode }) {
  return (
    <>
      <PageHeader title={`Disk ${disk.serial}`} description="A physical disk of the rack" />
      <PropertiesTable
        columns={2}
        items={[
          idProperty(disk.id, 'disk'),
          {
            label: 'Sled',
            value: sled ?? 'In no sled',
          },
          { label: 'Serial', value: <span className={monoText}>{disk.serial}</span> },
          { label: 'Model', value: <span className={monoText}>{disk.model}</span> },
          { label: 'Vendor', value: <span className={monoText}>{disk.vendor}</span> },
          { label: 'Form factor', value: <Badge variant="neutral">{FORM_FACTOR[disk.formFactor]}</Badge> },
          { label: 'Policy', value: <Badge variant={lifeVariant(disk.policy.kind)}>{words(disk.policy.kind)}</Badge> },
          { label: 'State', value: <Badge variant={lifeVariant(disk.state)}>{words(disk.state)}</Badge> },
          { label: 'Added', value: formatDateTime(disk.timeCreated) },
          { label: 'Last modified', value: formatDateTime(disk.timeModified) },
        ]}
      />
    </>
  )
}

type RackPageProps = RackPageData & { sleds: Part<Sled[]>; switches: Part<Switch[]> }

/** A rack: its sleds and its switches (each read beside the rack), each opening its page. */
export function RackPage({ rack, sleds, switches }: RackPageProps) {
  return (
    <>
      <PageHeader title="Rack" description="A rack, its sleds and its switches" />
      <PropertiesTable
        columns={2}
        items={[
          idProperty(rack.id, 'rack'),
          { label: 'Sleds', value: <SectionCell section={sleds}>{(s) => formatNumber(s.length)}</SectionCell> },
          { label: 'Created', value: formatDateTime(rack.timeCreated) },
          { label: 'Switches', value: <SectionCell section={switches}>{(s) => formatNumber(s.length)}</SectionCell> },
        ]}
      />
      <Section title="Sleds">
        <SectionTable
          label="Sleds"
          section={sleds}
          what="the rack’s sleds"
          rowKey={(s) => s.id}
          columns={[
            {
              header: 'Serial',
              cell: (s) => (
                <span className={mono}>
                  <NameLink to={pb.sledInstances({ sledId: s.id })}>{s.baseboard.serial}</NameLink>
                </span>
              ),
            },
            { header: 'Part', cell: (s) => <span className={mono}>{s.baseboard.part}</span> },
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
          emptyState={<EmptyState title="No sleds" body="The rack has no sleds yet" />}
        />
      </Section>
      <Section title="Switches">
        <SectionTable
          label="Switches"
          section={switches}
          what="the rack’s switches"
          rowKey={(s) => s.id}
          columns={[
            {
              header: 'Serial',
              cell: (s) => (
                <span className={mono}>
                  <NameLink to={pb.inventorySwitch({ switchId: s.id })}>{s.baseboard.serial}</NameLink>
                </span>
              ),
            },
            { header: 'Model (part)', cell: (s) => <span className={mono}>{s.baseboard.part}</span> },
            { header: 'Revision', cell: (s) => s.baseboard.revision, width: '7rem' },
          ]}
          emptyState={<EmptyState title="No switches" body="The rack reports no switches" />}
        />
      </Section>
    </>
  )
}

const switchNote = css({ fontSize: 'sm', color: 'fgMuted', maxW: '75ch' })

type SwitchPageProps = SwitchPageData & { ports: Part<SwitchPort[]>; names: Part<SettingsNames> }

/** A switch: its baseboard, and the ports of its rack with the settings applied to each (both read beside it). */
export function SwitchPage({ sw, ports, names }: SwitchPageProps) {
  return (
    <>
      <PageHeader title={`Switch ${sw.baseboard.serial}`} description="A rack switch and its rack’s QSFP ports" />
      <PropertiesTable
        columns={2}
        items={[
          idProperty(sw.id, 'switch'),
          { label: 'Rack', value: <span className={monoText}>{sw.rackId}</span> },
          { label: 'Serial', value: <span className={monoText}>{sw.baseboard.serial}</span> },
          { label: 'Model (part)', value: <span className={monoText}>{sw.baseboard.part}</span> },
          { label: 'Revision', value: sw.baseboard.revision },
          { label: 'Added', value: formatDateTime(sw.timeCreated) },
        ]}
      />
      <Section title="Ports">
        <p className={switchNote}>
          Nexus does not say which slot (switch0 or switch1) a switch sits in, so these are all the ports of its rack,
          each with its switch.
        </p>
        <SectionNotice section={names} what="the switch port settings’ names" />
        <SectionTable
          label="Ports"
          section={ports}
          what="the rack’s switch ports"
          rowKey={(p) => p.id}
          columns={portColumns(names)}
          emptyState={<EmptyState title="No ports" body="The rack reports no switch ports" />}
        />
      </Section>
    </>
  )
}
