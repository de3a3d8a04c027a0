// Users & groups: the lists by name, a group's members, and a user's groups
// and roles put together from the lists and the policies (directly, through a
// group, from the silo), with the plain reason when someone has no access;
// and the role guide beside every role picker.
import type { Server } from 'miragejs'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ApiError, clearCache } from '~/api'
import { builtinRolesPage, roleLevel } from '~/machines/access/access'
import { assignRole } from '~/machines/access/policy'
import { projectRoleFromSilo, roleGuide, ROLE_ABILITIES } from '~/machines/access/role-guide.rules'
import {
  groupMembersPage,
  groupRolesSection,
  groupsPage,
  loadGroupPage,
  loadUserPage,
  userGroupsSection,
  userRolesSection,
  noAccessReason,
  projectsBoundNote,
  readUsersGroupsAccess,
  roleRows,
  usersPage,
  type UserPage,
} from '~/machines/access/users-groups'
import { actAs, makeServer } from '../../../../mirage'
import { reads } from '../reads'
import { ids } from '../../../../mirage/seed/ids'

const signal = new AbortController().signal

/** A user's page as it shows once its parts are in: the user (its own read), their groups and roles. */
async function userPage(id: string): Promise<UserPage | undefined> {
  const user = await loadUserPage(id)
  if (!user) return undefined
  const [{ groups, more }, roles] = await Promise.all([userGroupsSection(id).read({ signal }), userRolesSection(id).read({ signal })])
  return { user, groups, groupsMore: more, ...roles }
}

/** A group's page once its parts are in. */
async function groupPage(id: string) {
  const group = await loadGroupPage(id)
  const [members, roles] = await Promise.all([groupMembersPage(id)({ limit: 50 }), groupRolesSection(id).read({ signal })])
  return { group, members, roles }
}

describe('the role guide', () => {
  test('lists the three roles strongest first, in our words, with the API’s titles where read', () => {
    const ours = roleGuide('silo')
    expect(ours.entries.map((e) => [e.name, e.title])).toEqual([
      ['silo.admin', 'Silo admin'],
      ['silo.collaborator', 'Silo collaborator'],
      ['silo.viewer', 'Silo viewer'],
    ])
    expect(ours.fromApi).toBe(false)
    expect(ours.note).toMatch(/every project/)
    const api = roleGuide('project', [{ name: 'project.admin', description: 'Project Administrator' }])
    expect(api.entries[0]).toMatchObject({ title: 'Project Administrator', abilities: ROLE_ABILITIES.project.admin })
    expect(api.fromApi).toBe(true)
    expect(api.note).toBeUndefined()
  })

  test('each scope picks its level; a silo role gives admin (collaborator and up) or viewer on every project', () => {
    expect(roleLevel({ kind: 'fleet' })).toBe('fleet')
    expect(roleLevel({ kind: 'project', project: 'p' })).toBe('project')
    expect(roleLevel({ kind: 'system-silo', silo: 's' })).toBe('silo')
    expect(projectRoleFromSilo('collaborator')).toBe('admin')
    expect(projectRoleFromSilo('viewer')).toBe('viewer')
    expect(projectRoleFromSilo(undefined)).toBeUndefined()
  })

  test('says plainly when a user has no group and no role', () => {
    const none = { groups: [], groupsMore: false, silo: { grants: [] }, projects: [] } satisfies Partial<UserPage>
    expect(noAccessReason(none)).toMatch(/in no groups and has no role/)
    const group = { id: 'g', displayName: 'g', siloId: 's' }
    expect(noAccessReason({ ...none, groups: [group] })).toMatch(/no role on the silo or on any project/)
    expect(noAccessReason({ ...none, silo: { grants: [{ role: 'viewer' }], effective: 'viewer' } })).toBeUndefined()
    // A policy the signed-in user may not read says nothing either way.
    expect(noAccessReason({ ...none, silo: { grants: [], unreadable: true } })).toBeUndefined()
  })
})

describe('a user who may not list the silo’s users and groups', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    clearCache()
  })

  test('gets the page’s plain message, and empty lists rather than an error page', async () => {
    reads(() => {
      throw new ApiError({ type: 'error', message: 'Action not authorized', statusCode: 403 })
    })
    expect(await readUsersGroupsAccess()).toEqual({ allowed: false })
    expect(await usersPage({ limit: 50 })).toEqual({ items: [], nextPage: null })
    expect(await groupsPage({ limit: 50 })).toEqual({ items: [], nextPage: null })
  })
})

