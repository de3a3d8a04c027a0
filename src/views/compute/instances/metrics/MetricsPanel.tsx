import { lazy, Suspense } from 'react'
import { css } from 'styled-system/css'
import type { MetricsProps } from '~/machines/shared/metrics.connect'
import type { MetricChart as Chart } from '~/machines/shared/metrics.machine'
import { Button, Card, Checkbox, EmptyState, formatDateTime, Spinner } from '~/views/ui'
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
        <RangePicker
          range={m.range}
          presets={m.presets}
          window={m.window}
          error={m.rangeError}
          onPreset={m.setPreset}
          onCustom={m.setCustom}
        />
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
                <figure className={chartBox} aria-label={chart.title} data-testid={`chart-${chart.id}`}>
                  {hasData(chart) ? (
                    <Suspense fallback={<Loading label="Loading chart…" />}>
                      <MetricChart chart={chart} window={m.window} />
                    </Suspense>
                  ) : (
                    <EmptyState title="No data" body="Nothing was recorded in this time range." />
                  )}
                </figure>
              </Card>
            ))}
      </div>
    </div>
  )
}
