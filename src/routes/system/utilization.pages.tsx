// Fleet utilization's page: its charts' machine and views are a chunk of
// their own, loaded with the numbers (utilization.routes.tsx) and on link intent.
import { useRouter } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import type { MetricsRange } from '~/machines/shared/metrics.machine'
import { invalidateUtilization, summarize, type UtilizationData, type UtilizationSummary } from '~/machines/system/utilization'
import { systemMetricsMachine } from '~/machines/system/utilization-metrics'
import { connectSiloMetrics, siloMetricsInput } from '~/machines/utilization/silo-metrics'
import { SystemUtilizationPage } from '~/views/system/utilization/SystemUtilizationPage'
import { useConnect } from '~/views/use-connect'
import { usePageActor } from '../page-actor'
import { systemUtilizationRoute } from './utilization.routes'

type ScopeProps = {
  summary: UtilizationSummary
  siloNames: string[]
  /** The charts' range when the page last changed silo, kept across the change. */
  range?: MetricsRange
  onScopeChange: (silo: string | null, range: MetricsRange) => void
  onRefresh: () => Promise<void>
}

/** The page for one silo filter: its charts' machine loads that silo's (or the fleet's) measurements. */
function ScopedUtilization({ summary, siloNames, range, onScopeChange, onRefresh }: ScopeProps) {
  // Made once per scope (the component is keyed by silo): the limit line is the scope's.
  const [machine] = useState(() =>
    systemMetricsMachine(
      summary.silo,
      summary.capacity
        ? { label: 'Capacity (estimate)', counts: summary.capacity }
        : { label: 'Quota', counts: summary.allocated },
    ),
  )
  const actor = usePageActor(machine, { input: siloMetricsInput(range) })
  const metrics = useConnect(actor, connectSiloMetrics)
  // One Refresh on the page: the charts' button reads the numbers again too.
  const refresh = useCallback(() => {
    actor.send({ type: 'REFRESH' })
    void onRefresh()
  }, [actor, onRefresh])
  return (
    <SystemUtilizationPage
      summary={summary}
      siloNames={siloNames}
      onSiloChange={(silo) => onScopeChange(silo, actor.getSnapshot().context.range)}
      metrics={{ ...metrics, refresh }}
    />
  )
}

export function SystemUtilization() {
  const data: UtilizationData = systemUtilizationRoute.useLoaderData()
  const router = useRouter()
  // The silo filter (and the range to carry over): view state, not server data.
  const [scope, setScope] = useState<{ silo: string | null; range?: MetricsRange }>({ silo: null })
  const onRefresh = useCallback(async () => {
    await invalidateUtilization()
    await router.invalidate({ filter: (m) => m.routeId === systemUtilizationRoute.id })
  }, [router])
  return (
    <ScopedUtilization
      key={scope.silo ?? ''}
      summary={summarize(data, scope.silo)}
      siloNames={data.silos.map((s) => s.siloName)}
      range={scope.range}
      onScopeChange={(silo, range) => setScope({ silo, range })}
      onRefresh={onRefresh}
    />
  )
}
