// The upload machine against a fake Nexus that enforces the disk's states:
// every step's success, a failure at every step and a cancel at every step,
// each with exactly the cleanup calls it should make.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { UploadValues } from '~/machines/storage/image-upload'
import { connectImageUpload, describeOutcome, runUpload } from '~/machines/storage/image-upload.connect'
import {
  imageUploadMachine,
  type ImageUploadActor,
  type ImageUploadSnapshot,
  type UploadStepKey,
} from '~/machines/storage/image-upload.machine'
import { apiError, FakeFile, FakeNexus, type Op } from './image-upload.fixtures'

const KiB = 1024
const GiB = 1024 ** 3
const CHUNK = 512 * KiB

const refreshLists = vi.fn()
const machine = imageUploadMachine.provide({ actions: { refreshLists } })

afterEach(() => refreshLists.mockClear())

const values = (file = new FakeFile(3 * CHUNK + 1024)): UploadValues => ({
  name: 'debian',
  description: 'Debian 12',
  os: 'debian',
  version: '12',
  blockSize: 512,
  file,
})

function start(server: FakeNexus, v: UploadValues = values()) {
  const actor = createActor(machine, {
    input: { project: 'mock-project', api: server, makeName: (...parts: string[]) => parts.join('-') },
  }).start()
  actor.send({ type: 'START', values: v })
  return actor
}

const ended = (s: ImageUploadSnapshot) => s.status === 'done' || s.matches('cancelled') || s.matches('failed')
const finish = (actor: ImageUploadActor) => waitFor(actor, ended)
type StateAt = Parameters<ImageUploadSnapshot['matches']>[0]
const at = (actor: ImageUploadActor, step: StateAt) => waitFor(actor, (s) => s.matches(step))
const props = (actor: ImageUploadActor) => connectImageUpload(actor.getSnapshot(), actor.send)

const DISK = 'upload-debian'
const SNAPSHOT = 'upload-debian-snapshot'
const FORWARD = [
  'imageExists debian',
  `createDisk ${DISK} ${GiB} 512`,
  'startImport',
  'stopImport',
  `finalize ${SNAPSHOT}`,
  `viewSnapshot ${SNAPSHOT}`,
  `createImage debian from snapshot-id-${SNAPSHOT}`,
]

describe('a successful upload', () => {
  it('makes exactly the calls of each step, in order, and ends with the image', async () => {
    const server = new FakeNexus()
    const actor = start(server)
    const end = await finish(actor)
    expect(end.status).toBe('done')
    expect(server.steps).toEqual([...FORWARD, 'deleteDisk', `deleteSnapshot ${SNAPSHOT}`])
    expect(end.output).toEqual({ image: server.images.get('image-id-debian'), leftovers: [] })
    expect(end.output!.image).toMatchObject({
      name: 'debian',
      os: 'debian',
      version: '12',
      description: 'Debian 12',
      size: GiB,
    })
    // Nothing temporary is left on the server.
    expect(server.disks.size).toBe(0)
    expect(server.snapshots.size).toBe(0)
    expect(refreshLists).toHaveBeenCalledTimes(1)
  })

  it('goes through the steps the user sees, one after another', async () => {
    const server = new FakeNexus()
    const seen: string[] = []
    const actor = createActor(machine, {
      input: { project: 'p', api: server, makeName: (...p: string[]) => p.join('-') },
    })
    actor.subscribe((s) => {
      const step = connectImageUpload(s, actor.send).step
      if (seen.at(-1) !== step) seen.push(step)
    })
    actor.start()
    actor.send({ type: 'START', values: values() })
    await finish(actor)
    expect(seen).toEqual([
      'idle',
      'validating',
      'creatingDisk',
      'startingImport',
      'uploading',
      'stoppingImport',
      'finalizing',
      'creatingImage',
      'cleaningUp',
      'done',
    ])
  })

  it('writes the file in 512 KiB chunks at their offsets, and reports progress to 100%', async () => {
    const server = new FakeNexus()
    const actor = start(server)
    const percents: number[] = []
    actor.subscribe((s) => percents.push(connectImageUpload(s, actor.send).percent))
    await finish(actor)
    expect(server.writes.sort((a, b) => a.offset - b.offset)).toEqual([
      { offset: 0, length: CHUNK },
      { offset: CHUNK, length: CHUNK },
      { offset: 2 * CHUNK, length: CHUNK },
      { offset: 3 * CHUNK, length: 1024 },
    ])
    expect(server.maxInFlightWrites).toBeLessThanOrEqual(4)
    expect(props(actor)).toMatchObject({ bytesWritten: 3 * CHUNK + 1024, totalBytes: 3 * CHUNK + 1024, percent: 100 })
    expect(percents).toEqual([...percents].sort((a, b) => a - b))
  })

  it('makes the disk big enough: the file size rounded up to whole GiB', async () => {
    const server = new FakeNexus()
    server.hold('startImport')
    const actor = start(server, { ...values(new FakeFile(GiB + 4096)), blockSize: 4096 })
    await at(actor, 'startingImport')
    expect(server.calls[1]).toBe(`createDisk ${DISK} ${2 * GiB} 4096`)
    actor.send({ type: 'CANCEL' })
    server.release('startImport')
    await finish(actor)
  })

  it('marks every step done', async () => {
    const actor = start(new FakeNexus())
    await finish(actor)
    expect(props(actor).steps.map((s) => s.status)).toEqual(Array(8).fill('done'))
    expect(props(actor)).toMatchObject({ status: 'done', step: 'done', canCancel: false, error: undefined })
  })
})

