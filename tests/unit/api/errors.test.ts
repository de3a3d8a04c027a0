import { describe, expect, test } from 'vitest'
import { ApiError, capitalize, clientErrorMessage, createdResource, DetailedError, detailRows, detailsText, errorDetails, serverErrorMessage } from '~/api/errors'

describe('serverErrorMessage (spec §8)', () => {
  const msg = (errorCode: string | undefined, message: string | undefined, method = 'get', path = '/v1/projects') =>
    serverErrorMessage({ errorCode, message }, method, path)

  test('Forbidden is always "Action not authorized"', () => {
    expect(msg('Forbidden', 'actor does not have permission')).toBe('Action not authorized')
  })

  test('ObjectNotFound is the server message, first letter capitalised', () => {
    expect(msg('ObjectNotFound', 'not found: project with name "p1"')).toBe('Not found: project with name "p1"')
  })

  test('ObjectAlreadyExists names the resource from the server text', () => {
    expect(msg('ObjectAlreadyExists', 'already exists: project "foo"', 'post', '/v1/projects')).toBe(
      'Project name already exists',
    )
    expect(msg('ObjectAlreadyExists', 'already exists: vpc-subnet "web"', 'put', '/v1/vpc-subnets/{subnet}')).toBe(
      'Vpc subnet name already exists',
    )
    expect(msg('ObjectAlreadyExists', 'already exists: floating ip "f"')).toBe('Floating ip name already exists')
  })

  test('ObjectAlreadyExists falls back to the resource the create call names', () => {
    expect(msg('ObjectAlreadyExists', 'name is taken', 'post', '/v1/vpc-subnets')).toBe(
      'Vpc subnet name already exists',
    )
    expect(msg('ObjectAlreadyExists', '', 'post', '/v1/system/ip-pools')).toBe('Ip pool name already exists')
  })

  test('ObjectAlreadyExists on a call that creates nothing keeps the server message', () => {
    expect(msg('ObjectAlreadyExists', 'name is taken', 'put', '/v1/projects/{project}')).toBe('Name is taken')
    expect(msg('ObjectAlreadyExists', 'disk is attached', 'post', '/v1/instances/{instance}/disks/attach')).toBe(
      'Disk is attached',
    )
  })

  test('anything else is the capitalised server message, or a generic one', () => {
    expect(msg('InvalidRequest', 'bad name')).toBe('Bad name')
    expect(msg(undefined, 'internal error')).toBe('Internal error')
    expect(msg('Internal', '')).toBe('Unknown server error')
    expect(serverErrorMessage(undefined, 'get', '/v1/me')).toBe('Unknown server error')
  })
})

describe('clientErrorMessage (spec §8)', () => {
  test('a non-OK response that is not JSON cannot be read', () => {
    expect(clientErrorMessage(false, 'unexpected token < in JSON')).toBe('Error reading API response')
  })

  test('a 2xx that fails to parse shows the parser reason, capitalised', () => {
    expect(clientErrorMessage(true, 'unexpected end of JSON input')).toBe('Unexpected end of JSON input')
  })
})

describe('createdResource', () => {
  test.each([
    ['/v1/projects', 'project'],
    ['/v1/vpc-subnets', 'vpc subnet'],
    ['/v1/vpc-router-routes', 'vpc router route'],
    ['/v1/affinity-groups', 'affinity group'],
    ['/v1/internet-gateway-ip-addresses', 'internet gateway ip address'],
    ['/v1/system/networking/loopback-address', 'loopback address'],
    ['/v1/system/identity-providers/local/users', 'user'],
    ['/v1/me/ssh-keys', 'ssh key'],
  ])('POST %s creates a %s', (path, resource) => {
    expect(createdResource('post', path)).toBe(resource)
  })

  test.each([
    ['get', '/v1/projects'],
    ['post', '/v1/projects/{project}'],
    ['post', '/v1/instances/{instance}/start'],
    ['post', '/v1/system/ip-pools/{pool}/ranges/add'],
    ['post', '/v1/timeseries/query'],
  ])('%s %s creates nothing', (method, path) => {
    expect(createdResource(method, path)).toBeUndefined()
  })
})

test('ApiError carries what callers and the log need', () => {
  const e = new ApiError({ type: 'error', message: 'M', errorCode: 'C', statusCode: 400, requestId: 'r' })
  expect(e).toBeInstanceOf(Error)
  expect(e).toMatchObject({ name: 'ApiError', type: 'error', message: 'M', errorCode: 'C', statusCode: 400, requestId: 'r' })
  expect(capitalize('')).toBe('')
})

describe('the details of a failed call', () => {
  const at = new Date('2025-01-01T00:00:00.000Z')
  const error = new ApiError({
    type: 'error',
    message: 'Not found: instance with name "nope"',
    errorCode: 'ObjectNotFound',
    statusCode: 404,
    requestId: 'req-1',
    method: 'get',
    path: '/v1/instances/nope?project=p',
    at,
  })

  test('ApiError carries status, error code, message, request id, method (upper case), path and when', () => {
    expect(error).toMatchObject({
      statusCode: 404,
      errorCode: 'ObjectNotFound',
      message: 'Not found: instance with name "nope"',
      requestId: 'req-1',
      method: 'GET',
      path: '/v1/instances/nope?project=p',
      at,
    })
  })

  test('errorDetails: plain data from an ApiError, or from an action error that kept them; nothing from anything else', () => {
    const details = {
      message: 'Not found: instance with name "nope"',
      errorCode: 'ObjectNotFound',
      status: 404,
      requestId: 'req-1',
      method: 'GET',
      path: '/v1/instances/nope?project=p',
      time: '2025-01-01T00:00:00.000Z',
    }
    expect(errorDetails(error)).toEqual(details)
    expect(errorDetails(new DetailedError('Not found', details))).toBe(details)
    expect(errorDetails(new Error('a bug'))).toBeUndefined()
    expect(errorDetails(undefined)).toBeUndefined()
  })

  test('the copied block: one field a line, the fields a call did not have left out, several calls apart', () => {
    const details = errorDetails(error)!
    expect(detailsText([details])).toBe(
      [
        'Message: Not found: instance with name "nope"',
        'Error code: ObjectNotFound',
        'Status: 404',
        'Request ID: req-1',
        'Request: GET /v1/instances/nope?project=p',
        'Time: 2025-01-01T00:00:00.000Z',
      ].join('\n'),
    )
    const unreadable = errorDetails(new ApiError({ type: 'client_error', message: 'Error reading API response', at }))!
    expect(detailRows(unreadable).map((r) => r.label)).toEqual(['Message', 'Time'])
    expect(detailsText([details, unreadable]).split('\n\n')).toHaveLength(2)
  })
})
