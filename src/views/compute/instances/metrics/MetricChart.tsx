// One metrics line chart, on ApexCharts. Loaded lazily: ApexCharts is the
// biggest library in the console and only this tab needs it.
import type { ApexOptions } from 'apexcharts'
import ReactApexChartModule, { type Props as ChartProps } from 'react-apexcharts'
import { useEffect, useState, type ComponentType } from 'react'
import type { MetricChart as Chart, TimeWindow } from '~/machines/shared/metrics.machine'
import { formatMetric } from './format-metric'

// react-apexcharts 1.7 is CommonJS; under Vite its default export can arrive
// wrapped in the module object.
const isWrapped = (m: unknown): m is { default: ComponentType<ChartProps> } =>
  (typeof m === 'object' || typeof m === 'function') && m !== null && 'default' in m && !!m.default
const ReactApexChart: ComponentType<ChartProps> = isWrapped(ReactApexChartModule)
  ? ReactApexChartModule.default
  : ReactApexChartModule

/** The page theme (html[data-theme]), followed as it changes. */
function useDarkTheme(): boolean {
  const read = () => document.documentElement.dataset.theme === 'dark'
  const [dark, setDark] = useState(read)
  useEffect(() => {
    const observer = new MutationObserver(() => setDark(read()))
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
    return () => observer.disconnect()
  }, [])
  return dark
}

// ApexCharts draws colours into SVG attributes and shades them itself, so it
// needs literal colours rather than the theme's CSS variables; these are the
// same values as the semantic tokens in panda.config.ts.
const PALETTE = {
  light: { fg: '#5b6366', grid: '#dcdfe0', series: ['#1a7f5a', '#2a5fb0', '#a35d00', '#6b3fb8'] },
  dark: { fg: '#a1a4a5', grid: '#2b3133', series: ['#48d597', '#8ba1ff', '#f5b944', '#be95eb'] },
}

/**
 * A byte axis in steps of 1, 2 or 5 × a power of ten of one 1024 unit (GiB,
 * TiB…), so its ticks read '50 GiB', '100 GiB' rather than ApexCharts' decimal
 * nice numbers shown in binary units ('93.13 GiB').
 */
function byteAxis(highest: number): { max: number; tickAmount: number } | undefined {
  if (highest <= 0) return undefined
  const unit = 1024 ** Math.floor(Math.log(highest) / Math.log(1024))
  const value = highest / unit
  for (let power = 10 ** Math.floor(Math.log10(value)) / 10; ; power *= 10) {
    for (const step of [1, 2, 5].map((m) => m * power)) {
      const ticks = Math.ceil(value / step)
      if (ticks <= 5) return { max: ticks * step * unit, tickAmount: ticks }
    }
  }
}

export type MetricChartProps = { chart: Chart; window: TimeWindow }

export default function MetricChart({ chart, window }: MetricChartProps) {
  const dark = useDarkTheme()
  const palette = dark ? PALETTE.dark : PALETTE.light
  const format = (v: number | null | undefined) => (typeof v === 'number' ? formatMetric(chart.unit, v) : '–')
  const highest = Math.max(0, ...chart.series.flatMap((s) => s.points.map((p) => p[1] ?? 0)))
  const bytes = chart.unit === 'bytes' ? byteAxis(highest) : undefined
  const options: ApexOptions = {
    chart: {
      id: chart.id,
      type: 'line',
      animations: { enabled: false },
      toolbar: { show: false },
      zoom: { enabled: false },
      background: 'transparent',
      fontFamily: 'inherit',
      foreColor: palette.fg,
    },
    theme: { mode: dark ? 'dark' : 'light' },
    colors: palette.series,
    stroke: { width: 2, curve: 'straight' },
    dataLabels: { enabled: false },
    markers: { size: 0 },
    grid: { borderColor: palette.grid, strokeDashArray: 3 },
    legend: { position: 'top', horizontalAlign: 'left', fontSize: '12px', labels: { colors: palette.fg } },
    xaxis: {
      type: 'datetime',
      min: window.start.getTime(),
      max: window.end.getTime(),
      labels: {
        datetimeUTC: false,
        datetimeFormatter: { year: 'yyyy', month: "MMM 'yy", day: 'MMM d', hour: 'HH:mm', minute: 'HH:mm' },
      },
      axisBorder: { color: palette.grid },
      axisTicks: { color: palette.grid },
      tooltip: { enabled: false },
    },
    yaxis: {
      min: 0,
      // Percent charts keep their scale honest: at least 0–10%, never past 100%.
      max: chart.unit === 'percent' ? Math.min(100, Math.max(10, Math.ceil(highest / 10) * 10)) : bytes?.max,
      tickAmount: bytes?.tickAmount,
      forceNiceScale: chart.unit !== 'percent' && !bytes,
      labels: { formatter: (v: number) => format(v), minWidth: 48 },
    },
    tooltip: { theme: dark ? 'dark' : 'light', x: { format: 'MMM d, HH:mm:ss' }, y: { formatter: (v: number) => format(v) } },
    noData: { text: 'No data for this time range', style: { color: palette.fg } },
  }
  const series = chart.series.map((s) => ({ name: s.name, data: s.points }))
  // Keyed by theme: ApexCharts does not fully restyle in place.
  return <ReactApexChart key={dark ? 'dark' : 'light'} type="line" height={240} series={series} options={options} />
}
