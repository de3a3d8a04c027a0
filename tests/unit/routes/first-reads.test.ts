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
import { sledId } from '../../../mirage/seed/hardware'
import { ids } from '../../../mirage/seed/ids'
import { SEEDED_BUNDLES } from '../../../mirage/seed/support-bundles'
import { SWITCH_SEED, switchId } from '../../../mirage/seed/switches'

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
  // What the page's loaders read before its rows are drawn: the parts of the
  // page they start leave after (api/sections), and are not read ahead.
  let first: string[] = []
  const stop = router.subscribe('onLoad', () => {
    first = [...asked]
  })
  await router.load()
  stop()
  expect(router.state.matches.every((m) => m.status === 'success'), `${href} loaded`).toBe(true)
  return first.map(normal)
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
  `${PROJECT}/snapshots`,
  `${PROJECT}/snapshots?sort=name_descending`,
  `${PROJECT}/images`,
  `${PROJECT}/vpcs?sort=name_descending`,
  `${PROJECT}/affinity`,
  '/settings/ssh-keys',
  '/certificates',
  `${PROJECT}/floating-ips`,
  `${PROJECT}/floating-ips?sort=name_descending`,
  `${PROJECT}/probes`,
  `${PROJECT}/vpcs/mock-vpc/subnets?sort=name_descending`,
  `${PROJECT}/vpcs/mock-vpc/routers?sort=name_descending`,
  `${PROJECT}/vpcs/mock-vpc/internet-gateways?sort=name_descending`,
  `${PROJECT}/access`,
  `${PROJECT}/instances/db1/networking`,
  `${PROJECT}/instances/db1/settings`,
  '/images',
  '/users-groups/users',
  '/users-groups/groups',
  '/access',
  '/settings/access-tokens',
  '/silo-settings',
  '/system/silos/maze-war',
  '/system/utilization',
  '/system/capacity',
  '/system/capacity?ncpus=8&memory=32',
  '/system/access',
  '/system/alerts',
  '/system/support-bundles',
  '/system/networking/address-lots',
  '/system/networking/address-lots?sort=name_descending',
  '/system/networking/loopback-addresses',
  '/system/networking/allow-list',
  '/system/networking/ip-pools?sort=name_descending',
  '/system/networking/ip-pools-service',
  '/system/networking/bgp',
  '/system/networking/bfd',
  '/system/networking/switch-port-settings',
  '/system/inventory',
  '/system/inventory/sleds',
  '/system/inventory/sleds-uninitialized',
  '/system/inventory/disks',
  '/system/inventory/racks',
  '/system/inventory/switches',
  '/system/inventory/switch-ports',
  '/system/update',
  // Detail pages.
  `${PROJECT}/disks/disk-1`,
  `${PROJECT}/affinity-groups/close-together`,
  `${PROJECT}/probes/edge-probe`,
  `${PROJECT}/vpcs/mock-vpc/routers/mock-custom-router`,
  `${PROJECT}/vpcs/mock-vpc/internet-gateways/default`,
  '/certificates/maze-war-tls',
  '/system/alerts/ops-pager',
  `/system/support-bundles/${SEEDED_BUNDLES.older}`,
  '/system/networking/ip-pools/ip-pool-1',
  '/system/networking/address-lots/initial-infra',
  `/system/networking/switch-port-settings/${SWITCH_SEED.settings}`,
  `/system/inventory/sleds/${sledId('BRM42220014')}/instances`,
  `/system/inventory/sleds/${sledId('BRM42220014')}/disks`,
  `/system/inventory/racks/${ids.rack}`,
  `/system/inventory/switches/${switchId('switch0')}`,
  // A page the table does not list: the session and its layouts only.
  '/settings/profile',
])('the boot module asks exactly what the loaders of %s ask first', async (href) => {
  const url = new URL(href, 'http://console.invalid')
  const early = firstReadUrls(url.pathname, url.search).map(normal)
  const reads = await loaderReads(href)
  // Every early read is one the page asks, as it asks it.
  expect(reads).toEqual(expect.arrayContaining(early))
  // Every read the page's URL alone tells is sent early, for the pages listed:
  // not one named by an answer (an id, or a gateway's name from the gateways' list),
  // nor, on a project's page, what only a fleet viewer's page reads (the sled an
  // instance runs on): the boot module does not know who signs in, and anyone else
  // must not send it.
  const fleetOnly = (r: string) => href.startsWith(PROJECT) && r.startsWith('/v1/system/')
  const known = reads.filter((r) => !/[0-9a-f]{8}-[0-9a-f]{4}-|[?&]gateway=/.test(r) && !fleetOnly(r))
  if (!href.startsWith('/settings/profile')) expect(early).toEqual(expect.arrayContaining(known))
})