describe('checks before anything is created', () => {
  it('a taken image name stops the upload with no other call', async () => {
    const server = new FakeNexus()
    server.takenImageNames.add('debian')
    const actor = start(server)
    const end = await finish(actor)
    expect(end.matches('failed')).toBe(true)
    expect(server.calls).toEqual(['imageExists debian'])
    expect(props(actor).error).toBe('Image name already exists')
    expect(props(actor).steps[0].status).toBe('failed')
  })

  it.each([
    [new FakeFile(0), 'The file is empty'],
    [new FakeFile(1000), 'The file size must be a multiple of the block size (512 bytes)'],
  ])('a file that cannot be imported is refused before any call', async (file, message) => {
    const server = new FakeNexus()
    const actor = start(server, values(file))
    await finish(actor)
    expect(server.calls).toEqual([])
    expect(props(actor).error).toBe(message)
  })

  it('a failed name check is reported as it came', async () => {
    const server = new FakeNexus().failNext('imageExists', apiError('Service unavailable', 503))
    const actor = start(server)
    await finish(actor)
    expect(props(actor).error).toBe('Service unavailable')
    expect(server.calls).toEqual(['imageExists debian'])
  })
})

// A failure at each step: [op that fails, how, the cleanup calls after it, the message].
type FailureCase = [UploadStepKey, Op, { after?: boolean }, string[], string]
const failures: FailureCase[] = [
  ['creatingDisk', 'createDisk', {}, ['findDisk'], 'Creating the temporary disk failed: createDisk broke.'],
  // The answer was lost, but the disk was made: the cleanup finds it.
  [
    'creatingDisk',
    'createDisk',
    { after: true },
    ['findDisk', 'finalize null', 'deleteDisk'],
    'Creating the temporary disk failed: createDisk broke. The temporary disk was deleted.',
  ],
  [
    'startingImport',
    'startImport',
    {},
    ['findDisk', 'finalize null', 'deleteDisk'],
    'Putting the disk in import mode failed: startImport broke. The temporary disk was deleted.',
  ],
  [
    'uploading',
    'bulkWrite',
    {},
    ['findDisk', 'stopImport', 'finalize null', 'deleteDisk'],
    'Uploading the file failed: bulkWrite broke. The temporary disk was deleted.',
  ],
  [
    'stoppingImport',
    'stopImport',
    {},
    ['findDisk', 'stopImport', 'finalize null', 'deleteDisk'],
    'Taking the disk out of import mode failed: stopImport broke. The temporary disk was deleted.',
  ],
  [
    'finalizing',
    'finalize',
    {},
    ['findDisk', 'finalize null', 'deleteDisk', `deleteSnapshot ${SNAPSHOT}`],
    'Creating the snapshot failed: finalize broke. The temporary disk was deleted.',
  ],
  // Finalized, but the snapshot could not be read: both exist and both go.
  [
    'finalizing',
    'viewSnapshot',
    {},
    ['findDisk', 'deleteDisk', `deleteSnapshot ${SNAPSHOT}`],
    'Creating the snapshot failed: viewSnapshot broke. The temporary disk and snapshot were deleted.',
  ],
  [
    'creatingImage',
    'createImage',
    {},
    ['deleteDisk', `deleteSnapshot ${SNAPSHOT}`],
    'Creating the image failed: createImage broke. The temporary disk and snapshot were deleted.',
  ],
]

