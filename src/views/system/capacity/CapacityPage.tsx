// The capacity page: the fleet's total and free, "Will it fit?", every sled
// with what its instances hold against what it can hold, and what the
// estimate leaves out.
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { FitCheck, CapacityRow, CapacityView } from '~/machines/system/capacity'
import type { CapacitySearch, FleetUse } from '~/machines/system/capacity.rules'
import type { Section as SectionOf } from '~/machines/shared/section'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { Badge, Button, Card, EmptyState, GiB, plainNumber, PageHeader, Section, SectionFailure, SectionValue, Table } from '~/views/ui'
import { muted } from '~/views/ui/text'
import { lifeVariant, mono, provisionPolicyBadge, words } from '../inventory/InventoryPages'
import { cpusText, memoryText, UsageBar } from './UsageBar'
import { sledFitText, WillItFit } from './WillItFit'
import { LeftOut } from './LeftOut'

type Props = {
  view: CapacityView
  /** The sleds' instances as a part of the page (its failure is said once, above the numbers). */
  placements: SectionOf<unknown>
  search: CapacitySearch
  onAsk: (search: CapacitySearch) => void
  onRefresh: () => void
}

const cards = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' }, gap: '4', mb: '8' })
const stat = css({ display: 'grid', gap: '2', p: '4' })
const big = css({ fontFamily: 'mono', fontSize: 'lg', color: 'fg', fontVariantNumeric: 'tabular-nums' })
const line = css({ display: 'flex', justifyContent: 'space-between', gap: '3', fontSize: 'sm', color: 'fgMuted' })
const value = css({ color: 'fg', fontVariantNumeric: 'tabular-nums' })
const usage = css({ display: 'grid', gap: '1', minW: '9rem', fontVariantNumeric: 'tabular-nums' })
const failureBox = css({ mb: '4' })

export function CapacityPage({ view, placements, search, onAsk, onRefresh }: Props) {
  return (
    <>
      <PageHeader
        title="Capacity"
        description="What each sled’s instances hold against what it can hold, and whether one more instance fits"
        actions={
          <Button variant="secondary" size="sm" onClick={onRefresh}>
            Refresh
          </Button>
        }
      />
      {placements.status === 'failed' && (
        <div className={failureBox}>
          <SectionFailure what="the sleds’ instances" message={placements.message} retry={placements.retry} />
        </div>
      )}
      <FleetCards fleet={view.fleet} sleds={view.rows.length} />
      <Section title="Will it fit?">
        <p className={muted}>An instance’s size: which sleds could start it now, and how many of it the fleet could take.</p>
        <WillItFit search={search} check={view.check} answer={view.answer} onAsk={onAsk} />
      </Section>
      <Section title="Sleds">
        <SledsTable rows={view.rows} check={view.check} pending={placements.status === 'pending'} />
      </Section>
      <LeftOut />
    </>
  )
}

function FleetCards({ fleet, sleds }: { fleet: SectionOf<FleetUse>; sleds: number }) {
  return (
    <div className={cards}>
      <Card title="vCPUs">
        <div className={stat}>
          <SectionValue section={fleet} what="the vCPUs in use">
            {(f) => (
              <>
                <div className={big}>{cpusText(f.cpus)}</div>
                <UsageBar label="vCPUs of the fleet" amount={f.cpus} text={cpusText(f.cpus)} />
                <div className={line}>
                  <span>Free on provisionable sleds</span>
                  <span className={value}>{plainNumber(f.cpus.free)}</span>
                </div>
              </>
            )}
          </SectionValue>
        </div>
      </Card>
      <Card title="Memory">
        <div className={stat}>
          <SectionValue section={fleet} what="the memory in use">
            {(f) => (
              <>
                <div className={big}>{memoryText(f.memory)}</div>
                <UsageBar label="Memory of the fleet" amount={f.memory} text={memoryText(f.memory)} />
                <div className={line}>
                  <span>Free on provisionable sleds</span>
                  <span className={value}>{plainNumber(f.memory.free / GiB)} GiB</span>
                </div>
              </>
            )}
          </SectionValue>
        </div>
      </Card>
      <Card title="Sleds">
        <div className={stat}>
          <div className={big}>{plainNumber(sleds)} sleds</div>
          <SectionValue section={fleet} what="which sleds take instances">
            {(f) => (
              <>
                <div className={line}>
                  <span>In service</span>
                  <span className={value}>{plainNumber(f.sleds)}</span>
                </div>
                <div className={line}>
                  <span>Taking new instances</span>
                  <span className={value}>{plainNumber(f.open)}</span>
                </div>
              </>
            )}
          </SectionValue>
        </div>
      </Card>
    </div>
  )
}

/** A cell that needs the sleds' instances: '…' while they are read, '—' when they could not be (said above). */
function Held({ row, pending, children }: { row: CapacityRow; pending: boolean; children: (use: NonNullable<CapacityRow['use']>) => ReactNode }) {
  if (row.use) return children(row.use)
  return pending ? (
    <span className={muted} aria-busy="true">
      …
    </span>
  ) : (
    <span className={muted}>—</span>
  )
}

function SledsTable({ rows, check, pending }: { rows: CapacityRow[]; check: FitCheck; pending: boolean }) {
  const serial = (r: CapacityRow) => r.sled.baseboard.serial
  return (
    <Table
      label="Sleds"
      rows={rows}
      rowKey={(r) => r.sled.id}
      columns={[
        {
          header: 'Serial',
          cell: (r) => (
            <span className={mono}>
              <NameLink to={pb.sledInstances({ sledId: r.sled.id })}>{serial(r)}</NameLink>
            </span>
          ),
        },
        {
          header: 'Provision policy',
          cell: (r) => {
            const b = provisionPolicyBadge(r.sled)
            return <Badge variant={b.variant}>{b.text}</Badge>
          },
        },
        { header: 'State', cell: (r) => <Badge variant={lifeVariant(r.sled.state)}>{words(r.sled.state)}</Badge> },
        { header: 'Instances', cell: (r) => <Held row={r} pending={pending}>{(u) => plainNumber(u.instances)}</Held>, width: '6rem' },
        {
          header: 'vCPUs',
          cell: (r) => (
            <Held row={r} pending={pending}>
              {(u) => (
                <div className={usage}>
                  <span>{cpusText(u.cpus)}</span>
                  <UsageBar label={`vCPUs of ${serial(r)}`} amount={u.cpus} text={cpusText(u.cpus)} />
                </div>
              )}
            </Held>
          ),
        },
        {
          header: 'Memory',
          cell: (r) => (
            <Held row={r} pending={pending}>
              {(u) => (
                <div className={usage}>
                  <span>{memoryText(u.memory)}</span>
                  <UsageBar label={`Memory of ${serial(r)}`} amount={u.memory} text={memoryText(u.memory)} />
                </div>
              )}
            </Held>
          ),
        },
        ...(check.question
          ? [{ header: 'Could take it now', cell: (r: CapacityRow) => (r.fit ? sledFitText(r.fit) : <Held row={r} pending={pending}>{() => '—'}</Held>) }]
          : []),
      ]}
      emptyState={<EmptyState title="No sleds" body="The rack has no sleds yet" />}
    />
  )
}
