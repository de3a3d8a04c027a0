// Affinity and anti-affinity groups: create, rename, delete, and members, with
// the same rules for both kinds, each refused in its own words; every answer
// checked against the API document.
import { describe, expect, test } from 'vitest'
import { childId } from '../../../mirage/seed/ids'
import { Store } from '../../../mirage/store'
import { call, withFreshServer } from './helpers'
import { responseErrors } from './openapi'

const holder = withFreshServer({ transitionMs: 'manual' })

const P = '?project=mock-project'
const A = '/v1/anti-affinity-groups'
const F = '/v1/affinity-groups'
const memberNames = async (base: string, group: string) =>
  (await call('GET', `${base}/${group}/members${P}`)).body.items.map((m: { value: { name: string } }) => m.value.name)
const groupNames = (items: { name: string }[]) => items.map((g) => g.name)

describe('anti-affinity groups', () => {
  test('are created with a policy and failure domain', async () => {
    const res = await call('POST', `${A}${P}`, { name: 'spread', description: 'd', policy: 'fail', failure_domain: 'sled' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ name: 'spread', policy: 'fail', failure_domain: 'sled' })
    expect(await memberNames(A, 'spread')).toEqual([])
  })

  test.each([
    [{ name: 'set-apart', description: '', policy: 'allow', failure_domain: 'sled' }, 'already exists: anti-affinity-group "set-apart"'],
    [{ name: 'x', description: '', policy: 'maybe', failure_domain: 'sled' }, 'unable to parse JSON body: policy: unknown variant `maybe`, expected one of `allow`, `fail`'],
    [{ name: 'x', description: '', policy: 'allow' }, 'unable to parse JSON body: missing field `failure_domain`'],
  ])('refuse %j', async (body, message) => {
    const res = await call('POST', `${A}${P}`, body)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
  })

  test('are renamed, and a taken name is refused', async () => {
    const res = await call('PUT', `${A}/empty-group${P}`, { name: 'still-empty', description: 'new' })
    expect(res.body).toMatchObject({ name: 'still-empty', description: 'new' })
    expect((await call('PUT', `${A}/still-empty${P}`, { name: 'set-apart' })).body.message).toBe(
      'already exists: anti-affinity-group "set-apart"',
    )
  })

  test('are deleted with their memberships', async () => {
    expect((await call('DELETE', `${A}/romulus-remus${P}`)).status).toBe(204)
    expect((await call('GET', `${A}/romulus-remus${P}`)).status).toBe(404)
    expect((await call('GET', `/v1/instances/web-1/anti-affinity-groups${P}`)).body.items).toEqual([])
    expect((await call('GET', `/v1/instances/web-1${P}`)).status).toBe(200)
  })

  test('an id with a project is refused, as Nexus words it', async () => {
    const id = childId('anti-affinity-group', 'mock-project', 'set-apart')
    const res = await call('GET', `${A}/${id}${P}`)
    expect(res.body.message).toBe('when providing anti_affinity_group as an ID, project should not be specified')
    expect((await call('GET', `${A}/${id}`)).body.name).toBe('set-apart')
  })
})

describe('anti-affinity group members', () => {
  const add = (group: string, instance: string) => call('POST', `${A}/${group}/members/instance/${instance}${P}`)
  const remove = (group: string, instance: string) => call('DELETE', `${A}/${group}/members/instance/${instance}${P}`)

  test('a stopped instance joins: 201 with the member', async () => {
    const res = await add('empty-group', 'analytics')
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      type: 'instance',
      value: { id: childId('instance', 'mock-project', 'analytics'), name: 'analytics', run_state: 'stopped' },
    })
    expect(await memberNames(A, 'empty-group')).toEqual(['analytics'])
    const groups = (await call('GET', `/v1/instances/analytics/anti-affinity-groups${P}`)).body.items
    expect(groupNames(groups)).toEqual(['empty-group', 'set-apart'])
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
    expect(await memberNames(A, 'romulus-remus')).toEqual(['web-2'])
    const res = await remove('romulus-remus', 'web-1')
    expect(res.status).toBe(404)
    expect(res.body.message).toBe(`not found: anti-affinity-group-member with id "${childId('instance', 'mock-project', 'web-1')}"`)
  })
})

