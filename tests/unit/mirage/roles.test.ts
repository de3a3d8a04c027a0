// The built-in roles: Nexus's fixed list in name order, for fleet viewers
// (anyone else is refused the list outright, and a role they ask for by name
// reads as not found); a name is looked up by its two parts.
import { describe, expect, test } from 'vitest'
import { actAs } from '../../../mirage'
import { ids } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'

withFreshServer()

describe('the built-in roles', () => {
  test('are listed in name order, the internal external-authenticator among them, a page at a time', async () => {
    const all = await call('GET', '/v1/system/roles')
    expect(all.status).toBe(200)
    expect(all.body.items.map((r: { name: string }) => r.name)).toEqual([
      'fleet.admin',
      'fleet.collaborator',
      'fleet.external-authenticator',
      'fleet.viewer',
      'project.admin',
      'project.collaborator',
      'project.viewer',
      'silo.admin',
      'silo.collaborator',
      'silo.viewer',
    ])
    expect(all.body.items[7]).toEqual({ name: 'silo.admin', description: 'Silo Administrator' })
    const first = await call('GET', '/v1/system/roles?limit=4')
    expect(first.body.items).toHaveLength(4)
    const next = await call('GET', `/v1/system/roles?limit=4&page_token=${encodeURIComponent(first.body.next_page)}`)
    expect(next.body.items[0].name).toBe('project.admin')
  })

  test('one is read by its full name; an unknown one is not found, in Nexus’s words', async () => {
    expect((await call('GET', '/v1/system/roles/project.viewer')).body).toEqual({ name: 'project.viewer', description: 'Project Viewer' })
    const noDot = await call('GET', '/v1/system/roles/nope')
    expect(noDot.status).toBe(404)
    expect(noDot.body).toMatchObject({ error_code: 'ObjectNotFound', message: 'not found: role-builtin with name "nope"' })
    const unknown = await call('GET', '/v1/system/roles/silo.owner')
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('not found: role-builtin with id "resource_type = "silo", role_name = "owner""')
  })

  test('a fleet viewer may read them; a user with no fleet role is refused the list and finds no role', async () => {
    actAs(ids.user.grace)
    expect((await call('GET', '/v1/system/roles')).status).toBe(200)
    actAs(ids.user.alan)
    const list = await call('GET', '/v1/system/roles')
    expect(list.status).toBe(403)
    expect(list.body).toMatchObject({ error_code: 'Forbidden', message: 'Forbidden' })
    const one = await call('GET', '/v1/system/roles/silo.admin')
    expect(one.status).toBe(404)
    expect(one.body.message).toBe('not found: role-builtin with id "resource_type = "silo", role_name = "admin""')
  })
})
