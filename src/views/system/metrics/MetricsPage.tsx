// The fleet's metrics: what the fleet or one silo has provisioned over time,
// and the OxQL explorer (the schemas, a query box, the result charted and
// tabled). The chart library loads with the first chart drawn.
import { lazy, memo, Suspense, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { MetricsProps } from '~/machines/shared/metrics.connect'
import { formatMetric } from '~/views/compute/instances/metrics/format-metric'
import { MetricsPanel } from '~/views/compute/instances/metrics/MetricsPanel'
import { exampleQuery, searchSchemas, type ResultView, type TimeseriesSchema } from '~/machines/system/metrics'
import type { OxqlProps } from '~/machines/system/oxql.connect'
import { sectionData, type Section } from '~/machines/shared/section'
import { SectionSpace } from '~/views/kit/SectionSpace'
import { Button, Card, EmptyState, formatDateTime, PageHeader, SectionFailure, SectionState, Select, Spinner, Table, TextField } from '~/views/ui'
import { mono, muted } from '~/views/ui/text'
import { QueryBox } from './QueryBox'

const MetricChart = lazy(() => import('~/views/compute/instances/metrics/MetricChart'))

const sectionTitle = css({ fontFamily: 'mono', fontSize: 'sm', fontWeight: 'medium', color: 'fg', mb: '3' })
const section = css({ mb: '10' })
const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3', mb: '4' })
const narrow = css({ w: '14rem' })
const actions = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mt: '3' })
const refusal = css({
  mt: '4',
  px: '3',
  py: '2',
  borderRadius: 'sm',
  fontSize: 'sm',
  color: 'danger',
  bg: 'dangerBg',
})
const refusalText = css({ m: 0, mt: '1', fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'pre-wrap', wordBreak: 'break-word' })
const chartBox = css({ h: '240px', position: 'relative', mb: '4' })
const centered = css({ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '2', fontSize: 'sm', color: 'fgMuted' })
const fieldList = css({ display: 'flex', flexWrap: 'wrap', gap: '1', listStyle: 'none', p: 0, m: 0 })
const fieldItem = css({ fontFamily: 'mono', fontSize: 'xs', px: '1.5', py: '0.5', borderRadius: 'sm', bg: 'bgRaised', color: 'fg' })
const grid = css({ display: 'grid', gap: '4' })
const schemaName = css({ fontFamily: 'mono', fontSize: 'sm', textAlign: 'left', color: 'accent', bg: 'transparent', border: 'none', p: 0, cursor: 'pointer', textDecoration: 'underline', _hover: { color: 'fg' } })
const note = css({ fontSize: 'xs', color: 'fgMuted', mb: '3' })

// ---- provisioned over time -----------------------------------------------------------

export type FleetMetricsProps = {
  /** The silo charted, or null for the whole fleet. */
  silo: string | null
  /** The picker's silos, a read of their own: the fleet's charts need none. */
  siloNames: Section<string[]>
  onSiloChange: (silo: string | null) => void
  metrics: MetricsProps
}

export const FleetMetrics = memo(function FleetMetrics({ silo, siloNames, onSiloChange, metrics }: FleetMetricsProps) {
  return (
    <section className={section} aria-labelledby="provisioned-title">
      <h2 id="provisioned-title" className={sectionTitle}>
        Provisioned over time · {silo ?? 'the fleet'}
      </h2>
      <div className={toolbar}>
        <div className={narrow}>
          <Select
            label="Silo"
            value={silo ?? ''}
            onChange={(v) => onSiloChange(v || null)}
            options={[{ value: '', label: 'All silos (the fleet)' }, ...sectionData(siloNames, []).map((n) => ({ value: n, label: n }))]}
          />
        </div>
        {siloNames.status === 'failed' && (
          <SectionFailure what="the silos (to chart one of them)" message={siloNames.message} retry={siloNames.retry} />
        )}
      </div>
      <MetricsPanel metrics={metrics} />
    </section>
  )
})

// ---- the OxQL explorer ----------------------------------------------------------------

function Loading({ label }: { label: string }) {
  return (
    <div className={centered}>
      <Spinner size="sm" decorative /> {label}
    </div>
  )
}

const hasData = (view: ResultView) => view.chart.series.some((s) => s.points.some((p) => p[1] !== null))

// Memoised: the page re-renders with each key typed in the query box; the result has not changed.
const Result = memo(function Result({ view, ranAt }: { view: ResultView; ranAt?: Date }) {
  const { chart, rows } = view
  const format = (v: number | null) => (v === null ? '–' : formatMetric(chart.unit, v))
  return (
    <Card title="Result">
      <p className={note}>
        {rows.length} timeseries
        {rows.length > chart.series.length + view.notCharted && ` (the first ${chart.series.length} charted)`}
        {view.notCharted > 0 && ` · ${view.notCharted} not numeric, in the table only`}
        {ranAt && ` · ran at ${formatDateTime(ranAt)}`}
      </p>
      <figure className={chartBox} aria-label={`${chart.title} chart`} data-testid="oxql-chart">
        {hasData(view) ? (
          <Suspense fallback={<Loading label="Loading chart…" />}>
            <MetricChart chart={chart} window={view.window} />
          </Suspense>
        ) : (
          <EmptyState title="No data" body="The query matched no points." />
        )}
      </figure>
      <Table
        label="Query result"
        rows={rows}
        rowKey={(r) => r.key}
        columns={[
          {
            header: 'Fields',
            cell: (r) =>
              r.fields.length === 0 ? (
                <span className={muted}>{r.table}</span>
              ) : (
                <ul className={fieldList}>
                  {r.fields.map((f) => (
                    <li key={f.name} className={fieldItem}>
                      {f.name}={f.value}
                    </li>
                  ))}
                </ul>
              ),
          },
          { header: 'Points', cell: (r) => r.points },
          { header: 'Last', cell: (r) => format(r.stats.current) },
          { header: 'Min', cell: (r) => format(r.stats.min) },
          { header: 'Average', cell: (r) => format(r.stats.average) },
          { header: 'Max', cell: (r) => format(r.stats.max) },
          { header: 'Last point at', cell: (r) => (r.lastAt ? formatDateTime(r.lastAt) : '–') },
        ]}
        emptyState={<EmptyState title="No timeseries" body="The query matched no timeseries." />}
      />
    </Card>
  )
})

