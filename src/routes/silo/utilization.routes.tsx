import { createRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { connectSiloMetrics, siloMetricsInput, siloMetricsMachine } from '~/machines/utilization/silo-metrics'
import { fetchUtilization, UTILIZATION_CHANGES } from '~/machines/utilization/utilization'
import { connectUtilization } from '~/machines/utilization/utilization.connect'
import { utilizationMachine } from '~/machines/utilization/utilization.machine'
import { UtilizationPage } from '~/views/utilization/UtilizationPage'
import { useConnect } from '~/views/use-connect'
import { siloLayout } from '../layouts'
import { usePageActor, useRefreshOnInvalidate } from '../page-actor'
import { pb } from '../paths'

export const siloUtilizationRoute = createRoute({
  getParentRoute: () => siloLayout,
  path: 'utilization',
  staticData: { crumb: () => [{ label: 'Utilization', to: pb.siloUtilization() }] },
  // The numbers load with the route, so a failure is the page's error; a
  // revisit waits for today's numbers (the page's machine takes them once).
  loader: { handler: () => fetchUtilization(), staleReloadMode: 'blocking' },
  component: function SiloUtilizationRoute() {
    const initial = siloUtilizationRoute.useLoaderData()
    const numbers = usePageActor(utilizationMachine, { input: { initial } })
    const charts = usePageActor(siloMetricsMachine, { input: siloMetricsInput() })
    // An instance started or a disk made anywhere moves the numbers and the charts' latest samples.
    const refresh = useCallback(() => {
      numbers.send({ type: 'REFRESH' })
      charts.send({ type: 'REFRESH' })
    }, [numbers, charts])
    useRefreshOnInvalidate(UTILIZATION_CHANGES, refresh)
    const metrics = useConnect(charts, connectSiloMetrics)
    // One Refresh on the page: the charts' button reads the numbers again too.
    return <UtilizationPage utilization={useConnect(numbers, connectUtilization)} metrics={{ ...metrics, refresh }} />
  },
})

export const siloUtilizationRoutes = [siloUtilizationRoute]
