import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import type { SiloUtilization, VirtualResourceCounts } from '~/api'
import type { ListProps } from '~/machines/shared/list.connect'
import type { MetricsProps } from '~/machines/shared/metrics.connect'
import type { Section } from '~/machines/shared/section'
import {
  DISK_TB_PER_SLED,
  percentOf,
  TB_TO_TIB,
  USABLE_SHARE,
  type Capacity,
  type SiloQuotas,
  type UtilizationSummary,
} from '~/machines/system/utilization'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import { NameLink } from '~/views/kit/NameLink'
import { MetricsPanel } from '~/views/compute/instances/metrics/MetricsPanel'
import { Card, EmptyState, PageHeader, SectionFailure, Select, Table, formatBytes, formatNumber } from '~/views/ui'
import { mono, muted } from '~/views/ui/text'

type Resource = keyof VirtualResourceCounts
const RESOURCES: { key: Resource; title: string; format: (n: number) => string }[] = [
  { key: 'cpus', title: 'CPUs', format: (n) => formatNumber(n) },
  { key: 'memory', title: 'Memory', format: formatBytes },
  { key: 'storage', title: 'Storage', format: formatBytes },
]

const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3', mb: '5' })
const narrow = css({ w: '14rem' })
const cards = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' }, gap: '4', mb: '3' })
const stat = css({ display: 'grid', gap: '2', p: '4' })
const big = css({ fontFamily: 'mono', fontSize: 'xl', color: 'fg', fontVariantNumeric: 'tabular-nums' })
const bigUnit = css({ fontFamily: 'body', fontSize: 'sm', color: 'fgMuted' })
const line = css({ display: 'flex', justifyContent: 'space-between', gap: '3', fontSize: 'sm', color: 'fgMuted' })
const value = css({ color: 'fg', fontVariantNumeric: 'tabular-nums' })
const note = css({ fontSize: 'xs', color: 'fgMuted', mb: '6', maxW: '60rem' })
const sectionTitle = css({ fontFamily: 'mono', fontSize: 'sm', fontWeight: 'medium', color: 'fg', mb: '3' })
const section = css({ mb: '8' })

const percentText = (part: number, of: number) => {
  const p = percentOf(part, of)
  return p === undefined ? '' : ` (${formatNumber(p)}%)`
}

/** The fleet's capacity line: its value once the sleds are read, '…' meanwhile, '—' when they could not be. */
function CapacityValue({ capacity, resource, provisioned }: { capacity: Section<Capacity>; resource: (typeof RESOURCES)[number]; provisioned: number }) {
  if (capacity.status !== 'ready') {
    return (
      <span className={value} aria-busy={capacity.status === 'pending'}>
        {capacity.status === 'pending' ? '…' : '—'}
      </span>
    )
  }
  const of = capacity.data[resource.key]
  return (
    <span className={value}>
      {resource.format(of)}
      {percentText(provisioned, of)}
    </span>
  )
}

function StatCard({ resource, summary, capacity }: { resource: (typeof RESOURCES)[number]; summary: UtilizationSummary; capacity?: Section<Capacity> }) {
  const { key, title, format } = resource
  const provisioned = summary.provisioned[key]
  const allocated = summary.allocated[key]
  return (
    <Card title={title}>
      <div className={stat}>
        <div className={big}>
          {format(provisioned)} <span className={bigUnit}>provisioned</span>
        </div>
        <div className={line}>
          <span>{summary.silo === null ? 'Quotas (all silos)' : 'Quota'}</span>
          <span className={value}>
            {format(allocated)}
            {percentText(provisioned, allocated)}
          </span>
        </div>
        {capacity && (
          <div className={line}>
            <span>Capacity (estimate)</span>
            <CapacityValue capacity={capacity} resource={resource} provisioned={provisioned} />
          </div>
        )}
      </div>
    </Card>
  )
}

const pair = (s: SiloUtilization, key: Resource, format: (n: number) => string) => (
  <span className={value}>
    {format(s.provisioned[key])} <span className={muted}>/ {format(s.allocated[key])}</span>
  </span>
)

