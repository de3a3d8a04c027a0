// Walks the real upload machine with xstate/graph, feeding every answer each
// call can give (success, failure, and for the cleanup's look at the disk
// every state it may find). Along every path: the forward steps run in order
// and stop once a cancel is asked for; the cleanup only calls what Nexus
// allows in the state the machine knows; every path that ends leaves nothing
// it has not named; 'done' always has an image and no pending cancel.
import { describe, expect, it } from 'vitest'
import { fromCallback, fromPromise, type AnyEventObject, type AnyStateMachine, type SnapshotFrom } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { ApiError, type Disk, type Image, type Snapshot } from '~/api'
import type { ImportApi, UploadValues } from '~/machines/storage/image-upload'
import { imageUploadMachine } from '~/machines/storage/image-upload.machine'
import { FakeFile } from '../unit/machines/storage/image-upload.fixtures'
import { leafStates, replay, stateName } from './paths'

// The walk feeds the calls' done and error events, which are not among the
// events the machine declares: the walk takes the machine untyped (AnyStateMachine).
type Event = AnyEventObject
type Snap = SnapshotFrom<typeof imageUploadMachine>

/** A call that never settles: the path's own events settle it. */
const never = <O, I>() => fromPromise<O, I>(() => new Promise(() => {}))

const machine: AnyStateMachine = imageUploadMachine.provide({
  actors: {
    checkUpload: never(),
    createDisk: never(),
    startImport: never(),
    upload: fromCallback(() => {}),
    stopImport: never(),
    finalize: never(),
    createImage: never(),
    findDisk: never(),
    deleteDisk: never(),
    deleteSnapshot: never(),
    deleteImage: never(),
  },
  actions: { refreshLists: () => {} },
})

const input = { project: 'mock-project', api: {} as ImportApi, makeName: (...p: string[]) => p.join('-') }
const values: UploadValues = {
  name: 'img',
  description: '',
  os: 'os',
  version: '1',
  blockSize: 512,
  file: new FakeFile(1024),
}

const t = new Date('2025-06-04T00:00:00Z')
const disk = (state: Disk['state']['state']): Disk => ({
  id: 'd1',
  name: 'upload-img',
  description: '',
  projectId: 'p',
  size: 1024 ** 3,
  blockSize: 512,
  devicePath: '/mnt/upload-img',
  state: { state } as Disk['state'],
  imageId: null,
  snapshotId: null,
  timeCreated: t,
  timeModified: t,
})
const snapshot: Snapshot = {
  id: 's1',
  name: 'upload-img-snapshot',
  description: '',
  diskId: 'd1',
  projectId: 'p',
  size: 1024 ** 3,
  state: 'ready',
  timeCreated: t,
  timeModified: t,
}
const image: Image = {
  id: 'i1',
  name: 'img',
  description: '',
  os: 'os',
  version: '1',
  size: 1024 ** 3,
  blockSize: 512,
  projectId: 'p',
  digest: null,
  timeCreated: t,
  timeModified: t,
}

const failure = new ApiError({ type: 'error', message: 'Internal Server Error', statusCode: 500 })
const done = (id: string, output?: unknown): Event => ({ type: `xstate.done.actor.${id}`, output })
const error = (id: string): Event => ({ type: `xstate.error.actor.${id}`, error: failure })

function callEvents(s: Snap): Event[] {
  switch (stateName(s.value)) {
    case 'validating':
      return [done('validating'), error('validating')]
    case 'creatingDisk':
      return [done('creatingDisk', disk('import_ready')), error('creatingDisk')]
    case 'startingImport':
      return [done('startingImport'), error('startingImport')]
    case 'uploading':
      return [
        { type: 'PROGRESS', bytesWritten: 512 },
        { type: 'UPLOAD_DONE' },
        { type: 'UPLOAD_FAILED', error: failure },
        // The uploader stops early only when told to.
        ...(s.context.cancelRequested ? [{ type: 'UPLOAD_STOPPED' } as const] : []),
      ]
    case 'stoppingImport':
      return [done('stoppingImport'), error('stoppingImport')]
    case 'finalizing':
      return [done('finalizing', snapshot), error('finalizing')]
    case 'creatingImage':
      return [done('creatingImage', image), error('creatingImage')]
    case 'cleaningUp.deletingImage':
      return [done('deletingImage'), error('deletingImage')]
    case 'cleaningUp.checkingDisk':
      return [
        done('checkingDisk', null),
        ...(['importing_from_bulk_writes', 'import_ready', 'detached', 'maintenance'] as const).map((st) =>
          done('checkingDisk', disk(st)),
        ),
        error('checkingDisk'),
      ]
    case 'cleaningUp.stoppingImport':
      return [done('cleanupStop'), error('cleanupStop')]
    case 'cleaningUp.finalizingDisk':
      return [done('cleanupFinalize', null), error('cleanupFinalize')]
    case 'cleaningUp.deletingDisk':
      return [done('deletingDisk'), error('deletingDisk')]
    case 'cleaningUp.deletingSnapshot':
      return [done('deletingSnapshot', true), done('deletingSnapshot', false), error('deletingSnapshot')]
    default:
      return []
  }
}

