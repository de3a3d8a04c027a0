// Data before code (issue 20): the boot module's early reads answer the app's
// first calls, once; nothing sent early reaches a page after sign-out or a 401.
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { api, ApiError, clearCache, invalidate, setUnauthorizedHandler } from '~/api'
import { startEarly } from '~/api/early'
import { jsonResponse } from './fetch-stub'

const iso = '2024-01-02T03:04:05.000Z'
const project = (name: string) => ({ id: `${name}-id`, name, description: '', time_created: iso, time_modified: iso })

/** The server's answers, by user: whoever is signed in when a request arrives is who it answers for. */
let signedIn = 'ada'
const requested: string[] = []
beforeEach(() => {
  signedIn = 'ada'
  requested.length = 0
  setUnauthorizedHandler(vi.fn())
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      requested.push(new URL(url, location.href).pathname + new URL(url, location.href).search)
      if (url.includes('/v1/me')) return jsonResponse(401, { message: 'credentials missing', request_id: 'r' })
      return jsonResponse(200, { items: [project(`${signedIn}-project`)], next_page: null })
    }),
  )
})
afterEach(() => {
  clearCache()
  vi.unstubAllGlobals()
  setUnauthorizedHandler(null)
})

const firstProject = async () => (await api.get('/v1/projects', { query: { limit: 50 } })).items[0].name

test("the app's first call takes the early answer instead of asking again, once", async () => {
  startEarly(['/v1/projects?limit=50'])
  expect(await firstProject()).toBe('ada-project')
  expect(requested).toEqual(['/v1/projects?limit=50'])
  clearCache() // past the cache: the next read is a request of its own
  await firstProject()
  expect(requested).toHaveLength(2)
})

test('sign-out drops what was sent early: the next user gets their own answer', async () => {
  startEarly(['/v1/projects?limit=50'])
  clearCache() // what signing out (or acting as another user) does
  signedIn = 'grace'
  expect(await firstProject()).toBe('grace-project')
})

test('a 401 drops what was sent early', async () => {
  startEarly(['/v1/projects?limit=50'])
  await expect(api.get('/v1/me')).rejects.toBeInstanceOf(ApiError)
  signedIn = 'grace'
  expect(await firstProject()).toBe('grace-project')
})

test('a change drops what was sent early: a page entered after it reads anew', async () => {
  // Sent ahead for a page, answered, then a change (a form's submit) before that page asks.
  startEarly(['/v1/projects?limit=50'])
  await vi.waitFor(() => expect(requested).toHaveLength(1))
  signedIn = 'changed'
  await invalidate('/v1/projects')
  expect(await firstProject()).toBe('changed-project')
  expect(requested).toHaveLength(2)
})
