import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Server } from 'miragejs'
import { makeServer } from '../../../mirage'
import { SCALE, SCALE_PROJECT, scaleDiskInstance, scaleDiskName, scaleInstanceName } from '../../../mirage/seed/scale'
import { call } from './helpers'
import { responseErrors } from './openapi'

type Db = Record<string, { findBy(q: object): Record<string, unknown> }>

// The scale seed writes its rows straight into Mirage's tables (mirage/seed/scale.ts):
// they must look like rows the ORM makes, and the mock must serve them like any other.
describe('scale seed', () => {
  let server: Server
  beforeEach(() => {
    localStorage.setItem('seed', 'scale')
    server = makeServer({ environment: 'test' })
  })
  afterEach(() => {
    server.shutdown()
    localStorage.removeItem('seed')
  })

  it('writes rows with the keys the ORM gives a row', () => {
    const db = server.schema.db as unknown as Db
    const keys = (row: Record<string, unknown>) => Object.keys(row).sort()
    expect(keys(db.projects.findBy({ name: SCALE_PROJECT }))).toEqual(keys(db.projects.findBy({ name: 'mock-project' })))
    expect(keys(db.instances.findBy({ name: scaleInstanceName(0) }))).toEqual(keys(db.instances.findBy({ name: 'db1' })))
    expect(keys(db.disks.findBy({ name: scaleDiskName(1) }))).toEqual(keys(db.disks.findBy({ name: 'disk-1' })))
  })

  it('serves its instances and disks by name, and the attached disks name a real instance', async () => {
    const last = await call('GET', `/v1/instances/${scaleInstanceName(SCALE.instances - 1)}?project=${SCALE_PROJECT}`)
    expect(last.status).toBe(200)
    const disks = await call('GET', `/v1/disks?project=${SCALE_PROJECT}&limit=50`)
    expect(responseErrors('/v1/disks', 'get', 200, disks.body)).toEqual([])
    const attached = disks.body.items.filter((d: { state: { state: string } }) => d.state.state === 'attached')
    expect(attached.map((d: { name: string }) => d.name)).toEqual(
      Array.from({ length: 50 }, (_, i) => i).filter((i) => scaleDiskInstance(i) !== undefined).map(scaleDiskName),
    )
    const instance = await call('GET', `/v1/instances/${attached[0].state.instance}`)
    expect(instance.body.name).toBe(scaleInstanceName(scaleDiskInstance(0)!))
  })

  it('takes writes: a disk of the big project is deleted, an instance created in it', async () => {
    expect((await call('DELETE', `/v1/disks/${scaleDiskName(1)}?project=${SCALE_PROJECT}`)).status).toBe(204)
    const created = await call('POST', `/v1/instances?project=${SCALE_PROJECT}`, {
      name: 'one-more',
      description: '',
      hostname: 'one-more',
      ncpus: 1,
      memory: 1024 ** 3,
      network_interfaces: { type: 'none' },
      external_ips: [],
      disks: [],
      start: false,
    })
    expect(created.status).toBe(201)
    const page = await call('GET', `/v1/instances?project=${SCALE_PROJECT}&limit=50&sort_by=name_descending`)
    expect(page.body.items[0].name).toBe('one-more')
  })
})
