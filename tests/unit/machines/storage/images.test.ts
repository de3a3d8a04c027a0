import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { api, ApiError, queryClient, type Image } from '~/api'
import { connectForm } from '~/machines/shared/form.connect'
import {
  createImageFromSnapshot,
  deleteImage,
  demoteImage,
  demoteImageFormInput,
  demoteImageFormMachine,
  imageFromSnapshotFormInput,
  imageFromSnapshotFormMachine,
  projectChoicesPage,
  projectImageChoicesPage,
  projectImagesPage,
  promoteImage,
  promoteImageFormInput,
  promoteImageFormMachine,
  siloImagesPage,
  validateImageFromSnapshot,
} from '~/machines/storage/images'
import { validateName } from '~/validation'
import { reads } from '../reads'

const GiB = 1024 ** 3
const t = new Date('2025-01-01T00:00:00Z')
const image = (name: string, projectId: string | null = 'p'): Image => ({
  id: `id-${name}`,
  name,
  description: '',
  projectId,
  os: 'ubuntu',
  version: '24.04',
  size: GiB,
  blockSize: 512,
  digest: null,
  timeCreated: t,
  timeModified: t,
})

const projectListKey = ['/v1/images', { query: { project: 'mock-project', limit: 50 } }]
const siloListKey = ['/v1/images', { query: { limit: 50 } }]
const viewKey = ['/v1/images/{image}', { path: { image: 'debian-12' }, query: {} }]
const snapshotsKey = ['/v1/snapshots', { query: { project: 'mock-project' } }]
const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated
const seedCache = () => {
  for (const key of [projectListKey, siloListKey, viewKey, snapshotsKey]) queryClient.setQueryData(key, { items: [] })
}
/** Every image read is stale after a mutation: promote and demote change both lists. */
const expectImagesStale = () => {
  expect([stale(projectListKey), stale(siloListKey), stale(viewKey)]).toEqual([true, true, true])
  expect(stale(snapshotsKey)).toBe(false)
}

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('image reads', () => {
  it('a project lists its images; without a project, the silo images', async () => {
    const fetchQuery = reads(() => ({ items: [] }))
    await projectImagesPage('mock-project')({ limit: 50, pageToken: 'tok' })
    await siloImagesPage({ limit: 25 })
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey)).toEqual([
      ['/v1/images', { query: { project: 'mock-project', limit: 50, pageToken: 'tok' } }],
      ['/v1/images', { query: { limit: 25, pageToken: undefined } }],
    ])
  })

  it('the pickers read one bounded page and pass on whether there is more', async () => {
    const fetchQuery = reads((path) => ({ items: [{ name: `${path}-1` }], nextPage: 'more' }))
    const projects = await projectChoicesPage({ limit: 50 })
    const images = await projectImageChoicesPage('p')({ limit: 50 })
    expect(projects).toEqual({ items: [{ name: '/v1/projects-1' }], nextPage: 'more' })
    expect(images).toEqual({ items: [{ name: '/v1/images-1' }], nextPage: 'more' })
    expect(fetchQuery.mock.calls.map(([o]) => o.queryKey)).toEqual([
      ['/v1/projects', { query: { limit: 100 } }],
      ['/v1/images', { query: { project: 'p', limit: 100 } }],
    ])
  })
})

describe('image calls', () => {
  it('deleteImage: a project image in its project, a silo image alone', async () => {
    const del = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never)
    seedCache()
    await deleteImage('image-1', 'mock-project')
    await deleteImage('debian-12')
    expect(del.mock.calls).toEqual([
      ['/v1/images/{image}', { path: { image: 'image-1' }, query: { project: 'mock-project' } }],
      ['/v1/images/{image}', { path: { image: 'debian-12' }, query: {} }],
    ])
    expectImagesStale()
  })

  it('promoteImage posts to promote and returns the silo image', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(image('image-1', null) as never)
    seedCache()
    await expect(promoteImage('image-1', 'mock-project')).resolves.toMatchObject({ projectId: null })
    expect(post).toHaveBeenCalledWith('/v1/images/{image}/promote', {
      path: { image: 'image-1' },
      query: { project: 'mock-project' },
    })
    expectImagesStale()
  })

  it('demoteImage posts to demote with the target project', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(image('debian-12') as never)
    seedCache()
    await demoteImage('debian-12', 'other-project')
    expect(post).toHaveBeenCalledWith('/v1/images/{image}/demote', {
      path: { image: 'debian-12' },
      query: { project: 'other-project' },
    })
    expectImagesStale()
  })

  it('nothing is marked stale when a call fails', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError({ type: 'error', message: 'Silo-image name already exists', statusCode: 400 }))
    seedCache()
    await expect(promoteImage('image-1', 'mock-project')).rejects.toThrow('Silo-image name already exists')
    expect(stale(siloListKey)).toBe(false)
  })
})

