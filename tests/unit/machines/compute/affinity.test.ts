import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { api, ApiError, queryClient, type Instance } from '~/api'
import {
  addGroupMember,
  addMemberFormInput,
  addMemberFormMachine,
  createGroup,
  deleteGroup,
  deleteGroupQuestion,
  groupFormInput,
  groupFormMachine,
  groupFullReason,
  groupInitialValues,
  groupRowsPage,
  instanceGroupsFullReason,
  memberCandidates,
  memberCountsSection,
  removeGroupMember,
  updateGroup,
  validateGroup,
  type AntiAffinityGroup,
  type AntiAffinityGroupMember,
} from '~/machines/compute/affinity'
import { connectForm } from '~/machines/shared/form.connect'
import { reads } from '../reads'

const group: AntiAffinityGroup = {
  id: '0b6a3f3e-4d57-4a0e-9c4d-2b7f3e2f8a11',
  projectId: '9f1c5c0e-35a4-4c3a-a53e-2bba3b0b7c44',
  name: 'romulus-remus',
  description: 'apart',
  policy: 'fail',
  failureDomain: 'sled',
  timeCreated: new Date('2025-01-01T00:00:00Z'),
  timeModified: new Date('2025-01-01T00:00:00Z'),
}

const member = (id: string, name: string, runState: Instance['runState'] = 'stopped'): AntiAffinityGroupMember => ({
  type: 'instance',
  value: { id, name, runState },
})

// Cached reads a group mutation must mark stale, and one it must leave alone.
const listKey = ['/v1/anti-affinity-groups', { query: { project: 'mock-project', limit: 50 } }]
const membersKey = [
  '/v1/anti-affinity-groups/{anti_affinity_group}/members',
  { path: { anti_affinity_group: 'romulus-remus' }, query: { project: 'mock-project', limit: 50 } },
]
const instanceGroupsKey = [
  '/v1/instances/{instance}/anti-affinity-groups',
  { path: { instance: 'db1' }, query: { project: 'mock-project' } },
]
const instancesKey = ['/v1/instances', { query: { project: 'mock-project', limit: 50 } }]

function seedCache() {
  queryClient.setQueryData(listKey, { items: [group] })
  queryClient.setQueryData(membersKey, { items: [] })
  queryClient.setQueryData(instanceGroupsKey, { items: [] })
  queryClient.setQueryData(instancesKey, { items: [] })
}
const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated

