import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { queryClient, type Disk, type Snapshot } from '~/api'
import { connectDisk } from '~/machines/storage/disk.connect'
import { diskRowsMachine, type SnapshotInput } from '~/machines/storage/disk.machine'
import { deferred, type Deferred } from '../shared/deferred'
import { fakeDiskMachine, laterDisk, makeDisk } from './disk.fixture'

const row = (n: number, state: Disk['state']['state']) => makeDisk(state, { id: `d-${n}`, name: `disk-${n}` })

function start() {
  const snapshots: Deferred<Snapshot>[] = []
  const rowMachine = fakeDiskMachine({
    snapshot: fromPromise<Snapshot, SnapshotInput>(() => {
      const answer = deferred<Snapshot>()
      snapshots.push(answer)
      return answer.promise
    }),
  })
  const actor = createActor(diskRowsMachine.provide({ actors: { row: rowMachine } }), {
    input: { project: 'mock-project' },
  }).start()
  const rowActor = (id: string) => actor.getSnapshot().context.rows[id]
  const props = (id: string) => {
    const ref = rowActor(id)
    return ref && connectDisk(ref.getSnapshot(), ref.send, ref)
  }
  /** A list fetch: the page tells the rows machine which rows it shows, with their copies. */
  const listed = (...rows: Disk[]) => actor.send({ type: 'ROWS', rows })
  return { actor, rowActor, props, snapshots, listed }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  queryClient.clear()
  vi.useRealTimers()
})

describe('disk rows machine', () => {
  it('gives each row its own disk actor, which answers for that row', () => {
    const t = start()
    t.listed(row(1, 'detached'), row(2, 'attached'))
    expect(t.props('1')).toBeUndefined()
    expect(t.props('d-1')?.actions.delete.enabled).toBe(true)
    expect(t.props('d-2')?.actions.delete).toMatchObject({ enabled: false })
    expect(t.props('d-2')?.actions.detach.enabled).toBe(true)
  })

  it('keeps a row’s actor (and its action in flight) across list polls and hands it the fresh row', async () => {
    const t = start()
    const one = row(1, 'attached')
    t.listed(one)
    const ref = t.rowActor('d-1')!
    void t.props('d-1')!.snapshot()
    t.listed(one, row(2, 'detached'))
    expect(t.rowActor('d-1')).toBe(ref)
    expect(t.props('d-1')?.pending).toBe('snapshot')
    // A fresher copy arriving mid-action is kept.
    t.listed(laterDisk(one, 'detaching'), row(2, 'detached'))
    expect(t.props('d-1')).toMatchObject({ state: 'detaching', pending: 'snapshot' })
    t.snapshots[0]!.resolve({} as Snapshot)
    await waitFor(ref, (s) => s.matches('idle'))
    expect(t.props('d-1')).toMatchObject({ state: 'detaching', pending: undefined })
    // A poll that left before that copy brings an older one: ignored.
    t.listed(one, row(2, 'detached'))
    expect(t.props('d-1')?.state).toBe('detaching')
  })

  it('rows do not poll on their own: the list polls and hands them its copies', () => {
    const t = start()
    t.listed(row(1, 'attaching'), row(2, 'importing_from_url'))
    expect(t.props('d-1')).toMatchObject({ isTransitional: true, isPolling: false })
    expect(t.props('d-2')).toMatchObject({ isTransitional: true, isPolling: false })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops the actors of rows that left the page', () => {
    const t = start()
    t.listed(row(1, 'detached'), row(2, 'detached'))
    const gone = t.rowActor('d-2')!
    t.listed(row(1, 'detached'))
    expect(t.rowActor('d-2')).toBeUndefined()
    expect(gone.getSnapshot().status).toBe('stopped')
    expect(Object.keys(t.actor.getSnapshot().context.rows)).toEqual(['d-1'])
  })
})
