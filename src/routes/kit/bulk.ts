// A list's selection and bulk actions, wired once: the bulk machine
// for the page, the confirm (count and names) before a destructive or
// confirmed action, and the summary toast when a run ends.
import { useEffect, useRef } from 'react'
import { bulkMachine, type Perform, type PerformBatch } from '~/machines/shared/bulk.machine'
import { connectBulk, runRows, type BulkActionView, type ListSelection } from '~/machines/shared/bulk.connect'
import { bulkConfirm, bulkSummary, type BulkSpec } from '~/machines/shared/bulk.rules'
import { useConfirm, useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { usePageActor } from '../page-actor'

/**
 * `perform(action, row)` does one row (through its row machine where it has
 * one: `throughRowMachines`); `performBatch(action, rows)` does an action marked
 * `batch` for every row in one call.
 */
export function useBulk<Row>(spec: BulkSpec<Row>, perform: Perform, performBatch?: PerformBatch): ListSelection<Row> {
  // The latest functions, behind stable ones: the machine is given its input once.
  const calls = useRef({ perform, performBatch })
  useEffect(() => {
    calls.current = { perform, performBatch }
  })
  const actor = usePageActor(bulkMachine, {
    input: {
      perform: (action, row) => calls.current.perform(action, row),
      performBatch: (action, rows) =>
        calls.current.performBatch?.(action, rows) ?? Promise.resolve({ ok: false, error: `${action} is not a batch action` }),
    },
  })
  const bulk = useConnect(actor, connectBulk)
  const confirm = useConfirm()
  const toast = useToast()
  const specRef = useRef(spec)
  useEffect(() => {
    specRef.current = spec
  })

  useEffect(() => {
    const sub = actor.on('finished', ({ run }) => {
      const { actions, noun } = specRef.current
      const action = actions.find((a) => a.id === run.action)
      if (!action) return
      const names = new Map(run.rows.map((r) => [r.key, r.name]))
      const failures = run.rows.flatMap(({ key }) => {
        const result = run.results[key]
        return result && !result.ok ? [{ name: names.get(key) ?? key, error: result.error }] : []
      })
      const notStarted = run.rows.filter(({ key }) => !run.results[key]).length
      const summary = bulkSummary(action, noun, { total: run.rows.length, failures, notStarted })
      // Each failed call's details (a batch is one call, however many rows it failed).
      const details = [...new Set(Object.values(run.results).flatMap((r) => (r.ok || !r.details ? [] : [r.details])))]
      toast({ title: summary.title, description: summary.detail, details, variant: summary.ok ? 'success' : 'error' })
    })
    return () => sub.unsubscribe()
  }, [actor, toast])

  const onAction = ({ action, plan }: BulkActionView<Row>) => {
    const rows = runRows(spec, plan.valid)
    if (rows.length === 0) return
    const go = () => bulk.run(action.id, rows, action.batch)
    if (!action.confirm) return go()
    // The confirm only asks: the run shows its own progress and results in the rows.
    void confirm({ ...bulkConfirm(action, spec.noun, rows.map((r) => r.name)), action: async () => {} }).then((yes) => {
      if (yes) go()
    })
  }

  return { spec, bulk, onAction }
}
