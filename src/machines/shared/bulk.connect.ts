// The bulk machine's snapshot as view props: the selection (row checkboxes and
// the "select all on page" box), each row's progress and result, and the bar's
// actions with how many rows each applies to and why the others cannot.
import type { SnapshotFrom } from 'xstate'
import type { BulkEvent, BulkMachine, RowStatus, RunRow } from './bulk.machine'
import { planBulk, planLabel, refusedNote, type BulkAction, type BulkPlan, type BulkSpec } from './bulk.rules'

export type { RowStatus }

export type BulkProps = {
  selected: readonly string[]
  isSelected: (key: string) => boolean
  /** A row's progress or last result; undefined when it has none. */
  statusOf: (key: string) => RowStatus | undefined
  /** The header box: every row on screen selected, some, or none. */
  all: 'all' | 'some' | 'none'
  running: boolean
  /** Cancel was asked for: no new row starts; those in flight finish. */
  cancelling: boolean
  /** The action of the run in flight, or of the last one (what the rows' results are results of). */
  action?: string
  /** The run in flight: its action and how many rows have settled. */
  progress?: { action: string; settled: number; total: number }
  /** The rows on screen, in order (the page, the filter and the sort decide). */
  setRows: (keys: readonly string[]) => void
  toggle: (key: string, range?: boolean) => void
  selectAll: (selected: boolean) => void
  clear: () => void
  run: (action: string, rows: readonly RunRow[], batch?: boolean) => void
  cancel: () => void
}

export function connectBulk(snapshot: SnapshotFrom<BulkMachine>, send: (event: BulkEvent) => void): BulkProps {
  const { selected, keys, status, run } = snapshot.context
  const chosen = new Set(selected)
  const running = snapshot.matches('running')
  return {
    selected,
    isSelected: (key) => chosen.has(key),
    statusOf: (key) => status[key],
    all: selected.length === 0 ? 'none' : keys.every((k) => chosen.has(k)) ? 'all' : 'some',
    running,
    cancelling: running && !!run?.cancelled,
    action: run?.action,
    progress: running && run ? { action: run.action, settled: Object.keys(run.results).length, total: run.rows.length } : undefined,
    setRows: (rows) => send({ type: 'ROWS', keys: rows }),
    toggle: (key, range) => send({ type: 'TOGGLE', key, range }),
    selectAll: (on) => send({ type: 'SELECT_ALL', selected: on }),
    clear: () => send({ type: 'CLEAR' }),
    run: (action, rows, batch) => send({ type: 'RUN', action, rows, batch }),
    cancel: () => send({ type: 'CANCEL' }),
  }
}

/** One action in the bar, for the rows selected now. */
export type BulkActionView<Row> = {
  action: BulkAction<Row>
  plan: BulkPlan<Row>
  /** 'Stop 2' */
  label: string
  /** "1 can't: db1 — Only available when …"; undefined when every selected row can. */
  note?: string
  /** No selected row can have it, or a run is on. */
  disabled: boolean
}

/** The selected rows among those on screen, in screen order. */
export const selectedRows = <Row>(spec: Pick<BulkSpec<Row>, 'keyOf'>, rows: readonly Row[], bulk: Pick<BulkProps, 'isSelected'>) =>
  rows.filter((r) => bulk.isSelected(spec.keyOf(r)))

/** Every action of the resource, planned over the selected rows. */
export function bulkActions<Row>(spec: BulkSpec<Row>, rows: readonly Row[], bulk: Pick<BulkProps, 'isSelected' | 'running'>): BulkActionView<Row>[] {
  const chosen = selectedRows(spec, rows, bulk)
  return spec.actions.map((action) => {
    const plan = planBulk(action, chosen, spec.nameOf)
    return {
      action,
      plan,
      label: planLabel(action, plan),
      note: refusedNote(plan.refused),
      disabled: bulk.running || plan.valid.length === 0,
    }
  })
}

/** The rows a run is given: key and name, as data. */
export const runRows = <Row>(spec: Pick<BulkSpec<Row>, 'keyOf' | 'nameOf'>, rows: readonly Row[]): RunRow[] =>
  rows.map((r) => ({ key: spec.keyOf(r), name: spec.nameOf(r) }))


/** What a list that can act on many rows is given (ListTable's `selection`): the resource's actions, the machine's props, and what a click on an action does (confirm, then run). */
export type ListSelection<Row> = {
  spec: BulkSpec<Row>
  bulk: BulkProps
  onAction: (view: BulkActionView<Row>) => void
}
