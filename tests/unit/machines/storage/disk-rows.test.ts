import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { apiQueryOptions, queryClient, type Disk, type Snapshot } from '~/api'
import { diskRowActor, diskRowsMachine } from '~/machines/storage/disk-rows.machine'
import { connectDisk } from '~/machines/storage/disk.connect'
import type { SnapshotInput } from '~/machines/storage/disk.machine'
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
  const props = (id: string) => {
    const ref = diskRowActor(actor.getSnapshot(), id)
    return ref && connectDisk(ref.getSnapshot(), ref.send, ref)
  }
  /** A list fetch: its page lands in the API cache, and the page tells the rows machine which rows it shows. */
  const listed = (...rows: Disk[]) => {
    const { queryKey } = apiQueryOptions('/v1/disks', { query: { project: 'mock-project' } })
    queryClient.setQueryData(queryKey, { items: rows, nextPage: null })
    actor.send({ type: 'ROWS', rows })
  }
  return { actor, props, snapshots, listed }
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
    const ref = diskRowActor(t.actor.getSnapshot(), 'd-1')!
    void t.props('d-1')!.snapshot()
    t.listed(one, row(2, 'detached'))
    expect(diskRowActor(t.actor.getSnapshot(), 'd-1')).toBe(ref)
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

  it('rows do not poll on their own: the list polls and they follow the cache', () => {
    const t = start()
    // Told the rows alone (the cache keeps timers of its own).
    t.actor.send({ type: 'ROWS', rows: [row(1, 'attaching'), row(2, 'importing_from_url')] })
    expect(t.props('d-1')).toMatchObject({ isTransitional: true, isPolling: false })
    expect(t.props('d-2')).toMatchObject({ isTransitional: true, isPolling: false })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops the actors of rows that left the page', () => {
    const t = start()
    t.listed(row(1, 'detached'), row(2, 'detached'))
    const gone = diskRowActor(t.actor.getSnapshot(), 'd-2')!
    t.listed(row(1, 'detached'))
    expect(diskRowActor(t.actor.getSnapshot(), 'd-2')).toBeUndefined()
    expect(gone.getSnapshot().status).toBe('stopped')
    expect(Object.keys(t.actor.getSnapshot().context.rows)).toEqual(['d-1'])
  })
})