describe('a failure at every step', () => {
  it.each(failures)('%s (%s %o): cleans up with exactly %o', async (step, op, how, cleanup, message) => {
    // Writes are retried on a 500: a refusal fails at once.
    const error = apiError(`${op} broke`, op === 'bulkWrite' ? 400 : 500)
    const server = new FakeNexus().failNext(op, error, how)
    const actor = start(server)
    await finish(actor)
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    const failedAt = server.calls.findIndex((c) => c.startsWith(op))
    const after = server.calls.slice(failedAt + 1).filter((c) => !c.startsWith('bulkWrite'))
    expect(after).toEqual(cleanup)
    expect(props(actor).error).toBe(message)
    expect(describeOutcome(actor.getSnapshot().context)).toBe(message)
    expect(server.disks.size).toBe(0)
    expect(server.snapshots.size).toBe(0)
    const statuses = Object.fromEntries(props(actor).steps.map((s) => [s.key, s.status]))
    expect(statuses[step]).toBe('failed')
    expect(statuses.cleaningUp).toBe('done')
    expect(refreshLists).toHaveBeenCalledTimes(1)
  })

  it('a failed chunk stops the upload: no chunk starts after it', async () => {
    const server = new FakeNexus().failNext('bulkWrite', apiError('disk is gone', 400))
    const actor = start(server, values(new FakeFile(20 * CHUNK)))
    await finish(actor)
    expect(server.calls.filter((c) => c.startsWith('bulkWrite')).length).toBeLessThanOrEqual(4)
  })

  it('cleaning up the temporary disk fails after a successful upload: done, with the disk named as left behind', async () => {
    const server = new FakeNexus().failNext('deleteDisk', apiError('Internal Server Error', 500))
    const actor = start(server)
    const end = await finish(actor)
    expect(end.status).toBe('done')
    expect(server.steps.slice(FORWARD.length)).toEqual(['deleteDisk', `deleteSnapshot ${SNAPSHOT}`])
    expect(end.output!.leftovers).toEqual([`The temporary disk ${DISK} could not be deleted: Internal Server Error.`])
    expect(props(actor).leftovers).toEqual(end.output!.leftovers)
    expect(props(actor).steps.at(-1)!.status).toBe('failed')
  })

  it('a cleanup call that fails is named in the message, and the cleanup goes on with what it can', async () => {
    const server = new FakeNexus()
      .failNext('createImage', apiError('Image name already exists', 400))
      .failNext('deleteDisk', apiError('Internal Server Error', 500))
    const actor = start(server)
    await finish(actor)
    expect(server.steps.slice(FORWARD.length)).toEqual(['deleteDisk', `deleteSnapshot ${SNAPSHOT}`])
    expect(props(actor).error).toBe(
      'Creating the image failed: Image name already exists. The temporary snapshot was deleted. ' +
        `The temporary disk ${DISK} could not be deleted: Internal Server Error.`,
    )
    expect(props(actor).steps.at(-1)!.status).toBe('failed')
  })

  it('a disk the cleanup finds in a state it cannot clean from is named', async () => {
    const server = new FakeNexus().failNext('startImport')
    server.hold('findDisk')
    const actor = start(server)
    await at(actor, { cleaningUp: 'checkingDisk' })
    server.disks.get(DISK)!.state = 'maintenance'
    server.release('findDisk')
    await finish(actor)
    expect(server.callsAfter('startImport')).toEqual(['findDisk'])
    expect(props(actor).error).toBe(
      `Putting the disk in import mode failed: startImport broke. The temporary disk ${DISK} is maintenance and could not be deleted.`,
    )
  })
})

