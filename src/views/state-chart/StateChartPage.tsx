import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { css } from 'styled-system/css'
import type { Chart } from '~/machines/charts/state-chart.rules'
import { PageHeader } from '~/views/ui'
import { ChartCanvas, type Highlight } from './ChartCanvas'
import { drawnEdgeOf, lifecycleGraph, machineGraph } from './graph'
import { MachinePanel, type MachinePanelProps } from './MachinePanel'
import { ReplayCard } from './ReplayCard'
import { WalkPanel, type WalkPanelProps } from './WalkPanel'

export type ChartChoice = { name: string; title: string; href: string }
export type ViewLink = { to: string; search: Record<string, string> }

// Both views are one path: which one is current depends on the whole search.
const viewActive = { exact: true, includeSearch: true }

type ReplayCardProps = Parameters<typeof ReplayCard>[0]

type Props = {
  title: string
  charts: ChartChoice[]
  current: string
  /** The two views' links (path and search), when the chart has a lifecycle view. */
  views?: { current: 'lifecycle' | 'machine'; lifecycle: ViewLink; machine: ViewLink }
  lifecycle?: { walk: WalkPanelProps; replay: ReplayCardProps }
  machine?: { chart: Chart; active: ReadonlySet<string>; panel: MachinePanelProps }
}

const navLink = css({
  color: 'fgMuted',
  textDecoration: 'none',
  _hover: { color: 'fg' },
  '&[aria-current=page]': { color: 'accent', fontWeight: 'medium', textDecoration: 'underline', textUnderlineOffset: '4px' },
})
const layout = css({
  display: 'grid',
  gridTemplateColumns: '18.5rem minmax(0, 1fr)',
  gap: '4',
  // The chart fills the window below the header: readable without scrolling the page.
  h: 'max(26rem, calc(100dvh - 14.5rem))',
  _narrow: { gridTemplateColumns: '1fr', h: 'auto' },
})
const panel = css({ display: 'grid', gap: '4', gridAutoRows: 'max-content', overflowY: 'auto', minH: '0', pr: '1' })

/** QA's explorer: a chart, its walk, and for lifecycles the replay against the preview. Lazy-loaded. */
export default function StateChartPage({ title, charts, current, views, lifecycle, machine }: Props) {
  return (
    <>
      <PageHeader
        title={`State chart: ${title}`}
        actions={
          views && (
            <nav aria-label="View" className={css({ display: 'flex', gap: '4', fontSize: 'sm' })}>
              <Link {...views.lifecycle} activeOptions={viewActive} className={navLink}>
                Lifecycle
              </Link>
              <Link {...views.machine} activeOptions={viewActive} className={navLink}>
                Machine
              </Link>
            </nav>
          )
        }
      />
      <nav aria-label="Charts" className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', fontSize: 'sm', mt: '-3', mb: '3' })}>
        {charts.map((c) => (
          <Link key={c.name} to={c.href} aria-current={c.name === current ? 'page' : undefined} className={navLink}>
            {c.title}
          </Link>
        ))}
      </nav>
      {lifecycle && <LifecycleView title={title} {...lifecycle} />}
      {machine && <MachineView title={title} {...machine} />}
    </>
  )
}

function LifecycleView({ title, walk, replay }: { title: string } & NonNullable<Props['lifecycle']>) {
  const graph = useMemo(() => lifecycleGraph(walk.lifecycle), [walk.lifecycle])
  const drawnOf = useMemo(() => drawnEdgeOf(graph), [graph])
  const walked = new Map<string, number[]>()
  walk.walk.steps.forEach((s, i) => {
    const id = drawnOf.get(s.edge.id)
    if (id) walked.set(id, [...(walked.get(id) ?? []), i + 1])
  })
  const failed = replay.replay.rows[replay.replay.firstFailure]
  const found = failed && (failed.machine !== failed.expected ? failed.machine : failed.server)
  const highlight: Highlight = {
    current: new Set([walk.walk.current]),
    enabled: new Set(walk.next.map((e) => drawnOf.get(e.id)).filter((id): id is string => !!id)),
    walked,
    mismatch: found && found !== failed.expected ? found : undefined,
  }
  return (
    <div className={layout}>
      <div className={panel}>
        <WalkPanel {...walk} />
        <ReplayCard {...replay} />
      </div>
      <ChartCanvas title={title} graph={graph} highlight={highlight} />
    </div>
  )
}

function MachineView({ title, chart, active, panel: panelProps }: { title: string } & NonNullable<Props['machine']>) {
  const graph = useMemo(() => machineGraph(chart), [chart])
  const drawnOf = useMemo(() => drawnEdgeOf(graph), [graph])
  const highlight: Highlight = {
    current: active,
    enabled: new Set(panelProps.next.map((e) => drawnOf.get(e.id)).filter((id): id is string => !!id)),
    walked: new Map(),
  }
  return (
    <div className={layout}>
      <div className={panel}>
        <MachinePanel {...panelProps} />
      </div>
      <ChartCanvas title={title} graph={graph} highlight={highlight} />
    </div>
  )
}
