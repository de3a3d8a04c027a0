import { Link, useNavigate } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import { allocatedPercent, type AddressCount, type IpPoolRow, type PoolCounts } from '~/machines/system/ip-pools'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { formatBigCount, formatDateTime, formatNumber, SectionFailure, Tooltip } from '~/views/ui'
import { muted } from '~/views/ui/text'

type Props = {
  list: ListProps<IpPoolRow>
  /** Create, edit and delete: when not allowed, each is disabled, saying why. */
  write: Permission
  onDelete: (pool: IpPoolRow) => void
  /** Set when some rows' counts could not be read: said once above the table (their cells show '—'), with Retry. */
  countsFailed?: { names: string[]; message: string; retry: () => void }
}

const note = css({ fontSize: 'sm', color: 'fgMuted', mb: '3', maxW: '75ch' })
const link = css({ color: 'fg', fontWeight: 'medium', textDecoration: 'underline', _hover: { color: 'accent' } })

export function IpPoolsPage({ list, write, onDelete, countsFailed }: Props) {
  const navigate = useNavigate()
  const denied = write.allowed ? undefined : write.reason
  return (
    <ResourceListPage
      title="IP Pools"
      create={{ label: 'New IP pool', to: pb.ipPoolsNew(), disabledReason: denied }}
      empty={{ title: 'No IP pools', body: 'You need to create an IP pool to be able to see it here' }}
      list={list}
      rowKey={(p) => p.id}
      rowName={(p) => p.name}
      columns={[
        { header: 'Name', cell: (p) => <NameLink to={pb.ipPool({ pool: p.name })}>{p.name}</NameLink> },
        { header: 'Description', cell: (p) => <span className={muted}>{p.description}</span> },
        { header: 'IPv4 allocated / capacity', cell: (p) => <RowCounts counts={p.counts} version="ipv4" /> },
        { header: 'IPv6 allocated / capacity', cell: (p) => <RowCounts counts={p.counts} version="ipv6" /> },
        { header: 'Created', cell: (p) => formatDateTime(p.timeCreated), width: '12rem' },
      ]}
      rowActions={(p) => [
        { label: 'Edit', disabled: !!denied, disabledReason: denied, onSelect: () => void navigate({ to: pb.ipPoolEdit({ pool: p.name }) }) },
        { label: 'Delete', danger: !denied, disabled: !!denied, disabledReason: denied, onSelect: () => onDelete(p) },
      ]}
    >
      <p className={note}>
        These pools give silos their addresses. The rack’s own services use the{' '}
        <Link to={pb.ipPoolService()} className={link}>
          service IP pool
        </Link>
        , which is not listed here and cannot be linked to a silo.
      </p>
      {countsFailed && (
        <div className={css({ mb: '3' })}>
          <SectionFailure
            what={`the address counts of ${countsFailed.names.join(', ')}`}
            message={countsFailed.message}
            retry={countsFailed.retry}
          />
        </div>
      )}
    </ResourceListPage>
  )
}

const cell = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

/** A row's counts of one IP version: '…' while read (after the rows), '—' when they could not be. */
function RowCounts({ counts, version }: { counts: PoolCounts; version: 'ipv4' | 'ipv6' }) {
  if (counts.status === 'ready') return <AddressCounts count={counts.utilization[version]} />
  return (
    <span className={muted} aria-busy={counts.status === 'reading'}>
      {counts.status === 'reading' ? '…' : '—'}
    </span>
  )
}

/** Below a hundredth of a percent, but not nothing: said so rather than '0%'. */
function percentText(count: AddressCount): string | undefined {
  const percent = allocatedPercent(count)
  if (percent === undefined) return undefined
  return percent === 0 && count.allocated > 0n ? '<0.01%' : `${formatNumber(percent)}%`
}

/**
 * 'allocated / capacity (n%)' for one IP version of a pool; '—' when the pool
 * has no range of that version (or its counts could not be read).
 */
export function AddressCounts({ count }: { count?: AddressCount }) {
  if (!count || count.capacity === 0n) return <span className={muted}>—</span>
  const percent = percentText(count)
  // Real spaces, not a flex gap: a screen reader (and a copy) reads '7 / 122 (5.73%)'.
  return (
    <span className={cell}>
      <BigCount value={count.allocated} /> <span className={muted}>/</span> <BigCount value={count.capacity} />
      {percent && <span className={muted}> ({percent})</span>}
    </span>
  )
}

const shortened = css({ textDecoration: 'underline dotted', textUnderlineOffset: '3px', cursor: 'help' })

/**
 * A count of any size (IPv6 pools pass 2^64): compact past a million, with
 * every digit in a tooltip (reachable by keyboard) and in the title.
 */
export function BigCount({ value }: { value: bigint | number | string }) {
  const { text, exact, shortened: isShort } = formatBigCount(value)
  if (!isShort) return <span>{text}</span>
  return (
    <Tooltip content={exact}>
      <span tabIndex={0} title={exact} data-exact={exact} className={shortened}>
        {text}
      </span>
    </Tooltip>
  )
}
