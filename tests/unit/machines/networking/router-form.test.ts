import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { api, ApiError, queryClient, type VpcRouter } from '~/api'
import { connectForm } from '~/machines/shared/form.connect'
import { createFormMachine } from '~/machines/shared/form.machine'
import {
  createRouter,
  deleteRouter,
  routerActionDisabledReason,
  routerFormInput,
  routerInitialValues,
  updateRouter,
  validateRouter,
  type RouterFormValues,
} from '~/machines/networking/routers'

const params = { project: 'mock-project', vpc: 'mock-vpc' }
const stamp = new Date('2025-01-01T00:00:00Z')
const router = (kind: VpcRouter['kind'], name = kind === 'system' ? 'system' : 'r1'): VpcRouter => ({
  id: '4b9f3c1e-8e1a-4c52-9d6a-1f2e3d4c5b6a',
  vpcId: '0c5f3a2e-1d4b-4c6a-8e9f-7a6b5c4d3e2f',
  name,
  description: 'a router',
  kind,
  timeCreated: stamp,
  timeModified: stamp,
})

const routersKey = ['/v1/vpc-routers', { query: { project: 'mock-project', vpc: 'mock-vpc', limit: 50 } }]
const routesKey = ['/v1/vpc-router-routes', { query: { project: 'mock-project', vpc: 'mock-vpc', router: 'r1', limit: 50 } }]
const subnetsKey = ['/v1/vpc-subnets', { query: { project: 'mock-project', vpc: 'mock-vpc', limit: 50 } }]
const formMachine = createFormMachine<RouterFormValues, VpcRouter>()

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('router form', () => {
  it('starts empty and checks name and description', () => {
    expect(routerInitialValues).toEqual({ name: '', description: '' })
    expect(validateRouter({ name: '', description: '' }).name).toBe('Name is required')
    expect(validateRouter({ name: 'Edge', description: '' }).name).toBe('Must start with a lower-case letter')
    expect(validateRouter({ name: 'edge', description: 'x'.repeat(513) }).description).toBe(
      'Must be 512 characters or fewer',
    )
    expect(Object.values(validateRouter({ name: 'edge', description: 'ok' })).filter(Boolean)).toEqual([])
  })

  it('the system router can be neither edited nor deleted; a custom one can', () => {
    expect(routerActionDisabledReason(router('system'), 'edit')).toBe('The system router cannot be edited')
    expect(routerActionDisabledReason(router('system'), 'delete')).toBe('The system router cannot be deleted')
    expect(routerActionDisabledReason(router('custom'), 'edit')).toBeUndefined()
    expect(routerActionDisabledReason(router('custom'), 'delete')).toBeUndefined()
  })

  it('createRouter posts to the VPC and marks router and route reads stale, not subnets', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(router('custom') as never)
    queryClient.setQueryData(routersKey, { items: [] })
    queryClient.setQueryData(routesKey, { items: [] })
    queryClient.setQueryData(subnetsKey, { items: [] })
    await createRouter(params, { name: 'r1', description: 'a router' })
    expect(post).toHaveBeenCalledWith('/v1/vpc-routers', {
      query: { project: 'mock-project', vpc: 'mock-vpc' },
      body: { name: 'r1', description: 'a router' },
    })
    expect(queryClient.getQueryState(routersKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(routesKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(subnetsKey)?.isInvalidated).toBe(false)
  })

  it('updateRouter and deleteRouter address the router in its VPC', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue(router('custom', 'r2') as never)
    const del = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never)
    await updateRouter(params, 'r1', { name: 'r2', description: '' })
    expect(put).toHaveBeenCalledWith('/v1/vpc-routers/{router}', {
      path: { router: 'r1' },
      query: { project: 'mock-project', vpc: 'mock-vpc' },
      body: { name: 'r2', description: '' },
    })
    queryClient.setQueryData(routersKey, { items: [] })
    await deleteRouter(params, 'r2')
    expect(del).toHaveBeenCalledWith('/v1/vpc-routers/{router}', {
      path: { router: 'r2' },
      query: { project: 'mock-project', vpc: 'mock-vpc' },
    })
    expect(queryClient.getQueryState(routersKey)?.isInvalidated).toBe(true)
  })

  it('a refused delete (router in use) rejects with the server message and invalidates nothing', async () => {
    const message = 'Router r1 is in use by subnet mock-subnet-2'
    vi.spyOn(api, 'delete').mockRejectedValue(new ApiError({ type: 'error', message, statusCode: 400 }))
    queryClient.setQueryData(routersKey, { items: [] })
    await expect(deleteRouter(params, 'r1')).rejects.toThrow(message)
    expect(queryClient.getQueryState(routersKey)?.isInvalidated).toBe(false)
  })

  it('runs in the form machine: edit starts from the router and saves under its old name', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue(router('custom', 'renamed') as never)
    const actor = createActor(formMachine, { input: routerFormInput(params, router('custom')) }).start()
    const props = () => connectForm(actor.getSnapshot(), actor.send)
    expect(props().values).toEqual({ name: 'r1', description: 'a router' })
    props().change('name', 'renamed')
    props().submit()
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.output?.name).toBe('renamed')
    expect(put.mock.calls[0][1]).toMatchObject({ path: { router: 'r1' }, body: { name: 'renamed' } })
  })

  it('runs in the form machine: a failed create keeps the values and shows the server message', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError({ type: 'error', message: 'Router name already exists', statusCode: 400 }),
    )
    const actor = createActor(formMachine, { input: routerFormInput(params) }).start()
    actor.send({ type: 'CHANGE', name: 'name', value: 'r1' })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.serverError !== undefined)
    const props = connectForm(actor.getSnapshot(), actor.send)
    expect(props.values.name).toBe('r1')
    expect(props.formErrors).toEqual(['Router name already exists'])
  })
})
