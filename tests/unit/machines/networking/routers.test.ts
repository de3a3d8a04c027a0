import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { api, ApiError, queryClient, type RouterRoute, type VpcRouter } from '~/api'
import { connectForm } from '~/machines/shared/form.connect'
import { createFormMachine } from '~/machines/shared/form.machine'
import { createRoute, createRouter, deleteRoute, deleteRouter, routeChangeDisabledReason, routeFormInput, routeInitialValues, routerActionDisabledReason, routerFormInput, routerInitialValues, routeToBody, routeToValues, updateRouter, validateRoute, validateRouter, validateRouteValue, type RouteFormValues, type RouterFormValues } from '~/machines/networking/routers'

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

const routeParams = { project: 'mock-project', vpc: 'mock-vpc', router: 'r1' }

const query = { project: 'mock-project', vpc: 'mock-vpc', router: 'r1' }

const route = (over: Partial<RouterRoute>): RouterRoute => ({
  id: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  vpcRouterId: '4b9f3c1e-8e1a-4c52-9d6a-1f2e3d4c5b6a',
  name: 'to-gateway',
  description: 'out',
  kind: 'custom',
  destination: { type: 'ip_net', value: '10.1.0.0/16' },
  target: { type: 'internet_gateway', value: 'default' },
  timeCreated: stamp,
  timeModified: stamp,
  ...over,
})

const values = (over: Partial<RouteFormValues>): RouteFormValues => ({ ...routeInitialValues, name: 'r', ...over })

const routeFormMachine = createFormMachine<RouteFormValues, RouterRoute>()

describe('route values ↔ body', () => {
  it('an edit pre-fills every field from the route', () => {
    expect(routeToValues(route({}))).toEqual({
      name: 'to-gateway',
      description: 'out',
      destinationType: 'ip_net',
      destinationValue: '10.1.0.0/16',
      targetType: 'internet_gateway',
      targetValue: 'default',
    })
  })

  it('a drop target has no value, in the form or in the body', () => {
    const drop = route({ destination: { type: 'ip', value: '203.0.113.7' }, target: { type: 'drop' } })
    const v = routeToValues(drop)
    expect(v).toMatchObject({ destinationType: 'ip', destinationValue: '203.0.113.7', targetType: 'drop', targetValue: '' })
    // A value typed before switching to drop is not sent.
    expect(routeToBody({ ...v, targetValue: 'left-over' }).target).toEqual({ type: 'drop' })
  })

  it('every kind maps back to the body it came from', () => {
    const cases: Pick<RouterRoute, 'destination' | 'target'>[] = [
      { destination: { type: 'ip', value: '10.0.0.1' }, target: { type: 'ip', value: 'fd00::1' } },
      { destination: { type: 'ip_net', value: '::/0' }, target: { type: 'vpc', value: 'mock-vpc' } },
      { destination: { type: 'vpc', value: 'mock-vpc' }, target: { type: 'subnet', value: 'mock-subnet' } },
      { destination: { type: 'subnet', value: 'mock-subnet' }, target: { type: 'instance', value: 'db1' } },
      { destination: { type: 'ip_net', value: '0.0.0.0/0' }, target: { type: 'internet_gateway', value: 'default' } },
      { destination: { type: 'ip_net', value: '192.168.1.0/24' }, target: { type: 'drop' } },
    ]
    for (const c of cases) {
      const r = route(c)
      expect(routeToBody(routeToValues(r))).toEqual({ name: r.name, description: r.description, ...c })
    }
  })

  it('the body trims values and writes a CIDR width plainly', () => {
    const body = routeToBody(
      values({ destinationType: 'ip_net', destinationValue: ' 10.1.0.0/016 ', targetType: 'ip', targetValue: ' 10.0.0.9 ' }),
    )
    expect(body.destination).toEqual({ type: 'ip_net', value: '10.1.0.0/16' })
    expect(body.target).toEqual({ type: 'ip', value: '10.0.0.9' })
  })
})

