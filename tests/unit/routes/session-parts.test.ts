// The session's parts (the user's groups, whether they are a fleet viewer) as a
// page takes them: read once, through the cache, under the keys the session's
// loader fills.
import { afterEach, expect, it, vi } from 'vitest'
import { queryClient, type SectionRead } from '~/api'
import { fleetViewerSection, groupsSection } from '~/routes/session'
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
