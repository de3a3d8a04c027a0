import type { SnapshotFrom } from 'xstate'
import { resultView, type OxqlResult, type ResultView, type TimeseriesSchema } from './metrics'
import type { OxqlEvent, OxqlMachine } from './oxql.machine'

export type OxqlProps = {
  /** the query last run */
  query: string
  running: boolean
  /** the result, charted and tabled; null before a run answers */
  view: ResultView | null
  /** the server's message (or the console's reason) when the query was refused */
  error?: string
  /** the server refused it (rather than the console's own check) */
  refusedByServer: boolean
  ranAt?: Date
  run: (query: string) => void
}

// One view per result: the page re-renders as the query is typed, and the
// chart must not be redrawn each time. The schemas (a result's units) may
// come in after the result: then the view is made again, once.
const views = new WeakMap<OxqlResult, { schemas: readonly TimeseriesSchema[]; view: ResultView }>()
function viewOf(result: OxqlResult, schemas: readonly TimeseriesSchema[]): ResultView {
  const known = views.get(result)
  if (known?.schemas === schemas) return known.view
  const view = resultView(result, schemas)
  views.set(result, { schemas, view })
  return view
}

export function connectOxql(
  snapshot: SnapshotFrom<OxqlMachine>,
  send: (event: OxqlEvent) => void,
  schemas: readonly TimeseriesSchema[],
): OxqlProps {
  const { query, result, error, ranAt } = snapshot.context
  const refused = snapshot.matches('refused') || snapshot.matches('invalid')
  return {
    query,
    running: snapshot.matches('running'),
    view: result ? viewOf(result, schemas) : null,
    error: refused ? error : undefined,
    refusedByServer: snapshot.matches('refused'),
    ranAt,
    run: (q) => send({ type: 'RUN', query: q }),
  }
}
