// Removing (or lowering) one's own last admin role is asked about with a
// warning: the check behind it.
import { describe, expect, test } from 'vitest'
import { isOwnLastAdmin, mappedFleetRole, roleThrough, type Me } from '~/machines/access/own-admin.rules'
import type { Policy } from '~/machines/access/policy'

const me: Me = { id: 'me', groupIds: ['ops', 'devs'] }
const a = (identityId: string, roleName: 'admin' | 'collaborator' | 'viewer', identityType: 'silo_user' | 'silo_group' = 'silo_user') => ({
  identityId,
  identityType,
  roleName,
})

describe('the role I hold through a policy', () => {
  test('is the strongest of mine and my groups’', () => {
    expect(roleThrough({ roleAssignments: [a('me', 'viewer'), a('ops', 'collaborator', 'silo_group'), a('x', 'admin')] }, me)).toBe('collaborator')
    expect(roleThrough({ roleAssignments: [a('x', 'admin')] }, me)).toBeUndefined()
  })
})

describe('my own last admin role', () => {
  test('my only admin assignment is my last', () => {
    const policy: Policy = { roleAssignments: [a('me', 'admin'), a('x', 'admin')] }
    expect(isOwnLastAdmin(policy, me, 'me')).toBe(true)
    // Someone else's is not mine.
    expect(isOwnLastAdmin(policy, me, 'x')).toBe(false)
  })

  test('admin through a group counts: removing that group is losing it', () => {
    const policy: Policy = { roleAssignments: [a('ops', 'admin', 'silo_group'), a('me', 'viewer')] }
    expect(isOwnLastAdmin(policy, me, 'ops')).toBe(true)
  })

  test('not the last when another of my assignments is admin too', () => {
    const policy: Policy = { roleAssignments: [a('me', 'admin'), a('devs', 'admin', 'silo_group')] }
    expect(isOwnLastAdmin(policy, me, 'me')).toBe(false)
    expect(isOwnLastAdmin(policy, me, 'devs')).toBe(false)
  })

  test('not the last on a project when the silo makes me admin anyway', () => {
    const policy: Policy = { roleAssignments: [a('me', 'admin')] }
    expect(isOwnLastAdmin(policy, me, 'me', 'admin')).toBe(false)
    expect(isOwnLastAdmin(policy, me, 'me', 'collaborator')).toBe(true)
  })

  test('nothing to lose when I am not admin here', () => {
    const policy: Policy = { roleAssignments: [a('me', 'collaborator')] }
    expect(isOwnLastAdmin(policy, me, 'me')).toBe(false)
  })
})

describe('the fleet role my silo role confers', () => {
  test('what my silo role maps to, and what the roles below it map to', () => {
    expect(mappedFleetRole({ admin: ['admin'] }, 'admin')).toBe('admin')
    expect(mappedFleetRole({ admin: ['admin'] }, 'collaborator')).toBeUndefined()
    // A silo admin holds the viewer role too, so its mapping counts.
    expect(mappedFleetRole({ viewer: ['viewer'] }, 'admin')).toBe('viewer')
    expect(mappedFleetRole({ viewer: ['viewer'], collaborator: ['collaborator'] }, 'collaborator')).toBe('collaborator')
    expect(mappedFleetRole({ admin: ['viewer', 'collaborator'] }, 'admin')).toBe('collaborator')
  })

  test('no silo role or no mapping: nothing', () => {
    expect(mappedFleetRole({ admin: ['admin'] }, undefined)).toBeUndefined()
    expect(mappedFleetRole({}, 'admin')).toBeUndefined()
  })

  test('a fleet admin by the silo’s mapping stays one whatever the fleet policy loses', () => {
    const policy: Policy = { roleAssignments: [a('me', 'admin')] }
    expect(isOwnLastAdmin(policy, me, 'me', mappedFleetRole({ admin: ['admin'] }, 'admin'))).toBe(false)
    expect(isOwnLastAdmin(policy, me, 'me', mappedFleetRole({ admin: ['viewer'] }, 'admin'))).toBe(true)
  })
})