// Cancel while each step's call is in flight: [step, op to hold, cleanup calls after the held call].
const cancels: [UploadStepKey, Op, string[], string][] = [
  ['creatingDisk', 'createDisk', ['finalize null', 'deleteDisk'], 'Upload cancelled. The temporary disk was deleted.'],
  [
    'startingImport',
    'startImport',
    ['stopImport', 'finalize null', 'deleteDisk'],
    'Upload cancelled. The temporary disk was deleted.',
  ],
  [
    'stoppingImport',
    'stopImport',
    ['finalize null', 'deleteDisk'],
    'Upload cancelled. The temporary disk was deleted.',
  ],
  [
    'finalizing',
    'finalize',
    [`viewSnapshot ${SNAPSHOT}`, 'deleteDisk', `deleteSnapshot ${SNAPSHOT}`],
    'Upload cancelled. The temporary disk and snapshot were deleted.',
  ],
  [
    'creatingImage',
    'createImage',
    ['deleteImage', 'deleteDisk', `deleteSnapshot ${SNAPSHOT}`],
    'Upload cancelled. The new image was deleted. The temporary disk and snapshot were deleted.',
  ],
]

describe('cancel at every step', () => {
  it('while checking the name: ends at once; nothing was created, nothing to clean', async () => {
    const server = new FakeNexus()
    server.hold('imageExists')
    const actor = start(server)
    expect(props(actor).canCancel).toBe(true)
    props(actor).cancel()
    expect(actor.getSnapshot().matches('cancelled')).toBe(true)
    server.release('imageExists')
    await new Promise((r) => setTimeout(r, 0))
    expect(server.calls).toEqual(['imageExists debian'])
    expect(props(actor)).toMatchObject({ status: 'cancelled', error: 'Upload cancelled.' })
  })

  it.each(cancels)(
    'while %s (%s in flight): waits for it, then cleans up with exactly %o',
    async (step, op, cleanup, message) => {
      const server = new FakeNexus()
      server.hold(op)
      const actor = start(server)
      await at(actor, step)
      await vi.waitFor(() => expect(server.calls.some((c) => c.startsWith(op))).toBe(true))
      props(actor).cancel()
      // The call in flight is not abandoned: the machine waits, and says it is cancelling.
      expect(actor.getSnapshot().matches(step)).toBe(true)
      expect(props(actor)).toMatchObject({ status: 'cancelling', canCancel: false })
      server.release(op)
      await finish(actor)
      expect(actor.getSnapshot().matches('cancelled')).toBe(true)
      expect(server.callsAfter(op)).toEqual(cleanup)
      expect(props(actor).error).toBe(message)
      expect(server.disks.size).toBe(0)
      expect(server.snapshots.size).toBe(0)
      expect(server.images.size).toBe(0)
      // No step after the cancelled one ran.
      const forwardOps = FORWARD.map((c) => c.split(' ')[0])
      const later = forwardOps.slice(forwardOps.indexOf(op) + 1)
      expect(server.callsAfter(op).filter((c) => later.includes(c.split(' ')[0]) && !cleanup.includes(c))).toEqual([])
    },
  )

  it('while uploading: the writes in flight finish, no new one starts, then the import is stopped and the disk deleted', async () => {
    const server = new FakeNexus()
    const gate = server.hold('bulkWrite')
    const actor = start(server, values(new FakeFile(20 * CHUNK)))
    await at(actor, 'uploading')
    await vi.waitFor(() => expect(server.inFlightWrites).toBe(4))
    props(actor).cancel()
    expect(props(actor)).toMatchObject({ status: 'cancelling', canCancel: false })
    gate.resolve()
    await finish(actor)
    expect(server.calls.filter((c) => c.startsWith('bulkWrite'))).toHaveLength(4)
    expect(server.steps.slice(3)).toEqual(['stopImport', 'finalize null', 'deleteDisk'])
    expect(props(actor).error).toBe('Upload cancelled. The temporary disk was deleted.')
    expect(props(actor).steps.find((s) => s.key === 'uploading')!.status).toBe('pending')
    expect(props(actor).bytesWritten).toBe(4 * CHUNK)
  })

  it('while cleaning up after success: refused; the upload completes', async () => {
    const server = new FakeNexus()
    server.hold('deleteDisk')
    const actor = start(server)
    await at(actor, { cleaningUp: 'deletingDisk' })
    expect(props(actor).canCancel).toBe(false)
    actor.send({ type: 'CANCEL' })
    server.release('deleteDisk')
    const end = await finish(actor)
    expect(end.status).toBe('done')
  })

  it('a second cancel changes nothing', async () => {
    const server = new FakeNexus()
    server.hold('startImport')
    const actor = start(server)
    await at(actor, 'startingImport')
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().can({ type: 'CANCEL' })).toBe(false)
    server.release('startImport')
    await finish(actor)
    expect(server.callsAfter('startImport')).toEqual(['stopImport', 'finalize null', 'deleteDisk'])
  })

  it('a cleanup call that fails after a cancel is named: the disk left behind', async () => {
    const server = new FakeNexus().failNext('stopImport', apiError('Internal Server Error', 500))
    server.hold('startImport')
    const actor = start(server)
    await at(actor, 'startingImport')
    actor.send({ type: 'CANCEL' })
    server.release('startImport')
    await finish(actor)
    expect(server.callsAfter('startImport')).toEqual(['stopImport'])
    expect(props(actor).error).toBe(
      `Upload cancelled. The temporary disk ${DISK} could not be deleted: Internal Server Error.`,
    )
    expect(props(actor).steps.at(-1)!.status).toBe('failed')
  })
})

