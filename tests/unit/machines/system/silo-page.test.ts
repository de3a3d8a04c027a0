// The operator's silo page: which tab a URL names, which tab a form opens
// over, and what a fleet role may change there.
import { describe, expect, test } from 'vitest'
import { POLICY_REASON, QUOTAS_REASON, siloPageTab, siloWrites, tabUnderForm, USERS_REASON } from '~/machines/system/silos'
describe('tabs', () => {
  test.each([
    ['ip-pools', 'ip-pools'],
    ['quotas', 'quotas'],
    ['users', 'users'],
    ['access', 'access'],
    [undefined, 'idps'],
    ['nope', 'idps'],
  ])('?tab=%s is the %s tab', (query, tab) => {
    expect(siloPageTab(query)).toBe(tab)
  })

  test('a form opens over its own tab', () => {
    expect(tabUnderForm('/authed/system/silos/$silo/quotas-edit')).toBe('quotas')
    expect(tabUnderForm('/authed/system/silos/$silo/users-new')).toBe('users')
    expect(tabUnderForm('/authed/system/silos/$silo/users/$user/set-password')).toBe('users')
    expect(tabUnderForm('/authed/system/silos/$silo/idps-new')).toBeUndefined()
    expect(tabUnderForm(undefined)).toBeUndefined()
  })
})

describe('who may change what', () => {
  test('a fleet viewer changes nothing, and is told why', () => {
    expect(siloWrites('viewer')).toEqual({
      quotas: { allowed: false, reason: QUOTAS_REASON },
      users: { allowed: false, reason: USERS_REASON },
      policy: { allowed: false, reason: POLICY_REASON },
    })
    expect(siloWrites(undefined).quotas.allowed).toBe(false)
  })

  test('a fleet collaborator changes quotas and roles; users take a fleet admin', () => {
    expect(siloWrites('collaborator')).toEqual({
      quotas: { allowed: true },
      users: { allowed: false, reason: USERS_REASON },
      policy: { allowed: true },
    })
    expect(siloWrites('admin')).toEqual({
      quotas: { allowed: true },
      users: { allowed: true },
      policy: { allowed: true },
    })
  })
})
