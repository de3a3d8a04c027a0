// The fleet's Access page (/system/access): the system policy through the
// same read-modify-write as the silo's, who may change it (fleet admins,
// whether by the fleet policy or by the role their silo confers), the own
// last fleet-admin warning, and the built-in users beneath.
import type { Server } from 'miragejs'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { clearCache } from '~/api'
import { accessDescription, accessTarget, ownLastAdmin, roleDescriptions } from '~/machines/access/access'
import { accessRowActions, directorySection, namedRow, readAccessRows, readDirectory } from '~/machines/access/access'
import { loadFleetAccess } from '~/machines/access/my-role'
import { checkOwnLastAdmin, FLEET_ADMIN_ONLY, fleetPolicyWrite, myFleetRole, readMe } from '~/machines/access/my-role'
import { assignRole, FLEET_SCOPE, readPolicy, removeRole } from '~/machines/access/policy'
import { FLEET_ROLE_DESCRIPTIONS, ROLE_DESCRIPTIONS } from '~/machines/access/roles.rules'
import { pickerChoices } from '~/machines/access/access'
import { actAs, makeServer } from '../../../../mirage'
import { ids } from '../../../../mirage/seed/ids'

describe('the fleet scope, as the page names it', () => {
  test('its dialogs say "the fleet", its roles say what they mean for the system', () => {
    expect(accessTarget(FLEET_SCOPE)).toBe('the fleet')
    expect(accessDescription(FLEET_SCOPE)).toMatch(/fleet/)
    expect(roleDescriptions(FLEET_SCOPE)).toBe(FLEET_ROLE_DESCRIPTIONS)
    expect(roleDescriptions({ kind: 'silo' })).toBe(ROLE_DESCRIPTIONS)
  })

  test('a user who may not change the policy gets every row action disabled with the reason', () => {
    const denied = fleetPolicyWrite('viewer')
    expect(denied).toEqual({ allowed: false, reason: FLEET_ADMIN_ONLY })
    expect(fleetPolicyWrite('collaborator').allowed).toBe(false)
    expect(fleetPolicyWrite(undefined).allowed).toBe(false)
    expect(fleetPolicyWrite('admin')).toEqual({ allowed: true })
    expect(accessRowActions({ role: 'admin' }, denied)).toEqual({ changeRole: denied, remove: denied })
    expect(accessRowActions({ role: 'admin' }, { allowed: true }).remove.allowed).toBe(true)
  })
})

describe('against the mock API', () => {
  let server: Server
  beforeEach(() => {
    clearCache()
    server = makeServer({ environment: 'test' })
  })
  afterEach(() => server.shutdown())

  const roleOf = async (id: string) => (await readPolicy(FLEET_SCOPE)).roleAssignments.filter((a) => a.identityId === id).map((a) => a.roleName)
  const alan = { id: ids.user.alan, identityType: 'silo_user' } as const
  const grace = { id: ids.user.grace, identityType: 'silo_user' } as const

  test('rows name the seeded fleet roles: Ada admin, Grace viewer', async () => {
    // The names are a part of the page, read beside the policy.
    const directory = await directorySection(FLEET_SCOPE).read({ signal: new AbortController().signal })
    const rows = (await readAccessRows(FLEET_SCOPE)).map((r) => namedRow(r, directory))
    expect(rows.map((r) => [r.name, r.role])).toEqual([
      ['Ada Lovelace', 'admin'],
      ['Grace Hopper', 'viewer'],
    ])
  })

  test('assigning replaces, removing drops, and the picker offers who has no fleet role', async () => {
    await assignRole(FLEET_SCOPE, alan, 'viewer')
    expect(await roleOf(ids.user.alan)).toEqual(['viewer'])
    await assignRole(FLEET_SCOPE, alan, 'collaborator')
    expect(await roleOf(ids.user.alan)).toEqual(['collaborator'])
    const offers = pickerChoices(await readDirectory(), await readPolicy(FLEET_SCOPE)).map((c) => c.name)
    expect(offers).not.toContain('Alan Turing')
    expect(offers).toContain('Edsger Dijkstra')
    await removeRole(FLEET_SCOPE, ids.user.alan)
    expect(await roleOf(ids.user.alan)).toEqual([])
  })

  test('the fleet role counts what the silo confers: Ada is admin by the policy and by maze-war’s mapping', async () => {
    const ada = await readMe()
    expect(ada.siloId).toBe(ids.silo.mazeWar)
    expect(await myFleetRole(ada)).toBe('admin')
    await removeRole(FLEET_SCOPE, ids.user.ada)
    clearCache()
    // maze-war maps silo admin to fleet admin: she still is one.
    expect(await myFleetRole(ada)).toBe('admin')
    // …so removing her fleet assignment was not her last admin role.
    await assignRole(FLEET_SCOPE, { id: ids.user.ada, identityType: 'silo_user' }, 'admin')
    expect(await checkOwnLastAdmin(FLEET_SCOPE, ada, ids.user.ada)).toBe(false)
  })

  test('a fleet admin by the policy alone is warned before removing it', async () => {
    await assignRole(FLEET_SCOPE, grace, 'admin')
    clearCache()
    actAs(ids.user.grace)
    const me = await readMe()
    expect(await myFleetRole(me)).toBe('admin')
    expect(await ownLastAdmin(FLEET_SCOPE, me, ids.user.grace)).toBe(true)
    expect(await ownLastAdmin(FLEET_SCOPE, me, ids.user.ada)).toBe(false)
  })

  test('a fleet viewer reads the page with writes disabled, and the built-in users', async () => {
    actAs(ids.user.grace)
    const page = await loadFleetAccess()
    expect(page.fleetRole).toBe('viewer')
    expect(page.canChange).toEqual({ allowed: false, reason: FLEET_ADMIN_ONLY })
    expect(page.builtinUsers.items.map((u) => u.name)).toEqual([
      'db-init',
      'external-authn',
      'external-scim',
      'internal-api',
      'internal-read',
      'saga-recovery',
      'service-balancer',
    ])
  })

  test('a user with no fleet role has none, without an error', async () => {
    actAs(ids.user.alan)
    expect(await myFleetRole(await readMe())).toBeUndefined()
  })

  test('a fleet admin may change the policy', async () => {
    const page = await loadFleetAccess()
    expect(page).toMatchObject({ fleetRole: 'admin', canChange: { allowed: true } })
  })
})
