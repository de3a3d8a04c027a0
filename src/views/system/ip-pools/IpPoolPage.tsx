import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { IpPool, IpPoolRange, Silo } from '~/api'
import { field, type FormProps, type FormViewProps } from '~/machines/shared/form.connect'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import type { Section as SectionOf } from '~/machines/shared/section'
import {
  rangeSize,
  type IpPoolFormValues,
  type IpPoolWrites,
  rangeVersion,
  totalSize,
  type IpRangeFormValues,
  type LinkSiloValues,
  type PoolSiloRow,
  type PoolUtilization,
} from '~/machines/system/ip-pools'
import { pb } from '~/paths'
import { ipRangeSize } from '~/validation/network'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { ListTable } from '~/views/kit/ListTable'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import {
  Badge,
  Button,
  Checkbox,
  EmptyState,
  formatBigCount,
  formatDateTime,
  idProperty,
  PageHeader,
  PropertiesTable,
  ResourceHeader,
  Section,
  SectionFailure,
  Select,
  Tabs,
  TextField,
} from '~/views/ui'
import { mono } from '~/views/ui/text'
import { AddressCounts, BigCount } from './IpPoolsPage'

export const IP_POOL_TABS = [
  { value: 'ranges', label: 'IP ranges' },
  { value: 'silos', label: 'Linked silos' },
] as const
export type IpPoolTab = (typeof IP_POOL_TABS)[number]['value']

type Props = {
  pool: IpPool
  /** A part of the page, read beside the pool: '…' until in; when it could not be read, '—' and one notice with Retry. */
  utilization: SectionOf<PoolUtilization>
  /** What this user may change: a write not allowed is disabled in the menu, saying why. */
  writes: IpPoolWrites
  onEdit: () => void
  onAddRange: () => void
  onDelete: () => void
  tab: IpPoolTab
  onTabChange: (tab: IpPoolTab) => void
  children: ReactNode
}

/** The pool page: name, properties with its address counts, then its tabs (chosen by the URL's query). */
export function IpPoolHeader({ pool, utilization, writes, onEdit, onAddRange, onDelete, tab, onTabChange, children }: Props) {
  const poolDenied = deniedReason(writes.pools)
  const rangesDenied = deniedReason(writes.ranges)
  return (
    <>
      <ResourceHeader
        resource={pool}
        menuLabel="IP pool actions"
        items={[
          { label: 'Edit', disabled: !!poolDenied, disabledReason: poolDenied, onSelect: onEdit },
          { label: 'Add range', disabled: !!rangesDenied, disabledReason: rangesDenied, onSelect: onAddRange },
          { label: 'Delete', danger: !poolDenied, disabled: !!poolDenied, disabledReason: poolDenied, onSelect: onDelete },
        ]}
      />
      <PropertiesTable
        columns={2}
        items={[
          { label: 'IPv4 in use', value: <PoolCounts utilization={utilization} version="ipv4" /> },
          { label: 'Created', value: formatDateTime(pool.timeCreated) },
          { label: 'IPv6 in use', value: <PoolCounts utilization={utilization} version="ipv6" /> },
          { label: 'Last modified', value: formatDateTime(pool.timeModified) },
          idProperty(pool.id, 'pool'),
        ]}
      />
      {utilization.status === 'failed' && (
        <div className={css({ mt: '3' })}>
          <SectionFailure what="the pool’s address counts" message={utilization.message} retry={utilization.retry} />
        </div>
      )}
      <Tabs aria-label="IP pool" value={tab} onValueChange={onTabChange} tabs={IP_POOL_TABS}>
        {children}
      </Tabs>
    </>
  )
}

/** One IP version's counts in the header: '…' while they are read, '—' when they could not be. */
function PoolCounts({ utilization, version }: { utilization: SectionOf<PoolUtilization>; version: 'ipv4' | 'ipv6' }) {
  if (utilization.status === 'ready') return <AddressCounts count={utilization.data[version]} />
  return (
    <span className={css({ color: 'fgMuted' })} aria-busy={utilization.status === 'pending'}>
      {utilization.status === 'pending' ? '…' : '—'}
    </span>
  )
}

/** A permission's reason when it is not allowed, for a disabled action to say. */
export const deniedReason = (p: Permission): string | undefined => (p.allowed ? undefined : p.reason)

type IpRangesTabProps = {
  /** The add-range form's URL. */
  addTo: string
  list: ListProps<IpPoolRange>
  onRemove: (range: IpPoolRange) => void
  /** Set when this user may not add or remove ranges: the actions are disabled, saying why. */
  writeDenied?: string
}

