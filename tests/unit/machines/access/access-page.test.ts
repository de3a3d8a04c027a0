import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, queryClient } from '~/api'
import { accessScope, accessTarget, meOf, ownLastAdmin } from '~/machines/access/access'
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

  it('knows the signed-in user by id and groups', () => {
    expect(meOf({ me: { id: 'u1' }, groups: [{ id: 'g1' }, { id: 'g2' }] })).toEqual({ id: 'u1', groupIds: ['g1', 'g2'] })
    // And by silo, for the fleet roles a silo role confers.
    expect(meOf({ me: { id: 'u1', siloId: 's1' }, groups: [] })).toEqual({ id: 'u1', groupIds: [], siloId: 's1' })
  })

  it('warns about the user’s own last admin role, and not when the policy cannot be read', async () => {
    const me = { id: 'u1', groupIds: [] }
    reads(() => ({ roleAssignments: [{ identityId: 'u1', identityType: 'silo_user', roleName: 'admin' }] }))
    expect(await ownLastAdmin({ kind: 'silo' }, me, 'u1')).toBe(true)
    vi.restoreAllMocks()
    queryClient.clear()
    reads(() => {
      throw new ApiError({ type: 'error', message: 'no', statusCode: 500 })
    })
    expect(await ownLastAdmin({ kind: 'silo' }, me, 'u1')).toBe(false)
  })
})
