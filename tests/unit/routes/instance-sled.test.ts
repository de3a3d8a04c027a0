// The instance page looks for the sled its instance runs on only for a fleet
// viewer: one scan of the fleet (the sleds, then each sled's instances), kept
// for the session's other instance pages. A tenant's instance page sends no
// request for it at all. Loaded here by the real route tree, against the mock.
import { createMemoryHistory } from '@tanstack/react-router'
import type { Server } from 'miragejs'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { actAs, makeServer } from '../../../mirage'
import { childId, ids } from '../../../mirage/seed/ids'
import { clearCache, queryClient } from '~/api'
import { instanceSledsSection } from '~/machines/shared/sled-placements'
import { instancePlacement } from '~/machines/shared/sled-placement.rules'
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

const PAGE = '/projects/mock-project/instances'
const key = instanceSledsSection().key

async function open(href: string) {
  const router = makeRouter({}, createMemoryHistory({ initialEntries: [href] }))
  await router.load()
  expect(router.state.matches.every((m) => m.status === 'success'), `${href} loaded`).toBe(true)
  return router
}

it('a fleet viewer’s instance page finds the sled: one scan, which the next instance page reuses', async () => {
  actAs(ids.user.grace)
  const router = await open(`${PAGE}/db1/storage`)
  await vi.waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'))
  const scans = () => asked.filter((p) => p === '/v1/system/hardware/sleds').length
  expect(scans()).toBe(1)
  // Every sled's list, each once.
  const lists = asked.filter((p) => /^\/v1\/system\/hardware\/sleds\/[^/]+\/instances$/.test(p))
  expect(lists).toHaveLength(4)
  expect(new Set(lists).size).toBe(4)
  const placements = queryClient.getQueryData<Parameters<typeof instancePlacement>[0]>(key)!
  const db1 = childId('instance', 'mock-project', 'db1')
  expect(instancePlacement(placements, { id: db1, runState: 'running' })).toMatchObject({ kind: 'sled', serial: 'BRM42220014' })

  // Another instance's page, later in the session: no new scan.
  asked = []
  const next: string = `${PAGE}/web-1/storage`
  await router.navigate({ to: next })
  expect(router.state.location.pathname).toBe(next)
  expect(asked.filter((p) => p.startsWith('/v1/system/'))).toEqual([])
})

it('a tenant without fleet rights: the instance page sends no request for the sled', async () => {
  actAs(ids.user.alan)
  await open(`${PAGE}/db1/storage`)
  expect(queryClient.getQueryState(key)).toBeUndefined()
  expect(asked.filter((p) => p.startsWith('/v1/system/hardware'))).toEqual([])
})
