// Who may do what, by role (spec §6, after Nexus's authz policy).
import { describe, expect, test } from 'vitest'
import { actAs } from '../../../mirage'
import { ids } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'

withFreshServer()

const names = (res: { body: { items: { name: string }[] } }) => res.body.items.map((i) => i.name)
const forbidden = { error_code: 'Forbidden', message: 'Forbidden' }

describe('a user with no groups and no role (edsger-dijkstra)', () => {
  test('may not list projects: 403, as Nexus answers without silo viewer', async () => {
    actAs(ids.user.edsger)
    const res = await call('GET', '/v1/projects')
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject(forbidden)
  })

  test('still reads who they are, their (no) groups, and the silo users', async () => {
    actAs(ids.user.edsger)
    expect((await call('GET', '/v1/me')).body.display_name).toBe('Edsger Dijkstra')
    expect((await call('GET', '/v1/me/groups')).body.items).toEqual([])
    expect((await call('GET', '/v1/users')).status).toBe(200)
    expect((await call('GET', '/v1/policy')).status).toBe(200)
  })

  test('does not see into projects: 404, not 403', async () => {
    actAs(ids.user.edsger)
    expect((await call('GET', '/v1/projects/mock-project')).status).toBe(404)
  })
})

describe('a viewer on one project only (katherine-johnson)', () => {
  test('cannot create a project', async () => {
    actAs(ids.user.katherine)
    const res = await call('POST', '/v1/projects', { name: 'mine', description: '' })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject(forbidden)
  })

  test('cannot list projects without a silo role', async () => {
    actAs(ids.user.katherine)
    expect((await call('GET', '/v1/projects')).status).toBe(403)
  })

  test('reads her project and what is in it, but not other projects', async () => {
    actAs(ids.user.katherine)
    expect((await call('GET', '/v1/projects/mock-project')).status).toBe(200)
    expect((await call('GET', '/v1/instances?project=mock-project')).status).toBe(200)
    expect((await call('GET', '/v1/projects/other-project')).status).toBe(404)
  })

  test('may not change her project', async () => {
    actAs(ids.user.katherine)
    expect((await call('PUT', '/v1/projects/mock-project', { description: 'x' })).status).toBe(403)
    expect((await call('DELETE', '/v1/projects/mock-project')).status).toBe(403)
    expect((await call('PUT', '/v1/projects/mock-project/policy', { role_assignments: [] })).status).toBe(403)
  })
})

describe('a silo viewer through a group (margaret-hamilton)', () => {
  test('lists the silo projects but cannot create one', async () => {
    actAs(ids.user.margaret)
    expect(names(await call('GET', '/v1/projects'))).toEqual(['empty-project', 'mock-project', 'other-project'])
    expect((await call('POST', '/v1/projects', { name: 'mine', description: '' })).status).toBe(403)
  })
})

describe('a silo collaborator (alan-turing)', () => {
  test('creates projects and administers those in the silo', async () => {
    actAs(ids.user.alan)
    expect((await call('POST', '/v1/projects', { name: 'mine', description: '' })).status).toBe(201)
    expect((await call('PUT', '/v1/projects/other-project', { description: 'mine now' })).status).toBe(200)
    expect((await call('DELETE', '/v1/projects/empty-project')).status).toBe(204)
  })

  test('may not edit the silo policy or read the system', async () => {
    actAs(ids.user.alan)
    expect((await call('PUT', '/v1/policy', { role_assignments: [] })).status).toBe(403)
    expect((await call('GET', '/v1/system/policy')).status).toBe(403)
    expect((await call('GET', '/v1/system/silos')).status).toBe(403)
  })
})

describe('a fleet viewer (grace-hopper)', () => {
  test('reads the system but may not change its policy', async () => {
    actAs(ids.user.grace)
    expect((await call('GET', '/v1/system/silos')).status).toBe(200)
    expect((await call('GET', '/v1/system/policy')).status).toBe(200)
    expect((await call('GET', '/v1/system/hardware/sleds')).status).toBe(200)
    expect((await call('PUT', '/v1/system/policy', { role_assignments: [] })).status).toBe(403)
  })

  test('as collaborator on other-project, edits what is in it but not the project', async () => {
    actAs(ids.user.grace)
    expect((await call('GET', '/v1/instances?project=other-project')).status).toBe(200)
    expect((await call('PUT', '/v1/projects/other-project', { description: 'x' })).status).toBe(403)
  })
})

describe('the fleet admin (ada-lovelace)', () => {
  test('writes the system policy and the silo policy', async () => {
    const mine = { identity_id: ids.user.ada, identity_type: 'silo_user', role_name: 'admin' }
    expect((await call('PUT', '/v1/system/policy', { role_assignments: [mine] })).status).toBe(200)
    expect((await call('PUT', '/v1/policy', { role_assignments: [mine] })).status).toBe(200)
  })

  test('sees another silo, and a non-discoverable one only by id', async () => {
    expect((await call('GET', '/v1/system/silos/myriad')).status).toBe(200)
    expect(names(await call('GET', '/v1/system/silos'))).toEqual(['maze-war', 'myriad'])
    expect((await call('GET', `/v1/system/silos/${ids.silo.thrax}`)).body.name).toBe('thrax')
  })
})

