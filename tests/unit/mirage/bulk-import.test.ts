// A disk's bulk import on the mock: create (import_ready), start, write,
// stop, finalize (optionally with a snapshot), each refused out of order with
// Nexus's words, and every answer shaped as the OpenAPI document says.
import { describe, expect, test } from 'vitest'
import { importProgress } from '../../../mirage/lib/bulk-import'
import { call, withFreshServer, type Body, type Result } from './helpers'
import { responseErrors } from './openapi'

withFreshServer()

const GiB = 1024 ** 3
const KiB = 1024
const P = '?project=mock-project'

/** A call whose answer must also match the document's schema for `template`. */
async function checked(method: 'GET' | 'POST' | 'DELETE', url: string, template: string, body?: Body): Promise<Result> {
  const res = await call(method, url, body)
  expect(responseErrors(template, method.toLowerCase() as 'get', res.status, res.body), `${method} ${url}`).toEqual([])
  return res
}

const createDisk = (name = 'upload', size = GiB, blockSize = 512) =>
  checked('POST', `/v1/disks${P}`, '/v1/disks', {
    name,
    description: 'for an image',
    size,
    disk_source: { type: 'importing_blocks', block_size: blockSize },
  })
const start = (disk = 'upload') =>
  checked('POST', `/v1/disks/${disk}/bulk-write-start${P}`, '/v1/disks/{disk}/bulk-write-start')
const stop = (disk = 'upload') =>
  checked('POST', `/v1/disks/${disk}/bulk-write-stop${P}`, '/v1/disks/{disk}/bulk-write-stop')
const write = (offset: number, data: string, disk = 'upload') =>
  checked('POST', `/v1/disks/${disk}/bulk-write${P}`, '/v1/disks/{disk}/bulk-write', {
    offset,
    base64_encoded_data: data,
  })
const finalize = (body: Body = {}, disk = 'upload') =>
  checked('POST', `/v1/disks/${disk}/finalize${P}`, '/v1/disks/{disk}/finalize', body)
const diskState = async (disk = 'upload') =>
  (await checked('GET', `/v1/disks/${disk}${P}`, '/v1/disks/{disk}')).body.state.state

const bytes = (n: number, fill = 7) => Buffer.alloc(n, fill).toString('base64')

