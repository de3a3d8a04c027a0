// Instrumentation probes in the mock, with Nexus's rules and texts: a
// project viewer lists them, a collaborator views, creates and deletes; the
// name is unique in the project, the sled must exist, the pool must be linked
// to the silo; a new probe gets an address from the pool and an interface in
// the project's default subnet.
import { describe, expect, test } from 'vitest'
import { actAs } from '../../../mirage'
import { sledId } from '../../../mirage/seed/hardware'
import { ids } from '../../../mirage/seed/ids'
import { SEEDED_PROBE } from '../../../mirage/seed/probes'
import { call, withFreshServer } from './helpers'
import { responseErrors } from './openapi'

withFreshServer()

const PROBES = '/experimental/v1/probes'
const inProject = (path: string, project = 'mock-project') => `${path}?project=${project}`
const sled = sledId('BRM42220017')
const body = (over: Record<string, unknown> = {}) => ({ name: 'new-probe', description: 'd', sled, ...over })

describe('probes', () => {
  test('the seed: one probe in mock-project, listed and viewed as ProbeInfo', async () => {
    const list = await call('GET', inProject(PROBES))
    expect(list.status).toBe(200)
    expect(responseErrors(PROBES, 'get', 200, list.body)).toEqual([])
    expect(list.body.items.map((p: { name: string }) => p.name)).toEqual([SEEDED_PROBE.name])
    const one = await call('GET', inProject(`${PROBES}/${SEEDED_PROBE.name}`))
    expect(responseErrors(`${PROBES}/{probe}`, 'get', 200, one.body)).toEqual([])
    expect(one.body).toMatchObject({
      name: SEEDED_PROBE.name,
      sled: sledId(SEEDED_PROBE.sledSerial),
      interface: { kind: { type: 'probe', id: one.body.id }, primary: true, subnet: '172.30.0.0/22' },
    })
    expect(one.body.external_ips).toEqual([{ kind: 'ephemeral', ip: expect.any(String), first_port: 0, last_port: 65535 }])
    expect((await call('GET', PROBES)).body.message).toBe('unable to parse query string: missing field `project`')
  })

  test('create, view and delete', async () => {
    const made = await call('POST', inProject(PROBES), body())
    expect(made.status).toBe(201)
    expect(responseErrors(PROBES, 'post', 201, made.body)).toEqual([])
    expect(made.body).toMatchObject({ name: 'new-probe', description: 'd', sled })
    const seeded = (await call('GET', inProject(`${PROBES}/${SEEDED_PROBE.name}`))).body
    const mine = (await call('GET', inProject(`${PROBES}/${made.body.id}`))).body
    // Its own addresses: not the seeded probe's, outside and inside.
    expect(mine.external_ips[0].ip).not.toBe(seeded.external_ips[0].ip)
    expect(mine.interface.ip).not.toBe(seeded.interface.ip)
    expect(mine.interface.mac).not.toBe(seeded.interface.mac)
    expect((await call('DELETE', inProject(`${PROBES}/new-probe`))).status).toBe(204)
    expect((await call('GET', inProject(`${PROBES}/new-probe`))).body).toMatchObject({
      error_code: 'ObjectNotFound',
      message: 'not found: probe with name "new-probe"',
    })
  })

  test("Nexus's refusals: a taken name, a sled that does not exist, a pool not linked to the silo", async () => {
    expect((await call('POST', inProject(PROBES), body({ name: SEEDED_PROBE.name }))).body).toMatchObject({
      error_code: 'ObjectAlreadyExists',
      message: `already exists: probe "${SEEDED_PROBE.name}"`,
    })
    const missing = '00000000-0000-4000-8000-00000000beef'
    const noSled = await call('POST', inProject(PROBES), body({ sled: missing }))
    expect(noSled.status).toBe(404)
    expect(noSled.body.message).toBe(`not found: sled with id "${missing}"`)
    // ip-pool-3 is linked to another silo only.
    const unlinked = await call('POST', inProject(PROBES), body({ ip_pool: 'ip-pool-3' }))
    expect(unlinked.status).toBe(404)
    expect(unlinked.body.message).toBe('not found: ip-pool with name "ip-pool-3"')
    expect((await call('POST', inProject(PROBES), body({ sled: 'not-a-uuid' }))).body.message).toBe(
      'unable to parse JSON body: sled: UUID parsing failed',
    )
    // Nothing was written by any of them.
    expect((await call('GET', inProject(PROBES))).body.items).toHaveLength(1)
  })

  test('a named pool is used; the name may repeat in another project', async () => {
    const made = await call('POST', inProject(PROBES), body({ ip_pool: 'ip-pool-2' }))
    expect(made.status).toBe(201)
    const info = (await call('GET', inProject(`${PROBES}/new-probe`))).body
    expect(info.external_ips[0].ip).toMatch(/^10\.0\.0\./)
    expect((await call('POST', inProject(PROBES, 'other-project'), body())).status).toBe(201)
  })

  test('a project viewer lists but may not view, create or delete (403)', async () => {
    actAs(ids.user.katherine)
    expect((await call('GET', inProject(PROBES))).body.items).toHaveLength(1)
    for (const [method, url, b] of [
      ['GET', inProject(`${PROBES}/${SEEDED_PROBE.name}`)],
      ['POST', inProject(PROBES), body()],
      ['DELETE', inProject(`${PROBES}/${SEEDED_PROBE.name}`)],
    ] as const) {
      const res = await call(method, url, b)
      expect(res.status).toBe(403)
      expect(res.body.message).toBe('Forbidden')
    }
    // A silo collaborator (project admin by inheritance) may.
    actAs(ids.user.alan)
    expect((await call('POST', inProject(PROBES), body())).status).toBe(201)
  })
})
