// Any silo's policy as an operator's silo page reads and changes it (the
// system API): the rows name that silo's users; its groups only when it is the
// operator's own silo (Nexus lists another silo's groups nowhere).
import type { Server } from 'miragejs'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { clearCache } from '~/api'
import { accessDescription, accessTarget } from '~/machines/access/access'
import { directorySection, namedRow, readAccessRows } from '~/machines/access/access'
import { assignRole, readPolicy, removeRole, type AccessScope } from '~/machines/access/policy'
import { pickerChoicesPage } from '~/machines/access/access'
import { makeServer } from '../../../../mirage'
import { ids } from '../../../../mirage/seed/ids'

const myriad: AccessScope = { kind: 'system-silo', silo: 'myriad' }
const mazeWar: AccessScope = { kind: 'system-silo', silo: 'maze-war' }

test('the dialogs and the page name the silo', () => {
  expect(accessTarget(myriad)).toBe('silo myriad')
  expect(accessDescription(myriad)).toBe('Roles on silo myriad, given by its admins or by an operator')
})

describe('against the mock API', () => {
  let server: Server
  beforeEach(() => {
    clearCache()
    server = makeServer({ environment: 'test' })
  })
  afterEach(() => server.shutdown())

  /** The rows, named by the directory (a part of the page, read beside the policy). */
  const namedRows = async (scope: AccessScope) => {
    const directory = await directorySection(scope).read({ signal: new AbortController().signal })
    return (await readAccessRows(scope)).map((r) => namedRow(r, directory))
  }

  test('another silo: its users by name, its groups by id, and the picker offers its users only', async () => {
    const rows = await namedRows(myriad)
    expect(rows.map((r) => [r.name, r.role])).toEqual([
      ['Claude Shannon', 'admin'],
      [ids.group.myriadDevs, 'collaborator'],
    ])
    const choices = (await pickerChoicesPage(myriad)({ limit: 50 })).items.map((c) => c.name)
    expect(choices).toEqual(['Barbara Liskov'])
  })

  test('the operator’s own silo names its groups too', async () => {
    const rows = await namedRows(mazeWar)
    expect(rows.map((r) => r.name)).toContain('web-devs')
  })

  test('assign and remove a role through /v1/system/silos/{silo}/policy', async () => {
    let saved = await assignRole(myriad, { id: ids.user.barbara, identityType: 'silo_user' }, 'viewer')
    expect(saved.roleAssignments.find((a) => a.identityId === ids.user.barbara)?.roleName).toBe('viewer')
    saved = await removeRole(myriad, ids.user.barbara)
    expect(saved.roleAssignments.map((a) => a.identityId)).not.toContain(ids.user.barbara)
    expect((await readPolicy(myriad)).roleAssignments.map((a) => a.identityId)).not.toContain(ids.user.barbara)
  })
})
