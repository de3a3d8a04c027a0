import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { api, ApiError, queryClient, type Project } from '~/api'
import { connectForm } from '~/machines/shared/form.connect'
import {
  createProject,
  deleteProject,
  projectFormInput,
  projectFormMachine,
  projectInitialValues,
  updateProject,
  validateProject,
} from '~/machines/projects/projects'

const project: Project = {
  id: '9f1c5c0e-35a4-4c3a-a53e-2bba3b0b7c44',
  name: 'mock-project',
  description: 'a project',
  timeCreated: new Date('2025-01-01T00:00:00Z'),
  timeModified: new Date('2025-01-01T00:00:00Z'),
}

const listKey = ['/v1/projects', { query: { limit: 50 } }]
const viewKey = ['/v1/projects/{project}', { path: { project: 'mock-project' } }]

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('project form', () => {
  it('starts empty and checks the name', () => {
    expect(projectInitialValues).toEqual({ name: '', description: '' })
    expect(validateProject({ name: '', description: '' })).toEqual({ name: 'Name is required' })
    expect(validateProject({ name: 'Web', description: '' })).toEqual({ name: 'Must start with a lower-case letter' })
    expect(validateProject({ name: 'web-1', description: 'anything' })).toEqual({})
    expect(validateProject({ name: 'web-1', description: 'x'.repeat(513) })).toEqual({
      description: 'Must be 512 characters or fewer',
    })
  })

  it('deleteProject deletes by name and marks cached project reads stale', async () => {
    const del = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never)
    queryClient.setQueryData(listKey, { items: [project] })
    await deleteProject('mock-project')
    expect(del).toHaveBeenCalledWith('/v1/projects/{project}', { path: { project: 'mock-project' } })
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true)
  })

  it('createProject posts the values and marks cached project reads stale', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(project as never)
    queryClient.setQueryData(listKey, { items: [] })
    queryClient.setQueryData(['/v1/instances', {}], { items: [] })
    await expect(createProject({ name: 'mock-project', description: 'a project' })).resolves.toBe(project)
    expect(post).toHaveBeenCalledWith('/v1/projects', { body: { name: 'mock-project', description: 'a project' } })
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['/v1/instances', {}])?.isInvalidated).toBe(false)
  })

  it('updateProject puts the values to the project and marks its reads stale', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...project, name: 'renamed' } as never)
    queryClient.setQueryData(listKey, { items: [project] })
    queryClient.setQueryData(viewKey, project)
    const updated = await updateProject('mock-project', { name: 'renamed', description: '' })
    expect(updated.name).toBe('renamed')
    expect(put).toHaveBeenCalledWith('/v1/projects/{project}', {
      path: { project: 'mock-project' },
      body: { name: 'renamed', description: '' },
    })
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(viewKey)?.isInvalidated).toBe(true)
  })

  it('nothing is invalidated when the call fails', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError({ type: 'error', message: 'Project name already exists', statusCode: 400 }),
    )
    queryClient.setQueryData(listKey, { items: [] })
    await expect(createProject({ name: 'x', description: '' })).rejects.toThrow('Project name already exists')
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false)
  })

  it('runs in the form machine: edit starts from the project and saves to it', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...project, description: 'new' } as never)
    const actor = createActor(projectFormMachine, { input: projectFormInput(project) }).start()
    const props = () => connectForm(actor.getSnapshot(), actor.send)
    expect(props().values).toEqual({ name: 'mock-project', description: 'a project' })
    props().change('description', 'new')
    props().submit()
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.output?.description).toBe('new')
    expect(put.mock.calls[0][1]).toEqual({
      path: { project: 'mock-project' },
      body: { name: 'mock-project', description: 'new' },
    })
  })

  it('runs in the form machine: create refuses a bad name before calling the API', () => {
    const post = vi.spyOn(api, 'post')
    const actor = createActor(projectFormMachine, { input: projectFormInput() }).start()
    actor.send({ type: 'CHANGE', name: 'name', value: '1st' })
    actor.send({ type: 'SUBMIT' })
    expect(connectForm(actor.getSnapshot(), actor.send).errors).toEqual({
      name: 'Must start with a lower-case letter',
    })
    expect(post).not.toHaveBeenCalled()
  })
})
