// The add and change-role forms: the picker's choices (§6: every silo user and
// group with no assignment here, users first, then by name), their rules, and
// the forms saved through the form machine against the mock API.
import type { Server } from 'miragejs'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createActor, toPromise, waitFor } from 'xstate'
import { clearCache, type Group, type User } from '~/api'
import type { Directory } from '~/machines/access/access'
import { OWN_LAST_ADMIN_WARNING } from '~/machines/access/own-admin.rules'
import {
  addRoleFormInput,
  changeRoleFormInput,
  choiceLabel,
  pickerChoices,
  pickerChoicesPage,
  removeRoleQuestion,
  resolveIdentity,
  validateAddRole,
  validateChangeRole,
  type AddRoleValues,
  type ChangeRoleValues,
  type RoleSaved,
} from '~/machines/access/access'
import { createFormMachine } from '~/machines/shared/form.machine'
import { makeServer } from '../../../../mirage'
import { ids } from '../../../../mirage/seed/ids'

const silo = 's'
const user = (id: string, displayName: string): User => ({ id, displayName, siloId: silo })
const group = (id: string, displayName: string): Group => ({ id, displayName, siloId: silo })
const directory: Directory = {
  users: [user('u-c', 'carol'), user('u-a', 'Alice'), user('u-b', 'bob')],
  groups: [group('g-b', 'beta'), group('g-a', 'Alpha')],
}

describe('the picker', () => {
  test('offers everyone with no assignment here: users first, then groups, each by name', () => {
    const choices = pickerChoices(directory, { roleAssignments: [] })
    expect(choices.map(choiceLabel)).toEqual(['Alice (user)', 'bob (user)', 'carol (user)', 'Alpha (group)', 'beta (group)'])
  })

  test('no longer offers an identity once it has a role here, whatever the role', () => {
    const choices = pickerChoices(directory, {
      roleAssignments: [
        { identityId: 'u-b', identityType: 'silo_user', roleName: 'viewer' },
        { identityId: 'g-a', identityType: 'silo_group', roleName: 'admin' },
      ],
    })
    expect(choices.map((c) => c.name)).toEqual(['Alice', 'carol', 'beta'])
  })

  test('offers nothing when everyone has a role', () => {
    const all = [...directory.users, ...directory.groups].map((i) => ({ identityId: i.id, identityType: 'silo_user' as const, roleName: 'viewer' as const }))
    expect(pickerChoices(directory, { roleAssignments: all })).toEqual([])
  })

  test('a picked id names a user or a group, with its type', () => {
    expect(resolveIdentity(directory, 'g-b')).toEqual({ id: 'g-b', identityType: 'silo_group', name: 'beta' })
    expect(resolveIdentity(directory, 'u-a')).toEqual({ id: 'u-a', identityType: 'silo_user', name: 'Alice' })
    expect(resolveIdentity(directory, 'nobody')).toBeUndefined()
  })
})

describe('the rules', () => {
  test('an identity and a role are required', () => {
    expect(validateAddRole({ identityId: '', role: 'viewer' })).toEqual({ identityId: 'User or group is required' })
    expect(validateAddRole({ identityId: 'u-a', role: 'owner' as never })).toEqual({ role: 'Role is required' })
    expect(validateAddRole({ identityId: 'u-a', role: 'admin' })).toEqual({})
    expect(validateChangeRole({ role: 'collaborator' })).toEqual({})
  })

  test('the remove question names the role and where, and warns about one’s own last admin role', () => {
    const row = { name: 'web-devs', role: 'collaborator' as const }
    expect(removeRoleQuestion(row, 'project mock-project', false)).toBe('Remove the collaborator role of web-devs on project mock-project?')
    expect(removeRoleQuestion(row, 'the silo', true)).toBe(`Remove the collaborator role of web-devs on the silo? ${OWN_LAST_ADMIN_WARNING}`)
  })
})

describe('saved through the form machine', () => {
  let server: Server
  beforeEach(() => {
    clearCache()
    server = makeServer({ environment: 'test' })
  })
  afterEach(() => server.shutdown())
  const project = { kind: 'project', project: 'mock-project' } as const

  test('the project picker offers seeded users before groups and leaves out who has a project role', async () => {
    const { items } = await pickerChoicesPage(project)({ limit: 50 })
    const labels = items.map(choiceLabel)
    // katherine-johnson (viewer) and kernel-devs (admin) already have a role on mock-project.
    expect(labels).toEqual([
      'Ada Lovelace (user)',
      'Alan Turing (user)',
      'Edsger Dijkstra (user)',
      'Grace Hopper (user)',
      'Margaret Hamilton (user)',
      'real-estate-devs (group)',
      'web-devs (group)',
    ])
  })

  test('add, then change: the identity keeps one role', async () => {
    const add = createActor(createFormMachine<AddRoleValues, RoleSaved>(), { input: addRoleFormInput(project) }).start()
    add.send({ type: 'CHANGE', name: 'identityId', value: ids.group.webDevs })
    add.send({ type: 'CHANGE', name: 'role', value: 'collaborator' })
    add.send({ type: 'SUBMIT' })
    const added = await toPromise(add)
    expect(added.identity).toEqual({ id: ids.group.webDevs, identityType: 'silo_group', name: 'web-devs' })
    expect(added.policy.roleAssignments.filter((a) => a.identityId === ids.group.webDevs).map((a) => a.roleName)).toEqual(['collaborator'])

    const change = createActor(createFormMachine<ChangeRoleValues, RoleSaved>(), {
      input: changeRoleFormInput(project, added.identity, 'collaborator'),
    }).start()
    change.send({ type: 'CHANGE', name: 'role', value: 'viewer' })
    change.send({ type: 'SUBMIT' })
    const changed = await toPromise(change)
    expect(changed.policy.roleAssignments.filter((a) => a.identityId === ids.group.webDevs).map((a) => a.roleName)).toEqual(['viewer'])
  })

  test('a refused save keeps the values and says why', async () => {
    const add = createActor(createFormMachine<AddRoleValues, RoleSaved>(), {
      input: addRoleFormInput({ kind: 'project', project: 'no-such-project' }),
    }).start()
    add.send({ type: 'CHANGE', name: 'identityId', value: ids.user.edsger })
    add.send({ type: 'SUBMIT' })
    await waitFor(add, (s) => s.matches('editing') && !!s.context.serverError)
    const { context } = add.getSnapshot()
    expect(context.serverError).toBe('Not found: project with name "no-such-project"')
    expect(context.values).toEqual({ identityId: ids.user.edsger, role: 'viewer' })
  })
})
