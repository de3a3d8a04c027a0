// Anti-affinity groups: create, rename, delete, and members; affinity groups
// are read-only.
import { describe, expect, test } from 'vitest'
import { childId } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'

withFreshServer({ transitionMs: 'manual' })

const P = '?project=mock-project'
const G = '/v1/anti-affinity-groups'
const memberNames = async (group: string) =>
  (await call('GET', `${G}/${group}/members${P}`)).body.items.map((m: { value: { name: string } }) => m.value.name)

describe('anti-affinity groups', () => {
  test('are created with a policy and failure domain', async () => {
    const res = await call('POST', `${G}${P}`, { name: 'spread', description: 'd', policy: 'fail', failure_domain: 'sled' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ name: 'spread', policy: 'fail', failure_domain: 'sled' })
    expect(await memberNames('spread')).toEqual([])
  })

  test.each([
    [{ name: 'set-apart', description: '', policy: 'allow', failure_domain: 'sled' }, 'already exists: anti-affinity-group "set-apart"'],
    [{ name: 'x', description: '', policy: 'maybe', failure_domain: 'sled' }, 'unable to parse JSON body: policy: unknown variant `maybe`, expected one of `allow`, `fail`'],
    [{ name: 'x', description: '', policy: 'allow' }, 'unable to parse JSON body: missing field `failure_domain`'],
  ])('refuse %j', async (body, message) => {
    const res = await call('POST', `${G}${P}`, body)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
  })

  test('are renamed, and a taken name is refused', async () => {
    const res = await call('PUT', `${G}/empty-group${P}`, { name: 'still-empty', description: 'new' })
    expect(res.body).toMatchObject({ name: 'still-empty', description: 'new' })
    expect((await call('PUT', `${G}/still-empty${P}`, { name: 'set-apart' })).body.message).toBe(
      'already exists: anti-affinity-group "set-apart"',
    )
  })

  test('are deleted with their memberships', async () => {
    expect((await call('DELETE', `${G}/romulus-remus${P}`)).status).toBe(204)
    expect((await call('GET', `${G}/romulus-remus${P}`)).status).toBe(404)
    expect((await call('GET', `/v1/instances/web-1/anti-affinity-groups${P}`)).body.items).toEqual([])
  })
})

describe('anti-affinity group members', () => {
  const add = (group: string, instance: string) => call('POST', `${G}/${group}/members/instance/${instance}${P}`)
  const remove = (group: string, instance: string) => call('DELETE', `${G}/${group}/members/instance/${instance}${P}`)

  test('a stopped instance joins: 201 with the member', async () => {
    const res = await add('empty-group', 'analytics')
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      type: 'instance',
      value: { id: childId('instance', 'mock-project', 'analytics'), name: 'analytics', run_state: 'stopped' },
    })
    expect(await memberNames('empty-group')).toEqual(['analytics'])
    const groups = (await call('GET', `/v1/instances/analytics/anti-affinity-groups${P}`)).body.items
    expect(groups.map((g: { name: string }) => g.name)).toEqual(['empty-group', 'set-apart'])
  })

  test('a failed one or one still being created joins too: neither holds a sled', async () => {
    expect((await add('empty-group', 'broken')).status).toBe(201)
    expect((await add('empty-group', 'build-runner')).status).toBe(201)
  })

  test.each(['db1', 'cache-1', 'batch-1'])('%s, which has a VMM, is refused', async (instance) => {
    const res = await add('empty-group', instance)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'Instance cannot be added to anti-affinity group with reservation',
    })
  })

  test('joining twice is refused', async () => {
    await add('empty-group', 'analytics')
    const res = await add('empty-group', 'analytics')
    expect(res.body).toMatchObject({
      error_code: 'ObjectAlreadyExists',
      message: `already exists: anti-affinity-group-member "${childId('instance', 'mock-project', 'analytics')}"`,
    })
  })

  test('members leave, running or not; one not in the group is not found', async () => {
    expect((await remove('romulus-remus', 'web-1')).status).toBe(204)
    expect(await memberNames('romulus-remus')).toEqual(['web-2'])
    const res = await remove('romulus-remus', 'web-1')
    expect(res.status).toBe(404)
    expect(res.body.message).toBe(`not found: anti-affinity-group-member with id "${childId('instance', 'mock-project', 'web-1')}"`)
  })
})

describe('affinity groups', () => {
  test('are listed with their members, and per instance', async () => {
    const groups = (await call('GET', `/v1/affinity-groups${P}`)).body.items
    expect(groups.map((g: { name: string }) => g.name)).toEqual(['close-together'])
    const members = (await call('GET', `/v1/affinity-groups/close-together/members${P}`)).body.items
    expect(members.map((m: { value: { name: string } }) => m.value.name).sort()).toEqual(['api-1', 'cache-1'])
    const mine = (await call('GET', `/v1/instances/api-1/affinity-groups${P}`)).body.items
    expect(mine.map((g: { name: string }) => g.name)).toEqual(['close-together'])
    expect((await call('GET', `/v1/affinity-groups/close-together/members/instance/db1${P}`)).status).toBe(404)
  })
})