describe('the step list', () => {
  it('done before, active now, pending after; cancelling shows on the running step', async () => {
    const server = new FakeNexus()
    server.hold('stopImport')
    const actor = start(server)
    await at(actor, 'stoppingImport')
    expect(props(actor).steps.map((s) => s.status)).toEqual([
      'done',
      'done',
      'done',
      'done',
      'active',
      'pending',
      'pending',
      'pending',
    ])
    expect(props(actor)).toMatchObject({ step: 'stoppingImport', status: 'running', canCancel: true, percent: 100 })
    server.release('stopImport')
    await finish(actor)
  })

  it('before a start: idle, nothing to cancel', () => {
    const actor = createActor(machine, { input: { project: 'p', api: new FakeNexus() } }).start()
    expect(props(actor)).toMatchObject({ step: 'idle', status: 'idle', canCancel: false, percent: 0, bytesWritten: 0 })
    expect(props(actor).steps.every((s) => s.status === 'pending')).toBe(true)
  })
})

describe('trying again, and runUpload', () => {
  it('after a failure a new start begins from scratch', async () => {
    const server = new FakeNexus().failNext('startImport')
    const actor = start(server)
    await finish(actor)
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    props(actor).start(values())
    expect(props(actor)).toMatchObject({ step: 'validating', bytesWritten: 0, error: undefined })
    const end = await finish(actor)
    expect(end.status).toBe('done')
  })

  it('runUpload resolves with the image, or rejects with what happened', async () => {
    const ok = createActor(machine, { input: { project: 'p', api: new FakeNexus() } }).start()
    await expect(runUpload(ok, values())).resolves.toMatchObject({ name: 'debian' })

    const server = new FakeNexus().failNext('createImage', apiError('Quota exceeded', 507))
    const failing = createActor(machine, {
      input: { project: 'p', api: server, makeName: (...p: string[]) => p.join('-') },
    }).start()
    await expect(runUpload(failing, values())).rejects.toThrow(
      'Creating the image failed: Quota exceeded. The temporary disk and snapshot were deleted.',
    )
  })

  it('runUpload refuses to start a second upload while one runs', async () => {
    const server = new FakeNexus()
    server.hold('createDisk')
    const actor = createActor(machine, { input: { project: 'p', api: server } }).start()
    const first = runUpload(actor, values())
    await expect(runUpload(actor, values())).rejects.toThrow('An upload is already running')
    server.release('createDisk')
    await expect(first).resolves.toMatchObject({ name: 'debian' })
  })
})
