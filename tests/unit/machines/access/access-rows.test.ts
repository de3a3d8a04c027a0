// The access table's rows: names, the §6 order (users before groups, then by
// name), the silo role a project inherits and the effective (stronger) role.
import { describe, expect, test } from 'vitest'
import type { Group, User } from '~/api'
import { accessRowActions, accessRows, INHERITED_ONLY_REASON, namedRow, pageOfRows, type Directory } from '~/machines/access/access'
import type { Policy } from '~/machines/access/policy'
import { compareIdentities, strongestRole } from '~/machines/access/roles.rules'

const silo = 'silo-1'
const user = (id: string, displayName: string): User => ({ id, displayName, siloId: silo })
const group = (id: string, displayName: string): Group => ({ id, displayName, siloId: silo })
const directory: Directory = {
  users: [user('u-zed', 'zed'), user('u-ada', 'Ada'), user('u-bob', 'bob')],
  groups: [group('g-alpha', 'alpha'), group('g-web', 'web-devs')],
}
const assign = (identityId: string, identityType: 'silo_user' | 'silo_group', roleName: 'admin' | 'collaborator' | 'viewer') => ({
  identityId,
  identityType,
  roleName,
})

describe('silo rows', () => {
  const policy: Policy = {
    roleAssignments: [
      assign('g-web', 'silo_group', 'viewer'),
      assign('u-zed', 'silo_user', 'admin'),
      assign('g-alpha', 'silo_group', 'collaborator'),
      assign('u-ada', 'silo_user', 'viewer'),
    ],
  }

  test('users come before groups, each by name regardless of case', () => {
    expect(accessRows(policy, directory).map((r) => r.name)).toEqual(['Ada', 'zed', 'alpha', 'web-devs'])
  })

  test('each row has its type, display name and role; the effective role is its own', () => {
    expect(accessRows(policy, directory)[1]).toEqual({
      id: 'u-zed',
      identityType: 'silo_user',
      name: 'zed',
      role: 'admin',
      siloRole: undefined,
      effectiveRole: 'admin',
    })
  })

  test('an identity the directory does not know shows its id', () => {
    const rows = accessRows({ roleAssignments: [assign('u-gone', 'silo_user', 'viewer')] }, directory)
    expect(rows[0].name).toBe('u-gone')
  })

  test('read before the directory is in, the rows come unnamed, users before groups (the page names them once it is)', () => {
    const rows = accessRows(policy, undefined)
    expect(rows.map((r) => [r.id, r.name])).toEqual([
      ['u-ada', undefined],
      ['u-zed', undefined],
      ['g-alpha', undefined],
      ['g-web', undefined],
    ])
    expect(namedRow(rows[0], directory).name).toBe('Ada')
    expect(namedRow(rows[0]).name).toBe('u-ada')
  })
})

describe('project rows', () => {
  const project: Policy = {
    roleAssignments: [assign('u-bob', 'silo_user', 'admin'), assign('g-web', 'silo_group', 'viewer'), assign('u-ada', 'silo_user', 'viewer')],
  }
  const siloPolicy: Policy = {
    roleAssignments: [assign('u-ada', 'silo_user', 'collaborator'), assign('u-bob', 'silo_user', 'viewer'), assign('g-alpha', 'silo_group', 'admin')],
  }
  const rows = accessRows(project, directory, siloPolicy)
  const row = (name: string) => rows.find((r) => r.name === name)!

  test('also list who holds a silo role, in §6 order', () => {
    expect(rows.map((r) => r.name)).toEqual(['Ada', 'bob', 'alpha', 'web-devs'])
  })

  test('show the silo role beside the project role, and the stronger as effective', () => {
    expect(row('Ada')).toMatchObject({ role: 'viewer', siloRole: 'collaborator', effectiveRole: 'collaborator' })
    expect(row('bob')).toMatchObject({ role: 'admin', siloRole: 'viewer', effectiveRole: 'admin' })
    expect(row('web-devs')).toMatchObject({ role: 'viewer', siloRole: undefined, effectiveRole: 'viewer' })
    expect(row('alpha')).toMatchObject({ role: undefined, siloRole: 'admin', effectiveRole: 'admin' })
  })

  test('a role inherited only from the silo cannot be changed or removed here', () => {
    expect(accessRowActions(row('alpha'))).toEqual({
      changeRole: { allowed: false, reason: INHERITED_ONLY_REASON },
      remove: { allowed: false, reason: INHERITED_ONLY_REASON },
    })
    expect(accessRowActions(row('Ada'))).toEqual({ changeRole: { allowed: true }, remove: { allowed: true } })
  })
})

describe('roles and order (§6 as data)', () => {
  test('the stronger role wins: admin over collaborator over viewer', () => {
    expect(strongestRole('viewer', 'admin', 'collaborator')).toBe('admin')
    expect(strongestRole('viewer', 'collaborator')).toBe('collaborator')
    expect(strongestRole(undefined, 'viewer', null)).toBe('viewer')
    expect(strongestRole()).toBeUndefined()
  })

  test('a group never sorts before a user, whatever the names', () => {
    const a = { id: '1', identityType: 'silo_group', name: 'aaa' } as const
    const z = { id: '2', identityType: 'silo_user', name: 'zzz' } as const
    expect(compareIdentities(z, a)).toBeLessThan(0)
  })
})

describe('paging rows held in memory', () => {
  const rows = Array.from({ length: 7 }, (_, i) => i)

  test('pages follow one another by offset tokens', () => {
    const first = pageOfRows(rows, { limit: 3 })
    expect(first).toEqual({ items: [0, 1, 2], nextPage: '3' })
    const second = pageOfRows(rows, { limit: 3, pageToken: first.nextPage! })
    expect(second).toEqual({ items: [3, 4, 5], nextPage: '6' })
    expect(pageOfRows(rows, { limit: 3, pageToken: second.nextPage! })).toEqual({ items: [6], nextPage: null })
  })

  test('a nonsense token starts at the top', () => {
    expect(pageOfRows(rows, { limit: 2, pageToken: 'x' }).items).toEqual([0, 1])
  })
})
