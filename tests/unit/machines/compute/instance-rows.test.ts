import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { apiQueryOptions, queryClient, type Instance } from '~/api'
import { instanceRowsMachine } from '~/machines/compute/instance.machine'
import { connectInstance } from '~/machines/compute/instance.connect'
import { deferred, type Deferred } from '../shared/deferred'
import { fakeInstanceMachine, later, makeInstance } from './instance.fixture'

const row = (n: number, runState: Instance['runState']) =>
  makeInstance({ id: `i-${n}`, name: `vm-${n}`, runState })

function start() {
  const starts: Deferred<Instance>[] = []
  const rowMachine = fakeInstanceMachine({
    start: fromPromise<Instance, { id: string }>(() => {
      const answer = deferred<Instance>()
      starts.push(answer)
      return answer.promise
    }),
  })
  const actor = createActor(instanceRowsMachine.provide({ actors: { row: rowMachine } }), {
    input: { project: 'mock-project' },
  }).start()
  const rowActor = (id: string) => actor.getSnapshot().context.rows[id]
  const props = (id: string) => {
    const ref = rowActor(id)
    return ref && connectInstance(ref.getSnapshot(), ref.send, ref)
  }
  /** A list fetch: the page tells the rows machine which rows it shows, with their copies. */
  const listed = (...rows: Instance[]) => actor.send({ type: 'ROWS', rows })
  return { actor, rowActor, props, starts, listed }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  queryClient.clear()
  vi.useRealTimers()
})

describe('instance rows machine', () => {
  it('gives each row its own instance actor, which answers for that row', () => {
    const t = start()
    t.listed(row(1, 'stopped'), row(2, 'running'))
    expect(t.props('1')).toBeUndefined()
    expect(t.props('i-1')?.actions.start.enabled).toBe(true)
    expect(t.props('i-2')?.actions.start).toMatchObject({ enabled: false })
    expect(t.props('i-2')?.actions.reboot.enabled).toBe(true)
  })

  it('keeps a row’s actor (and its action in flight) across list polls and hands it the fresh row', async () => {
    const t = start()
    const one = row(1, 'stopped')
    t.listed(one, row(2, 'running'))
    const ref = t.rowActor('i-1')!
    void t.props('i-1')!.start()
    expect(t.props('i-1')?.pending).toBe('start')

    // A list poll meanwhile: same actor, still in flight.
    t.listed(one, row(2, 'running'))
    expect(t.rowActor('i-1')).toBe(ref)
    expect(t.props('i-1')?.pending).toBe('start')

    t.starts[0]!.resolve(later(one, 'starting'))
    await waitFor(ref, (s) => s.matches('idle'))
    // A poll that left before the start was answered brings an older copy: ignored.
    t.listed(one, row(2, 'running'))
    expect(t.props('i-1')?.runState).toBe('starting')
    t.listed(later(one, 'running', 5000), row(2, 'running'))
    expect(t.props('i-1')).toMatchObject({ runState: 'running', pending: undefined })
  })

  it('rows do not poll on their own: the list polls and hands them its copies', () => {
    const t = start()
    const one = row(1, 'starting')
    t.listed(one)
    expect(t.props('i-1')).toMatchObject({ isTransitional: true, isPolling: false })
    expect(vi.getTimerCount()).toBe(0)
    t.listed(later(one, 'running'))
    expect(t.props('i-1')).toMatchObject({ runState: 'running', isTransitional: false })
  })

  it('a row hears of its instance from the list alone, not from the API cache', () => {
    const t = start()
    const one = row(1, 'stopped')
    t.listed(one)
    const { queryKey } = apiQueryOptions('/v1/instances', { query: { project: 'mock-project' } })
    queryClient.setQueryData(queryKey, { items: [later(one, 'running')], nextPage: null })
    expect(t.props('i-1')?.runState).toBe('stopped')
  })

  it('stops the actors of rows that left the page', () => {
    const t = start()
    t.listed(row(1, 'stopped'), row(2, 'stopped'))
    const gone = t.rowActor('i-2')!
    t.listed(row(1, 'stopped'), row(3, 'running'))
    expect(Object.keys(t.actor.getSnapshot().context.rows).sort()).toEqual(['i-1', 'i-3'])
    expect(gone.getSnapshot().status).toBe('stopped')
    expect(t.rowActor('i-2')).toBeUndefined()
  })

  it('stops every row actor with the page', () => {
    const t = start()
    t.listed(row(1, 'stopped'))
    const ref = t.rowActor('i-1')!
    t.actor.stop()
    expect(ref.getSnapshot().status).toBe('stopped')
  })
})
