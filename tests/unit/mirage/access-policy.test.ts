// The silo and project policies as the access pages use them (spec §6, §7):
// stored and replaced whole, checked like Nexus checks a body, guarded by
// role; and the silo's users and groups they name, paged.
import { describe, expect, test } from 'vitest'
import { actAs } from '../../../mirage'
import { ids } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'

withFreshServer()

const forbidden = { error_code: 'Forbidden', message: 'Forbidden' }
const user = (id: string, role_name: string) => ({ identity_id: id, identity_type: 'silo_user', role_name })
const group = (id: string, role_name: string) => ({ identity_id: id, identity_type: 'silo_group', role_name })
const GiB = 1024 ** 3

describe('policies are stored and replaced whole', () => {
  test('a silo policy PUT is what the next GET reads', async () => {
    const before = (await call('GET', '/v1/policy')).body.role_assignments
    const next = [...before, group(ids.group.realEstateDevs, 'collaborator')]
    const res = await call('PUT', '/v1/policy', { role_assignments: next })
    expect(res.status).toBe(200)
    expect((await call('GET', '/v1/policy')).body.role_assignments).toEqual(next)
  })

  test('a project policy keeps to its project', async () => {
    const res = await call('PUT', '/v1/projects/mock-project/policy', { role_assignments: [group(ids.group.webDevs, 'viewer')] })
    expect(res.status).toBe(200)
    expect((await call('GET', '/v1/projects/mock-project/policy')).body.role_assignments).toEqual([group(ids.group.webDevs, 'viewer')])
    expect((await call('GET', '/v1/projects/other-project/policy')).body.role_assignments).toEqual([user(ids.user.grace, 'collaborator')])
  })
})

describe('a PUT body is checked as Nexus checks it', () => {
  const put = (role_assignments: unknown[]) => call('PUT', '/v1/projects/mock-project/policy', { role_assignments })

  test.each([
    [[user(ids.user.alan, 'owner')], 'unable to parse JSON body: role_assignments[0].role_name: unknown variant `owner`, expected one of `admin`, `collaborator`, `viewer`'],
    [[{ ...user(ids.user.alan, 'viewer'), identity_type: 'silo_robot' }], 'unable to parse JSON body: role_assignments[0].identity_type: unknown variant `silo_robot`, expected one of `silo_user`, `silo_group`'],
    [[{ identity_id: 'alan', identity_type: 'silo_user', role_name: 'viewer' }], 'unable to parse JSON body: role_assignments[0].identity_id: UUID parsing failed'],
  ])('%j is refused: %s', async (body, message) => {
    const res = await put(body)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
  })

  test('an identity listed twice is refused, and nothing changes', async () => {
    const before = (await call('GET', '/v1/projects/mock-project/policy')).body
    const res = await put([user(ids.user.alan, 'viewer'), user(ids.user.alan, 'admin')])
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      error_code: 'InvalidValue',
      message: `unsupported value for "role_assignments": identity ${ids.user.alan} is assigned more than one role`,
    })
    expect((await call('GET', '/v1/projects/mock-project/policy')).body).toEqual(before)
  })

  test('users and groups must be of the silo: another silo’s is not found', async () => {
    const res = await put([user(ids.user.claude, 'viewer')])
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ error_code: 'ObjectNotFound', message: `not found: silo-user with id "${ids.user.claude}"` })
    const missing = await call('PUT', '/v1/policy', { role_assignments: [group(ids.user.alan, 'viewer')] })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe(`not found: silo-group with id "${ids.user.alan}"`)
  })
})

describe('who may change a policy', () => {
  test('a silo collaborator may not change the silo policy', async () => {
    actAs(ids.user.alan)
    const res = await call('PUT', '/v1/policy', { role_assignments: [user(ids.user.alan, 'admin')] })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject(forbidden)
  })

  test('a project collaborator may not change the project policy, but reads it', async () => {
    actAs(ids.user.grace)
    expect((await call('GET', '/v1/projects/other-project/policy')).status).toBe(200)
    const res = await call('PUT', '/v1/projects/other-project/policy', { role_assignments: [user(ids.user.grace, 'admin')] })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject(forbidden)
  })

  test('a role given through the policy takes effect at once: a group made project admin may change it', async () => {
    await call('PUT', '/v1/projects/other-project/policy', { role_assignments: [group(ids.group.webDevs, 'admin')] })
    actAs(ids.user.grace)
    const res = await call('PUT', '/v1/projects/other-project/policy', { role_assignments: [group(ids.group.webDevs, 'admin')] })
    expect(res.status).toBe(200)
  })
})

describe('a silo viewer (margaret-hamilton) changes nothing', () => {
  test.each([
    ['POST', '/v1/projects', { name: 'mine', description: '' }],
    ['DELETE', '/v1/projects/empty-project'],
    ['POST', '/v1/instances?project=mock-project', { name: 'x', description: '', hostname: 'x', ncpus: 1, memory: GiB }],
    ['DELETE', '/v1/instances/analytics?project=mock-project'],
  ] as const)('%s %s → 403', async (method, url, body?: Record<string, unknown>) => {
    actAs(ids.user.margaret)
    const res = await call(method, url, body)
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject(forbidden)
  })
})

describe('the silo’s users and groups', () => {
  test('are paged, and every user and group of the silo is reached', async () => {
    const first = await call('GET', '/v1/users?limit=4')
    expect(first.body.items).toHaveLength(4)
    const rest = await call('GET', `/v1/users?limit=4&page_token=${first.body.next_page}`)
    const names = [...first.body.items, ...rest.body.items].map((u: { display_name: string }) => u.display_name).sort()
    expect(names).toEqual(['Ada Lovelace', 'Alan Turing', 'Edsger Dijkstra', 'Grace Hopper', 'Katherine Johnson', 'Margaret Hamilton'])
    const groups = await call('GET', '/v1/groups')
    expect(groups.body.items.map((g: { display_name: string }) => g.display_name).sort()).toEqual(['kernel-devs', 'real-estate-devs', 'web-devs'])
  })

  test('a group lists its members', async () => {
    const res = await call('GET', `/v1/users?group=${ids.group.webDevs}`)
    expect(res.body.items.map((u: { display_name: string }) => u.display_name).sort()).toEqual(['Alan Turing', 'Grace Hopper', 'Margaret Hamilton'])
  })
})
