// The upload's form (its rules, and its submit running the upload), and cutting a file into bulk writes: offsets and
// sizes, base64, a bounded number of writes in flight, slices read only when
// their turn comes, zero chunks skipped, retries only for failures a retry
// might cure, and stopping.
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  chunkAt,
  chunkCount,
  diskSizeFor,
  imageUploadFormInput,
  imageUploadFormMachine,
  imageUploadInitialValues,
  isRetryable,
  MAX_CHUNK_BYTES,
  toBase64,
  UPLOAD_CONCURRENCY,
  uploadFile,
  validateImageUpload,
  type UploadValues,
} from '~/machines/storage/image-upload'
import { runUpload } from '~/machines/storage/image-upload.connect'
import { imageUploadMachine } from '~/machines/storage/image-upload.machine'
import { deferred, type Deferred } from '../shared/deferred'
import { apiError, byteAt, FakeFile, FakeNexus } from './image-upload.fixtures'

const KiB = 1024
const MiB = 1024 * KiB

/** Lets pending promise callbacks run (the fake file and writes resolve on microtasks). */
const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

type Write = { offset: number; data: string }

describe('the chunk plan', () => {
  it('512 KiB chunks at consecutive offsets, the last one shorter', () => {
    const size = 2 * MiB + 3 * 512
    expect(MAX_CHUNK_BYTES).toBe(512 * KiB)
    expect(chunkCount(size)).toBe(5)
    expect([0, 1, 2, 3, 4].map((i) => chunkAt(i, size))).toEqual([
      { offset: 0, end: 512 * KiB },
      { offset: 512 * KiB, end: MiB },
      { offset: MiB, end: 1.5 * MiB },
      { offset: 1.5 * MiB, end: 2 * MiB },
      { offset: 2 * MiB, end: 2 * MiB + 1536 },
    ])
  })

  it('base64 is standard and padded, also past the 32 K slices it is built from', () => {
    for (const n of [0, 1, 2, 3, 100_000]) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 7) % 256)
      expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
    }
  })
})

describe('uploadFile', () => {
  it('writes every byte once, at its offset, as base64 of exactly that slice', async () => {
    const file = new FakeFile(MiB + 1024)
    const writes: Write[] = []
    const progress: number[] = []
    const result = await uploadFile({
      file,
      write: async (offset, data) => void writes.push({ offset, data }),
      onProgress: (n) => progress.push(n),
    })
    expect(result).toBe('done')
    expect(writes.map((w) => w.offset).sort((a, b) => a - b)).toEqual([0, 512 * KiB, MiB])
    for (const w of writes) {
      const bytes = Buffer.from(w.data, 'base64')
      expect(bytes.length).toBe(w.offset === MiB ? 1024 : 512 * KiB)
      expect(bytes.every((b, i) => b === byteAt(w.offset + i))).toBe(true)
    }
    expect(progress.at(-1)).toBe(MiB + 1024)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
  })

  it('keeps at most 4 writes in flight and reads each slice only when its write is next', async () => {
    const file = new FakeFile(10 * 512 * KiB)
    const gates: Deferred<void>[] = []
    let inFlight = 0
    let most = 0
    const running = uploadFile({
      file,
      write: async () => {
        inFlight++
        most = Math.max(most, inFlight)
        const gate = deferred()
        gates.push(gate)
        await gate.promise
        inFlight--
      },
    })
    await flush()
    expect(UPLOAD_CONCURRENCY).toBe(4)
    expect(gates).toHaveLength(4)
    // Only the chunks being written have been read: never the whole file.
    expect(file.reads).toEqual([0, 1, 2, 3].map((i) => [i * 512 * KiB, (i + 1) * 512 * KiB]))
    // One finishes: exactly one more is read and sent.
    gates[1].resolve()
    await flush()
    expect(gates).toHaveLength(5)
    expect(file.reads).toHaveLength(5)
    let settled = false
    void running.then(() => (settled = true))
    while (!settled) {
      for (const g of gates) g.resolve()
      await flush()
    }
    expect(await running).toBe('done')
    expect(most).toBe(4)
    expect(file.reads).toHaveLength(10)
  })

  it('a smaller concurrency is kept too', async () => {
    let inFlight = 0
    let most = 0
    await uploadFile({
      file: new FakeFile(6 * 512 * KiB),
      concurrency: 2,
      write: async () => {
        inFlight++
        most = Math.max(most, inFlight)
        await flush()
        inFlight--
      },
    })
    expect(most).toBe(2)
  })

  it('skips chunks of zeros but counts them as done', async () => {
    const file = new FakeFile(3 * 512 * KiB, 'sparse.raw', [[512 * KiB, MiB]])
    const offsets: number[] = []
    const progress: number[] = []
    await uploadFile({ file, write: async (offset) => void offsets.push(offset), onProgress: (n) => progress.push(n) })
    expect(offsets.sort((a, b) => a - b)).toEqual([0, MiB])
    expect(progress.at(-1)).toBe(3 * 512 * KiB)
  })

  it('retries a write that got no answer or a 5xx, and not one the server refused', async () => {
    expect(isRetryable(apiError('boom', 503))).toBe(true)
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true)
    expect(isRetryable(apiError('bad offset', 400))).toBe(false)

    let attempts = 0
    const flaky = uploadFile({
      file: new FakeFile(512),
      write: async () => {
        attempts++
        if (attempts < 3) throw apiError('Service unavailable', 503)
      },
    })
    expect(await flaky).toBe('done')
    expect(attempts).toBe(3)

    attempts = 0
    const refused = uploadFile({
      file: new FakeFile(512),
      write: async () => {
        attempts++
        throw apiError('cannot import blocks', 400)
      },
    })
    await expect(refused).rejects.toThrow('cannot import blocks')
    expect(attempts).toBe(1)
  })

  it('gives up after two retries', async () => {
    let attempts = 0
    const upload = uploadFile({
      file: new FakeFile(512),
      write: async () => {
        attempts++
        throw apiError('Internal Server Error', 500)
      },
    })
    await expect(upload).rejects.toThrow('Internal Server Error')
    expect(attempts).toBe(3)
  })

  it('after a failed chunk starts no new one and waits for those in flight before failing', async () => {
    const file = new FakeFile(10 * 512 * KiB)
    const gates = new Map<number, Deferred<void>>()
    const finished: number[] = []
    let settled = false
    const upload = uploadFile({
      file,
      retries: 0,
      write: async (offset) => {
        const gate = deferred()
        gates.set(offset, gate)
        await gate.promise
        finished.push(offset)
      },
    })
    upload.catch(() => {}).finally(() => (settled = true))
    await flush()
    gates.get(0)!.reject(apiError('disk went away', 400))
    await flush()
    expect(settled).toBe(false)
    expect(gates.size).toBe(4)
    for (const offset of [1, 2, 3].map((i) => i * 512 * KiB)) gates.get(offset)!.resolve()
    await expect(upload).rejects.toThrow('disk went away')
    expect(gates.size).toBe(4)
    expect(file.reads).toHaveLength(4)
    expect(finished).toHaveLength(3)
  })

  it('stops when asked: the writes in flight finish, nothing new starts', async () => {
    const file = new FakeFile(10 * 512 * KiB)
    let stop = false
    const gates: Deferred<void>[] = []
    const upload = uploadFile({
      file,
      shouldStop: () => stop,
      write: async () => {
        const gate = deferred()
        gates.push(gate)
        await gate.promise
      },
    })
    await flush()
    stop = true
    for (const g of gates) g.resolve()
    expect(await upload).toBe('stopped')
    expect(gates).toHaveLength(4)
    expect(file.reads).toHaveLength(4)
  })
})

