import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { ChartEdge, Chart } from '~/machines/charts/state-chart'
import { PageHeader, Select } from '~/views/ui'
import { StateChartView } from './StateChartView'

export type ChartChoice = { name: string; title: string; href: string }

type Props = {
  title: string
  charts: ChartChoice[]
  current: string
  walk: {
    chart: Chart
    active: Set<string>
    next: ChartEdge[]
    stateText: string
    history: string[]
    follow: (edge: ChartEdge) => void
    reset: () => void
  }
  /** A choice of starting input, when the machine has one (e.g. the instance's run state). */
  start?: { label: string; value: string; options: string[]; onChange: (v: string) => void }
}

/** QA's page: pick a machine, see its chart, walk it. Lazy-loaded (dagre + SVG). */
export default function StateChartPage({ title, charts, current, walk, start }: Props) {
  return (
    <>
      <PageHeader title={`State chart: ${title}`} description="Follow transitions to walk the machine. Nothing is called." />
      <nav aria-label="Machines" className={css({ display: 'flex', gap: '3', mb: '4', flexWrap: 'wrap', fontSize: 'sm' })}>
        {charts.map((c) => (
          <Link
            key={c.name}
            to={c.href}
            aria-current={c.name === current ? 'page' : undefined}
            className={css({ color: 'fgMuted', '&[aria-current=page]': { color: 'accent', fontWeight: 'medium' } })}
          >
            {c.title}
          </Link>
        ))}
      </nav>
      <StateChartView
        title={title}
        chart={walk.chart}
        active={walk.active}
        next={walk.next}
        stateText={walk.stateText}
        history={walk.history}
        onFollow={walk.follow}
        onReset={walk.reset}
        controls={
          start && (
            <Select
              label={start.label}
              value={start.value}
              onChange={start.onChange}
              options={start.options.map((o) => ({ value: o, label: o }))}
            />
          )
        }
      />
    </>
  )
}