const events = (s: Snap): Event[] => [{ type: 'START', values }, { type: 'CANCEL' }, ...callEvents(s)]

const serializeState = (s: Snap) =>
  JSON.stringify([
    s.status,
    s.value,
    s.context.disk,
    s.context.snapshot,
    s.context.cancelRequested,
    s.context.outcome ?? null,
    s.context.image ? 'image' : null,
    s.context.leftovers.length > 0,
  ])

const FORWARD = [
  'validating',
  'creatingDisk',
  'startingImport',
  'uploading',
  'stoppingImport',
  'finalizing',
  'creatingImage',
]
const isEnd = (name: string) => ['done', 'cancelled', 'failed'].includes(name)

type Step = { state: Snap; event: Event }

function checkPath(steps: Step[]) {
  let cancelAsked = false
  let failed = false
  steps.forEach((step, i) => {
    const prev = steps[i - 1]?.state
    const name = stateName(step.state.value)
    const prevName = prev ? stateName(prev.value) : 'idle'
    const ctx = step.state.context
    if (step.event.type === 'START') {
      cancelAsked = false
      failed = false
    }
    if (step.event.type === 'CANCEL' && prev?.can({ type: 'CANCEL' })) cancelAsked = true
    if (step.event.type.startsWith('xstate.error.actor.') || step.event.type === 'UPLOAD_FAILED') failed = true

    // Forward steps: entered only from the one before, and never once a cancel was asked for.
    const at = FORWARD.indexOf(name)
    if (at > 0 && name !== prevName) {
      expect(prevName).toBe(FORWARD[at - 1])
      expect(cancelAsked).toBe(false)
    }
    // The cleanup calls only what Nexus allows in the state the machine knows (as it enters).
    if (name !== prevName) {
      if (name === 'cleaningUp.stoppingImport') expect(ctx.disk).toBe('importing')
      if (name === 'cleaningUp.finalizingDisk') expect(ctx.disk).toBe('import_ready')
      if (name === 'cleaningUp.deletingDisk') expect(ctx.disk).toBe('detached')
      if (name === 'cleaningUp.deletingSnapshot') expect(ctx.disk).toBe('none')
      if (name === 'cleaningUp.deletingImage') expect(cancelAsked).toBe(true)
    }
    if (isEnd(name) && name !== prevName) {
      // Everything was removed or named as left behind; nothing is in doubt.
      expect(ctx.disk).toBe('none')
      expect(ctx.snapshot).toBe('none')
      if (name === 'done') {
        expect(ctx.image).toBeDefined()
        expect(ctx.cancelRequested).toBe(false)
        expect(step.state.status).toBe('done')
      }
      if (name === 'cancelled') expect(cancelAsked).toBe(true)
      if (name === 'failed') {
        expect(failed).toBe(true)
        expect(ctx.failedStep).toBeDefined()
      }
    }
  })
}

describe('image upload machine paths', () => {
  const paths = getShortestPaths(machine, { input, events, serializeState })

  it('reaches every state', () => {
    const reached = new Set(paths.map((p) => stateName(p.state.value)))
    // 'next' and 'finished' only decide where to go; nothing rests there.
    const expected = leafStates(imageUploadMachine).filter(
      (s) => !['cleaningUp.next', 'cleaningUp.finished'].includes(s),
    )
    expect(reached).toEqual(new Set(expected))
    expect(expected).toEqual(
      expect.arrayContaining([
        ...FORWARD,
        'cleaningUp.deletingImage',
        'cleaningUp.checkingDisk',
        'done',
        'cancelled',
        'failed',
      ]),
    )
  })

  it('every shortest path keeps the rules', () => {
    for (const path of paths) checkPath(path.steps as Step[])
  })

  it('every simple path keeps the rules', () => {
    const simple = getSimplePaths(machine, { input, events, serializeState })
    expect(simple.length).toBeGreaterThan(300)
    for (const path of simple) checkPath(path.steps as Step[])
    const ends = new Set(simple.map((p) => stateName(p.state.value)))
    for (const end of ['done', 'cancelled', 'failed']) expect(ends).toContain(end)
  })

  it('can be cancelled in every forward step, and not while cleaning up or at rest', () => {
    for (const { state } of paths) {
      const name = stateName(state.value)
      const expected = FORWARD.includes(name) && !state.context.cancelRequested
      expect(state.can({ type: 'CANCEL' }), name).toBe(expected)
    }
  })

  it('every shortest path replays on a live actor', () => {
    const serialize = (s: unknown) => serializeState(s as Snap)
    for (const path of paths) replay(machine, path, { input, serialize })
  })
})
