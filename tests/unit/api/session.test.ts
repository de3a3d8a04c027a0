// A session's data dies with it: a call under way when the session ends
// (sign-out, a 401, another user) never delivers its answer, to its caller or
// to the cache, and the next call is the next session's.
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { api, ApiError, clearCache, fetchApi, queryClient, setUnauthorizedHandler } from '~/api'
import { jsonResponse } from './fetch-stub'

const iso = '2024-01-02T03:04:05.000Z'
const user = (name: string) => ({ id: `${name}-id`, display_name: name, silo_id: 's', silo_name: 'silo' })

/** A server whose answers wait until `release`: whoever is signed in when it answers is who it answers for. */
let signedIn = 'ada'
let held: { release: () => void; signal?: AbortSignal }[] = []
beforeEach(() => {
  signedIn = 'ada'
  held = []
  setUnauthorizedHandler(vi.fn())
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.stubGlobal(
    'fetch',
    vi.fn((input: Request) => {
      const url = new URL(input.url)
      return new Promise<Response>((resolve, reject) => {
        const answer = () => {
          if (url.pathname === '/v1/logout') return resolve(new Response(null, { status: 204 }))
          if (url.pathname === '/v1/me/expired') return resolve(jsonResponse(401, { message: 'credentials missing', request_id: 'r' }))
          if (url.pathname === '/v1/projects' && input.method === 'POST')
            return resolve(jsonResponse(201, { id: 'p', name: 'p', description: '', time_created: iso, time_modified: iso }))
          resolve(jsonResponse(200, user(signedIn)))
        }
        input.signal.addEventListener('abort', () => reject(input.signal.reason))
        held.push({ release: answer, signal: input.signal })
      })
    }),
  )
})
afterEach(() => {
  clearCache()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  setUnauthorizedHandler(null)
})

const flush = () => new Promise((r) => setTimeout(r, 0))
const releaseAll = async () => {
  await flush()
  for (const h of held.splice(0)) h.release()
  await flush()
}

test('a read under way when the session ends is aborted: its caller and the cache never get the answer', async () => {
  const read = fetchApi('/v1/me')
  await flush()
  expect(held).toHaveLength(1)
  clearCache() // sign-out
  await expect(read).rejects.toThrow(/Cancelled|session ended/)
  expect(held[0].signal?.aborted).toBe(true)
  expect(queryClient.getQueryData(['/v1/me', {}])).toBeUndefined()
  // The next read is the next session's own.
  held = []
  signedIn = 'grace'
  const next = fetchApi('/v1/me')
  await releaseAll()
  expect((await next).displayName).toBe('grace')
})

test('a sign-out ends the session as it leaves: reads under way are aborted, and what is asked before the server answers waits for it', async () => {
  queryClient.setQueryData(['/v1/me', {}], user('ada'))
  const before = fetchApi('/v1/me/groups' as '/v1/me')
  await flush()
  expect(held).toHaveLength(1)
  const signOut = api.post('/v1/logout')
  // At once, before the server has answered: the cache is empty and the read under way aborted.
  expect(queryClient.getQueryData(['/v1/me', {}])).toBeUndefined()
  await expect(before).rejects.toThrow(/Cancelled|session ended/)
  // A read asked now is not sent while the old session may still be the server's…
  const after = fetchApi('/v1/me')
  await flush()
  expect(held.map((h) => h.signal?.aborted)).toEqual([true, false])
  // …but once it has answered (and its own answer is taken), it goes, as the next session's.
  signedIn = 'grace'
  held[1].release()
  await expect(signOut).resolves.toBeUndefined()
  await flush()
  expect(held).toHaveLength(3)
  held[2].release()
  expect((await after).displayName).toBe('grace')
})

test("a write's answer that comes after the session ended is refused (the write itself is not aborted)", async () => {
  const create = api.post('/v1/projects', { body: { name: 'p', description: '' } }).catch((e: unknown) => e)
  await flush()
  clearCache()
  expect(held[0].signal?.aborted).toBe(false)
  await releaseAll()
  expect(await create).toMatchObject({ name: 'AbortError' })
})

test("a 401 ends the session: the other reads under way are aborted, the 401 sends to sign-in once", async () => {
  const onUnauthorized = vi.fn()
  setUnauthorizedHandler(onUnauthorized)
  const me = fetchApi('/v1/me')
  const expired = api.get('/v1/me/expired' as '/v1/me')
  await flush()
  held[1].release()
  await expect(expired).rejects.toBeInstanceOf(ApiError)
  await expect(me).rejects.toThrow(/Cancelled|session ended/)
  expect(onUnauthorized).toHaveBeenCalledTimes(1)
  expect(queryClient.getQueryCache().getAll()).toEqual([])
})