const Schemas = memo(function Schemas({ schemas, onPick }: { schemas: readonly TimeseriesSchema[]; onPick: (query: string) => void }) {
  const [search, setSearch] = useState('')
  const found = searchSchemas(schemas, search)
  return (
    <Card title={`Timeseries (${schemas.length})`}>
      <div className={toolbar}>
        <div className={css({ w: '20rem', maxW: 'full' })}>
          <TextField label="Search timeseries" type="search" value={search} onChange={setSearch} placeholder="Name, field or description" />
        </div>
        <span className={muted} aria-live="polite">
          {found.length} of {schemas.length}
        </span>
      </div>
      <Table
        label="Timeseries schemas"
        rows={found}
        rowKey={(s) => s.timeseriesName}
        columns={[
          {
            header: 'Name',
            cell: (s) => (
              <button type="button" className={schemaName} onClick={() => onPick(exampleQuery(s))} aria-label={`Query ${s.timeseriesName}`}>
                {s.timeseriesName}
              </button>
            ),
          },
          {
            header: 'Fields',
            cell: (s) => (
              <ul className={fieldList}>
                {s.fieldSchema.map((f) => (
                  <li key={f.name} className={fieldItem} title={f.description}>
                    {f.name}: {f.fieldType} ({f.source})
                  </li>
                ))}
              </ul>
            ),
          },
          { header: 'Datum type', cell: (s) => <span className={mono}>{s.datumType}</span> },
          { header: 'Units', cell: (s) => s.units },
          { header: 'Description', cell: (s) => <span className={muted}>{s.description.metric}</span> },
        ]}
        emptyState={<EmptyState title="No timeseries" body={search ? 'No timeseries matches the search.' : 'Nexus lists no timeseries.'} />}
      />
    </Card>
  )
})

export type ExplorerProps = {
  /** The timeseries schemas, a read of their own: the query box works without them (no suggestions). */
  schemas: Section<readonly TimeseriesSchema[]>
  oxql: OxqlProps
  /** The query box's text: the URL's query until it is edited. */
  draft: string
  onDraftChange: (query: string) => void
  /** Run the draft (it goes into the URL). */
  onRun: () => void
}

const NO_SCHEMAS: readonly TimeseriesSchema[] = []

/** The explorer's id in the page, for links that land on it. */
export const EXPLORER_ANCHOR = 'oxql-explorer'

function Explorer({ schemas, oxql, draft, onDraftChange, onRun }: ExplorerProps) {
  const localError = oxql.error && !oxql.refusedByServer ? oxql.error : undefined
  return (
    <section id={EXPLORER_ANCHOR} className={section} aria-labelledby="oxql-title">
      <h2 id="oxql-title" className={sectionTitle}>
        OxQL explorer
      </h2>
      <div className={grid}>
        <Card title="Query">
          <form
            onSubmit={(e) => {
              e.preventDefault()
              onRun()
            }}
          >
            <QueryBox value={draft} onChange={onDraftChange} schemas={sectionData(schemas, NO_SCHEMAS)} onRun={onRun} error={localError} />
            <div className={actions}>
              <Button type="submit" loading={oxql.running}>
                Run
              </Button>
            </div>
          </form>
          {oxql.error && oxql.refusedByServer && (
            <div role="alert" className={refusal}>
              <strong>The query was refused</strong>
              <pre className={refusalText}>{oxql.error}</pre>
            </div>
          )}
        </Card>
        {oxql.view && <Result view={oxql.view} ranAt={oxql.ranAt} />}
        <SectionState section={schemas} what="the timeseries schemas" pending={<SectionSpace what="the timeseries schemas" />}>
          {(all) => <Schemas schemas={all} onPick={onDraftChange} />}
        </SectionState>
      </div>
    </section>
  )
}

// ---- the page ---------------------------------------------------------------------

export type SystemMetricsPageProps = {
  /** The provisioned charts (FleetMetrics), made by a part of the page that changes with the silo picked. */
  fleet: ReactNode
  explorer: ExplorerProps
}

export function SystemMetricsPage({ fleet, explorer }: SystemMetricsPageProps) {
  return (
    <>
      <PageHeader title="Metrics" description="The fleet’s provisioned resources over time, and its timeseries queried with OxQL" />
      {fleet}
      <Explorer {...explorer} />
    </>
  )
}
