// Fleet utilization's page: its charts' machine and views are a chunk of
// their own, loaded with the numbers (utilization.routes.tsx) and on link
// intent. The silos' utilization is the page's own read; the rack's capacity
// and the quotas table are parts of it, drawn as each comes in.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { MetricsRange } from '~/machines/shared/metrics.machine'
import {
  capacitySection,
  invalidateUtilization,
  scopeLimit,
  SILO_QUOTAS_READS,
  siloNamesById,
  siloQuotasFirstPage,
  siloQuotasPage,
  summarize,
  systemMetricsMachine,
  withLimitLine,
  type ChartLimit,
} from '~/machines/system/utilization'
import { connectSiloMetrics, siloMetricsInput } from '~/machines/utilization/utilization'
import { SiloQuotasTable, SystemUtilizationPage, UtilizationCharts } from '~/views/system/utilization/SystemUtilizationPage'
import { useConnect } from '~/views/use-connect'
import { routeApi, useSection } from '../kit'
import { usePageActor } from '../page-actor'
import { SectionList } from './section-list'

// The numbers follow the cache: a silo made or deleted, or the page's Refresh
// (which invalidates them), reads them again.
const utilizationRoute = routeApi('/authed/system/utilization', {
  refreshOn: ['/v1/system/utilization/silos', '/v1/system/utilization/silos/{silo}'],
})

type ChartsProps = {
  silo: string | null
  /** What the charts are measured against, drawn once it is known (the fleet's capacity is read beside them). */
  limit?: ChartLimit
  /** The range to start from (carried across a change of silo). */
  range?: MetricsRange
  /** Where the page asks the charts' range as the silo changes. */
  rangeRef: RefObject<() => MetricsRange | undefined>
  onRefresh: () => Promise<void>
}

/** The charts of one silo filter: their machine loads that silo's (or the fleet's) measurements. */
function ScopedCharts({ silo, limit, range, rangeRef, onRefresh }: ChartsProps) {
  // Made once per scope (the component is keyed by silo).
  const [machine] = useState(() => systemMetricsMachine(silo))
  const actor = usePageActor(machine, { input: siloMetricsInput(range) })
  const metrics = useConnect(actor, connectSiloMetrics)
  useEffect(() => {
    rangeRef.current = () => actor.getSnapshot().context.range
  }, [actor, rangeRef])
  // One Refresh on the page: the charts' button reads the numbers again too.
  const refresh = useCallback(() => {
    actor.send({ type: 'REFRESH' })
    void onRefresh()
  }, [actor, onRefresh])
  return <UtilizationCharts metrics={{ ...metrics, charts: withLimitLine(metrics.charts, metrics.window, limit), refresh }} />
}

export function SystemUtilization() {
  const data = utilizationRoute.useLoaderData()
  const capacity = useSection(capacitySection())
  // The silo filter (and the range to carry over): view state, not server data.
  const [scope, setScope] = useState<{ silo: string | null; range?: MetricsRange }>({ silo: null })
  const rangeRef = useRef<() => MetricsRange | undefined>(() => undefined)
  const summary = summarize(data.silos, scope.silo)
  const fleet = scope.silo === null
  // The filter finds a silo's quotas by its name (a quota row names its silo by id).
  const namesById = siloNamesById(data.silos)
  return (
    <SystemUtilizationPage
      summary={summary}
      capacity={fleet ? capacity : undefined}
      siloNames={data.silos.map((s) => s.siloName)}
      onSiloChange={(silo) => setScope({ silo, range: rangeRef.current() })}
      charts={
        <ScopedCharts
          key={scope.silo ?? ''}
          silo={scope.silo}
          limit={scopeLimit(summary, capacity.status === 'ready' ? capacity.data : undefined)}
          range={scope.range}
          rangeRef={rangeRef}
          onRefresh={invalidateUtilization}
        />
      }
      // Every silo's quotas, whichever silo the charts show: the table keeps its page across the filter.
      quotas={
        <SectionList
          first={siloQuotasFirstPage()}
          what="the quotas of every silo"
          fetchPage={siloQuotasPage}
          refreshOn={SILO_QUOTAS_READS}
          textOf={(q) => ({ id: q.siloId, name: namesById.get(q.siloId) })}
        >
          {(list) => <SiloQuotasTable list={list} namesById={namesById} />}
        </SectionList>
      }
    />
  )
}
