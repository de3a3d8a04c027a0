// The silo's utilization page: its machines and views are a chunk of their
// own, loaded with the numbers (utilization.routes.tsx) and on link intent.
import { useCallback } from 'react'
import { connectSiloMetrics, siloMetricsInput, siloMetricsMachine } from '~/machines/utilization/utilization'
import { UTILIZATION_CHANGES } from '~/machines/utilization/utilization'
import { connectUtilization } from '~/machines/utilization/utilization.connect'
import { utilizationMachine } from '~/machines/utilization/utilization.machine'
import { UtilizationPage } from '~/views/utilization/UtilizationPage'
import { useConnect } from '~/views/use-connect'
import { routeApi } from '../kit'
import { usePageActor, useRefreshOnInvalidate } from '../page-actor'

const utilizationRoute = routeApi('/authed/silo/utilization')

export function SiloUtilization() {
  const initial = utilizationRoute.useLoaderData()
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
}
