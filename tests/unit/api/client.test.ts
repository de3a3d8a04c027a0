import { afterEach, beforeEach, describe, expect, expectTypeOf, test, vi } from 'vitest'
import { api, ApiError, type Project, setToken, setUnauthorizedHandler } from '~/api'
import { jsonResponse, nexusError, stubFetch } from './fetch-stub'

const ORIGIN = 'http://localhost:3000'
const iso = '2024-01-02T03:04:05.000Z'
const wireProject = { id: 'p-id', name: 'p1', description: 'd', time_created: iso, time_modified: iso }

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  setUnauthorizedHandler(vi.fn())
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  setToken(null)
  setUnauthorizedHandler(null)
})

describe('requests', () => {
  test('GET sends the path and a snake_case query, and camelizes the reply with Dates', async () => {
    const { seen } = stubFetch(() => jsonResponse(200, { items: [wireProject], next_page: 'np' }))
    const page = await api.get('/v1/projects', { query: { limit: 50, pageToken: 'tok', sortBy: undefined } })

    expect(seen).toEqual([{ url: `${ORIGIN}/v1/projects?limit=50&page_token=tok`, method: 'GET', headers: {}, body: '' }])
    expect(page).toEqual({
      items: [{ id: 'p-id', name: 'p1', description: 'd', timeCreated: new Date(iso), timeModified: new Date(iso) }],
      nextPage: 'np',
    })
  })

  test('path params are URL-encoded into the template', async () => {
    const { seen } = stubFetch(() => jsonResponse(200, wireProject))
    await api.get('/v1/projects/{project}', { path: { project: 'a b/c?' } })
    expect(seen[0].url).toBe(`${ORIGIN}/v1/projects/a%20b%2Fc%3F`)
  })

  test('a missing path param fails before anything is sent', async () => {
    const { fetch } = stubFetch(() => jsonResponse(200, {}))
    const call = api.get as (p: string, o: object) => Promise<unknown>
    await expect(call('/v1/projects/{project}', {})).rejects.toThrow('Missing path param "project"')
    expect(fetch).not.toHaveBeenCalled()
  })

  test('POST sends a snake_case JSON body', async () => {
    const { seen } = stubFetch(() => new Response(null, { status: 204 }))
    const result = await api.post('/v1/login/{silo_name}/local', {
      path: { silo_name: 'default' },
      body: { username: 'alice', password: 'pw' },
    })
    expect(result).toBeUndefined()
    expect(seen[0]).toMatchObject({
      url: `${ORIGIN}/v1/login/default/local`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    })
    expect(JSON.parse(seen[0].body)).toEqual({ username: 'alice', password: 'pw' })
  })

  test('device confirm sends user_code and resolves to undefined on 204', async () => {
    const { seen } = stubFetch(() => new Response(null, { status: 204 }))
    await expect(api.post('/device/confirm', { body: { userCode: 'ABCD-EFGH' } })).resolves.toBeUndefined()
    expect(seen[0].body).toBe('{"user_code":"ABCD-EFGH"}')
  })

  test('PUT and DELETE use their methods', async () => {
    const { seen } = stubFetch((req) => (req.method === 'PUT' ? jsonResponse(200, wireProject) : new Response(null, { status: 204 })))
    const updated = await api.put('/v1/projects/{project}', { path: { project: 'p1' }, body: { description: 'new' } })
    await api.delete('/v1/projects/{project}', { path: { project: 'p1' } })
    expect(updated.timeModified).toEqual(new Date(iso))
    expect(seen.map((r) => [r.method, r.url, r.body])).toEqual([
      ['PUT', `${ORIGIN}/v1/projects/p1`, '{"description":"new"}'],
      ['DELETE', `${ORIGIN}/v1/projects/p1`, ''],
    ])
  })

  test('the device flow sends form-encoded bodies, as the OpenAPI document says', async () => {
    const { seen } = stubFetch(() =>
      jsonResponse(200, { device_code: 'dc', user_code: 'ABCD-EFGH', verification_uri: '/device/verify', expires_in: 300 }),
    )
    const auth = await api.post('/device/auth', { body: { clientId: 'c-1', ttlSeconds: 3600 } })
    await api.post('/device/token', { body: { clientId: 'c-1', deviceCode: 'dc', grantType: 'urn:x' } })

    expect(auth).toEqual({ deviceCode: 'dc', userCode: 'ABCD-EFGH', verificationUri: '/device/verify', expiresIn: 300 })
    expect(seen[0].headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/)
    expect(seen[0].body).toBe('client_id=c-1&ttl_seconds=3600')
    expect(seen[1].body).toBe('client_id=c-1&device_code=dc&grant_type=urn%3Ax')
  })

  test('a Bearer header is sent only while a token is set', async () => {
    const { seen } = stubFetch(() => jsonResponse(200, { id: 'u' }))
    setToken('secret')
    await api.get('/v1/me')
    setToken(null)
    await api.get('/v1/me')
    expect(seen[0].headers.authorization).toBe('Bearer secret')
    expect(seen[1].headers.authorization).toBeUndefined()
  })

  test('the global fetch is read at call time (a mock installed later is used)', async () => {
    const first = stubFetch(() => jsonResponse(200, { id: 'first' }))
    await api.get('/v1/me')
    const second = stubFetch(() => jsonResponse(200, { id: 'second' }))
    await expect(api.get('/v1/me')).resolves.toEqual({ id: 'second' })
    expect(first.fetch).toHaveBeenCalledTimes(1)
    expect(second.fetch).toHaveBeenCalledTimes(1)
  })

  test('an aborted call rejects with the abort, not an ApiError, and logs nothing', async () => {
    stubFetch(() => jsonResponse(200, {}))
    const controller = new AbortController()
    controller.abort()
    const error = await api.get('/v1/me', { signal: controller.signal }).catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
    expect(consoleError).not.toHaveBeenCalled()
  })
})

