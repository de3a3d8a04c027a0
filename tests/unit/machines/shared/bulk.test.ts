import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { bulkMachine, type RunRow } from '~/machines/shared/bulk.machine'
import { bulkActions } from '~/machines/shared/bulk.connect'
import { bulkConfirm, bulkSummary, planBulk, refusedNote } from '~/machines/shared/bulk.rules'
import { INSTANCE_BULK, type InstanceRow } from '~/machines/compute/instance-list'

const rowsOf = (...names: string[]): RunRow[] => names.map((n) => ({ key: n, name: n }))

function deferred() {
  let resolve!: (v: { ok: true } | { ok: false; error: string }) => void
  const promise = new Promise<{ ok: true } | { ok: false; error: string }>((r) => (resolve = r))
  return { promise, resolve }
}

describe('bulk runner', () => {
  it('never has more than 4 in flight, keeps failures selected, summarises', async () => {
    let inFlight = 0
    let most = 0
    const actor = createActor(bulkMachine, {
      input: {
        perform: async (_, { key }) => {
          inFlight++
          most = Math.max(most, inFlight)
          await new Promise((r) => setTimeout(r, 5))
          inFlight--
          return key === 'c' ? { ok: false, error: 'sled agent timed out' } : { ok: true }
        },
      },
    }).start()
    const finished: unknown[] = []
    actor.on('finished', (e) => finished.push(e.run))
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
    actor.send({ type: 'ROWS', keys })
    actor.send({ type: 'SELECT_ALL', selected: true })
    actor.send({ type: 'RUN', action: 'stop', rows: rowsOf(...keys) })
    await waitFor(actor, (s) => s.matches('idle') && s.context.run !== undefined)
    expect(most).toBe(4)
    const { context } = actor.getSnapshot()
    expect(context.selected).toEqual(['c'])
    expect(context.status.c).toEqual({ state: 'failed', error: 'sled agent timed out' })
    expect(context.status.a).toEqual({ state: 'done' })
    expect(finished).toHaveLength(1)
  })

  it('cancel starts no new rows; those in flight finish; the rest stay selected', async () => {
    const calls = new Map<string, ReturnType<typeof deferred>>()
    const actor = createActor(bulkMachine, {
      input: {
        concurrency: 2,
        perform: (_, { key }) => {
          const d = deferred()
          calls.set(key, d)
          return d.promise
        },
      },
    }).start()
    const keys = ['a', 'b', 'c', 'd']
    actor.send({ type: 'ROWS', keys })
    actor.send({ type: 'SELECT_ALL', selected: true })
    actor.send({ type: 'RUN', action: 'stop', rows: rowsOf(...keys) })
    await waitFor(actor, (s) => s.context.status.b?.state === 'running')
    await new Promise((r) => setTimeout(r, 0))
    actor.send({ type: 'CANCEL' })
    calls.get('a')!.resolve({ ok: true })
    calls.get('b')!.resolve({ ok: true })
    await waitFor(actor, (s) => s.matches('idle'))
    expect([...calls.keys()]).toEqual(['a', 'b'])
    const { context } = actor.getSnapshot()
    expect(context.selected).toEqual(['c', 'd'])
    expect(context.status.c).toBeUndefined()
  })

  it('a batch action is one call for every row', async () => {
    const batches: string[][] = []
    const actor = createActor(bulkMachine, {
      input: {
        perform: () => Promise.resolve({ ok: false, error: 'per row' }),
        performBatch: async (_, rows) => {
          batches.push(rows.map((r) => r.name))
          return { ok: true }
        },
      },
    }).start()
    actor.send({ type: 'ROWS', keys: ['a', 'b', 'c'] })
    actor.send({ type: 'RUN', action: 'delete', rows: rowsOf('a', 'c'), batch: true })
    await waitFor(actor, (s) => s.matches('idle') && s.context.status.a?.state === 'done')
    expect(batches).toEqual([['a', 'c']])
  })
})

describe('selection', () => {
  it('shift-click selects the range from the anchor; rows that leave the screen leave the selection', () => {
    const actor = createActor(bulkMachine, { input: { perform: () => Promise.resolve({ ok: true }) } }).start()
    actor.send({ type: 'ROWS', keys: ['a', 'b', 'c', 'd', 'e'] })
    actor.send({ type: 'TOGGLE', key: 'b' })
    actor.send({ type: 'TOGGLE', key: 'd', range: true })
    expect(actor.getSnapshot().context.selected).toEqual(['b', 'c', 'd'])
    actor.send({ type: 'ROWS', keys: ['c', 'd', 'x'] })
    expect(actor.getSnapshot().context.selected).toEqual(['c', 'd'])
  })
})

const instance = (name: string, runState: string) => ({ instance: { id: name, name, runState } }) as unknown as InstanceRow

describe('which rows an action is valid for', () => {
  it('says which rows cannot and why, and applies to the rest', () => {
    const rows = [instance('web1', 'running'), instance('db1', 'stopped'), instance('web2', 'running')]
    const stop = bulkActions(INSTANCE_BULK, rows, { isSelected: () => true, running: false }).find((v) => v.action.id === 'stop')!
    expect(stop.label).toBe('Stop 2')
    expect(stop.note).toBe("1 can't: db1 — Only available when the instance is running, starting, rebooting or failed")
    expect(stop.disabled).toBe(false)
    const start = planBulk(INSTANCE_BULK.actions[0], rows, INSTANCE_BULK.nameOf)
    expect(start.valid.map((r) => r.instance.name)).toEqual(['db1'])
    expect(refusedNote(start.refused)).toBe("2 can't: web1 and web2 — Only available when the instance is stopped or failed")
  })

  it('confirms with the count and names; summarises with the failure', () => {
    expect(bulkConfirm({ label: 'Delete', danger: true }, { one: 'snapshot', many: 'snapshots' }, ['s1', 's2']).message).toBe(
      'Delete 2 snapshots: s1 and s2? This cannot be undone.',
    )
    const noun = { one: 'instance', many: 'instances' }
    expect(bulkSummary({ done: 'Stopped' }, noun, { total: 8, failures: [{ name: 'db1', error: 'Boom' }], notStarted: 0 }).text).toBe(
      'Stopped 7 of 8 instances; 1 failed: db1: Boom',
    )
    expect(bulkSummary({ done: 'Stopped' }, noun, { total: 3, failures: [], notStarted: 0 }).text).toBe('Stopped 3 instances')
    expect(bulkSummary({ done: 'Stopped' }, noun, { total: 4, failures: [], notStarted: 2 }).text).toBe(
      'Stopped 2 of 4 instances; 2 not started (cancelled)',
    )
  })
})
