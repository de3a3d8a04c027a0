// The boot module's early reads (routes/first-reads.ts) must be the very
// calls the first page's loaders make: an early read the app never asks is
// wasted, and one it asks differently (another limit, a missing sort_by) is
// asked twice. Each page is loaded here by the real route tree, against the
// mock, recording every GET its loaders send.
import { createMemoryHistory } from '@tanstack/react-router'
import type { Server } from 'miragejs'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { makeServer } from '../../../mirage'
import { clearCache } from '~/api'
import { SORT_BY } from '~/machines/shared/list-find.rules'
import { BOOT_SORT_BY, firstReadUrls, loadFirstPageCode } from '~/routes/first-reads'
import { makeRouter } from '~/routes/router'

let server: Server
let asked: string[]
beforeEach(() => {
  server = makeServer({ environment: 'test' })
  asked = []
  const mocked = window.fetch
  window.fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href)
    if ((init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase() === 'GET') asked.push(url.pathname + url.search)
    return mocked(input, init)
  }
})
afterEach(() => {
  server.shutdown()
  clearCache()
})

/** A URL with its query's parameters in one order (as api/early.ts compares them). */
const normal = (url: string) => {
  const [path, query = ''] = url.split('?')
  const params = new URLSearchParams(query)
  params.sort()
  return params.size ? `${path}?${params}` : path
}

/** Every GET the route tree's loaders send for `href`. */
async function loaderReads(href: string): Promise<string[]> {
  const router = makeRouter({}, createMemoryHistory({ initialEntries: [href] }))
  await router.load()
  expect(router.state.matches.every((m) => m.status === 'success'), `${href} loaded`).toBe(true)
  return asked.map(normal)
}

const PROJECT = '/projects/mock-project'
it.each([
  '/projects',
  '/projects?sort=name_descending',
  `${PROJECT}/instances`,
  `${PROJECT}/instances?sort=name_ascending`,
  `${PROJECT}/disks`,
  `${PROJECT}/disks?sort=name_descending`,
  `${PROJECT}/instances/db1/storage`,
  `${PROJECT}/vpcs/mock-vpc/firewall-rules`,
  '/system/silos',
  '/system/silos?sort=name_descending',
  // Pages the table does not list: the session and their layouts only.
  `${PROJECT}/snapshots`,
  '/settings/ssh-keys',
])('the boot module asks exactly what the loaders of %s ask first', async (href) => {
  const url = new URL(href, 'http://console.invalid')
  const early = firstReadUrls(url.pathname, url.search).map(normal)
  const reads = await loaderReads(href)
  // Every early read is one the page asks, as it asks it.
  expect(reads).toEqual(expect.arrayContaining(early))
  // Every read the page's URL alone tells (no id from an answer in it) is sent early, for the pages listed.
  const known = reads.filter((r) => !/[0-9a-f]{8}-[0-9a-f]{4}-/.test(r))
  if (!/snapshots|ssh-keys/.test(href)) expect(early).toEqual(expect.arrayContaining(known))
})

it('sends nothing from the signed-out pages', () => {
  expect(firstReadUrls('/login', '')).toEqual([])
  expect(firstReadUrls('/login/default-silo/local', '?redirect_uri=%2Fprojects')).toEqual([])
  expect(firstReadUrls('/device/verify', '')).toEqual([])
})

it("reads the lists' name sorts as the lists do", () => {
  expect(BOOT_SORT_BY).toEqual(SORT_BY)
  // A sort the lists do not know is no sort.
  expect(firstReadUrls('/projects', '?sort=bogus')).toEqual(firstReadUrls('/projects', ''))
})

it.each([
  ['/projects', ['ProjectsList']],
  [`${PROJECT}/instances`, ['Instances']],
  [`${PROJECT}/disks`, ['DisksList']],
  [`${PROJECT}/instances/db1/storage`, ['loadInstancePage', 'InstanceLayoutRoute', 'InstanceStorageRoute']],
  [`${PROJECT}/vpcs/mock-vpc/firewall-rules`, ['FirewallRules']],
  ['/system/silos', ['Silos']],
])("the boot module fetches %s's own code with the app's", async (href, exports) => {
  const modules = (await Promise.all(loadFirstPageCode(href))) as Record<string, unknown>[]
  // What the page's routes then load lazily (route components, the instance's loader module).
  expect(exports.every((name) => modules.some((m) => typeof m[name] === 'function'))).toBe(true)
})

it.each([
  ['/login', 'LoginRoute'],
  ['/login/default-silo/local', 'LoginLocalRoute'],
  ['/login/default-silo/saml/mock-idp', 'LoginSamlRoute'],
  ['/device/verify', 'DeviceVerify'],
])('the boot module fetches the sign-in page %s with the app', async (href, name) => {
  const [module] = (await Promise.all(loadFirstPageCode(href))) as Record<string, unknown>[]
  expect(typeof module[name]).toBe('function')
})

it('fetches no page code for pages the table does not list', () => {
  expect(loadFirstPageCode('/settings/ssh-keys')).toEqual([])
})
