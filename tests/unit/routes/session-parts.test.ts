// The session's parts (the user's groups, whether they are a fleet viewer) as a
// page takes them: read once, through the cache, under the keys the session's
// loader fills.
import { afterEach, expect, it, vi } from 'vitest'
import { queryClient, type SectionRead } from '~/api'
import { fleetViewerSection, groupsSection, loadSession, readSignedInUser } from '~/routes/session'
import { jsonResponse } from '../api/fetch-stub'

afterEach(() => {
  queryClient.clear()
  vi.unstubAllGlobals()
})

it('a page reads them through the cache without waiting on itself', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input)
      if (url.includes('/v1/system/policy')) return jsonResponse(403, { message: 'Action not authorized', request_id: 'r' })
      return jsonResponse(200, { items: [{ id: 'g1', display_name: 'ops', description: '', silo_id: 's' }], next_page: null })
    }),
  )
  // What the page's observer does with no answer held: read under the section's key.
  const readOnce = <T,>(section: SectionRead<T>) => queryClient.fetchQuery({ queryKey: section.key, queryFn: section.read })
  for (const read of [readOnce(fleetViewerSection()), readOnce(groupsSection())]) {
    const answer = await Promise.race([read, new Promise((resolve) => setTimeout(() => resolve('waited on itself'), 2_000))])
    expect(answer).not.toBe('waited on itself')
  }
  expect(queryClient.getQueryData(fleetViewerSection().key)).toBe(false)
})

it('a page waits for no read of the session: the user, then the name and drafts, come when /v1/me answers', async () => {
  let answerMe: (r: Response) => void = () => {}
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input)
      asked.push(new URL(url, 'http://x').pathname)
      if (url.endsWith('/v1/me')) return new Promise<Response>((resolve) => (answerMe = resolve))
      return Promise.resolve(jsonResponse(200, { items: [], next_page: null }))
    }),
  )
  // The loader is done while /v1/me has not answered: the page's rows wait only for their own reads.
  expect(loadSession()).toEqual({ session: expect.any(Number) })
  await vi.waitFor(() => expect(asked).toContain('/v1/me'))
  const user = readSignedInUser()
  answerMe(jsonResponse(200, { id: 'u1', display_name: 'Ada Lovelace', silo_id: 's1', silo_name: 'maze-war' }))
  // A form that needs to know whose drafts it may take waits for the same one read.
  await expect(user).resolves.toMatchObject({ id: 'u1', displayName: 'Ada Lovelace' })
  expect(asked.filter((p) => p === '/v1/me')).toHaveLength(1)
})
