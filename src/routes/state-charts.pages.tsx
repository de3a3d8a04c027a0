// The state chart explorer's page (QA's tool): a chunk of its own, loaded
// with the chart's machines (state-charts.routes.tsx) and on link intent.
import { useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import type { ChartDef } from '~/machines/charts'
import { pb } from '~/paths'
import { Spinner } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { routeApi } from './kit'
import { usePageActor } from './page-actor'

// The views and their layout engine load only when a chart is drawn, not on
// link intent with this chunk.
const StateChartPage = lazy(() => import('~/views/state-chart/StateChartPage'))
type Explorer = typeof import('~/machines/charts/index')

/** The walk in the URL: where it starts, its steps, and which view of the chart. */
export type ChartSearch = { from?: string; walk?: string; view?: 'machine' }

const chartRoute = routeApi('/authed/silo/state-charts/$chart')

/** The chart's URL with the walk in it: `/state-charts/instance?from=stopped&walk=start,started`. */
function chartHref(x: Explorer, chart: string, search: ChartSearch) {
  const query = x.walkQuery({ from: search.from, walk: search.walk })
  const view = search.view ? `${query ? '&' : '?'}view=${search.view}` : ''
  return `${pb.stateChart({ chart })}${query}${view}`
}

/** A link to the chart with this search, keys without a value left out (the link is active on an exact match). */
const viewLink = (chart: string, search: ChartSearch) => ({
  to: pb.stateChart({ chart }),
  search: Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as Record<string, string>,
})

export function StateChartRoute() {
  const { chart } = chartRoute.useParams()
  const search = chartRoute.useSearch()
  const { explorer } = chartRoute.useLoaderData()
  const def = explorer.chartDef(chart)!
  const props = { x: explorer, def, search }
  // Keyed: another chart (or view) is another page, its machines start over.
  return (
    <Suspense fallback={<Spinner label="Loading chart" />}>
      {def.lifecycle && search.view !== 'machine' ? (
        <LifecycleExplorer key={chart} {...props} />
      ) : (
        <MachineExplorer key={`${chart}-machine`} {...props} />
      )}
    </Suspense>
  )
}

type ExplorerProps = { x: Explorer; def: ChartDef; search: ChartSearch }

function common({ x, def, search }: ExplorerProps, current: 'lifecycle' | 'machine') {
  return {
    title: def.title,
    current: def.name,
    charts: x.CHARTS.map((c) => ({ name: c.name, title: c.title, href: pb.stateChart({ chart: c.name }) })),
    views: def.lifecycle && {
      current,
      lifecycle: viewLink(def.name, { from: search.from, walk: search.walk }),
      machine: viewLink(def.name, { ...search, view: 'machine' }),
    },
  }
}

function LifecycleExplorer(props: ExplorerProps) {
  const { x, def, search } = props
  const lifecycle = def.lifecycle!
  const subjects = def.subjects!
  const router = useRouter()
  // Pushed as written: the router's own serializer would escape the walk's commas
  // (walk=start%2Cstarted), and the links read walk=start,started.
  const go = (s: ChartSearch) => router.history.push(chartHref(x, def.name, s))

  const walk = x.walkOf(lifecycle, search)
  const events = walk.steps.map((s) => s.edge.event)
  const href = chartHref(x, def.name, x.walkSearch(walk.from, events))

  const actor = usePageActor(x.replayMachine, { input: { subjects } })
  const replay = useConnect(actor, x.connectReplay)
  // Another walk: the last replay's rows are not about it.
  useEffect(() => actor.send({ type: 'CLEAR' }), [actor, href])

  const cannotReplay = walk.problem
    ? 'The link’s walk has a step that does not follow'
    : subjects.startStates.includes(walk.from)
      ? undefined
      : `${x.cannotMake(lifecycle.noun, walk.from)}: start from ${subjects.startStates.join(', ')}`

  return (
    <StateChartPage
      {...common(props, 'lifecycle')}
      lifecycle={{
        walk: {
          lifecycle,
          walk,
          next: x.edgesFrom(lifecycle, walk.current),
          link: `${window.location.origin}${href}`,
          onStart: (from) => go({ from }),
          onFollow: (edge) => go(x.stepSearch(walk, edge)),
          onStepBack: () => go(x.walkSearch(walk.from, events.slice(0, -1))),
          onStartOver: () => go({ from: walk.from }),
        },
        replay: {
          replay,
          cannotReplay,
          onReplay: () => replay.replay(x.replayPlan(lifecycle, walk)),
          testText: x.walkAsTest(lifecycle, walk, pb.stateChart({ chart: def.name })),
        },
      }}
    />
  )
}

function MachineExplorer(props: ExplorerProps) {
  const { x, def } = props
  const m = def.machine
  const [startValue, setStartValue] = useState(m.start?.initial ?? '')
  const actor = usePageActor(x.chartWalkMachine, {
    input: { machine: m.machine, input: m.input?.(startValue), output: m.output, events: m.events },
  })
  const walk = useConnect(actor, x.connectChartWalk)
  return (
    <StateChartPage
      {...common(props, 'machine')}
      machine={{
        chart: walk.chart,
        active: walk.active,
        panel: {
          stateText: walk.stateText,
          next: walk.next,
          history: walk.history,
          onFollow: walk.follow,
          onReset: () => walk.reset(),
          start: m.start && {
            label: m.start.label,
            value: startValue,
            options: m.start.options,
            onChange: (v) => {
              setStartValue(v)
              walk.reset(m.input?.(v))
            },
          },
        },
      }}
    />
  )
}
