// Disks and snapshots: create and delete, and attaching and detaching disks
// to instances, with Nexus's state rules.
import { describe, expect, test } from 'vitest'
import { childId } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'

withFreshServer({ transitionMs: 'manual' })

const GiB = 1024 ** 3
const P = '?project=mock-project'
const attach = (instance: string, disk: string) => call('POST', `/v1/instances/${instance}/disks/attach${P}`, { disk })
const detach = (instance: string, disk: string) => call('POST', `/v1/instances/${instance}/disks/detach${P}`, { disk })
const diskState = async (disk: string) => (await call('GET', `/v1/disks/${disk}${P}`)).body.state

describe('creating a disk', () => {
  test('blank: detached, with the block size asked for', async () => {
    const res = await call('POST', `/v1/disks${P}`, {
      name: 'scratch',
      description: 'blank',
      size: 4 * GiB,
      disk_source: { type: 'blank', block_size: 2048 },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ name: 'scratch', size: 4 * GiB, block_size: 2048, state: { state: 'detached' }, image_id: null })
  })

  test('from an image: the image block size, and at least the image size', async () => {
    const image = childId('image', 'maze-war', 'debian-12')
    const res = await call('POST', `/v1/disks${P}`, { name: 'deb', description: '', size: 2 * GiB, disk_source: { type: 'image', image_id: image } })
    expect(res.body).toMatchObject({ block_size: 512, image_id: image })
    const small = await call('POST', `/v1/disks${P}`, { name: 'deb2', description: '', size: GiB, disk_source: { type: 'image', image_id: image } })
    expect(small.body.message).toBe(`disk size ${GiB} must be greater than or equal to image size ${2 * GiB}`)
  })

  test('for bulk import: ready to import', async () => {
    const res = await call('POST', `/v1/disks${P}`, { name: 'upload', description: '', size: GiB, disk_source: { type: 'importing_blocks', block_size: 512 } })
    expect(res.body.state).toEqual({ state: 'import_ready' })
  })

  test('a snapshot still being created cannot be a source', async () => {
    const snap = childId('snapshot', 'mock-project', 'snapshot-3')
    const res = await call('POST', `/v1/disks${P}`, { name: 'x', description: '', size: 100 * GiB, disk_source: { type: 'snapshot', snapshot_id: snap } })
    expect(res.status).toBe(400)
  })

  test('a taken name is refused', async () => {
    const res = await call('POST', `/v1/disks${P}`, { name: 'disk-1', description: '', size: GiB, disk_source: { type: 'blank', block_size: 512 } })
    expect(res.body).toMatchObject({ error_code: 'ObjectAlreadyExists', message: 'already exists: disk "disk-1"' })
  })
})

describe('deleting a disk', () => {
  test.each(['disk-3', 'disk-faulted'])('%s can go', async (disk) => {
    expect((await call('DELETE', `/v1/disks/${disk}${P}`)).status).toBe(204)
    expect((await call('GET', `/v1/disks/${disk}${P}`)).status).toBe(404)
  })

  test.each([
    ['disk-1', 'attached'],
    ['disk-creating', 'creating'],
    ['disk-import-ready', 'import_ready'],
  ])('%s cannot: it is %s', async (disk, state) => {
    const res = await call('DELETE', `/v1/disks/${disk}${P}`)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error_code: 'InvalidRequest', message: `disk cannot be deleted in state "${state}"` })
  })
})

describe('snapshots', () => {
  test('of an attached or detached disk: ready at once, the size of the disk', async () => {
    const res = await call('POST', `/v1/snapshots${P}`, { name: 'snap', description: '', disk: 'disk-2' })
    expect(res.status).toBe(201)
    const disk = (await call('GET', `/v1/disks/disk-2${P}`)).body
    expect(res.body).toMatchObject({ name: 'snap', state: 'ready', disk_id: disk.id, size: disk.size })
    expect((await call('POST', `/v1/snapshots${P}`, { name: 'snap-3', description: '', disk: 'disk-3' })).status).toBe(201)
  })

  test('of a disk in another state: refused', async () => {
    const res = await call('POST', `/v1/snapshots${P}`, { name: 'snap', description: '', disk: 'disk-faulted' })
    expect(res.body.message).toBe('disk "disk-faulted" cannot be snapshotted in state "faulted"')
  })

  test('a taken name is refused; a snapshot can be deleted', async () => {
    const res = await call('POST', `/v1/snapshots${P}`, { name: 'snapshot-1', description: '', disk: 'disk-3' })
    expect(res.body.message).toBe('already exists: snapshot "snapshot-1"')
    expect((await call('DELETE', `/v1/snapshots/snapshot-1${P}`)).status).toBe(204)
  })
})