function expectGroupReadsStale() {
  expect(stale(listKey)).toBe(true)
  expect(stale(membersKey)).toBe(true)
  expect(stale(instanceGroupsKey)).toBe(true)
  expect(stale(instancesKey)).toBe(false)
}

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('anti-affinity group form', () => {
  it('starts as a best-effort sled group with no name', () => {
    expect(groupInitialValues()).toEqual({ kind: 'anti-affinity', name: '', description: '', policy: 'allow', failureDomain: 'sled' })
    expect(groupInitialValues('affinity').kind).toBe('affinity')
  })

  it('checks the name, description, policy and failure domain', () => {
    const ok = { kind: 'anti-affinity', name: 'apart', description: '', policy: 'fail', failureDomain: 'sled' } as const
    expect(validateGroup(ok)).toEqual({})
    expect(validateGroup({ ...ok, name: '' })).toEqual({ name: 'Name is required' })
    expect(validateGroup({ ...ok, name: 'Apart' })).toEqual({ name: 'Must start with a lower-case letter' })
    expect(validateGroup({ ...ok, description: 'x'.repeat(513) })).toEqual({
      description: 'Must be 512 characters or fewer',
    })
    expect(validateGroup({ ...ok, policy: 'maybe' as never })).toEqual({ policy: 'Choose a policy' })
    expect(validateGroup({ ...ok, failureDomain: 'rack' as never })).toEqual({
      failureDomain: 'Choose a failure domain',
    })
  })

  it('createGroup posts every field but the kind to that kind\'s path and marks group reads stale', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(group as never)
    seedCache()
    const body = { name: 'romulus-remus', description: 'apart', policy: 'fail', failureDomain: 'sled' } as const
    await expect(createGroup('mock-project', { kind: 'anti-affinity', ...body })).resolves.toBe(group)
    expect(post).toHaveBeenCalledWith('/v1/anti-affinity-groups', { query: { project: 'mock-project' }, body })
    expectGroupReadsStale()
    await createGroup('mock-project', { kind: 'affinity', ...body })
    expect(post).toHaveBeenLastCalledWith('/v1/affinity-groups', { query: { project: 'mock-project' }, body })
  })

  it('updateGroup sends only name and description: Nexus fixes the rest at creation', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...group, name: 'renamed' } as never)
    seedCache()
    const updated = await updateGroup('anti-affinity', 'mock-project', 'romulus-remus', {
      name: 'renamed',
      description: 'new',
      policy: 'allow',
      failureDomain: 'sled',
    } as never)
    expect(updated.name).toBe('renamed')
    expect(put).toHaveBeenCalledWith('/v1/anti-affinity-groups/{anti_affinity_group}', {
      path: { anti_affinity_group: 'romulus-remus' },
      query: { project: 'mock-project' },
      body: { name: 'renamed', description: 'new' },
    })
    expectGroupReadsStale()
  })

  it('deleteGroup deletes by name in the project and marks group reads stale', async () => {
    const del = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never)
    seedCache()
    await deleteGroup('anti-affinity', 'mock-project', 'romulus-remus')
    expect(del).toHaveBeenCalledWith('/v1/anti-affinity-groups/{anti_affinity_group}', {
      path: { anti_affinity_group: 'romulus-remus' },
      query: { project: 'mock-project' },
    })
    expectGroupReadsStale()
  })

  it('nothing is invalidated when the call fails', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError({ type: 'error', message: 'Anti-affinity group name already exists', statusCode: 400 }),
    )
    seedCache()
    await expect(createGroup('mock-project', groupInitialValues())).rejects.toThrow(
      'Anti-affinity group name already exists',
    )
    expect(stale(listKey)).toBe(false)
  })

  it('runs in the form machine: create posts to the project it was given', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(group as never)
    const actor = createActor(groupFormMachine, { input: groupFormInput('mock-project') }).start()
    const props = () => connectForm(actor.getSnapshot(), actor.send)
    props().change('name', 'romulus-remus')
    props().change('policy', 'fail')
    props().submit()
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.output).toBe(group)
    expect(post.mock.calls[0][1]).toEqual({
      query: { project: 'mock-project' },
      body: { name: 'romulus-remus', description: '', policy: 'fail', failureDomain: 'sled' },
    })
  })

  it('runs in the form machine: create refuses a bad name before calling the API', () => {
    const post = vi.spyOn(api, 'post')
    const actor = createActor(groupFormMachine, { input: groupFormInput('mock-project') }).start()
    actor.send({ type: 'SUBMIT' })
    expect(connectForm(actor.getSnapshot(), actor.send).errors).toEqual({ name: 'Name is required' })
    expect(post).not.toHaveBeenCalled()
  })

  it('runs in the form machine: edit starts from the group and saves to it by its old name', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...group, name: 'renamed' } as never)
    const actor = createActor(groupFormMachine, {
      input: groupFormInput('mock-project', { kind: 'anti-affinity', group }),
    }).start()
    const props = () => connectForm(actor.getSnapshot(), actor.send)
    expect(props().values).toEqual({ kind: 'anti-affinity', name: 'romulus-remus', description: 'apart', policy: 'fail', failureDomain: 'sled' })
    expect(props().isDirty).toBe(false)
    props().change('name', 'renamed')
    props().submit()
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.output?.name).toBe('renamed')
    expect(put.mock.calls[0][1]).toEqual({
      path: { anti_affinity_group: 'romulus-remus' },
      query: { project: 'mock-project' },
      body: { name: 'renamed', description: 'apart' },
    })
  })

  it('a failed save keeps the values and shows the server message', async () => {
    vi.spyOn(api, 'put').mockRejectedValue(
      new ApiError({ type: 'error', message: 'Anti-affinity group name already exists', statusCode: 400 }),
    )
    const actor = createActor(groupFormMachine, {
      input: groupFormInput('mock-project', { kind: 'anti-affinity', group }),
    }).start()
    actor.send({ type: 'CHANGE', name: 'name', value: 'set-apart' })
    actor.send({ type: 'SUBMIT' })
    const back = await waitFor(actor, (s) => s.matches('editing') && s.context.serverError !== undefined)
    const props = connectForm(back, actor.send)
    expect(props.formErrors).toEqual(['Anti-affinity group name already exists'])
    expect(props.values.name).toBe('set-apart')
  })
})