/** A pool's ranges, each with its size; the add link and each row's Remove. */
export function IpRangesTab({ addTo, list, onRemove, writeDenied }: IpRangesTabProps) {
  return (
    <ResourceListPage
      headless
      title="IP ranges"
      create={{ label: 'Add range', to: addTo, disabledReason: writeDenied }}
      empty={{ title: 'No IP ranges', body: 'Add a range to be able to allocate addresses from this pool' }}
      list={list}
      rowKey={(r) => r.id}
      rowName={(r) => `${r.range.first}–${r.range.last}`}
      columns={[
        { header: 'First', cell: (r) => <span className={mono}>{r.range.first}</span> },
        { header: 'Last', cell: (r) => <span className={mono}>{r.range.last}</span> },
        { header: 'Version', cell: (r) => <Badge variant="neutral">{`IPv${rangeVersion(r.range)}`}</Badge>, width: '7rem' },
        { header: 'Addresses', cell: (r) => <BigCount value={rangeSize(r.range)} />, width: '9rem' },
        { header: 'Added', cell: (r) => formatDateTime(r.timeCreated), width: '12rem' },
      ]}
      rowActions={(r) => [
        { label: 'Remove', danger: !writeDenied, disabled: !!writeDenied, disabledReason: writeDenied, onSelect: () => onRemove(r) },
      ]}
    />
  )
}

/** `params.pool`: the pool the range is added to (the service pool's form names its pool itself). */
type IpRangeFormProps = FormViewProps<IpRangeFormValues, IpPoolRange> & {
  poolName?: string
  ipv4Only?: boolean
  /** Set when this user may not add ranges (the form reached by its URL): the submit is disabled, saying why. */
  writeDenied?: string
}

/** First and last address, both ends included; the form says how many that is once both are valid. */
export function IpRangeForm({ form, params: { pool }, onDismiss, poolName, ipv4Only, writeDenied }: IpRangeFormProps) {
  const size = ipRangeSize(form.values.first, form.values.last)
  const address = (name: keyof IpRangeFormValues, label: string, description?: string) => (
    <TextField label={label} required {...field(form, name)} description={description} spellCheck={false} autoComplete="off" />
  )
  return (
    <FormModal
      form={form}
      title="Add IP range"
      subtitle={poolName ?? pool}
      submitLabel="Add IP range"
      submitDisabled={!!writeDenied}
      submitDisabledReason={writeDenied}
      onDismiss={onDismiss}
    >
      {address('first', 'First address', ipv4Only ? 'IPv4 only; the range includes both ends' : 'IPv4 or IPv6; the range includes both ends')}
      {address('last', 'Last address', size === undefined ? undefined : `${formatBigCount(size).exact} ${size === 1n ? 'address' : 'addresses'}`)}
    </FormModal>
  )
}

type PoolSilosTabProps = {
  list: ListProps<PoolSiloRow>
  onLink: () => void
  onMakeDefault: (row: PoolSiloRow) => void
  onUnlink: (row: PoolSiloRow) => void
  /** Set when this user may not link, make default or unlink: each is disabled, saying why. */
  writeDenied?: string
}

const toolbar = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4', mb: '3' })
const note = css({ fontSize: 'sm', color: 'fgMuted', maxW: '40rem' })
const link = css({ color: 'fg', fontWeight: 'medium', _hover: { color: 'accent' } })
const idText = css({ color: 'fgMuted', fontFamily: 'mono', fontSize: 'xs' })

/** A silo's name for sentences, or its id when the name could not be read. */
export const siloLabel = (row: PoolSiloRow) => row.siloName ?? row.siloId

export function PoolSilosTab({ list, onLink, onMakeDefault, onUnlink, writeDenied }: PoolSilosTabProps) {
  const linkButton = (
    <Button variant="secondary" size="sm" onClick={onLink} disabled={!!writeDenied} disabledReason={writeDenied}>
      Link silo
    </Button>
  )
  return (
    <>
      <div className={toolbar}>
        <p className={note}>
          Users of a linked silo can allocate addresses from this pool. A silo’s default pool is used when they do not
          pick one.
        </p>
        {linkButton}
      </div>
      <ListTable
        label="Linked silos"
        list={list}
        rowKey={(r) => r.siloId}
        rowName={siloLabel}
        columns={[
          {
            header: 'Silo',
            cell: (r) =>
              r.siloName ? (
                <Link to={pb.silo({ silo: r.siloName })} className={link}>
                  {r.siloName}
                </Link>
              ) : (
                <span className={idText}>{r.siloId}</span>
              ),
          },
          {
            header: 'Silo default',
            cell: (r) => (r.isDefault ? <Badge variant="success">default</Badge> : <span className={idText}>—</span>),
          },
        ]}
        rowActions={(r) => [
          {
            label: 'Make default',
            disabled: !!writeDenied || r.isDefault,
            disabledReason: writeDenied ?? (r.isDefault ? 'This pool is already the silo’s default' : undefined),
            onSelect: () => onMakeDefault(r),
          },
          { label: 'Unlink', danger: !writeDenied, disabled: !!writeDenied, disabledReason: writeDenied, onSelect: () => onUnlink(r) },
        ]}
        emptyState={<EmptyState title="No linked silos" body="Link a silo so its users can use this pool" action={linkButton} />}
      />
    </>
  )
}

