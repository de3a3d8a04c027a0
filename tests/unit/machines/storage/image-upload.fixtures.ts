// Test doubles for the image upload: a file whose slices are made on demand
// (and counted), and a fake Nexus that keeps the temporary disk's state,
// records every call, fails or holds the calls a test asks it to.
import { ApiError, type Disk, type Image, type Snapshot } from '~/api'
import type { ImageCreate, ImportApi, UploadSource } from '~/machines/storage/image-upload'
import { deferred, type Deferred } from '../shared/deferred'

/** Byte `i` of a fake file: never zero unless inside a zero range. */
export const byteAt = (i: number) => (i % 251) + 1

/** A file of `size` bytes read only through slice().arrayBuffer(); `reads` lists the slices read. */
export class FakeFile implements UploadSource {
  readonly reads: [number, number][] = []
  constructor(
    readonly size: number,
    readonly name = 'image.raw',
    /** [start, end) ranges that read as zeros */
    readonly zeros: [number, number][] = [],
  ) {}
  slice(start: number, end: number) {
    return {
      arrayBuffer: async () => {
        this.reads.push([start, end])
        const bytes = new Uint8Array(end - start)
        for (let i = start; i < end; i++) bytes[i - start] = byteAt(i)
        for (const [a, b] of this.zeros) bytes.fill(0, Math.max(a - start, 0), Math.max(Math.min(b, end) - start, 0))
        return bytes.buffer
      },
    }
  }
}

export const apiError = (message: string, statusCode = 500) =>
  new ApiError({ type: 'error', message, statusCode, errorCode: statusCode === 404 ? 'ObjectNotFound' : 'Internal' })

export type Op = keyof ImportApi

type DiskRow = { id: string; name: string; state: Disk['state']['state']; size: number; blockSize: number }

const t = new Date('2025-06-04T00:00:00Z')

/**
 * A small, strict Nexus: disk states change only as Nexus allows, so a machine
 * that calls out of order fails here as it would against the real thing.
 */
export class FakeNexus implements ImportApi {
  readonly calls: string[] = []
  readonly writes: { offset: number; length: number }[] = []
  readonly disks = new Map<string, DiskRow>()
  readonly snapshots = new Map<string, Snapshot>()
  readonly images = new Map<string, Image>()
  takenImageNames = new Set<string>()
  inFlightWrites = 0
  maxInFlightWrites = 0
  private failures = new Map<Op, { error: ApiError; after: boolean; times: number }[]>()
  private holds = new Map<Op, Deferred<void>>()
  /** Calls of each op started so far, for holding or failing the n-th. */
  private started = new Map<Op, number>()

  /** The next call of `op` fails with `error`; with `after`, once it has done its work (a lost answer). */
  failNext(op: Op, error: ApiError = apiError(`${op} broke`), { after = false, times = 1 } = {}) {
    this.failures.set(op, [...(this.failures.get(op) ?? []), { error, after, times }])
    return this
  }

  /** Calls of `op` wait until the returned gate opens. */
  hold(op: Op): Deferred<void> {
    const gate = deferred()
    this.holds.set(op, gate)
    return gate
  }

  release(op: Op) {
    this.holds.get(op)?.resolve()
    this.holds.delete(op)
  }

  /** Calls made after the first call of `op` (e.g. the cleanup after a failure). */
  callsAfter(prefix: string): string[] {
    const i = this.calls.findIndex((c) => c.startsWith(prefix))
    return i < 0 ? [] : this.calls.slice(i + 1)
  }

  /** The calls without the bulk writes. */
  get steps(): string[] {
    return this.calls.filter((c) => !c.startsWith('bulkWrite'))
  }

  private async run<T>(op: Op, label: string, work: () => T): Promise<T> {
    this.calls.push(label)
    this.started.set(op, (this.started.get(op) ?? 0) + 1)
    const gate = this.holds.get(op)
    if (gate) await gate.promise
    else await Promise.resolve()
    const queue = this.failures.get(op) ?? []
    const failure = queue[0]
    if (failure) {
      if (--failure.times <= 0) queue.shift()
      if (!failure.after) throw failure.error
      work()
      throw failure.error
    }
    return work()
  }

  private disk(id: string): DiskRow {
    const d = [...this.disks.values()].find((x) => x.id === id)
    if (!d) throw apiError(`not found: disk with id "${id}"`, 404)
    return d
  }

  private expect(d: DiskRow, state: DiskRow['state'], what: string) {
    if (d.state !== state) throw apiError(`cannot ${what} disk in state ${d.state}`, 400)
  }

