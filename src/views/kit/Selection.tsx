// A list's selection column, its per-row result column and the bar of actions
// for what is selected. Any list of the kit opts in by being given
// a `selection` (its resource's actions and the bulk machine's props).
import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { bulkActions, type ListSelection, type RowStatus } from '~/machines/shared/bulk.connect'
import { Badge, Button, Spinner, type Column } from '~/views/ui'

const box = css({ w: '4', h: '4', m: 0, accentColor: 'accent', cursor: 'pointer', verticalAlign: 'middle' })
const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  border: '1px solid {colors.border}',
  borderRadius: 'md',
  bg: 'bgRaised',
  fontSize: 'sm',
})
const count = css({ fontWeight: 'medium', color: 'fg', mr: '2' })
const action = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })
const note = css({ color: 'fgMuted', fontSize: 'xs', maxW: '28rem' })
const progress = css({ display: 'inline-flex', alignItems: 'center', gap: '2', color: 'fgMuted' })
const push = css({ ml: 'auto', display: 'inline-flex', gap: '2' })
const statusCell = css({ display: 'inline-flex', alignItems: 'center', gap: '2', whiteSpace: 'nowrap' })
const errorText = css({ color: 'danger', fontSize: 'xs', whiteSpace: 'normal' })

/** The shift key of the click that changed a box (a keyboard Space has none: it toggles one row). */
const shiftOf = ({ nativeEvent: e }: { nativeEvent: Event }) => 'shiftKey' in e && e.shiftKey === true

/**
 * `around(columns)`: the checkbox column first and, while any row on screen
 * has one, the result column last (before a trailing column of buttons).
 */
export function selectionColumns<Row>(selection: ListSelection<Row>, rows: readonly Row[]) {
  const { check, result } = columnsOf(selection, rows)
  const around = (columns: Column<Row>[]): Column<Row>[] => {
    if (!result) return [check, ...columns]
    const menu = columns.at(-1)?.hideHeader ? columns.length - 1 : columns.length
    return [check, ...columns.slice(0, menu), result, ...columns.slice(menu)]
  }
  return { around }
}

function columnsOf<Row>(selection: ListSelection<Row>, rows: readonly Row[]): { check: Column<Row>; result?: Column<Row> } {
  const { spec, bulk } = selection
  const check: Column<Row> = {
    header: 'Select',
    hideHeader: true,
    width: '2.5rem',
    headerCell: (
      <input
        type="checkbox"
        className={box}
        aria-label="Select all on page"
        checked={bulk.all === 'all'}
        ref={(el) => {
          if (el) el.indeterminate = bulk.all === 'some'
        }}
        onChange={() => bulk.selectAll(bulk.all !== 'all')}
      />
    ),
    cell: (row) => {
      const key = spec.keyOf(row)
      return (
        <input
          type="checkbox"
          className={box}
          aria-label={`Select ${spec.nameOf(row)}`}
          checked={bulk.isSelected(key)}
          onChange={(e) => bulk.toggle(key, shiftOf(e))}
        />
      )
    },
  }
  const withStatus = rows.some((r) => bulk.statusOf(spec.keyOf(r)))
  if (!withStatus) return { check }
  const labels = new Map(spec.actions.map((a) => [a.id, a]))
  const result: Column<Row> = {
    header: 'Result',
    hideHeader: true,
    cell: (row) => {
      const status = bulk.statusOf(spec.keyOf(row))
      return status ? <StatusBadge status={status} action={bulk.action ? labels.get(bulk.action) : undefined} /> : null
    },
  }
  return { check, result }
}

function StatusBadge({ status, action }: { status: RowStatus; action?: { doing: string; done: string } }) {
  switch (status.state) {
    case 'queued':
      return <Badge variant="neutral">Queued</Badge>
    case 'running':
      return (
        <span className={statusCell} role="status">
          <Spinner size="sm" decorative />
          {action ? `${action.doing}…` : 'Working…'}
        </span>
      )
    case 'done':
      return <Badge variant="success">{action?.done ?? 'Done'}</Badge>
    case 'failed':
      return (
        <span className={statusCell}>
          <Badge variant="danger">Failed</Badge>
          <span className={errorText}>{status.error}</span>
        </span>
      )
  }
}

/**
 * The bar over a list with a selection (a toolbar): how many are selected,
 * each action with how many rows it applies to and which cannot have it and
 * why, Clear; while a run is on, its progress and Cancel.
 */
export function SelectionBar<Row>({ selection, rows, label }: { selection: ListSelection<Row>; rows: readonly Row[]; label: string }) {
  const { spec, bulk, onAction } = selection
  // The rows on screen decide what stays selected (another page, a filter, a sort).
  const keys = rows.map(spec.keyOf)
  const joined = keys.join('\n')
  // The props are new each render; the machine's send is not worth a dependency: only a change of rows is news.
  const setRows = useRef(bulk.setRows)
  useEffect(() => {
    setRows.current = bulk.setRows
  })
  useEffect(() => setRows.current(joined ? joined.split('\n') : []), [joined])

  if (bulk.selected.length === 0 && !bulk.running) return null
  const views = bulkActions(spec, rows, bulk)
  const running = bulk.progress && spec.actions.find((a) => a.id === bulk.progress?.action)
  return (
    <div role="toolbar" aria-label={`${label}: selected`} className={bar}>
      <span className={count}>{bulk.selected.length} selected</span>
      {views.map((v) => {
        const noteId = `bulk-note-${v.action.id}`
        return (
          <span key={v.action.id} className={action}>
            <Button
              size="sm"
              variant={v.action.danger ? 'danger' : 'secondary'}
              disabled={v.disabled}
              aria-describedby={v.note ? noteId : undefined}
              onClick={() => onAction(v)}
            >
              {v.label}
            </Button>
            {v.note && (
              <span id={noteId} className={note}>
                ({v.note})
              </span>
            )}
          </span>
        )
      })}
      <span className={push}>
        {bulk.progress && (
          <span className={progress} role="status">
            <Spinner size="sm" decorative />
            {running ? running.doing : 'Working'} {bulk.progress.settled} of {bulk.progress.total}
            {bulk.cancelling ? ' — cancelling' : ''}
          </span>
        )}
        {bulk.running ? (
          <Button size="sm" variant="ghost" disabled={bulk.cancelling} onClick={bulk.cancel}>
            Cancel
          </Button>
        ) : (
          <Button size="sm" variant="ghost" onClick={bulk.clear}>
            Clear
          </Button>
        )}
      </span>
    </div>
  )
}
