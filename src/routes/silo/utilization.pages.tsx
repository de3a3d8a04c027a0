// The silo's utilization page: its machines and views are a chunk of their
// own, loaded with the numbers (utilization.routes.tsx) and on link intent.
// The charts can be narrowed to one project (`?project=` in the URL).
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { MetricsRange } from '~/machines/shared/metrics.machine'
import { mapSection, type Section } from '~/machines/shared/section'
import {
  connectSiloMetrics,
  projectChoices,
  projectChoicesSection,
  siloMetricsInput,
  siloMetricsMachineFor,
  UTILIZATION_CHANGES,
} from '~/machines/utilization/utilization'
import { connectUtilization } from '~/machines/utilization/utilization.connect'
import { utilizationMachine } from '~/machines/utilization/utilization.machine'
import { pb } from '~/paths'
import { UtilizationPage } from '~/views/utilization/UtilizationPage'
import { useConnect } from '~/views/use-connect'
import { routeApi, useSection } from '../kit'
import { usePageActor, useRefreshOnInvalidate } from '../page-actor'

const utilizationRoute = routeApi('/authed/silo/utilization')

export function SiloUtilization() {
  const initial = utilizationRoute.useLoaderData()
  const { project = null } = utilizationRoute.useSearch()
  const navigate = useNavigate()
  const numbers = usePageActor(utilizationMachine, { input: { initial } })
  const projects = mapSection(useSection(projectChoicesSection()), (r) => projectChoices(r.items.map((p) => p.name), project))
  // The charts' range when the filter last changed, carried to the next project's charts: view state, not server data.
  const [range, setRange] = useState<MetricsRange>()
  return (
    <ProjectCharts
      key={project ?? ''}
      project={project}
      projects={projects}
      numbers={numbers}
      range={range}
      onProjectChange={(next, at) => {
        setRange(at)
        void navigate({ to: pb.siloUtilization({ project: next ?? undefined }), replace: true })
      }}
    />
  )
}

type ScopeProps = {
  project: string | null
  projects: Section<string[]>
  numbers: ActorRefFrom<typeof utilizationMachine>
  range?: MetricsRange
  onProjectChange: (project: string | null, range: MetricsRange) => void
}

/** The page for one filter: its charts' machine loads that project's (or the whole silo's) measurements. */
function ProjectCharts({ project, projects, numbers, range, onProjectChange }: ScopeProps) {
  // Made once per filter (the component is keyed by it).
  const [machine] = useState(() => siloMetricsMachineFor(project))
  const charts = usePageActor(machine, { input: siloMetricsInput(range) })
  // An instance started or a disk made anywhere moves the numbers and the charts' latest samples.
  const refresh = useCallback(() => {
    numbers.send({ type: 'REFRESH' })
    charts.send({ type: 'REFRESH' })
  }, [numbers, charts])
  useRefreshOnInvalidate(UTILIZATION_CHANGES, refresh)
  const metrics = useConnect(charts, connectSiloMetrics)
  // One Refresh on the page: the charts' button reads the numbers again too.
  return (
    <UtilizationPage
      utilization={useConnect(numbers, connectUtilization)}
      metrics={{ ...metrics, refresh }}
      filter={{ project, projects, onChange: (next) => onProjectChange(next, charts.getSnapshot().context.range) }}
    />
  )
}