describe('failures (spec §7, §8)', () => {
  async function failure(call: () => Promise<unknown>): Promise<ApiError> {
    const error = await call().then(
      () => expect.fail('expected the call to reject'),
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    return error as ApiError
  }

  test('Forbidden: type error, fixed message, code, status and request id, and logged', async () => {
    stubFetch(() => nexusError(403, 'Forbidden', 'forbidden', 'req-42'))
    const e = await failure(() => api.get('/v1/me'))
    expect(e).toMatchObject({
      type: 'error',
      message: 'Action not authorized',
      errorCode: 'Forbidden',
      statusCode: 403,
      requestId: 'req-42',
    })
    // As text only (a logged object would be kept alive by the console).
    expect(consoleError).toHaveBeenCalledWith('GET /v1/me failed: 403 Forbidden: Action not authorized (request req-42)')
  })

  test('the error names the call that failed: method, path with its query, and when', async () => {
    stubFetch(() => nexusError(404, 'ObjectNotFound', 'not found: instance with name "nope"', 'req-9'))
    const before = Date.now()
    const e = await failure(() => api.get('/v1/instances/{instance}', { path: { instance: 'nope' }, query: { project: 'p' } }))
    expect(e).toMatchObject({ method: 'GET', path: '/v1/instances/nope?project=p', requestId: 'req-9', statusCode: 404 })
    expect(e.at.getTime()).toBeGreaterThanOrEqual(before)
  })

  test('the request id comes from the x-request-id header when the body has none', async () => {
    stubFetch(() => new Response('<html>bad gateway</html>', { status: 502, headers: { 'x-request-id': 'hdr-1' } }))
    const e = await failure(() => api.get('/v1/me'))
    expect(e).toMatchObject({ type: 'client_error', statusCode: 502, requestId: 'hdr-1', method: 'GET', path: '/v1/me' })
  })

  test('ObjectNotFound: server message capitalised', async () => {
    stubFetch(() => nexusError(404, 'ObjectNotFound', 'not found: project with name "nope"'))
    const e = await failure(() => api.get('/v1/projects/{project}', { path: { project: 'nope' } }))
    expect(e).toMatchObject({ type: 'error', statusCode: 404, message: 'Not found: project with name "nope"' })
  })

  test('ObjectAlreadyExists: resource named by Nexus, else by the create call', async () => {
    stubFetch(() => nexusError(400, 'ObjectAlreadyExists', 'already exists: project "foo"'))
    const fromServer = await failure(() => api.post('/v1/projects', { body: { name: 'foo', description: '' } }))
    expect(fromServer.message).toBe('Project name already exists')

    stubFetch(() => nexusError(400, 'ObjectAlreadyExists', 'duplicate'))
    const fromCall = await failure(() =>
      api.post('/v1/vpc-subnets', {
        query: { project: 'p', vpc: 'v' },
        body: { name: 'web', description: '', ipv4Block: '10.0.0.0/24' },
      }),
    )
    expect(fromCall.message).toBe('Vpc subnet name already exists')
  })

  test('other errors: capitalised server message, or "Unknown server error"', async () => {
    stubFetch(() => nexusError(500, 'Internal', 'internal error'))
    expect((await failure(() => api.get('/v1/me'))).message).toBe('Internal error')

    stubFetch(() => jsonResponse(500, {}))
    expect(await failure(() => api.get('/v1/me'))).toMatchObject({ type: 'error', message: 'Unknown server error' })

    stubFetch(() => new Response(null, { status: 503 }))
    expect(await failure(() => api.get('/v1/me'))).toMatchObject({
      type: 'error',
      statusCode: 503,
      message: 'Unknown server error',
    })
  })

  test('non-OK with a body that is not JSON: client_error, "Error reading API response"', async () => {
    stubFetch(() => new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'x-request-id': 'rq' } }))
    const e = await failure(() => api.get('/v1/me'))
    expect(e).toMatchObject({ type: 'client_error', statusCode: 502, message: 'Error reading API response', requestId: 'rq' })
    expect(e.errorCode).toBeUndefined()
  })

  test('a 2xx that is not JSON: client_error with the parser reason, capitalised', async () => {
    stubFetch(() => new Response('{"items": [', { status: 200 }))
    const reason = (() => {
      try {
        JSON.parse('{"items": [')
      } catch (err) {
        return (err as Error).message
      }
    })()!
    const e = await failure(() => api.get('/v1/projects'))
    expect(e).toMatchObject({ type: 'client_error', statusCode: 200 })
    expect(e.message).toBe(reason.charAt(0).toUpperCase() + reason.slice(1))
  })

  test('a network failure is a client_error with the capitalised reason', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('fetch failed')))
    const e = await failure(() => api.get('/v1/me'))
    expect(e).toMatchObject({ type: 'client_error', message: 'Fetch failed' })
    expect(e.statusCode).toBeUndefined()
    expect(consoleError).toHaveBeenCalledTimes(1)
  })
})