describe('silos keep to themselves', () => {
  test("a user of another silo sees only that silo's projects", async () => {
    actAs(ids.user.claude)
    expect(names(await call('GET', '/v1/projects'))).toEqual(['myriad-research'])
    expect((await call('GET', '/v1/projects/mock-project')).status).toBe(404)
  })

  test('everyone reads their own silo; another is not found without a fleet role', async () => {
    actAs(ids.user.edsger)
    expect((await call('GET', '/v1/system/silos/maze-war')).status).toBe(200)
    expect((await call('GET', '/v1/system/silos/myriad')).status).toBe(404)
  })
})

describe('a role granted at run time takes effect at once', () => {
  test('making edsger a silo viewer lets him list projects', async () => {
    const current = (await call('GET', '/v1/policy')).body.role_assignments
    const grant = { identity_id: ids.user.edsger, identity_type: 'silo_user', role_name: 'viewer' }
    await call('PUT', '/v1/policy', { role_assignments: [...current, grant] })
    actAs(ids.user.edsger)
    expect((await call('GET', '/v1/projects')).status).toBe(200)
  })
})

describe('instances and what hangs off them', () => {
  const GiB = 1024 ** 3
  const P = '?project=mock-project'
  const writes: [string, string, Record<string, unknown>?][] = [
    ['POST', `/v1/instances${P}`, { name: 'x', description: '', hostname: 'x', ncpus: 1, memory: GiB }],
    ['PUT', `/v1/instances/analytics${P}`, { ncpus: 1, memory: GiB }],
    ['DELETE', `/v1/instances/analytics${P}`],
    ['POST', `/v1/instances/analytics/start${P}`],
    ['POST', `/v1/instances/db1/stop${P}`],
    ['POST', `/v1/instances/db1/reboot${P}`],
    ['POST', `/v1/instances/analytics/disks/attach${P}`, { disk: 'disk-3' }],
    ['POST', `/v1/instances/analytics/disks/detach${P}`, { disk: 'analytics-boot' }],
    ['POST', `/v1/instances/analytics/external-ips/ephemeral${P}`, {}],
    ['DELETE', `/v1/instances/analytics/external-ips/ephemeral${P}`],
    ['POST', `/v1/disks${P}`, { name: 'x', description: '', size: GiB, disk_source: { type: 'blank', block_size: 512 } }],
    ['DELETE', `/v1/disks/disk-3${P}`],
    ['POST', `/v1/snapshots${P}`, { name: 'x', description: '', disk: 'disk-3' }],
    ['POST', `/v1/floating-ips${P}`, { name: 'x', description: '' }],
    ['POST', `/v1/floating-ips/cola-float/attach${P}`, { kind: 'instance', parent: 'analytics' }],
    ['DELETE', `/v1/floating-ips/cola-float${P}`],
    ['POST', `/v1/network-interfaces${P}&instance=analytics`, { name: 'x', description: '', vpc_name: 'mock-vpc', subnet_name: 'mock-subnet' }],
    ['DELETE', `/v1/network-interfaces/nic0${P}&instance=analytics`],
    ['POST', `/v1/anti-affinity-groups${P}`, { name: 'x', description: '', policy: 'allow', failure_domain: 'sled' }],
    ['POST', `/v1/anti-affinity-groups/empty-group/members/instance/analytics${P}`],
    ['DELETE', `/v1/anti-affinity-groups/romulus-remus${P}`],
  ]

  test.each(writes)('a project viewer gets 403 for %s %s, and nothing changes', async (method, url, body) => {
    actAs(ids.user.katherine)
    const res = await call(method, url, body)
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject(forbidden)
    expect((await call('GET', `/v1/instances/analytics${P}`)).body.run_state).toBe('stopped')
  })

  test('a project viewer still reads instances and their parts', async () => {
    actAs(ids.user.katherine)
    for (const url of [
      `/v1/instances/db1${P}`,
      `/v1/instances/db1/disks${P}`,
      `/v1/instances/db1/external-ips${P}`,
      `/v1/instances/db1/ssh-public-keys${P}`,
      `/v1/network-interfaces${P}&instance=db1`,
    ]) {
      expect((await call('GET', url)).status).toBe(200)
    }
  })

  test('a collaborator on one project creates and starts instances there, and is refused in another', async () => {
    actAs(ids.user.grace)
    const body = { name: 'mine', description: '', hostname: 'mine', ncpus: 1, memory: GiB }
    expect((await call('POST', '/v1/instances?project=other-project', body)).status).toBe(201)
    expect((await call('POST', '/v1/instances/other-2/start?project=other-project')).status).toBe(202)
    expect((await call('POST', `/v1/instances${P}`, body)).status).toBe(403)
  })

  test('a silo collaborator administers every project, so may write in it', async () => {
    actAs(ids.user.alan)
    expect((await call('POST', `/v1/instances/analytics/start${P}`)).status).toBe(202)
  })

  test('someone who cannot see the project gets 404, not 403', async () => {
    actAs(ids.user.edsger)
    expect((await call('POST', `/v1/instances/analytics/start${P}`)).status).toBe(404)
  })
})