describe('create an image from a snapshot', () => {
  const snap = { id: 'snap-id', name: 'snapshot-1', state: 'ready' as const }

  it('checks name, OS and version', () => {
    expect(validateImageFromSnapshot({ name: '', description: '', os: ' ', version: '' })).toEqual({
      name: 'Name is required',
      os: 'OS is required',
      version: 'Version is required',
    })
    expect(validateImageFromSnapshot({ name: 'img', description: '', os: 'ubuntu', version: '24.04' })).toEqual({})
  })

  it('starts with a name generated from the snapshot', () => {
    const { initialValues } = imageFromSnapshotFormInput('mock-project', snap)
    expect(initialValues.name).toMatch(/^snapshot-1-image-[0-9a-f]{6}$/)
    expect(validateName(initialValues.name)).toBeUndefined()
  })

  it('posts a project image with the snapshot as its source', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(image('img') as never)
    seedCache()
    await createImageFromSnapshot('mock-project', 'snap-id', { name: 'img', description: 'd', os: ' ubuntu ', version: '24.04' })
    expect(post).toHaveBeenCalledWith('/v1/images', {
      query: { project: 'mock-project' },
      body: { name: 'img', description: 'd', os: 'ubuntu', version: '24.04', source: { type: 'snapshot', id: 'snap-id' } },
    })
    expectImagesStale()
  })

  it('runs in the form machine', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(image('img') as never)
    const actor = createActor(imageFromSnapshotFormMachine, { input: imageFromSnapshotFormInput('mock-project', snap) }).start()
    const props = () => connectForm(actor.getSnapshot(), actor.send)
    props().submit()
    expect(props().errors).toEqual({ os: 'OS is required', version: 'Version is required' })
    expect(post).not.toHaveBeenCalled()
    props().change('os', 'debian')
    props().change('version', '12')
    props().submit()
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.output?.name).toBe('img')
    expect(post.mock.calls[0][1]).toMatchObject({ body: { os: 'debian', version: '12', source: { id: 'snap-id' } } })
  })

  it.each(['creating', 'faulted', 'destroyed'] as const)('refuses a %s snapshot, keeping what was typed, and calls nothing', async (state) => {
    const post = vi.spyOn(api, 'post')
    const actor = createActor(imageFromSnapshotFormMachine, {
      input: imageFromSnapshotFormInput('mock-project', { ...snap, state }),
    }).start()
    const props = () => connectForm(actor.getSnapshot(), actor.send)
    props().change('os', 'debian')
    props().change('version', '12')
    props().submit()
    await waitFor(actor, (s) => !s.matches('submitting'))
    expect(props().formErrors).toEqual(['Only a ready snapshot can be an image’s source'])
    expect(props().values).toMatchObject({ os: 'debian', version: '12' })
    expect(post).not.toHaveBeenCalled()
  })
})

describe('the demote form', () => {
  it('needs a project, then demotes the image into it', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(image('debian-12') as never)
    const actor = createActor(demoteImageFormMachine, { input: demoteImageFormInput('debian-12') }).start()
    const props = () => connectForm(actor.getSnapshot(), actor.send)
    props().submit()
    expect(props().errors).toEqual({ project: 'Project is required' })
    props().change('project', 'mock-project')
    props().submit()
    await waitFor(actor, (s) => s.status === 'done')
    expect(post).toHaveBeenCalledWith('/v1/images/{image}/demote', {
      path: { image: 'debian-12' },
      query: { project: 'mock-project' },
    })
  })

  it("shows the server's message when the name is taken in the project", async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError({ type: 'error', message: 'Project-image name already exists', statusCode: 400 }))
    const actor = createActor(demoteImageFormMachine, { input: demoteImageFormInput('debian-12') }).start()
    actor.send({ type: 'CHANGE', name: 'project', value: 'mock-project' })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => !!s.context.serverError)
    expect(connectForm(actor.getSnapshot(), actor.send).formErrors).toEqual(['Project-image name already exists'])
  })
})

describe('the promote form', () => {
  it('needs a project and one of its images, then promotes that image', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(image('image-2', null) as never)
    const actor = createActor(promoteImageFormMachine, { input: promoteImageFormInput() }).start()
    const props = () => connectForm(actor.getSnapshot(), actor.send)
    props().submit()
    expect(props().errors).toEqual({ project: 'Project is required', image: 'Image is required' })
    props().change('project', 'mock-project')
    props().change('image', 'image-2')
    props().submit()
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.output?.projectId).toBeNull()
    expect(post).toHaveBeenCalledWith('/v1/images/{image}/promote', {
      path: { image: 'image-2' },
      query: { project: 'mock-project' },
    })
  })
})