describe('the import flow', () => {
  test('create, start, write, stop, finalize: each call moves the disk to its next state', async () => {
    expect((await createDisk()).body.state).toEqual({ state: 'import_ready' })
    expect((await start()).status).toBe(204)
    expect(await diskState()).toBe('importing_from_bulk_writes')
    expect((await write(0, bytes(512 * KiB))).status).toBe(204)
    expect((await write(512 * KiB, bytes(1024))).status).toBe(204)
    expect((await stop()).status).toBe(204)
    expect(await diskState()).toBe('import_ready')
    expect((await finalize({ snapshot_name: 'upload-snap' })).status).toBe(204)
    expect(await diskState()).toBe('detached')
  })

  test('bulk writes are counted, byte for byte', async () => {
    const disk = (await createDisk()).body
    await start()
    await write(0, bytes(512 * KiB))
    await write(512 * KiB, bytes(4096))
    await write(GiB - 512, bytes(512))
    expect(importProgress(disk.id)).toEqual({ bytesWritten: 512 * KiB + 4096 + 512, writes: 3 })
  })

  test('finalize with a snapshot name makes a ready snapshot of the disk, its size', async () => {
    const disk = (await createDisk('upload', 3 * GiB)).body
    await start()
    await stop()
    await finalize({ snapshot_name: 'from-upload' })
    const snapshot = (await checked('GET', `/v1/snapshots/from-upload${P}`, '/v1/snapshots/{snapshot}')).body
    expect(snapshot).toMatchObject({ name: 'from-upload', disk_id: disk.id, size: 3 * GiB, state: 'ready' })
    const list = (await checked('GET', `/v1/snapshots${P}&limit=100`, '/v1/snapshots')).body
    expect(list.items.map((s: { name: string }) => s.name)).toContain('from-upload')
  })

  test('finalize without a snapshot name (or with null) makes none', async () => {
    const before = (await call('GET', `/v1/snapshots${P}&limit=100`)).body.items.length
    await createDisk()
    await finalize({ snapshot_name: null })
    expect(await diskState()).toBe('detached')
    expect((await call('GET', `/v1/snapshots${P}&limit=100`)).body.items).toHaveLength(before)
  })

  test('a finalized disk can be deleted, and so can its snapshot', async () => {
    await createDisk()
    await finalize({ snapshot_name: 'snap-of-upload' })
    expect((await checked('DELETE', `/v1/disks/upload${P}`, '/v1/disks/{disk}')).status).toBe(204)
    expect((await checked('DELETE', `/v1/snapshots/snap-of-upload${P}`, '/v1/snapshots/{snapshot}')).status).toBe(204)
    expect((await call('GET', `/v1/disks/upload${P}`)).status).toBe(404)
  })

  test('the whole upload: an image from the finalized snapshot, its size, then the temporary disk and snapshot go', async () => {
    await createDisk('upload', 2 * GiB, 2048)
    await start()
    await write(0, bytes(512 * KiB))
    await stop()
    await finalize({ snapshot_name: 'upload-snap' })
    const snapshot = (await call('GET', `/v1/snapshots/upload-snap${P}`)).body
    const res = await checked('POST', `/v1/images${P}`, '/v1/images', {
      name: 'uploaded',
      description: 'from a file',
      os: 'debian',
      version: '12',
      source: { type: 'snapshot', id: snapshot.id },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ name: 'uploaded', size: 2 * GiB, block_size: 2048, os: 'debian', version: '12' })
    expect((await checked('DELETE', `/v1/disks/upload${P}`, '/v1/disks/{disk}')).status).toBe(204)
    expect((await checked('DELETE', `/v1/snapshots/upload-snap${P}`, '/v1/snapshots/{snapshot}')).status).toBe(204)
    const images = (await checked('GET', `/v1/images${P}&limit=100`, '/v1/images')).body
    expect(images.items.find((i: { name: string }) => i.name === 'uploaded')).toMatchObject({ size: 2 * GiB })
  })

  test('the disk can be addressed by id without a project', async () => {
    const disk = (await createDisk()).body
    expect((await call('POST', `/v1/disks/${disk.id}/bulk-write-start`)).status).toBe(204)
    expect(
      (await call('POST', `/v1/disks/${disk.id}/bulk-write`, { offset: 0, base64_encoded_data: bytes(512) })).status,
    ).toBe(204)
    expect((await call('POST', `/v1/disks/${disk.id}/bulk-write-stop`)).status).toBe(204)
    expect((await call('POST', `/v1/disks/${disk.id}/finalize`, {})).status).toBe(204)
  })
})