describe('against the mock API', () => {
  let server: Server
  beforeEach(() => {
    clearCache()
    server = makeServer({ environment: 'test' })
  })
  afterEach(() => server.shutdown())

  test('users and groups are listed by name, a page at a time', async () => {
    const users = await usersPage({ limit: 2 })
    expect(users.items.map((u) => u.displayName)).toEqual(['Ada Lovelace', 'Alan Turing'])
    expect(users.nextPage).toBe('2')
    const groups = await groupsPage({ limit: 50 })
    expect(groups.items.map((g) => g.displayName)).toEqual(['kernel-devs', 'real-estate-devs', 'web-devs'])
    expect(await readUsersGroupsAccess()).toEqual({ allowed: true })
  })

  test('a group’s page: the group, its members by name and its roles; another silo’s group is not found', async () => {
    const { group, members, roles } = await groupPage(ids.group.webDevs)
    expect(group.displayName).toBe('web-devs')
    expect(members.items.map((u) => u.displayName)).toEqual(['Alan Turing', 'Grace Hopper', 'Margaret Hamilton'])
    // The group's own roles: given to it directly.
    expect(roleRows(roles).map((r) => [r.where, r.project, r.role, r.source])).toEqual([
      ['silo', undefined, 'viewer', 'directly'],
      ['every-project', undefined, 'viewer', 'from the viewer role on the silo'],
    ])
    expect(roleRows((await groupPage(ids.group.kernelDevs)).roles).map((r) => [r.project, r.role])).toEqual([['mock-project', 'admin']])
    expect(roleRows((await groupPage(ids.group.realEstateDevs)).roles)).toEqual([])
    expect((await groupMembersPage(ids.group.realEstateDevs)({ limit: 50 })).items.map((u) => u.displayName)).toEqual(['Katherine Johnson'])
    await expect(loadGroupPage(ids.group.myriadDevs)).rejects.toMatchObject({
      statusCode: 404,
      message: expect.stringMatching(`silo-group with id "${ids.group.myriadDevs}"`),
    })
  })

  test('Grace: viewer on the silo through web-devs (so on every project), collaborator on other-project directly', async () => {
    const page = (await userPage(ids.user.grace))!
    expect(page.groups.map((g) => g.displayName)).toEqual(['web-devs'])
    expect(page.silo.effective).toBe('viewer')
    expect(roleRows(page).map((r) => [r.where, r.project, r.role, r.source])).toEqual([
      ['silo', undefined, 'viewer', 'through group web-devs'],
      ['every-project', undefined, 'viewer', 'from the viewer role on the silo'],
      ['project', 'other-project', 'collaborator', 'directly'],
    ])
    expect(noAccessReason(page)).toBeUndefined()
  })

  test('Katherine: in a group with no role, viewer on mock-project only; Ada’s kernel-devs is admin on mock-project', async () => {
    const kate = (await userPage(ids.user.katherine))!
    expect(kate.groups.map((g) => g.displayName)).toEqual(['real-estate-devs'])
    expect(roleRows(kate).map((r) => [r.project, r.role, r.source])).toEqual([['mock-project', 'viewer', 'directly']])
    const ada = (await userPage(ids.user.ada))!
    expect(roleRows(ada).map((r) => [r.where, r.project, r.role, r.source])).toEqual([
      ['silo', undefined, 'admin', 'directly'],
      ['every-project', undefined, 'admin', 'from the admin role on the silo'],
      ['project', 'mock-project', 'admin', 'through group kernel-devs'],
    ])
  })

  test('Edsger: no groups, no roles, said plainly; a role given later shows', async () => {
    const page = (await userPage(ids.user.edsger))!
    expect(page.groups).toEqual([])
    expect(roleRows(page)).toEqual([])
    expect(noAccessReason(page)).toMatch(/in no groups and has no role/)
    await assignRole({ kind: 'project', project: 'mock-project' }, { id: ids.user.edsger, identityType: 'silo_user' }, 'viewer')
    const after = (await userPage(ids.user.edsger))!
    expect(roleRows(after).map((r) => [r.project, r.role])).toEqual([['mock-project', 'viewer']])
    expect(noAccessReason(after)).toBeUndefined()
  })

  test('Edsger, looking at himself: he may not list the projects, so the page says what it could not check', async () => {
    actAs(ids.user.edsger)
    const page = (await userPage(ids.user.edsger))!
    expect(page.projectsUnreadable).toBe(true)
    expect(noAccessReason(page)).toBe(
      'This user is in no groups and has no role on the silo. Their roles on projects could not be checked: you may not list the silo’s projects.',
    )
    expect(projectsBoundNote(page)).toMatch(/could not be checked/)
  })

  test('an id that is no user of the silo has no page', async () => {
    expect(await userPage(ids.user.claude)).toBeUndefined()
  })

  test('the built-in roles are read for fleet viewers only; a refusal leaves our own titles', async () => {
    const read = await builtinRolesPage(true)({ limit: 50 })
    expect(read.items.map((r) => r.name)).toContain('silo.admin')
    expect(roleGuide('fleet', read.items).entries.map((e) => e.title)).toEqual(['Fleet Administrator', 'Fleet Collaborator', 'Fleet Viewer'])
    // Alan has no fleet role: the list refuses him, and the guide keeps its own words.
    clearCache()
    actAs(ids.user.alan)
    expect((await builtinRolesPage(true)({ limit: 50 })).items).toEqual([])
    expect((await builtinRolesPage(false)({ limit: 50 })).items).toEqual([])
  })
})
