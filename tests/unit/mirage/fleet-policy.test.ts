// The system (fleet) policy and the built-in users, as the fleet's Access page
// uses them: only a fleet admin changes the policy (403 otherwise), every
// identity it names exists (in any silo), and a fleet role granted at run
// time opens the system at once. Built-in users are Nexus's fixed ones.
import { describe, expect, test } from 'vitest'
import { actAs } from '../../../mirage'
import { ids } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'

withFreshServer()

const forbidden = { error_code: 'Forbidden', message: 'Forbidden' }
const user = (id: string, role_name: string) => ({ identity_id: id, identity_type: 'silo_user', role_name })
const group = (id: string, role_name: string) => ({ identity_id: id, identity_type: 'silo_group', role_name })
const fleet = async () => (await call('GET', '/v1/system/policy')).body.role_assignments as unknown[]

describe('the fleet policy', () => {
  test('a PUT is what the next GET reads; any silo’s users and groups may hold a fleet role', async () => {
    const next = [...(await fleet()), user(ids.user.claude, 'viewer'), group(ids.group.webDevs, 'collaborator')]
    expect((await call('PUT', '/v1/system/policy', { role_assignments: next })).status).toBe(200)
    expect(await fleet()).toEqual(next)
  })

  test('an identity that does not exist is not found, and nothing changes', async () => {
    const before = await fleet()
    const ghost = '5e7d1a5e-0000-4000-8000-000000000bad'
    const res = await call('PUT', '/v1/system/policy', { role_assignments: [...before, user(ghost, 'viewer')] })
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ error_code: 'ObjectNotFound', message: `not found: silo-user with id "${ghost}"` })
    // A user's id given as a group's is no group.
    const wrongType = await call('PUT', '/v1/system/policy', { role_assignments: [group(ids.user.alan, 'viewer')] })
    expect(wrongType.status).toBe(404)
    expect(wrongType.body.message).toBe(`not found: silo-group with id "${ids.user.alan}"`)
    expect(await fleet()).toEqual(before)
  })

  test('a fleet viewer may read it but not change it; a user with no fleet role may do neither', async () => {
    actAs(ids.user.grace)
    // Making herself admin: her viewer assignment replaced.
    const others = (await fleet()).filter((a) => (a as { identity_id: string }).identity_id !== ids.user.grace)
    const res = await call('PUT', '/v1/system/policy', { role_assignments: [...others, user(ids.user.grace, 'admin')] })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject(forbidden)
    actAs(ids.user.alan)
    expect((await call('GET', '/v1/system/policy')).status).toBe(403)
    expect((await call('PUT', '/v1/system/policy', { role_assignments: [] })).status).toBe(403)
  })

  test('a fleet collaborator may not change it either', async () => {
    await call('PUT', '/v1/system/policy', { role_assignments: [...(await fleet()), user(ids.user.alan, 'collaborator')] })
    actAs(ids.user.alan)
    expect((await call('PUT', '/v1/system/policy', { role_assignments: [] })).status).toBe(403)
  })

  test('granting fleet viewer opens the system to that user at once; removing it closes it', async () => {
    const before = await fleet()
    await call('PUT', '/v1/system/policy', { role_assignments: [...before, user(ids.user.edsger, 'viewer')] })
    actAs(ids.user.edsger)
    expect((await call('GET', '/v1/system/policy')).status).toBe(200)
    expect((await call('GET', '/v1/system/silos')).status).toBe(200)
    actAs(ids.user.ada)
    await call('PUT', '/v1/system/policy', { role_assignments: before })
    actAs(ids.user.edsger)
    expect((await call('GET', '/v1/system/policy')).status).toBe(403)
  })
})

describe('built-in users', () => {
  const names = (res: { body: { items: { name: string }[] } }) => res.body.items.map((u) => u.name)

  test('are Nexus’s fixed users, listed by name and paged', async () => {
    const all = await call('GET', '/v1/system/users-builtin')
    expect(all.status).toBe(200)
    expect(names(all)).toEqual(['db-init', 'external-authn', 'external-scim', 'internal-api', 'internal-read', 'saga-recovery', 'service-balancer'])
    expect(all.body.items[0]).toMatchObject({ id: '001de000-05e4-4000-8000-000000000001', description: 'used for seeding initial database data' })
    const first = await call('GET', '/v1/system/users-builtin?limit=3')
    expect(names(first)).toEqual(['db-init', 'external-authn', 'external-scim'])
    const rest = await call('GET', `/v1/system/users-builtin?limit=10&page_token=${first.body.next_page}`)
    expect(names(rest)).toEqual(['internal-api', 'internal-read', 'saga-recovery', 'service-balancer'])
    expect((await call('GET', '/v1/system/users-builtin?sort_by=id_ascending')).status).toBe(400)
  })

  test('are read by name or id; another is not found', async () => {
    expect((await call('GET', '/v1/system/users-builtin/saga-recovery')).body.id).toBe('001de000-05e4-4000-8000-000000003a8a')
    expect((await call('GET', '/v1/system/users-builtin/001de000-05e4-4000-8000-000000003a8a')).body.name).toBe('saga-recovery')
    const missing = await call('GET', '/v1/system/users-builtin/root')
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('not found: user-builtin with name "root"')
  })

  test('are for fleet viewers only', async () => {
    actAs(ids.user.grace)
    expect((await call('GET', '/v1/system/users-builtin')).status).toBe(200)
    actAs(ids.user.alan)
    expect((await call('GET', '/v1/system/users-builtin')).status).toBe(403)
    expect((await call('GET', '/v1/system/users-builtin/db-init')).status).toBe(403)
  })
})