describe('anti-affinity group members', () => {
  it('addGroupMember posts the instance to the group and marks group reads stale', async () => {
    const added = member('i-1', 'legacy-app')
    const post = vi.spyOn(api, 'post').mockResolvedValue(added as never)
    seedCache()
    await expect(addGroupMember('anti-affinity', 'mock-project', 'romulus-remus', 'legacy-app')).resolves.toBe(added)
    expect(post).toHaveBeenCalledWith('/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}', {
      path: { anti_affinity_group: 'romulus-remus', instance: 'legacy-app' },
      query: { project: 'mock-project' },
    })
    expectGroupReadsStale()
  })

  it('removeGroupMember deletes the membership and marks group reads stale', async () => {
    const del = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never)
    seedCache()
    await removeGroupMember('anti-affinity', 'mock-project', 'romulus-remus', 'web-1')
    expect(del).toHaveBeenCalledWith('/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}', {
      path: { anti_affinity_group: 'romulus-remus', instance: 'web-1' },
      query: { project: 'mock-project' },
    })
    expectGroupReadsStale()
  })

  it('the add form needs an instance, then adds it to the group', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(member('i-1', 'legacy-app') as never)
    const actor = createActor(addMemberFormMachine, { input: addMemberFormInput('anti-affinity', 'mock-project', 'romulus-remus') }).start()
    actor.send({ type: 'SUBMIT' })
    expect(connectForm(actor.getSnapshot(), actor.send).errors).toEqual({ instance: 'Instance is required' })
    expect(post).not.toHaveBeenCalled()
    actor.send({ type: 'CHANGE', name: 'instance', value: 'legacy-app' })
    actor.send({ type: 'SUBMIT' })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.output?.value.name).toBe('legacy-app')
    expect(post.mock.calls[0][1]).toMatchObject({ path: { anti_affinity_group: 'romulus-remus', instance: 'legacy-app' } })
  })

  it('offers the instances that are not members; only stopped ones may join, with the reason', () => {
    const instances = [
      { id: 'i-1', name: 'web-1', runState: 'running' },
      { id: 'i-2', name: 'legacy-app', runState: 'stopped' },
      { id: 'i-3', name: 'analytics', runState: 'stopped' },
      { id: 'i-4', name: 'crashy', runState: 'failed' },
    ] as const
    const candidates = memberCandidates(instances, [member('i-3', 'analytics')])
    expect(candidates).toEqual([
      {
        name: 'web-1',
        runState: 'running',
        disabled: true,
        disabledReason: 'Only available when the instance is stopped',
      },
      { name: 'legacy-app', runState: 'stopped', disabled: false, disabledReason: undefined },
      {
        name: 'crashy',
        runState: 'failed',
        disabled: true,
        disabledReason: 'Only available when the instance is stopped',
      },
    ])
  })

  it('the same calls reach an affinity group under its own path', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(member('i-1', 'legacy-app') as never)
    const del = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never)
    await addGroupMember('affinity', 'mock-project', 'close-together', 'legacy-app')
    expect(post).toHaveBeenCalledWith('/v1/affinity-groups/{affinity_group}/members/instance/{instance}', {
      path: { affinity_group: 'close-together', instance: 'legacy-app' },
      query: { project: 'mock-project' },
    })
    await deleteGroup('affinity', 'mock-project', 'close-together')
    expect(del).toHaveBeenCalledWith('/v1/affinity-groups/{affinity_group}', {
      path: { affinity_group: 'close-together' },
      query: { project: 'mock-project' },
    })
  })

  it('a full group offers no instance, and says why', () => {
    const members = Array.from({ length: 32 }, (_, i) => member(`m-${i}`, `m-${i}`))
    const [candidate] = memberCandidates([{ id: 'i-2', name: 'legacy-app', runState: 'stopped' }], members)
    expect(candidate).toEqual({ name: 'legacy-app', runState: 'stopped', disabled: true, disabledReason: groupFullReason })
    expect(groupFullReason).toBe('The group already has 32 members, the most it may hold')
  })

  it('an instance in 16 groups of a kind may join no more of that kind', () => {
    expect(instanceGroupsFullReason('affinity', 15)).toBeUndefined()
    expect(instanceGroupsFullReason('affinity', 16)).toBe('An instance belongs to at most 16 affinity groups')
  })

  it('the delete question says how many members leave the group', () => {
    const end = 'This cannot be undone.'
    expect(deleteGroupQuestion('affinity', 'g', { count: 0, more: false })).toBe(`Are you sure you want to delete affinity group g? ${end}`)
    expect(deleteGroupQuestion('anti-affinity', 'g', { count: 1, more: false })).toBe(
      `Are you sure you want to delete anti-affinity group g? Its one member leaves the group; the instances themselves are not changed. ${end}`,
    )
    expect(deleteGroupQuestion('affinity', 'g', { count: 25, more: true })).toContain('Its 25+ members leave the group')
    expect(deleteGroupQuestion('affinity', 'g')).toContain('Its members leave the group')
  })
})

describe('the affinity page’s rows', () => {
  it('are the groups alone: their member counts are one read per group on screen, after the rows', async () => {
    const fetchQuery = reads((path) => (path === '/v1/anti-affinity-groups' ? { items: [group], nextPage: null } : { items: [{}, {}], nextPage: 'more' }))
    const page = await groupRowsPage('anti-affinity', 'p')({ limit: 50 })
    expect(page.items).toEqual([group])
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey[0])).toEqual(['/v1/anti-affinity-groups'])
    const counts = await memberCountsSection('anti-affinity', page.items).read({ signal: new AbortController().signal })
    expect(counts.get(group.id)).toEqual({ count: 2, more: true })
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey)).toContainEqual([
      '/v1/anti-affinity-groups/{anti_affinity_group}/members',
      { path: { anti_affinity_group: group.id }, query: { limit: 50 } },
    ])
  })
})