describe('the form', () => {
  const GiB = 1024 ** 3
  const values = (file: FakeFile): UploadValues => ({
    name: 'debian',
    description: 'Debian 12',
    os: 'debian',
    version: '12',
    blockSize: 512,
    file,
  })
  const blank = { ...imageUploadInitialValues }

  it('asks for every field and a file that is a whole number of blocks', () => {
    expect(validateImageUpload(blank)).toEqual({
      name: 'Name is required',
      os: 'OS is required',
      version: 'Version is required',
      file: 'Image file is required',
    } satisfies Record<string, string>)
    const v = { ...values(new FakeFile(2048)), blockSize: 4096 as const }
    expect(validateImageUpload(v)).toEqual({ file: 'The file size must be a multiple of the block size (4096 bytes)' })
    expect(validateImageUpload({ ...v, blockSize: 2048 })).toEqual({})
    expect(validateImageUpload({ ...v, file: new FakeFile(0) })).toEqual({ file: 'The file is empty' })
    expect(validateImageUpload({ ...v, file: new FakeFile(1024 * GiB) })).toEqual({
      file: 'The file is larger than the largest disk (1023 GiB)',
    })
  })

  it('sizes the temporary disk in whole GiB, at least one', () => {
    expect([512, GiB, GiB + 512, 10 * GiB - 512].map(diskSizeFor)).toEqual([GiB, GiB, 2 * GiB, 10 * GiB])
  })

  it('a failed upload returns the form to editing with its values and the upload’s message', async () => {
    const server = new FakeNexus().failNext('startImport', apiError('Service unavailable', 503))
    const machine = imageUploadMachine.provide({ actions: { refreshLists: () => {} } })
    const upload = createActor(machine, { input: { project: 'p', api: server } }).start()
    const form = createActor(imageUploadFormMachine, {
      input: imageUploadFormInput((v) => runUpload(upload, v)),
    }).start()
    const v = values(new FakeFile(3 * MAX_CHUNK_BYTES + 1024))
    for (const name of ['name', 'description', 'os', 'version', 'blockSize', 'file'] as const) {
      form.send({ type: 'CHANGE', name, value: v[name] })
    }
    form.send({ type: 'SUBMIT' })
    expect(form.getSnapshot().matches('submitting')).toBe(true)
    const back = await waitFor(form, (s) => s.matches('editing'))
    expect(back.context.values).toEqual(v)
    expect(back.context.serverError).toBe(
      'Putting the disk in import mode failed: Service unavailable. The temporary disk was deleted.',
    )
  })
})