describe('out of order', () => {
  const refused = (res: Result, message: string) => {
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error_code: 'InvalidRequest', message })
  }

  test('writes before start, and after stop, are refused', async () => {
    await createDisk()
    refused(await write(0, bytes(512)), 'cannot import blocks with a bulk write for disk in state ImportReady')
    await start()
    await stop()
    refused(await write(0, bytes(512)), 'cannot import blocks with a bulk write for disk in state ImportReady')
  })

  test('start twice, and stop before start, are refused', async () => {
    await createDisk()
    refused(await stop(), 'cannot set disk in state ImportReady to "import_ready"')
    await start()
    refused(await start(), 'cannot set disk in state ImportingFromBulkWrites to "importing_from_bulk_writes"')
  })

  test('finalize while importing is refused; the disk stays importing', async () => {
    await createDisk()
    await start()
    refused(await finalize({ snapshot_name: 'x' }), 'cannot finalize disk in state ImportingFromBulkWrites')
    expect(await diskState()).toBe('importing_from_bulk_writes')
    expect((await call('GET', `/v1/snapshots/x${P}`)).status).toBe(404)
  })

  test('nothing after finalize: the disk is an ordinary detached disk', async () => {
    await createDisk()
    await finalize()
    refused(await start(), 'cannot set disk in state Detached to "importing_from_bulk_writes"')
    refused(await write(0, bytes(512)), 'cannot import blocks with a bulk write for disk in state Detached')
    refused(await stop(), 'cannot set disk in state Detached to "import_ready"')
    refused(await finalize(), 'cannot finalize disk in state Detached')
  })

  test('disks not made for import are refused', async () => {
    refused(await start('disk-3'), 'cannot set disk in state Detached to "importing_from_bulk_writes"')
    const attached = await start('disk-1')
    expect(attached.body.message).toMatch(
      /^cannot set disk in state Attached\([0-9a-f-]{36}\) to "importing_from_bulk_writes"$/,
    )
  })

  test('an importing disk cannot be deleted until it is stopped and finalized', async () => {
    await createDisk()
    await start()
    expect((await call('DELETE', `/v1/disks/upload${P}`)).status).toBe(400)
    await stop()
    expect((await call('DELETE', `/v1/disks/upload${P}`)).status).toBe(400)
    await finalize()
    expect((await call('DELETE', `/v1/disks/upload${P}`)).status).toBe(204)
  })

  test('a taken snapshot name fails finalize and leaves the disk import_ready', async () => {
    await createDisk()
    const res = await finalize({ snapshot_name: 'snapshot-1' })
    expect(res.body).toMatchObject({
      error_code: 'ObjectAlreadyExists',
      message: 'already exists: snapshot "snapshot-1"',
    })
    expect(await diskState()).toBe('import_ready')
  })
})

describe('what a bulk write must be', () => {
  const refusedWith = async (offset: number, data: string, message: string) => {
    const res = await write(offset, data)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
  }

  test('at most 512 KiB', async () => {
    await createDisk()
    await start()
    await refusedWith(
      0,
      bytes(512 * KiB + 512),
      'Invalid number of blocks: data len 524800 over max chunk size 524288!',
    )
    expect((await write(0, bytes(512 * KiB))).status).toBe(204)
  })

  test('at an offset that is a multiple of 512', async () => {
    await createDisk()
    await start()
    await refusedWith(100, bytes(512), 'offset 100 is not a multiple of 512')
  })

  test('inside the disk', async () => {
    await createDisk()
    await start()
    await refusedWith(GiB, bytes(512), `write of 512 bytes at offset ${GiB} is past the end of the disk (${GiB} bytes)`)
    await refusedWith(
      GiB - 512,
      bytes(1024),
      `write of 1024 bytes at offset ${GiB - 512} is past the end of the disk (${GiB} bytes)`,
    )
  })

  test('valid, padded base64', async () => {
    const disk = (await createDisk()).body
    await start()
    await refusedWith(0, 'AAA!', 'error base64 decoding data: Invalid symbol 33, offset 3.')
    await refusedWith(0, 'AAAAA', 'error base64 decoding data: Invalid input length.')
    await refusedWith(0, 'AAAAAA', 'error base64 decoding data: Invalid padding')
    expect(importProgress(disk.id).writes).toBe(0)
  })

  test('a body without its fields is Dropshot’s 400', async () => {
    await createDisk()
    await start()
    const res = await call('POST', `/v1/disks/upload/bulk-write${P}`, { offset: 0 })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('unable to parse JSON body: missing field `base64_encoded_data`')
    expect(responseErrors('/v1/disks/{disk}/bulk-write', 'post', 400, res.body)).toEqual([])
  })

  test('a disk that does not exist is a 404', async () => {
    const res = await checked('POST', `/v1/disks/nope/bulk-write-start${P}`, '/v1/disks/{disk}/bulk-write-start')
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('not found: disk with name "nope"')
  })
})
