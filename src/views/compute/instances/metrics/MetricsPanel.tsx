import { lazy, Suspense } from 'react'
import { css } from 'styled-system/css'
import type { ChartView, MetricsProps } from '~/machines/shared/metrics.connect'
import type { MetricChart as Chart } from '~/machines/shared/metrics.machine'
import { Button, Card, Checkbox, CopyToClipboard, EmptyState, formatDateTime, Select, Spinner } from '~/views/ui'
import { formatMetric, UNIT_LABEL } from './format-metric'
import { RangePicker } from './RangePicker'

// ApexCharts is the console's biggest library: its own chunk, fetched with this tab.
const MetricChart = lazy(() => import('./MetricChart'))

const toolbar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: '4',
  mb: '4',
})
const controls = css({ display: 'flex', alignItems: 'center', gap: '3', h: '8' })
const windowText = css({ fontSize: 'sm', color: 'fgMuted', mb: '4' })
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', xl: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
  // An open query disclosure lengthens its own card, not its neighbour.
  alignItems: 'start',
  // A subtab with one chart gives it the whole width.
  '& > :only-child': { gridColumn: '1 / -1' },
})
const chartBox = css({ h: '240px', position: 'relative' })
const centered = css({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  fontSize: 'sm',
  color: 'fgMuted',
})
const alert = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  mb: '4',
  px: '3',
  py: '2',
  borderRadius: 'sm',
  fontSize: 'sm',
  color: 'danger',
  bg: 'dangerBg',
})

const figures = css({
  w: 'full',
  mb: '3',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'right', px: '2', py: '0.5', whiteSpace: 'nowrap' },
  '& th:first-child, & td:first-child': { textAlign: 'left', pl: 0 },
  '& thead th': { fontSize: 'xs', fontWeight: 'normal', color: 'fgMuted' },
  '& tbody th': { fontWeight: 'normal', color: 'fgMuted' },
  '& td': { fontVariantNumeric: 'tabular-nums', fontWeight: 'medium' },
})
const queryBox = css({
  mt: '3',
  fontSize: 'xs',
  color: 'fgMuted',
  '& summary': { cursor: 'pointer', w: 'fit-content' },
})
const queryText = css({
  flex: 1,
  m: 0,
  p: '2',
  fontFamily: 'mono',
  fontSize: 'xs',
  color: 'fg',
  bg: 'bgRaised',
  borderRadius: 'sm',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
})

const STAT_COLUMNS = [
  ['current', 'Current'],
  ['min', 'Min'],
  ['average', 'Average'],
  ['max', 'Max'],
] as const

/** Each series' current, min, average and max over the range, in the chart's unit: read without hovering. */
function ChartFigures({ chart }: { chart: ChartView }) {
  return (
    <table className={figures} aria-label={`${chart.title} figures`} data-testid={`figures-${chart.id}`}>
      <thead>
        <tr>
          <th scope="col">{UNIT_LABEL[chart.unit]}</th>
          {STAT_COLUMNS.map(([, label]) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {chart.stats.map(({ name, stats }) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            {STAT_COLUMNS.map(([key]) => {
              const v = stats[key]
              return (
                <td key={key} data-stat={key} data-value={v ?? ''}>
                  {v === null ? '–' : formatMetric(chart.unit, v)}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The OxQL behind the chart, to read and copy (to run it with the CLI, or tweak it). */
function ChartQuery({ chart }: { chart: ChartView }) {
  if (!chart.queries?.length) return null
  const text = chart.queries.join('\n\n')
  return (
    <details className={queryBox}>
      <summary>Query (OxQL)</summary>
      <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '2', mt: '2' })}>
        <pre className={queryText}>{text}</pre>
        <CopyToClipboard text={text} label={`Copy the ${chart.title} query`} />
      </div>
    </details>
  )
}

const hasData = (chart: Chart) => chart.series.some((s) => s.points.some((p) => p[1] !== null))

function Loading({ label }: { label: string }) {
  return (
    <div className={centered}>
      <Spinner size="sm" decorative /> {label}
    </div>
  )
}

export type MetricsPanelProps = { metrics: MetricsProps }

export function MetricsPanel({ metrics: m }: MetricsPanelProps) {
  return (
    <div>
      <div className={toolbar}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '3' })}>
          {m.choice && (
            <div className={css({ w: '14rem' })}>
              <Select
                label={m.choice.label}
                value={m.selected}
                onChange={m.choose}
                options={[{ value: '', label: 'All' }, ...m.choice.options]}
              />
            </div>
          )}
          <RangePicker
            range={m.range}
            presets={m.presets}
            window={m.window}
            error={m.rangeError}
            onPreset={m.setPreset}
            onCustom={m.setCustom}
          />
        </div>
        <div className={controls}>
          {m.canAutoRefresh && <Checkbox label="Auto-refresh" value={m.autoRefresh} onChange={m.setAutoRefresh} />}
          <Button variant="secondary" size="sm" onClick={m.refresh} loading={m.isRefreshing}>
            Refresh
          </Button>
        </div>
      </div>
      <p className={windowText}>
        {formatDateTime(m.window.start)} – {formatDateTime(m.window.end)}
      </p>
      {m.error && (
        <div role="alert" className={alert}>
          <span>Could not load metrics: {m.error}</span>
          <Button variant="secondary" size="sm" onClick={m.refresh}>
            Retry
          </Button>
        </div>
      )}
      <div className={grid}>
        {m.charts.length === 0
          ? m.chartTitles.map((title) => (
              <Card key={title} title={title}>
                <div className={chartBox}>
                  {m.isLoading ? <Loading label="Loading…" /> : <EmptyState title="No data" body="The metrics could not be loaded." />}
                </div>
              </Card>
            ))
          : m.charts.map((chart) => (
              <Card key={chart.id} title={chart.title}>
                <ChartFigures chart={chart} />
                <figure className={chartBox} aria-label={chart.title} data-testid={`chart-${chart.id}`}>
                  {hasData(chart) ? (
                    <Suspense fallback={<Loading label="Loading chart…" />}>
                      <MetricChart chart={chart} window={m.window} />
                    </Suspense>
                  ) : (
                    <EmptyState title="No data" body="Nothing was recorded in this time range." />
                  )}
                </figure>
                <ChartQuery chart={chart} />
              </Card>
            ))}
      </div>
    </div>
  )
}