  private diskView(d: DiskRow): Disk {
    return {
      id: d.id,
      name: d.name,
      description: '',
      projectId: 'p',
      size: d.size,
      blockSize: d.blockSize,
      devicePath: `/mnt/${d.name}`,
      state: { state: d.state } as Disk['state'],
      imageId: null,
      snapshotId: null,
      timeCreated: t,
      timeModified: t,
    }
  }

  imageExists(_project: string, name: string) {
    return this.run(
      'imageExists',
      `imageExists ${name}`,
      () => this.takenImageNames.has(name) || [...this.images.values()].some((i) => i.name === name),
    )
  }

  createDisk(_project: string, d: { name: string; description: string; size: number; blockSize: number }) {
    return this.run('createDisk', `createDisk ${d.name} ${d.size} ${d.blockSize}`, () => {
      const row: DiskRow = {
        id: `disk-id-${d.name}`,
        name: d.name,
        state: 'import_ready',
        size: d.size,
        blockSize: d.blockSize,
      }
      this.disks.set(d.name, row)
      return this.diskView(row)
    })
  }

  startImport(diskId: string) {
    return this.run('startImport', 'startImport', () => {
      const d = this.disk(diskId)
      this.expect(d, 'import_ready', 'start importing')
      d.state = 'importing_from_bulk_writes'
    })
  }

  async bulkWrite(diskId: string, offset: number, base64: string) {
    this.inFlightWrites++
    this.maxInFlightWrites = Math.max(this.maxInFlightWrites, this.inFlightWrites)
    try {
      await this.run('bulkWrite', `bulkWrite ${offset}`, () => {
        const d = this.disk(diskId)
        this.expect(d, 'importing_from_bulk_writes', 'write to')
        this.writes.push({ offset, length: Buffer.from(base64, 'base64').length })
      })
    } finally {
      this.inFlightWrites--
    }
  }

  stopImport(diskId: string) {
    return this.run('stopImport', 'stopImport', () => {
      const d = this.disk(diskId)
      this.expect(d, 'importing_from_bulk_writes', 'stop importing')
      d.state = 'import_ready'
    })
  }

  finalize(diskId: string, snapshotName: string | null) {
    return this.run('finalize', `finalize ${snapshotName}`, () => {
      const d = this.disk(diskId)
      this.expect(d, 'import_ready', 'finalize')
      if (snapshotName) {
        this.snapshots.set(snapshotName, {
          id: `snapshot-id-${snapshotName}`,
          name: snapshotName,
          description: '',
          diskId: d.id,
          projectId: 'p',
          size: d.size,
          state: 'ready',
          timeCreated: t,
          timeModified: t,
        })
      }
      d.state = 'detached'
    })
  }

  viewSnapshot(_project: string, name: string) {
    return this.run('viewSnapshot', `viewSnapshot ${name}`, () => {
      const s = this.snapshots.get(name)
      if (!s) throw apiError(`not found: snapshot with name "${name}"`, 404)
      return s
    })
  }

  createImage(_project: string, image: ImageCreate) {
    return this.run('createImage', `createImage ${image.name} from ${image.source.id}`, () => {
      const snapshot = [...this.snapshots.values()].find((s) => s.id === image.source.id)
      if (!snapshot) throw apiError('snapshot not found', 404)
      const created: Image = {
        id: `image-id-${image.name}`,
        name: image.name,
        description: image.description,
        os: image.os,
        version: image.version,
        size: snapshot.size,
        blockSize: 512,
        projectId: 'p',
        digest: null,
        timeCreated: t,
        timeModified: t,
      }
      this.images.set(created.id, created)
      return created
    })
  }

  findDisk(_project: string, name: string) {
    return this.run('findDisk', 'findDisk', () => {
      const d = this.disks.get(name)
      return d ? this.diskView(d) : null
    })
  }

  deleteDisk(diskId: string) {
    return this.run('deleteDisk', 'deleteDisk', () => {
      const d = this.disk(diskId)
      if (d.state !== 'detached' && d.state !== 'faulted')
        throw apiError(`disk cannot be deleted in state "${d.state}"`, 400)
      this.disks.delete(d.name)
    })
  }

  deleteSnapshot(_project: string, name: string) {
    return this.run('deleteSnapshot', `deleteSnapshot ${name}`, () => this.snapshots.delete(name))
  }

  deleteImage(imageId: string) {
    return this.run('deleteImage', 'deleteImage', () => {
      if (!this.images.delete(imageId)) throw apiError('not found', 404)
    })
  }
}