it('sends nothing from the signed-out pages', () => {
  expect(firstReadUrls('/login', '')).toEqual([])
  expect(firstReadUrls('/login/default-silo/local', '?redirect_uri=%2Fprojects')).toEqual([])
  expect(firstReadUrls('/device/verify', '')).toEqual([])
})

it("reads the VPC only for the pages in its frame, not a router's own page nor its routes' forms", () => {
  const vpc = '/v1/vpcs/mock-vpc?project=mock-project'
  const router = `${PROJECT}/vpcs/mock-vpc/routers/mock-custom-router`
  expect(firstReadUrls(`${router}/edit`, '')).toContain(vpc)
  expect(firstReadUrls(`${PROJECT}/vpcs/mock-vpc/subnets`, '')).toContain(vpc)
  for (const page of [router, `${router}/routes-new`, `${router}/routes/to-gateway/edit`]) expect(firstReadUrls(page, '')).not.toContain(vpc)
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
  // Pages whose loaders read through their pages module: its reads come with it.
  ['/', ['ProjectsList', 'projectsPage']],
  [`${PROJECT}/snapshots`, ['snapshotRowsPage']],
  [`${PROJECT}/snapshots-new`, ['snapshotFormInput']],
  [`${PROJECT}/disks/disk-1`, ['loadDiskDetail']],
  [`${PROJECT}/images/image-1/edit`, ['fetchImage']],
  ['/images', ['siloImagesPage']],
  [`${PROJECT}/floating-ips-new`, ['floatingIpCreateFormInput']],
  [`${PROJECT}/probes/probe-1`, ['fetchProbe']],
  [`${PROJECT}/affinity-groups/group-1/edit`, ['fetchGroup']],
  [`${PROJECT}/vpcs/mock-vpc/firewall-rules-new/rule-1`, ['loadRuleForm']],
  [`${PROJECT}/vpcs/mock-vpc/subnets/subnet-1/edit`, ['loadSubnetEdit']],
  [`${PROJECT}/vpcs/mock-vpc/routers/router-1/routes-new`, ['loadRouteForm']],
  [`${PROJECT}/vpcs/mock-vpc/internet-gateways/gateway-1`, ['fetchGatewayDetail']],
  [`${PROJECT}/instances/db1/networking`, ['InstanceNetworkingRoute', 'loadInstanceNetworking']],
  [`${PROJECT}/access`, ['accessRowsPage']],
  ['/certificates/cert-1', ['fetchCertificate']],
  ['/users-groups/users/user-1', ['loadUserPage']],
  ['/settings/ssh-keys-new', ['sshKeyFormInput']],
  ['/settings/access-tokens', ['accessTokensPage']],
  ['/silo-settings', ['fetchAuthSettings', 'SiloSettings']],
  ['/system/utilization', ['loadUtilization', 'SystemUtilization']],
  ['/system/capacity', ['loadCapacity', 'Capacity']],
  ['/system/silos/maze-war/quotas-edit', ['loadQuotasForm']],
  ['/system/access', ['fleetRowsPage', 'startFleetAccess']],
  ['/system/alerts/receiver-1/edit', ['receiverEditInput']],
  ['/system/support-bundles/bundle-1', ['loadBundlePage']],
  ['/system/networking/allow-list/edit', ['loadAllowListPage']],
  ['/system/networking/ip-pools-service/ranges-add', ['serviceRangeFormInput']],
  ['/system/networking/bfd/enable', ['bfdFormInput']],
  ['/system/networking/switch-port-settings/settings-1', ['loadSettings']],
  ['/system/inventory/sleds/sled-1/instances', ['sledInstancesPage']],
  ['/system/inventory/switches/switch-1', ['loadSwitch']],
  ['/system/inventory/switch-ports/rack-1/switch0/qsfp0', ['loadSwitchPort']],
  ['/system/update', ['loadUpdatePage']],
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

it("fetches only the page's own code: not its list's under a page of its own, nor code for pages whose code is the app's", async () => {
  const exportsAt = async (href: string) => (await Promise.all(loadFirstPageCode(href))).flatMap((m) => Object.keys(Object(m)))
  expect(await exportsAt('/system/silos/maze-war')).not.toContain('Silos')
  expect(await exportsAt('/system/silos')).not.toContain('SiloPageRoute')
  expect(await exportsAt('/system/inventory/switch-ports/rack-1/switch0/qsfp0')).not.toContain('sledsPage')
  expect(await exportsAt('/system/inventory/switches/switch-1')).not.toContain('sledsPage')
  expect(await exportsAt(`${PROJECT}/instances/db1/storage`)).not.toContain('Instances')
  expect(loadFirstPageCode(`${PROJECT}/vpcs`)).toEqual([])
})

it.each([
  ['/projects', ['/v1/projects?limit=50']],
  // The rows' own reads: the names their columns show are parts of the page, read after them.
  [`${PROJECT}/disks`, [`/v1/disks?limit=50&project=mock-project`]],
  ['/system/silos', ['/v1/system/silos?limit=50']],
  [`${PROJECT}/floating-ips`, ['/v1/floating-ips?limit=50&project=mock-project']],
  [`${PROJECT}/vpcs/mock-vpc/subnets`, ['/v1/vpc-subnets?limit=50&project=mock-project&vpc=mock-vpc']],
  ['/users-groups/users', ['/v1/users?limit=1000', '/v1/groups?limit=1000']],
  // (The fleet role's reads leave with the system layout's loader, which needs no code.)
  ['/system/alerts', ['/v1/alert-receivers?limit=50']],
  [
    '/system/networking/loopback-addresses',
    ['/v1/system/networking/loopback-address?limit=50'],
  ],
  ['/system/inventory/switch-ports', ['/v1/system/hardware/switch-port?limit=50']],
  [`${PROJECT}/disks/disk-1`, ['/v1/disks/disk-1?project=mock-project', '/v1/disks?limit=50&project=mock-project']],
  [
    `${PROJECT}/vpcs/mock-vpc/routers/mock-custom-router`,
    ['/v1/vpc-routers/mock-custom-router?project=mock-project&vpc=mock-vpc', '/v1/vpc-router-routes?limit=50&project=mock-project&router=mock-custom-router&vpc=mock-vpc'],
  ],
  ['/system/networking/ip-pools/ip-pool-1', ['/v1/system/ip-pools/ip-pool-1']],
  ['/system/alerts/ops-pager', ['/v1/alert-receivers/ops-pager']],
  [`/system/inventory/sleds/${sledId('BRM42220014')}/instances`, [`/v1/system/hardware/sleds/${sledId('BRM42220014')}/instances?limit=50`]],
])('on the way to %s in the app, its first reads leave as the navigation starts, each once', async (to, reads) => {
  const router = makeRouter({}, createMemoryHistory({ initialEntries: ['/settings/ssh-keys'] }))
  await router.load()
  asked = []
  const navigation = router.navigate({ to })
  // Before the page's code (which its loaders read through) could have arrived.
  await Promise.resolve()
  expect(asked.map(normal)).toEqual(expect.arrayContaining(reads))
  await navigation
  expect(router.state.location.pathname).toBe(to)
  for (const read of reads) expect(asked.map(normal).filter((a) => a === read), read).toHaveLength(1)
})