describe('affinity groups', () => {
  const add = (group: string, instance: string) => call('POST', `${F}/${group}/members/instance/${instance}${P}`)

  test('are listed with their members, and per instance', async () => {
    expect(groupNames((await call('GET', `${F}${P}`)).body.items)).toEqual(['close-together', 'near-storage'])
    expect((await memberNames(F, 'close-together')).sort()).toEqual(['api-1', 'cache-1', 'db1'])
    expect(groupNames((await call('GET', `/v1/instances/api-1/affinity-groups${P}`)).body.items)).toEqual(['close-together'])
    expect((await call('GET', `${F}/close-together/members/instance/web-1${P}`)).body.message).toBe(
      'not found: affinity-group-member with name "web-1"',
    )
  })

  test('are created, renamed and deleted; names are unique per project and kind', async () => {
    const body = { name: 'pair', description: 'd', policy: 'allow', failure_domain: 'sled' }
    const made = await call('POST', `${F}${P}`, body)
    expect(made.status).toBe(201)
    expect(responseErrors('/v1/affinity-groups', 'post', 201, made.body)).toEqual([])
    // An anti-affinity group may have the same name: each kind has its own names.
    expect((await call('POST', `${A}${P}`, body)).status).toBe(201)
    const again = await call('POST', `${F}${P}`, body)
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ error_code: 'ObjectAlreadyExists', message: 'already exists: affinity-group "pair"' })

    const renamed = await call('PUT', `${F}/pair${P}`, { name: 'couple', description: 'renamed' })
    expect(renamed.body).toMatchObject({ name: 'couple', description: 'renamed', policy: 'allow' })
    expect(responseErrors('/v1/affinity-groups/{affinity_group}', 'put', 200, renamed.body)).toEqual([])
    expect((await call('PUT', `${F}/couple${P}`, { name: 'close-together' })).body.message).toBe(
      'already exists: affinity-group "close-together"',
    )

    expect((await call('DELETE', `${F}/couple${P}`)).status).toBe(204)
    expect((await call('GET', `${F}/couple${P}`)).body.message).toBe('not found: affinity-group with name "couple"')
  })

  test('deleting one with members drops the memberships; the instances stay', async () => {
    expect((await call('DELETE', `${F}/close-together${P}`)).status).toBe(204)
    expect((await call('GET', `/v1/instances/db1/affinity-groups${P}`)).body.items).toEqual([])
    expect((await call('GET', `/v1/instances/db1${P}`)).body.run_state).toBe('running')
  })

  test('a stopped instance joins and leaves; a running one is refused in Nexus words', async () => {
    const joined = await add('near-storage', 'legacy-app')
    expect(joined.status).toBe(201)
    expect(responseErrors('/v1/affinity-groups/{affinity_group}/members/instance/{instance}', 'post', 201, joined.body)).toEqual([])
    expect(groupNames((await call('GET', `/v1/instances/legacy-app/affinity-groups${P}`)).body.items)).toEqual(['near-storage'])

    const refused = await add('near-storage', 'web-1')
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'Instance cannot be added to affinity group with reservation',
    })
    expect((await add('near-storage', 'legacy-app')).body.message).toBe(
      `already exists: affinity-group-member "${childId('instance', 'mock-project', 'legacy-app')}"`,
    )

    expect((await call('DELETE', `${F}/near-storage/members/instance/legacy-app${P}`)).status).toBe(204)
    // A running member leaves too.
    expect((await call('DELETE', `${F}/close-together/members/instance/db1${P}`)).status).toBe(204)
    expect(await memberNames(F, 'near-storage')).toEqual([])
  })
})

describe('membership limits', () => {
  test('a group holds at most 32 members', async () => {
    const store = new Store(holder.server.schema)
    const base = store.first('instance', (i) => i.name === 'legacy-app')!
    const fill = Array.from({ length: 32 }, (_, i) => {
      const { id: _id, ...attrs } = base.attrs
      return store.create('instance', { ...attrs, name: `filler-${i}` }).id
    })
    store.first('affinityGroup', (g) => g.name === 'near-storage')!.update({ instanceIds: fill })
    store.first('antiAffinityGroup', (g) => g.name === 'empty-group')!.update({ instanceIds: fill })
    expect((await call('POST', `${F}/near-storage/members/instance/legacy-app${P}`)).body).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'Affinity group already has maximum allowed members (32)',
    })
    expect((await call('POST', `${A}/empty-group/members/instance/legacy-app${P}`)).body.message).toBe(
      'Anti-affinity group already has maximum allowed members (32)',
    )
  })

  test('an instance belongs to at most 16 groups of each kind', async () => {
    for (let i = 0; i < 16; i++) {
      const name = `g${i}`
      await call('POST', `${F}${P}`, { name, description: '', policy: 'allow', failure_domain: 'sled' })
      expect((await call('POST', `${F}/${name}/members/instance/legacy-app${P}`)).status).toBe(201)
    }
    expect((await call('POST', `${F}/near-storage/members/instance/legacy-app${P}`)).body.message).toBe(
      'Instance already belongs to maximum allowed affinity groups (16)',
    )
    // The other kind counts its own.
    expect((await call('POST', `${A}/empty-group/members/instance/legacy-app${P}`)).status).toBe(201)
  })
})
