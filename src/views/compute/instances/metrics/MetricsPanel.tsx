// The metrics panel (its range, charts and figures) and the instance Metrics
// tab's subtabs; the charts themselves load lazily (MetricChart.tsx).
import { lazy, type ReactNode, Suspense, useState } from 'react'
import type { Section } from '~/machines/shared/section'
import { PickerField } from '~/views/kit/SectionColumn'
import { css } from 'styled-system/css'
import type { ChartView, MetricsProps } from '~/machines/shared/metrics.connect'
import type { MetricChart as Chart, MetricKind, MetricsRange, RangePreset, TimeWindow } from '~/machines/shared/metrics.machine'
import { Button, Card, Checkbox, CopyToClipboard, EmptyState, formatDateTime, Select, Spinner, TextField } from '~/views/ui'
import { clockTime } from '~/machines/compute/serial-console.connect'
import { formatMetric, UNIT_LABEL } from './format-metric'
import { Link } from '@tanstack/react-router'
import { pb } from '~/paths'
import { errorBanner as alert } from '~/views/ui/text'

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
const updatedText = css({ fontSize: 'sm', color: 'fgMuted', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
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

export type MetricsPanelProps = {
  metrics: MetricsProps
  /**
   * Where the charts narrow to one disk or interface whose list is a part of
   * the page: while it is read, or when it could not be, it says so in the
   * select's place.
   */
  choicePart?: { section: Section<unknown>; label: string; what: string }
}

export function MetricsPanel({ metrics: m, choicePart }: MetricsPanelProps) {
  return (
    <div>
      <div className={toolbar}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '3' })}>
          {m.choice ? (
            <div className={css({ w: '14rem' })}>
              <Select
                label={m.choice.label}
                value={m.selected}
                onChange={m.choose}
                options={[{ value: '', label: 'All' }, ...m.choice.options]}
              />
            </div>
          ) : (
            choicePart &&
            choicePart.section.status !== 'ready' && (
              <div className={css({ minW: '14rem' })}>
                <PickerField section={choicePart.section} what={choicePart.what} label={choicePart.label}>
                  {() => null}
                </PickerField>
              </div>
            )
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
          {/* Plain text, not a live region: it changes every refresh, and a screen reader reads it when it gets there. */}
          {m.readAt && (
            <span className={updatedText} data-testid="metrics-updated">
              Updated <time dateTime={m.readAt.toISOString()}>{clockTime(m.readAt)}</time>
            </span>
          )}
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

export type RangePickerProps = {
  range: MetricsRange
  presets: readonly { value: RangePreset; label: string }[]
  /** the window shown, to start a custom range from */
  window: TimeWindow
  /** the machine's reason for refusing the last custom range */
  error?: string
  onPreset: (preset: RangePreset) => void
  onCustom: (start: Date, end: Date) => void
}

/** `<input type="datetime-local">` speaks local time without a zone. */
const toLocalInput = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
/** An empty or partial value is an invalid date; the machine says so. */
const fromLocalInput = (s: string) => (s ? new Date(s) : new Date(Number.NaN))

// Top-aligned, so a field's error message below it moves nothing else.
const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '3' })
const narrow = css({ w: '12rem' })
const dateField = css({ w: '15rem' })
const buttonCell = css({ display: 'flex', flexDirection: 'column', gap: '1.5' })
// Takes the height of a field label, so the button lines up with the inputs.
const labelSpacer = css({ fontSize: 'sm', fontWeight: 'medium', visibility: 'hidden' })

export function RangePicker({ range, presets, window, error, onPreset, onCustom }: RangePickerProps) {
  // The custom inputs are being edited (the chosen range stays until Apply).
  const [editing, setEditing] = useState(range.kind === 'custom')
  const [start, setStart] = useState(() => toLocalInput(window.start))
  const [end, setEnd] = useState(() => toLocalInput(window.end))
  const custom = editing || range.kind === 'custom'

  const choose = (value: string) => {
    if (value === 'custom') {
      setStart(toLocalInput(window.start))
      setEnd(toLocalInput(window.end))
      setEditing(true)
      return
    }
    setEditing(false)
    onPreset(value as RangePreset)
  }

  return (
    <form
      className={row}
      onSubmit={(e) => {
        e.preventDefault()
        onCustom(fromLocalInput(start), fromLocalInput(end))
      }}
    >
      <div className={narrow}>
        <Select
          label="Time range"
          value={custom ? 'custom' : range.kind === 'preset' ? range.preset : 'custom'}
          onChange={choose}
          options={[...presets.map((p) => ({ value: p.value, label: p.label })), { value: 'custom', label: 'Custom' }]}
        />
      </div>
      {custom && (
        <>
          <div className={dateField}>
            <TextField label="Start" type="datetime-local" value={start} onChange={setStart} />
          </div>
          <div className={dateField}>
            <TextField label="End" type="datetime-local" value={end} onChange={setEnd} error={error} />
          </div>
          <div className={buttonCell}>
            <span className={labelSpacer} aria-hidden="true">
              Apply
            </span>
            <Button type="submit" variant="secondary">
              Apply
            </Button>
          </div>
        </>
      )}
    </form>
  )
}

export type MetricsTabsProps = {
  project: string
  instance: string
  /** The URL's path: its last part names the open subtab. */
  pathname: string
  children: ReactNode
}

const LABELS: Record<MetricKind, string> = { cpu: 'CPU', disk: 'Disk', network: 'Network' }

const nav = css({
  display: 'inline-flex',
  gap: '1',
  p: '1',
  mb: '5',
  borderRadius: 'md',
  bg: 'bgRaised',
  border: '1px solid {colors.border}',
})
const tab = css({
  px: '3',
  h: '7',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 'sm',
  textStyle: 'eyebrow',
  color: 'fgMuted',
  textDecoration: 'none',
  _hover: { color: 'fg' },
  '&[aria-current=page]': { bg: 'bg', color: 'accent', boxShadow: '0 0 0 1px {colors.border}' },
})

/** The metrics subtabs (cpu, disk, network) as links, so each has its URL. */
export function MetricsTabs({ project, instance, pathname, children }: MetricsTabsProps) {
  const current = (Object.keys(LABELS) as MetricKind[]).find((m) => pathname.endsWith(`/metrics/${m}`)) ?? 'cpu'
  return (
    <div>
      <nav aria-label="Metrics" className={nav}>
        {(Object.keys(LABELS) as MetricKind[]).map((m) => (
          <Link key={m} to={pb.instanceMetrics({ project, instance, metric: m })} className={tab} aria-current={m === current ? 'page' : undefined}>
            {LABELS[m]}
          </Link>
        ))}
      </nav>
      {children}
    </div>
  )
}
