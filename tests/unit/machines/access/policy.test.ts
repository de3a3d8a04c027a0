// The policy read-modify-write (spec §6): assigning replaces the identity's
// assignment, removing drops it; and the write starts from the server's
// policy, not a cached copy, so a change made elsewhere meanwhile survives.
import type { Server } from 'miragejs'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { clearCache } from '~/api'
import { readPolicy, removeRole, assignRole, withoutIdentity, withRole, type Policy } from '~/machines/access/policy'
import { makeServer } from '../../../../mirage'
import { ids } from '../../../../mirage/seed/ids'
import { call } from '../../mirage/helpers'

const u = (id: string, roleName: Policy['roleAssignments'][number]['roleName']) =>
  ({ identityId: id, identityType: 'silo_user', roleName }) as const
const g = (id: string, roleName: Policy['roleAssignments'][number]['roleName']) =>
  ({ identityId: id, identityType: 'silo_group', roleName }) as const

describe('the changes, as pure functions', () => {
  const policy: Policy = { roleAssignments: [u('a', 'admin'), g('g', 'viewer'), u('b', 'viewer')] }

  test('assigning a role to an identity with none adds it', () => {
    expect(withRole(policy, { id: 'c', identityType: 'silo_user' }, 'collaborator').roleAssignments).toEqual([
      ...policy.roleAssignments,
      u('c', 'collaborator'),
    ])
  })

  test('assigning replaces the identity’s assignment: never two roles for one identity', () => {
    const next = withRole(policy, { id: 'g', identityType: 'silo_group' }, 'admin')
    expect(next.roleAssignments.filter((a) => a.identityId === 'g')).toEqual([g('g', 'admin')])
    expect(next.roleAssignments).toHaveLength(3)
    // A policy that somehow holds two for one identity comes out with one.
    const doubled = { roleAssignments: [...policy.roleAssignments, g('g', 'collaborator')] }
    expect(withRole(doubled, { id: 'g', identityType: 'silo_group' }, 'viewer').roleAssignments.filter((a) => a.identityId === 'g')).toEqual([
      g('g', 'viewer'),
    ])
  })

  test('removing drops the identity’s assignment and keeps the rest in order', () => {
    expect(withoutIdentity(policy, 'g').roleAssignments).toEqual([u('a', 'admin'), u('b', 'viewer')])
    expect(withoutIdentity(policy, 'nobody')).toEqual(policy)
  })

  test('the policy given is left as it was', () => {
    const copy = structuredClone(policy)
    withRole(policy, { id: 'a', identityType: 'silo_user' }, 'viewer')
    withoutIdentity(policy, 'a')
    expect(policy).toEqual(copy)
  })
})

describe('against the mock API', () => {
  let server: Server
  beforeEach(() => {
    clearCache()
    server = makeServer({ environment: 'test' })
  })
  afterEach(() => server.shutdown())

  const project = { kind: 'project', project: 'mock-project' } as const
  const roleOf = (p: Policy, id: string) => p.roleAssignments.filter((a) => a.identityId === id).map((a) => a.roleName)

  test('assign, change and remove a group’s project role', async () => {
    let saved = await assignRole(project, { id: ids.group.webDevs, identityType: 'silo_group' }, 'collaborator')
    expect(roleOf(saved, ids.group.webDevs)).toEqual(['collaborator'])
    saved = await assignRole(project, { id: ids.group.webDevs, identityType: 'silo_group' }, 'viewer')
    expect(roleOf(saved, ids.group.webDevs)).toEqual(['viewer'])
    // The seeded assignments stay.
    expect(roleOf(saved, ids.user.katherine)).toEqual(['viewer'])
    saved = await removeRole(project, ids.group.webDevs)
    expect(roleOf(saved, ids.group.webDevs)).toEqual([])
    // What the page reads next (through the cache) is the new policy: the write invalidated it.
    expect(roleOf(await readPolicy(project), ids.group.webDevs)).toEqual([])
  })

  test('a change made elsewhere after the page read the policy is kept', async () => {
    await readPolicy({ kind: 'silo' }) // the page's cached copy
    const other = { identity_id: ids.user.edsger, identity_type: 'silo_user', role_name: 'viewer' }
    const now = (await call('GET', '/v1/policy')).body.role_assignments
    await call('PUT', '/v1/policy', { role_assignments: [...now, other] }) // another tab
    const saved = await assignRole({ kind: 'silo' }, { id: ids.group.realEstateDevs, identityType: 'silo_group' }, 'viewer')
    expect(roleOf(saved, ids.user.edsger)).toEqual(['viewer'])
    expect(roleOf(saved, ids.group.realEstateDevs)).toEqual(['viewer'])
  })
})