type Props = {
  summary: UtilizationSummary
  /** The rack's estimated capacity (the fleet only: a silo is bounded by its quota), a read of its own. */
  capacity?: Section<Capacity>
  /** Every silo's name, for the filter. */
  siloNames: string[]
  onSiloChange: (silo: string | null) => void
  /** Every silo's quotas (all silos, whatever the filter): the table, or why it could not be read. */
  quotas: ReactNode
  /** The charts of the fleet or the silo filtered on (UtilizationCharts), made anew with each filter. */
  charts: ReactNode
}

/** What the capacity note says: how the estimate is made, or why there is none. */
function capacityNote(capacity: Section<Capacity> | undefined): ReactNode {
  if (!capacity) return 'A silo can provision up to its quota.'
  if (capacity.status === 'failed') {
    return <SectionFailure what="the sleds (the rack’s capacity)" message={capacity.message} retry={capacity.retry} />
  }
  const sleds = capacity.status === 'ready' ? capacity.data.sleds : '…'
  return (
    `Capacity is an estimate from the ${sleds} in-service sleds: ${DISK_TB_PER_SLED} TB of disk each, ` +
    `× ${TB_TO_TIB} (TB to TiB), and ${USABLE_SHARE * 100}% of that disk and of their hardware threads and usable memory.`
  )
}

export function SystemUtilizationPage({ summary, capacity, siloNames, onSiloChange, quotas, charts }: Props) {
  const scope = summary.silo ?? 'all silos'
  return (
    <>
      <PageHeader title="Utilization" description="What silos have provisioned, against their quotas and the rack’s capacity" />
      <div className={toolbar}>
        <div className={narrow}>
          <Select
            label="Silo"
            value={summary.silo ?? ''}
            onChange={(v) => onSiloChange(v || null)}
            options={[{ value: '', label: 'All silos' }, ...siloNames.map((n) => ({ value: n, label: n }))]}
          />
        </div>
      </div>

      <h2 className={sectionTitle}>Provisioned in {scope}</h2>
      <div className={cards}>
        {RESOURCES.map((r) => (
          <StatCard key={r.key} resource={r} summary={summary} capacity={capacity} />
        ))}
      </div>
      <div className={note}>{capacityNote(capacity)}</div>

      <h2 className={sectionTitle}>Provisioned over time</h2>
      <div className={section}>{charts}</div>

      <h2 className={sectionTitle}>Silos</h2>
      <Table
        label="Silo utilization"
        rows={summary.rows}
        rowKey={(s) => s.siloId}
        columns={[
          { header: 'Silo', cell: (s) => <NameLink to={pb.silo({ silo: s.siloName })}>{s.siloName}</NameLink> },
          ...RESOURCES.map((r) => ({
            header: `${r.title} provisioned / quota`,
            cell: (s: SiloUtilization) => pair(s, r.key, r.format),
          })),
        ]}
        emptyState={<EmptyState title="No silos" body="Silos you create appear here" />}
      />

      <h2 className={cx(sectionTitle, css({ mt: '8' }))}>Quotas of every silo</h2>
      <p className={note}>What each silo may provision at most, whichever silo the charts show.</p>
      {quotas}
    </>
  )
}

/** The charts (the instance metrics panel: range, refresh). */
export function UtilizationCharts({ metrics }: { metrics: MetricsProps }) {
  return <MetricsPanel metrics={metrics} />
}

/** Every silo's quotas, a page at a time; a silo is named from the utilization, or shown by its id. */
export function SiloQuotasTable({ list, namesById }: { list: ListProps<SiloQuotas>; namesById: Map<string, string> }) {
  return (
    <ListTable
      label="Silo quotas"
      list={list}
      rowKey={(q) => q.siloId}
      rowName={(q) => namesById.get(q.siloId) ?? q.siloId}
      columns={[
        {
          header: 'Silo',
          cell: (q) => {
            const name = namesById.get(q.siloId)
            return name ? <NameLink to={pb.silo({ silo: name, tab: 'quotas' })}>{name}</NameLink> : <span className={mono}>{q.siloId}</span>
          },
        },
        ...RESOURCES.map((r) => ({
          header: `${r.title} quota`,
          cell: (q: SiloQuotas) => <span className={value}>{r.format(q[r.key])}</span>,
        })),
      ]}
      emptyState={<EmptyState title="No quotas" body="Every silo has quotas once it is created" />}
    />
  )
}
