import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, queryClient } from '~/api'
import { accessScope, accessTarget, ownLastAdmin } from '~/machines/access/access'
import { reads } from '../reads'

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('the Access page', () => {
  it('is the project’s when the URL names one, else the silo’s, and says so in its dialogs', () => {
    expect(accessScope({ project: 'p1' })).toEqual({ kind: 'project', project: 'p1' })
    expect(accessScope({})).toEqual({ kind: 'silo' })
    expect(accessTarget({ kind: 'silo' })).toBe('the silo')
    expect(accessTarget({ kind: 'project', project: 'p1' })).toBe('project p1')
  })

  it('counts the user’s groups, read as it asks', async () => {
    // The admin role is the group's: the user's own last admin role through it.
    reads((path) => (path === '/v1/me/groups' ? { items: [{ id: 'g1' }] } : { roleAssignments: [{ identityId: 'g1', identityType: 'silo_group', roleName: 'admin' }] }))
    expect(await ownLastAdmin({ kind: 'silo' }, { id: 'u1' }, 'g1')).toBe(true)
  })

  it('warns about the user’s own last admin role, and not when the policy cannot be read', async () => {
    const me = { id: 'u1' }
    reads((path) => (path === '/v1/me/groups' ? { items: [] } : { roleAssignments: [{ identityId: 'u1', identityType: 'silo_user', roleName: 'admin' }] }))
    expect(await ownLastAdmin({ kind: 'silo' }, me, 'u1')).toBe(true)
    vi.restoreAllMocks()
    queryClient.clear()
    reads(() => {
      throw new ApiError({ type: 'error', message: 'no', statusCode: 500 })
    })
    expect(await ownLastAdmin({ kind: 'silo' }, me, 'u1')).toBe(false)
  })
})
