// The instance's Metrics tab and its subtabs: a chunk of their own
// (instance.routes.tsx); the charts load lazily inside.
import { Outlet, useLocation } from '@tanstack/react-router'
import { createContext, useContext, useEffect, useRef, type RefObject } from 'react'
import { connectMetrics } from '~/machines/shared/metrics.connect'
import { DEFAULT_RANGE, metricsMachine, type MetricKind, type MetricsRange } from '~/machines/shared/metrics.machine'
import { MetricsPanel, MetricsTabs } from '~/views/compute/instances/metrics/MetricsPanel'
import { useConnect } from '~/views/use-connect'
import { metricOptionsSection, narrowing, narrows, type NarrowedMetric } from '~/machines/compute/instance-metrics'
import type { Section } from '~/machines/shared/section'
import { routeApi, useSection } from '../kit'
import { usePageActor } from '../page-actor'
import { useInstance } from './instance.pages'

// What the subtabs' loader reads comes with the page: one chunk, not two.
export { loadMetricChoice } from '~/machines/compute/instance-metrics'

const metricsRoute = routeApi('/authed/projects/$project/instances/$instance/metrics')

/**
 * The range chosen on one subtab carries over to the next: each subtab has
 * its own machine (its own queries), started from the last range picked.
 */
const LastRange = createContext<RefObject<MetricsRange> | null>(null)

export function InstanceMetricsLayout() {
  const { project, instance } = metricsRoute.useParams()
  const lastRange = useRef<MetricsRange>(DEFAULT_RANGE)
  return (
    <LastRange.Provider value={lastRange}>
      <MetricsTabs project={project} instance={instance} pathname={useLocation().pathname}>
        <Outlet />
      </MetricsTabs>
    </LastRange.Provider>
  )
}

const subtabRoutes = {
  cpu: routeApi('/authed/projects/$project/instances/$instance/metrics/cpu'),
  disk: routeApi('/authed/projects/$project/instances/$instance/metrics/disk'),
  network: routeApi('/authed/projects/$project/instances/$instance/metrics/network'),
}

function MetricsSubtab({ metric, options }: { metric: MetricKind; options?: Narrowing }) {
  const { instance } = useInstance()
  const { project } = metricsRoute.useParams()
  const choice = subtabRoutes[metric].useLoaderData()
  const lastRange = useContext(LastRange)
  const actor = usePageActor(metricsMachine, {
    input: { project, instance: instance.id, ncpus: instance.ncpus, metric, range: lastRange?.current, choice },
  })
  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (lastRange) lastRange.current = s.context.range
    })
    return () => sub.unsubscribe()
  }, [actor, lastRange])
  const connected = useConnect(actor, connectMetrics)
  // What it narrows to is a part of the subtab: the charts draw for all of them meanwhile.
  const metrics = options?.section.status === 'ready' && choice ? { ...connected, choice: { ...choice, options: options.section.data } } : connected
  return <MetricsPanel metrics={metrics} choicePart={options} />
}

type Narrowing = { section: Section<{ value: string; label: string }[]>; label: string; what: string }

/** A subtab that narrows its charts to one disk or interface: its choices, a part of it. */
function NarrowedSubtab({ metric }: { metric: NarrowedMetric }) {
  const { instance } = useInstance()
  const { project } = metricsRoute.useParams()
  const section = useSection(metricOptionsSection({ project, instance: instance.name }, metric))
  return <MetricsSubtab metric={metric} options={{ section, ...narrowing(metric) }} />
}

const subtab = (metric: MetricKind) =>
  function InstanceMetricsSubtab() {
    // Keyed: another instance starts a fresh machine.
    const { instance } = useInstance()
    return narrows(metric) ? <NarrowedSubtab key={instance.id} metric={metric} /> : <MetricsSubtab key={instance.id} metric={metric} />
  }

export const cpu = subtab('cpu')
export const disk = subtab('disk')
export const network = subtab('network')