type IpPoolFormProps = FormViewProps<IpPoolFormValues, IpPool> & {
  mode: 'create' | 'edit'
  /** Set when this user may not create or edit pools (the form reached by its URL): the submit is disabled, saying why. */
  writeDenied?: string
}

/** A pool's name and description: create and edit share it. */
export function IpPoolForm({ form, mode, onDismiss, writeDenied }: IpPoolFormProps) {
  const creating = mode === 'create'
  return (
    <FormModal
      form={form}
      title={`${creating ? 'Create' : 'Edit'} IP pool`}
      submitLabel={`${creating ? 'Create' : 'Update'} IP pool`}
      submitDisabled={!!writeDenied}
      submitDisabledReason={writeDenied}
      onDismiss={onDismiss}
    >
      <NameDescriptionFields form={form} />
    </FormModal>
  )
}

type LinkSiloFormProps<R> = {
  pool: string
  form: FormProps<LinkSiloValues, R>
  /** The silos not linked yet (read when the modal opens). */
  silos: ListProps<Silo>
  onDismiss: () => void
}

export function LinkSiloForm<R>({ pool, form, silos, onDismiss }: LinkSiloFormProps<R>) {
  const none = !silos.isLoading && silos.rows.length === 0
  const silo = field(form, 'silo')
  return (
    <FormModal
      form={form}
      title="Link silo"
      subtitle={pool}
      submitLabel="Link"
      submitDisabled={none}
      submitDisabledReason={none ? 'Every silo is linked to this pool already' : undefined}
      onDismiss={onDismiss}
    >
      <Select
        label="Silo"
        required
        placeholder={silos.isLoading ? 'Loading silos…' : none ? 'No silos left to link' : 'Choose a silo'}
        options={silos.rows.map((s) => ({ value: s.name, label: s.name }))}
        {...silo}
        error={silo.error ?? silos.error}
      />
      <Checkbox
        label="Make this the silo’s default pool"
        description="Addresses come from the default pool when a user does not pick one. The silo’s current default stays linked."
        {...field(form, 'isDefault')}
      />
    </FormModal>
  )
}

type ServicePoolProps = {
  pool: IpPool
  ranges: ListProps<IpPoolRange>
  onRemove: (range: IpPoolRange) => void
  writeDenied?: string
}

const serviceNote = css({ fontSize: 'sm', color: 'fgMuted', maxW: '65ch', mb: '4' })

/**
 * The rack's service pool: what it is for, what its shown ranges hold (Nexus
 * counts no utilization for it), and its ranges.
 */
export function ServicePoolPage({ pool, ranges, onRemove, writeDenied }: ServicePoolProps) {
  const shown = ranges.rows
  return (
    <>
      <PageHeader title="Service IP pool" description="The addresses the rack’s own services use: Nexus, external DNS and boundary NTP" />
      <p className={serviceNote}>
        This pool is not one of the pools silos draw on: it cannot be linked to a silo, and instances never get
        addresses from it. It takes IPv4 ranges only. A range cannot be removed while a service holds an address in it.
      </p>
      <PropertiesTable
        columns={2}
        items={[
          { label: 'Name', value: <span className={mono}>{pool.name}</span> },
          { label: 'Created', value: formatDateTime(pool.timeCreated) },
          {
            label: 'Capacity',
            value: ranges.isLoading ? '…' : (
              <span>
                <BigCount value={totalSize(shown)} /> addresses{ranges.canNext || ranges.canPrev ? ' in the ranges shown' : ''}
              </span>
            ),
          },
          { label: 'Last modified', value: formatDateTime(pool.timeModified) },
          { label: 'In use', value: <span className={idText}>Not reported for the service pool</span> },
          idProperty(pool.id, 'pool'),
        ]}
      />
      <Section title="IP ranges">
        <IpRangesTab addTo={pb.ipPoolServiceRangesAdd()} list={ranges} onRemove={onRemove} writeDenied={writeDenied} />
      </Section>
    </>
  )
}
