// Fleet utilization's page: its charts' machine and views are a chunk of
// their own, loaded with the numbers (utilization.routes.tsx) and on link intent.
import { useCallback, useState } from 'react'
import type { MetricsRange } from '~/machines/shared/metrics.machine'
import {
  invalidateUtilization,
  scopeLimit,
  SILO_QUOTAS_READS,
  siloNamesById,
  siloQuotasPage,
  summarize,
  systemMetricsMachine,
  type SiloQuotas,
  type UtilizationSummary,
} from '~/machines/system/utilization'
import type { ListProps } from '~/machines/shared/list.connect'
import { connectSiloMetrics, siloMetricsInput } from '~/machines/utilization/utilization'
import { SystemUtilizationPage } from '~/views/system/utilization/SystemUtilizationPage'
import { useConnect } from '~/views/use-connect'
import { routeApi, useListPage } from '../kit'
import { usePageActor } from '../page-actor'

// The numbers follow the cache: a silo made or deleted, or the page's Refresh
// (which invalidates them), reads them again.
const utilizationRoute = routeApi('/authed/system/utilization', {
  refreshOn: ['/v1/system/utilization/silos', '/v1/system/utilization/silos/{silo}', '/v1/system/hardware/sleds', '/v1/system/hardware/sleds/{sled_id}', '/v1/system/hardware/sleds/{sled_id}/instances', '/v1/system/hardware/sleds-uninitialized'],
})

type ScopeProps = {
  summary: UtilizationSummary
  siloNames: string[]
  /** Every silo's quotas, a page at a time, with each silo's name by id. */
  quotas: ListProps<SiloQuotas>
  namesById: Map<string, string>
  /** The charts' range when the page last changed silo, kept across the change. */
  range?: MetricsRange
  onScopeChange: (silo: string | null, range: MetricsRange) => void
  onRefresh: () => Promise<void>
}

/** The page for one silo filter: its charts' machine loads that silo's (or the fleet's) measurements. */
function ScopedUtilization({ summary, siloNames, quotas, namesById, range, onScopeChange, onRefresh }: ScopeProps) {
  // Made once per scope (the component is keyed by silo): the limit line is the scope's.
  const [machine] = useState(() => systemMetricsMachine(summary.silo, scopeLimit(summary)))
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
      quotas={quotas}
      namesById={namesById}
      onSiloChange={(silo) => onScopeChange(silo, actor.getSnapshot().context.range)}
      metrics={{ ...metrics, refresh }}
    />
  )
}

export function SystemUtilization() {
  const data = utilizationRoute.useLoaderData()
  // The silo filter (and the range to carry over): view state, not server data.
  const [scope, setScope] = useState<{ silo: string | null; range?: MetricsRange }>({ silo: null })
  // Every silo's quotas, whichever silo the charts show: the table keeps its page across the filter.
  const namesById = siloNamesById(data.silos)
  // The filter finds a silo's quotas by its name (a quota row names its silo by id).
  const { list: quotas } = useListPage({
    fetchPage: siloQuotasPage,
    refreshOn: SILO_QUOTAS_READS,
    textOf: (q) => ({ id: q.siloId, name: namesById.get(q.siloId) }),
  })
  return (
    <ScopedUtilization
      key={scope.silo ?? ''}
      summary={summarize(data, scope.silo)}
      siloNames={data.silos.map((s) => s.siloName)}
      quotas={quotas}
      namesById={namesById}
      range={scope.range}
      onScopeChange={(silo, range) => setScope({ silo, range })}
      onRefresh={invalidateUtilization}
    />
  )
}