describe('route rules', () => {
  it('checks each value by its kind, with the spec messages', () => {
    expect(validateRouteValue('ip', '10.0.0.300', 'Target value')).toBe('Not a valid IP address')
    expect(validateRouteValue('ip', 'fd00::1', 'Target value')).toBeUndefined()
    expect(validateRouteValue('ip_net', '10.1.0.0', 'Destination value')).toBe(
      'Must contain an IP address and a width, separated by a /',
    )
    expect(validateRouteValue('ip_net', '10.1.0.0/x', 'Destination value')).toBe('Width must be an integer')
    expect(validateRouteValue('ip_net', '10.1.0.0/33', 'Destination value')).toBe('Max width for IPv4 is 32')
    expect(validateRouteValue('ip_net', 'fd00::/129', 'Destination value')).toBe('Max width for IPv6 is 128')
    expect(validateRouteValue('subnet', 'Sub', 'Destination value')).toBe('Must start with a lower-case letter')
    expect(validateRouteValue('internet_gateway', '', 'Target value')).toBe('Target value is required')
    expect(validateRouteValue('drop', '', 'Target value')).toBeUndefined()
  })

  it('a new route needs a name and a destination; an ip target needs an address', () => {
    const errors = validateRoute(routeInitialValues)
    expect(errors.name).toBe('Name is required')
    expect(errors.destinationValue).toBe('Destination value is required')
    expect(errors.targetValue).toBe('Target value is required')
    const ok = validateRoute(values({ destinationValue: '10.1.0.0/16', targetType: 'drop' }))
    expect(Object.values(ok).filter(Boolean)).toEqual([])
  })

  it('only a custom router’s routes can be changed', () => {
    expect(routeChangeDisabledReason({ kind: 'system' })).toBe('System router routes cannot be changed')
    expect(routeChangeDisabledReason({ kind: 'custom' })).toBeUndefined()
  })
})

describe('route calls', () => {
  it('createRoute posts the body to the router and marks route reads stale', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(route({}) as never)
    queryClient.setQueryData(routesKey, { items: [] })
    await createRoute(
      routeParams,
      values({ name: 'to-gateway', description: 'out', destinationValue: '10.1.0.0/16', targetType: 'internet_gateway', targetValue: 'default' }),
    )
    expect(post).toHaveBeenCalledWith('/v1/vpc-router-routes', {
      query,
      body: {
        name: 'to-gateway',
        description: 'out',
        destination: { type: 'ip_net', value: '10.1.0.0/16' },
        target: { type: 'internet_gateway', value: 'default' },
      },
    })
    expect(queryClient.getQueryState(routesKey)?.isInvalidated).toBe(true)
  })

  it('deleteRoute deletes by name within the router', async () => {
    const del = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never)
    await deleteRoute(routeParams, 'to-gateway')
    expect(del).toHaveBeenCalledWith('/v1/vpc-router-routes/{route}', { path: { route: 'to-gateway' }, query })
  })

  it('runs in the form machine: an edit saves the changed target under the route’s old name', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue(route({ target: { type: 'drop' } }) as never)
    const actor = createActor(routeFormMachine, { input: routeFormInput(routeParams, route({})) }).start()
    const props = () => connectForm(actor.getSnapshot(), actor.send)
    expect(props().values.targetValue).toBe('default')
    props().change('targetType', 'drop')
    props().submit()
    await waitFor(actor, (s) => s.status === 'done')
    expect(put).toHaveBeenCalledWith('/v1/vpc-router-routes/{route}', {
      path: { route: 'to-gateway' },
      query,
      body: {
        name: 'to-gateway',
        description: 'out',
        destination: { type: 'ip_net', value: '10.1.0.0/16' },
        target: { type: 'drop' },
      },
    })
  })

  it('runs in the form machine: a bad CIDR is refused before any call, and the values stay', () => {
    const post = vi.spyOn(api, 'post')
    const actor = createActor(routeFormMachine, { input: routeFormInput(routeParams) }).start()
    actor.send({ type: 'CHANGE', name: 'name', value: 'r' })
    actor.send({ type: 'CHANGE', name: 'destinationValue', value: '10.1.0.0/40' })
    actor.send({ type: 'CHANGE', name: 'targetType', value: 'drop' })
    actor.send({ type: 'SUBMIT' })
    const props = connectForm(actor.getSnapshot(), actor.send)
    expect(props.errors).toEqual({ destinationValue: 'Max width for IPv4 is 32' })
    expect(props.values.destinationValue).toBe('10.1.0.0/40')
    expect(post).not.toHaveBeenCalled()
  })
})