describe('401 (spec §8)', () => {
  test('any call except local login calls the unauthorized handler and still rejects', async () => {
    const handler = vi.fn()
    setUnauthorizedHandler(handler)
    stubFetch(() => nexusError(401, 'Unauthorized', 'credentials missing or invalid'))

    await expect(api.get('/v1/me')).rejects.toMatchObject({ statusCode: 401, message: 'Credentials missing or invalid' })
    expect(handler).toHaveBeenCalledTimes(1)

    await expect(
      api.post('/v1/login/{silo_name}/local', { path: { silo_name: 'default' }, body: { username: 'a', password: 'b' } }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(handler).toHaveBeenCalledTimes(1)
  })

  test('other statuses do not call it', async () => {
    const handler = vi.fn()
    setUnauthorizedHandler(handler)
    stubFetch(() => nexusError(403, 'Forbidden', 'no'))
    await expect(api.get('/v1/me')).rejects.toBeInstanceOf(ApiError)
    expect(handler).not.toHaveBeenCalled()
  })

  function stubLocation(pathname: string, search = '') {
    const assign = vi.fn()
    vi.stubGlobal('location', { origin: ORIGIN, pathname, search, assign })
    return assign
  }

  test('by default it sends the browser to login, keeping the location', async () => {
    setUnauthorizedHandler(null)
    const assign = stubLocation('/projects/p1/instances', '?page=2')
    stubFetch(() => nexusError(401, undefined, 'unauthorized'))
    await expect(api.get('/v1/me')).rejects.toBeInstanceOf(ApiError)
    expect(assign).toHaveBeenCalledWith('/login?redirect_uri=%2Fprojects%2Fp1%2Finstances%3Fpage%3D2')
  })

  test('by default it stays put when already on a login page', async () => {
    setUnauthorizedHandler(null)
    const assign = stubLocation('/login/default/local')
    stubFetch(() => nexusError(401, undefined, 'unauthorized'))
    await expect(api.get('/v1/me')).rejects.toBeInstanceOf(ApiError)
    expect(assign).not.toHaveBeenCalled()
  })
})

// Compile-time checks: `npx tsc --noEmit` fails if these typings regress.
test('calls are typed by path template and method', () => {
  type ProjectList = Awaited<ReturnType<typeof api.get<'/v1/projects'>>>
  expectTypeOf<ProjectList['items'][number]>().toEqualTypeOf<Project>()
  expectTypeOf<Project['timeCreated']>().toEqualTypeOf<Date>()
  expectTypeOf<Awaited<ReturnType<typeof api.delete<'/v1/projects/{project}'>>>>().toEqualTypeOf<void>()

  const neverCalled = () => {
    // @ts-expect-error path params are required when the template has them
    void api.get('/v1/projects/{project}')
    // @ts-expect-error unknown body keys are rejected
    void api.post('/v1/projects', { body: { name: 'a', description: 'b', bogus: 1 } })
    // @ts-expect-error there is no GET on this path
    void api.get('/v1/login/{silo_name}/local', { path: { silo_name: 'x' } })
    // @ts-expect-error this call takes no body
    void api.get('/v1/me', { body: {} })
    void api.get('/v1/projects')
  }
  expect(typeof neverCalled).toBe('function')
})
