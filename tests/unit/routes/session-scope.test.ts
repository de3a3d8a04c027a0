// Every signed-in page belongs to the session it was loaded in
// (routes/session.ts): once that session has ended, the router takes no page
// it still holds — not the one on screen when only its query changes, not one
// Back returns to — and every loader runs again, in the session now.
import { createMemoryHistory } from '@tanstack/react-router'
import type { Server } from 'miragejs'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { makeServer } from '../../../mirage'
import { clearCache } from '~/api'
import { makeRouter } from '~/routes/router'

let server: Server
let asked: string[]
beforeEach(() => {
  server = makeServer({ environment: 'test' })
  asked = []
  const mocked = window.fetch
  window.fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href)
    asked.push(url.pathname)
    return mocked(input, init)
  }
})
afterEach(() => {
  server.shutdown()
  clearCache()
})

it('a page whose URL only gained a query is loaded again after the session ended', async () => {
  const router = makeRouter({}, createMemoryHistory({ initialEntries: ['/projects'] }))
  await router.load()
  const before = router.state.matches.map((m) => m.id)
  // Within a session, a query the loaders do not read keeps the pages loaded.
  asked = []
  await router.navigate({ href: '/projects?x=1' })
  expect(asked).toEqual([])
  clearCache() // sign-out, a 401, another user
  asked = []
  await router.navigate({ href: '/projects?x=2' })
  expect(asked).toEqual(expect.arrayContaining(['/v1/me', '/v1/projects']))
  const after = router.state.matches.map((m) => m.id)
  // The signed-in matches are new ones; the root and its sign-in pages belong to no session.
  expect(after[0]).toBe(before[0])
  expect(after.slice(1).filter((id) => before.includes(id))).toEqual([])
})

it('Back to a page loaded in an ended session loads it again', async () => {
  const router = makeRouter({}, createMemoryHistory({ initialEntries: ['/projects'] }))
  await router.load()
  await router.navigate({ href: '/projects/mock-project/disks' })
  clearCache()
  asked = []
  router.history.back()
  await router.load()
  expect(router.state.location.pathname).toBe('/projects')
  expect(asked).toEqual(expect.arrayContaining(['/v1/me', '/v1/projects']))
})