describe('attaching a disk', () => {
  test('to a stopped instance: 202 and attached', async () => {
    const res = await attach('analytics', 'disk-3')
    expect(res.status).toBe(202)
    expect(res.body.state).toEqual({ state: 'attached', instance: childId('instance', 'mock-project', 'analytics') })
    expect((await call('GET', `/v1/instances/analytics/disks${P}`)).body.items.map((d: { name: string }) => d.name)).toContain('disk-3')
  })

  test('again is fine', async () => {
    await attach('analytics', 'disk-3')
    expect((await attach('analytics', 'disk-3')).status).toBe(202)
  })

  test('by id needs no project', async () => {
    const id = childId('disk', 'mock-project', 'disk-3')
    expect((await attach('analytics', id)).status).toBe(202)
  })

  test.each([
    ['db1', 'disk-3', 'cannot attach disk: instance is not fully stopped'],
    ['broken', 'disk-3', 'cannot attach disk to instance in failed state'],
    ['analytics', 'disk-2', 'cannot attach disk "disk-2": disk is attached to another instance'],
    ['analytics', 'disk-maintenance', 'cannot attach disk "disk-maintenance": invalid state maintenance'],
  ])('to %s, %s: refused', async (instance, disk, message) => {
    const res = await attach(instance, disk)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error_code: 'InvalidRequest', message })
  })

  test('a 13th disk is refused', async () => {
    for (let i = 0; i < 11; i++) {
      const made = await call('POST', `/v1/disks${P}`, { name: `d${i}`, description: '', size: GiB, disk_source: { type: 'blank', block_size: 512 } })
      expect(made.status).toBe(201)
      expect((await attach('analytics', `d${i}`)).status).toBe(202)
    }
    expect((await attach('analytics', 'disk-3')).body.message).toBe('cannot attach more than 12 disks to instance')
  })
})

describe('detaching a disk', () => {
  test('from a stopped instance: 202 and detached', async () => {
    await attach('analytics', 'disk-3')
    const res = await detach('analytics', 'disk-3')
    expect(res.status).toBe(202)
    expect(await diskState('disk-3')).toEqual({ state: 'detached' })
    expect((await detach('analytics', 'disk-3')).status).toBe(202)
  })

  test('the boot disk: 409, as Nexus answers', async () => {
    const res = await detach('analytics', 'analytics-boot')
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ error_code: 'Conflict', message: 'boot disk cannot be detached' })
  })

  test('from a running instance: refused', async () => {
    const res = await detach('db1', 'disk-2')
    expect(res.body.message).toBe('cannot detach disk: instance is not fully stopped')
    expect(await diskState('disk-2')).toMatchObject({ state: 'attached' })
  })

  test('from the wrong instance, or while attaching: refused', async () => {
    expect((await detach('analytics', 'disk-2')).body.message).toBe('cannot detach disk "disk-2": disk is attached to another instance')
    expect((await detach('cache-1', 'disk-attaching')).body.message).toBe(
      'cannot detach disk "disk-attaching": disk is currently being attached',
    )
  })

  test('a detached disk can then be deleted', async () => {
    await call('PUT', `/v1/instances/analytics${P}`, { ncpus: 8, memory: 32 * GiB })
    expect((await detach('analytics', 'analytics-boot')).status).toBe(202)
    expect((await call('DELETE', `/v1/disks/analytics-boot${P}`)).status).toBe(204)
  })
})
