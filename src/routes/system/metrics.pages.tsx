// The fleet's metrics page: the provisioned charts' machine (one per silo
// picked, the range carried across) and the OxQL explorer's run, which
// follows the URL's query: Run puts the query in the URL, and whatever query
// the URL holds (a shared link, a reload, Back) is run.
import { useNavigate } from '@tanstack/react-router'
import { memo, useCallback, useEffect, useState } from 'react'
import type { MetricsRange } from '~/machines/shared/metrics.machine'
import { sectionData, type Section } from '~/machines/shared/section'
import {
  connectFleetMetrics,
  fleetMetricsInput,
  fleetMetricsMachine,
  schemasSection,
  siloNamesSection,
  type TimeseriesSchema,
} from '~/machines/system/metrics'
import { connectOxql } from '~/machines/system/oxql.connect'
import { oxqlMachine } from '~/machines/system/oxql.machine'
import { pb } from '~/paths'
import { EXPLORER_ANCHOR, FleetMetrics, SystemMetricsPage } from '~/views/system/metrics/MetricsPage'
import { useConnect } from '~/views/use-connect'
import { routeApi, useSection } from '../kit'
import { usePageActor } from '../page-actor'

const metricsRoute = routeApi('/authed/system/metrics')

type Scope = { silo: string | null; range?: MetricsRange }

/** The charts of one silo choice: their machine loads that silo's (or the fleet's) measurements. */
// Memoised: the page re-renders with each key typed in the query box.
const ScopedCharts = memo(function ScopedCharts({ scope, siloNames, onScopeChange }: { scope: Scope; siloNames: Section<string[]>; onScopeChange: (s: Scope) => void }) {
  // Made once per scope (the component is keyed by silo).
  const [machine] = useState(() => fleetMetricsMachine(scope.silo))
  const actor = usePageActor(machine, { input: fleetMetricsInput(scope.range) })
  const metrics = useConnect(actor, connectFleetMetrics)
  return (
    <FleetMetrics
      silo={scope.silo}
      siloNames={siloNames}
      onSiloChange={(silo) => onScopeChange({ silo, range: actor.getSnapshot().context.range })}
      metrics={metrics}
    />
  )
})

/** No schemas while they are read, or when they could not be: one value, so the explorer's memo holds. */
const NO_SCHEMAS: readonly TimeseriesSchema[] = []

export function SystemMetrics() {
  // Parts of the page, started by its route: the charts and a query work without them.
  const schemas = useSection(schemasSection())
  const siloNames = useSection(siloNamesSection())
  const listed = sectionData(schemas, NO_SCHEMAS)
  const { query } = metricsRoute.useSearch()
  const navigate = useNavigate()
  // The silo charted (and the range to carry over): view state, not server data.
  const [scope, setScope] = useState<Scope>({ silo: null })

  const actor = usePageActor(oxqlMachine, { input: {} })
  const oxql = useConnect(actor, (s, send) => connectOxql(s, send, listed))
  // The query box's text: the URL's query until edited, and again when the URL's query changes.
  const [edit, setEdit] = useState<{ of?: string; text: string }>({ of: query, text: query ?? '' })
  const draft = edit.of === query ? edit.text : (query ?? '')
  const setDraft = useCallback((text: string) => setEdit({ of: query, text }), [query])

  // The URL's query is what runs: on arrival, and whenever it changes.
  useEffect(() => {
    if (query) actor.send({ type: 'RUN', query })
  }, [query, actor])

  const run = useCallback(() => {
    const text = draft.trim()
    // The same query again, or one the console refuses before sending, runs without a new history entry.
    if (!text || text === query) actor.send({ type: 'RUN', query: draft })
    // The explorer's anchor keeps a shared link (and a reload) at the result rather than the charts above it.
    else void navigate({ to: pb.systemMetrics(), search: { query: text }, hash: EXPLORER_ANCHOR })
  }, [draft, query, navigate, actor])

  return (
    <SystemMetricsPage
      fleet={<ScopedCharts key={scope.silo ?? ''} scope={scope} siloNames={siloNames} onScopeChange={setScope} />}
      explorer={{ schemas, oxql, draft, onDraftChange: setDraft, onRun: run }}
    />
  )
}
