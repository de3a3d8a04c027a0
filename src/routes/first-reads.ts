// The first page's reads, by its URL: the boot
// module (src/main.tsx) sends these before the app's chunk has even arrived,
// and the app's loaders take the answers (api/early.ts) instead of asking
// again. The same URLs the routes' loaders ask — path, `limit` and the list's
// `sort_by` from the page's `?sort=` — which tests/unit/routes/first-reads.test.ts
// checks against the real route tree: a page whose loaders change and this
// table not fails there. A page not listed here still gets the session's reads
// and its layouts' (project, instance, VPC); it only waits for its own list.
//
// This module is in the boot chunk, loaded before anything else: it may import
// only what is tiny and import-free (no ~/api index, no router, no validation).
import { PAGE_SIZE } from '~/api/constants'
import { MAX_LIMIT } from '~/api/pages'
import { fillPath } from '~/api/path'
import { toQueryString } from '~/api/query-string'

/**
 * Nexus's name sorts, as machines/shared/list-find.rules.ts SORT_BY has them
 * (the test checks they agree): that module imports the validators, which the
 * boot chunk must not carry.
 */
const SORT_BY = ['name_ascending', 'name_descending'] as const
type SortBy = (typeof SORT_BY)[number]
export const BOOT_SORT_BY: readonly string[] = SORT_BY

type Query = Record<string, string | number | undefined>
/** One GET: its path template (as the routes' reads name it), path parameters and query. */
export type Read = readonly [template: string, path?: Record<string, string>, query?: Query]

type Params = Record<string, string>
type Entry = {
  /** The console's path, `$name` for a parameter; `prefix` matches every page below it too. */
  path: string
  prefix?: boolean
  /** Pages below a `prefix` that are not in it (their path, as the browser shows it). */
  unless?: RegExp
  reads: (p: Params, sort: SortBy | undefined) => Read[]
}

/** A list route's first page (routes/kit listRoute): `limit`, and `sort_by` when the list sorts by name. */
const list = (template: string, query: Query, sort?: SortBy): Read => [template, undefined, { ...query, limit: PAGE_SIZE, sortBy: sort }]

/** A list a page reads whole (names for ids, a picker's choices): one call of Nexus's largest page. */
const whole = (template: string, query: Query = {}): Read => [template, undefined, { ...query, limit: MAX_LIMIT }]

/**
 * An operator page's rights come from the user's fleet role
 * (machines/access/my-role.ts): the system policy, which the session reads
 * anyway, and the role the user's silo role confers, from the silo's policy
 * and the silo itself. The silo is named only by the answer to /v1/me, so
 * its read waits for that answer; the policy leaves early.
 */
const FLEET_ROLE: Read[] = [['/v1/policy']]
/** The silo's users and groups, which access rows and user lists name. */
const IDENTITIES: Read[] = [whole('/v1/users'), whole('/v1/groups')]

/**
 * The lists a page of disks names its sources from (machines/shared/disk-sources):
 * sent with the disks, not after them, so the Source column costs no round trip.
 * An instance's disks are mostly made from images (its boot disk is): its
 * tab reads the snapshots only when a disk names one.
 */
const imageSources = (project: string): Read[] => [list('/v1/images', { project }), list('/v1/images', {})]
const diskSources = (project: string): Read[] => [...imageSources(project), list('/v1/snapshots', { project })]

/** The disks list: its rows name their instances, the project's first page of them, unsorted. */
const disksList = (project: string, sort: SortBy | undefined): Read[] => [
  list('/v1/disks', { project }, sort),
  list('/v1/instances', { project }),
  ...diskSources(project),
]

const SIGNED_OUT = ['/login', '/device']
/** The signed-out pages' code (no reads): fetched by the boot module as a signed-in page's is. */
const SIGNED_OUT_CODE: Record<(typeof SIGNED_OUT)[number], () => Promise<unknown>> = {
  '/login': () => import('./login.pages'),
  '/device': () => import('./auth.pages'),
}
const signedOut = (pathname: string) => SIGNED_OUT.find((p) => pathname === p || pathname.startsWith(`${p}/`))

/** Every signed-in page: the session (routes/session.ts loadSession). */
const SESSION: Read[] = [['/v1/me'], ['/v1/me/groups'], ['/v1/system/policy']]

const PAGES: Entry[] = [
  // `/` redirects to the projects list.
  { path: '/', reads: (_, sort) => [list('/v1/projects', {}, sort)] },
  { path: '/projects', reads: (_, sort) => [list('/v1/projects', {}, sort)] },
  // Layouts (routes/layouts.tsx projectLayout, instance and VPC pages; the system pages' fleet role).
  { path: '/system', prefix: true, reads: () => FLEET_ROLE },
  { path: '/projects/$project', prefix: true, reads: ({ project }) => [['/v1/projects/{project}', { project }]] },
  {
    path: '/projects/$project/instances/$instance',
    prefix: true,
    reads: ({ project, instance }) => [
      ['/v1/instances/{instance}', { instance }, { project }],
      ['/v1/instances/{instance}/external-ips', { instance }, { project }],
    ],
  },
  {
    path: '/projects/$project/vpcs/$vpc',
    prefix: true,
    // A router's own page and its routes' forms are not in the VPC's frame (its edit form, over the routers tab, is).
    unless: /\/routers\/[^/]+(\/routes(-new|\/.*))?$/,
    reads: ({ project, vpc }) => [['/v1/vpcs/{vpc}', { vpc }, { project }]],
  },
  // Pages.
  {
    path: '/projects/$project/instances',
    reads: ({ project }, sort) => [list('/v1/instances', { project }, sort)],
  },
  { path: '/projects/$project/disks', reads: ({ project }, sort) => disksList(project, sort) },
  {
    path: '/projects/$project/instances/$instance/storage',
    reads: ({ project, instance }) => [['/v1/instances/{instance}/disks', { instance }, { project, limit: PAGE_SIZE }], ...imageSources(project)],
  },
  {
    path: '/projects/$project/vpcs/$vpc/firewall-rules',
    reads: ({ project, vpc }) => [['/v1/vpc-firewall-rules', undefined, { project, vpc }]],
  },
  // The snapshots name their disks: the project's first page of them, unsorted.
  { path: '/projects/$project/snapshots', reads: ({ project }, sort) => [list('/v1/snapshots', { project }, sort), list('/v1/disks', { project })] },
  { path: '/projects/$project/images', reads: ({ project }, sort) => [list('/v1/images', { project }, sort)] },
  { path: '/projects/$project/vpcs', reads: ({ project }, sort) => [list('/v1/vpcs', { project }, sort)] },
  { path: '/projects/$project/affinity', reads: ({ project }, sort) => [list('/v1/anti-affinity-groups', { project }, sort)] },
  { path: '/settings/ssh-keys', reads: () => [list('/v1/me/ssh-keys', {})] },
  { path: '/certificates', reads: () => [list('/v1/certificates', {})] },
  {
    path: '/projects/$project/floating-ips',
    // The rows name their pools and instances.
    reads: ({ project }, sort) => [list('/v1/floating-ips', { project }, sort), whole('/v1/ip-pools'), whole('/v1/instances', { project })],
  },
  // The probes name their sleds.
  { path: '/projects/$project/probes', reads: ({ project }) => [list('/experimental/v1/probes', { project }), whole('/v1/system/hardware/sleds')] },
  {
    path: '/projects/$project/vpcs/$vpc/subnets',
    // The rows name their custom routers.
    reads: ({ project, vpc }, sort) => [list('/v1/vpc-subnets', { project, vpc }, sort), whole('/v1/vpc-routers', { project, vpc })],
  },
  { path: '/projects/$project/vpcs/$vpc/routers', reads: ({ project, vpc }) => [list('/v1/vpc-routers', { project, vpc })] },
  {
    path: '/projects/$project/vpcs/$vpc/internet-gateways',
    // The rows name their pools (and each gateway's links, known from the rows).
    reads: ({ project, vpc }) => [list('/v1/internet-gateways', { project, vpc }), whole('/v1/ip-pools')],
  },
  {
    path: '/projects/$project/access',
    reads: ({ project }) => [['/v1/projects/{project}/policy', { project }], ['/v1/policy'], ...IDENTITIES],
  },
  {
    path: '/projects/$project/instances/$instance/networking',
    reads: ({ project, instance }) => [list('/v1/network-interfaces', { project, instance })],
  },
  {
    path: '/projects/$project/instances/$instance/settings',
    reads: ({ project, instance }) => [
      ['/v1/instances/{instance}/disks', { instance }, { project, limit: MAX_LIMIT }],
      ['/v1/instances/{instance}/affinity-groups', { instance }, { project, limit: MAX_LIMIT }],
      ['/v1/instances/{instance}/anti-affinity-groups', { instance }, { project, limit: MAX_LIMIT }],
      whole('/v1/affinity-groups', { project }),
      whole('/v1/anti-affinity-groups', { project }),
    ],
  },
  { path: '/images', reads: () => [list('/v1/images', {})] },
  { path: '/users-groups/users', reads: () => IDENTITIES },
  { path: '/users-groups/groups', reads: () => IDENTITIES },
  { path: '/access', reads: () => [['/v1/policy'], ...IDENTITIES] },
  { path: '/settings/access-tokens', reads: () => [list('/v1/me/access-tokens', {})] },
  { path: '/silo-settings', reads: () => [['/v1/auth-settings']] },
  { path: '/system/silos', reads: (_, sort) => [list('/v1/system/silos', {}, sort)] },
  {
    path: '/system/silos/$silo',
    reads: ({ silo }) =>
      [['/v1/system/silos/{silo}', { silo }], ['/v1/system/utilization/silos/{silo}', { silo }], list('/v1/system/identity-providers', { silo })],
  },
  { path: '/system/utilization', reads: () => [whole('/v1/system/utilization/silos'), whole('/v1/system/hardware/sleds')] },
  // Every sled; each one's instances are named by the sleds' ids, so they follow it.
  { path: '/system/capacity', reads: () => [whole('/v1/system/hardware/sleds')] },
  { path: '/system/access', reads: () => [list('/v1/system/users-builtin', {}), ...IDENTITIES] },
  { path: '/system/alerts', reads: () => [list('/v1/alert-receivers', {})] },
  { path: '/system/support-bundles', reads: () => [whole('/experimental/v1/system/support-bundles')] },
  // These two lists always sort by name (their only order).
  { path: '/system/networking/address-lots', reads: () => [list('/v1/system/networking/address-lot', {}, 'name_ascending')] },
  {
    path: '/system/networking/loopback-addresses',
    reads: () => [whole('/v1/system/networking/address-lot', { sortBy: 'name_ascending' }), list('/v1/system/networking/loopback-address', {})],
  },
  { path: '/system/networking/allow-list', reads: () => [['/v1/system/networking/allow-list']] },
  { path: '/system/networking/ip-pools', reads: (_, sort) => [list('/v1/system/ip-pools', {}, sort)] },
  { path: '/system/networking/ip-pools-service', reads: () => [['/v1/system/ip-pools-service']] },
  { path: '/system/networking/bfd', reads: () => [['/v1/system/networking/bfd-status']] },
  { path: '/system/networking/switch-port-settings', reads: () => [list('/v1/system/networking/switch-port-settings', {}, 'name_ascending')] },
  { path: '/system/inventory', reads: () => [list('/v1/system/hardware/sleds', {})] },
  { path: '/system/inventory/sleds', reads: () => [list('/v1/system/hardware/sleds', {})] },
  { path: '/system/inventory/sleds-uninitialized', reads: () => [list('/v1/system/hardware/sleds-uninitialized', {})] },
  { path: '/system/inventory/disks', reads: () => [list('/v1/system/hardware/disks', {})] },
  { path: '/system/inventory/racks', reads: () => [list('/v1/system/hardware/racks', {})] },
  { path: '/system/inventory/switches', reads: () => [list('/v1/system/hardware/switches', {})] },
  {
    path: '/system/inventory/switch-ports',
    reads: () => [whole('/v1/system/networking/switch-port-settings', { sortBy: 'name_ascending' }), list('/v1/system/hardware/switch-port', {})],
  },
  { path: '/system/update', reads: () => [['/v1/system/update/target-release']] },
  // Detail pages, by the names in their URL; a side modal's list under it reads as the list does.
  { path: '/projects/$project/disks/$disk', reads: ({ project, disk }, sort) => [['/v1/disks/{disk}', { disk }, { project }], ...disksList(project, sort)] },
  {
    path: '/projects/$project/affinity-groups/$group',
    reads: ({ project, group }) => [['/v1/affinity-groups/{affinity_group}', { affinity_group: group }, { project }]],
  },
  {
    path: '/projects/$project/probes/$probe',
    reads: ({ project, probe }) => [
      ['/experimental/v1/probes/{probe}', { probe }, { project }],
      list('/experimental/v1/probes', { project }),
      whole('/v1/system/hardware/sleds'),
    ],
  },
  {
    path: '/projects/$project/vpcs/$vpc/routers/$router',
    reads: ({ project, vpc, router }) => [['/v1/vpc-routers/{router}', { router }, { project, vpc }], list('/v1/vpc-router-routes', { project, vpc, router })],
  },
  {
    path: '/projects/$project/vpcs/$vpc/internet-gateways/$gateway',
    reads: ({ project, vpc, gateway }) => [
      ['/v1/internet-gateways/{gateway}', { gateway }, { project, vpc }],
      whole('/v1/internet-gateway-ip-pools', { project, vpc, gateway }),
      whole('/v1/internet-gateway-ip-addresses', { project, vpc, gateway }),
      list('/v1/internet-gateways', { project, vpc }),
      whole('/v1/ip-pools'),
    ],
  },
  { path: '/certificates/$certificate', reads: ({ certificate }) => [['/v1/certificates/{certificate}', { certificate }], list('/v1/certificates', {})] },
  {
    path: '/system/alerts/$receiver',
    reads: ({ receiver }) => [['/v1/alert-receivers/{receiver}', { receiver }], ['/v1/alert-classes', undefined, { limit: 100 }]],
  },
  { path: '/system/support-bundles/$bundle', reads: ({ bundle }) => [['/experimental/v1/system/support-bundles/{bundle_id}', { bundle_id: bundle }]] },
  {
    path: '/system/networking/ip-pools/$pool',
    reads: ({ pool }) => [['/v1/system/ip-pools/{pool}', { pool }], ['/v1/system/ip-pools/{pool}/utilization', { pool }]],
  },
  {
    path: '/system/networking/address-lots/$lot',
    reads: ({ lot }) =>
      [
        ['/v1/system/networking/address-lot/{address_lot}/blocks', { address_lot: lot }, { limit: MAX_LIMIT }],
        list('/v1/system/networking/address-lot', {}, 'name_ascending'),
        whole('/v1/system/networking/address-lot', { sortBy: 'name_ascending' }),
      ],
  },
  {
    path: '/system/networking/switch-port-settings/$settings',
    reads: ({ settings }) =>
      [['/v1/system/networking/switch-port-settings/{port}', { port: settings }], list('/v1/system/networking/switch-port-settings', {}, 'name_ascending')],
  },
  {
    path: '/system/inventory/sleds/$sled',
    prefix: true,
    // The sled, and its instances whole (how much of it is in use).
    reads: ({ sled }) => [['/v1/system/hardware/sleds/{sled_id}', { sled_id: sled }], ['/v1/system/hardware/sleds/{sled_id}/instances', { sled_id: sled }, { limit: MAX_LIMIT }]],
  },
  {
    path: '/system/inventory/sleds/$sled/instances',
    reads: ({ sled }) => [['/v1/system/hardware/sleds/{sled_id}/instances', { sled_id: sled }, { limit: PAGE_SIZE }]],
  },
  { path: '/system/inventory/sleds/$sled/disks', reads: ({ sled }) => [['/v1/system/hardware/sleds/{sled_id}/disks', { sled_id: sled }, { limit: PAGE_SIZE }]] },
  {
    path: '/system/inventory/racks/$rack',
    reads: ({ rack }) => [['/v1/system/hardware/racks/{rack_id}', { rack_id: rack }], whole('/v1/system/hardware/sleds'), whole('/v1/system/hardware/switches')],
  },
  {
    path: '/system/inventory/switches/$switch',
    reads: ({ switch: id }) => [
      ['/v1/system/hardware/switches/{switch_id}', { switch_id: id }],
      whole('/v1/system/hardware/switch-port'),
      whole('/v1/system/networking/switch-port-settings', { sortBy: 'name_ascending' }),
    ],
  },
]

/**
 * Each page's own code: its route file's pages module, which its loaders read
 * through, and the modules of the layouts it is in. The boot module fetches it
 * beside the app's chunk: otherwise it is asked for only once the app has run
 * and matched the route, and the page's reads wait behind it. A pattern ending
 * in `/**` is the page and every page below it. Charts and the terminal are
 * left to load with their pages.
 */
type Code = () => Promise<unknown>
const projects: Code = () => import('./projects.pages')
const disks: Code = () => import('./storage/disks.pages')
const snapshots: Code = () => import('./storage/snapshots.pages')
const images: Code = () => import('./storage/images.pages')
const floatingIps: Code = () => import('./networking/floating-ips.pages')
const probes: Code = () => import('./networking/probes.pages')
const affinity: Code = () => import('./compute/affinity.pages')
const firewallRules: Code = () => import('./networking/firewall-rules.pages')
const subnets: Code = () => import('./networking/subnets.pages')
const routers: Code = () => import('./networking/routers.pages')
const gateways: Code = () => import('./networking/internet-gateways.pages')
const sshKeys: Code = () => import('./settings/ssh-keys.pages')
const certificates: Code = () => import('./silo/certificates.pages')
const alerts: Code = () => import('./system/alerts.pages')
const bundles: Code = () => import('./system/support-bundles.pages')
const rackNetworking: Code = () => import('./system/rack-networking.pages')
const ipPools: Code = () => import('./system/ip-pools.pages')
const bgp: Code = () => import('./system/bgp.pages')
const inventory: Code = () => import('./system/inventory.pages')
const portSettings: Code = () => import('./system/switch-port-settings.pages')
/** A list, its `-new` form and the pages below it. */
const resource = (path: string, code: Code): [string, Code][] => [path, `${path}-new`, `${path}/**`].map((p) => [p, code])

const CODE: [pattern: string, code: Code][] = [
  ['/', projects],
  ['/projects', projects],
  ['/projects-new', projects],
  ['/projects/$project/edit', projects],
  ['/projects/$project/instances', () => import('./compute/instances.pages')],
  ['/projects/$project/instances-new', () => import('~/machines/compute/instance-create-like')],
  ['/projects/$project/instances-new', () => import('./compute/instance-create.pages')],
  ['/projects/$project/instances/$instance/**', () => import('~/machines/compute/instance-page')],
  ['/projects/$project/instances/$instance/**', () => import('./compute/instance.pages')],
  ['/projects/$project/instances/$instance/storage', () => import('./compute/instance-storage.pages')],
  ['/projects/$project/instances/$instance/networking', () => import('~/machines/compute/instance-networking')],
  ['/projects/$project/instances/$instance/networking', () => import('./compute/instance-networking.pages')],
  ['/projects/$project/instances/$instance/settings', () => import('~/machines/compute/instance-settings')],
  ['/projects/$project/instances/$instance/settings', () => import('./compute/instance-settings.pages')],
  ...resource('/projects/$project/disks', disks),
  ...resource('/projects/$project/snapshots', snapshots),
  ...resource('/projects/$project/images', images),
  ['/images', images],
  ['/images/**', images],
  ...resource('/projects/$project/floating-ips', floatingIps),
  ...resource('/projects/$project/probes', probes),
  ...resource('/projects/$project/affinity', affinity),
  ['/projects/$project/affinity-groups/**', affinity],
  ...resource('/projects/$project/vpcs/$vpc/firewall-rules', firewallRules),
  ['/projects/$project/vpcs/$vpc/firewall-rules-new/**', firewallRules],
  ['/projects/$project/vpcs/$vpc/firewall-rules-check', firewallRules],
  ...resource('/projects/$project/vpcs/$vpc/subnets', subnets),
  ...resource('/projects/$project/vpcs/$vpc/routers', routers),
  ...resource('/projects/$project/vpcs/$vpc/internet-gateways', gateways),
  ['/projects/$project/access', () => import('./access/access.pages')],
  ['/access', () => import('./access/access.pages')],
  ...resource('/certificates', certificates),
  ['/users-groups/**', () => import('./silo/users-groups.pages')],
  ...resource('/settings/ssh-keys', sshKeys),
  ['/settings/access-tokens', () => import('./settings/access-tokens.pages')],
  ['/silo-settings', () => import('~/machines/silo/auth-settings')],
  ['/silo-settings', () => import('./silo/silo-settings.pages')],
  ['/system/silos', () => import('./system/silos.pages')],
  ['/system/silos-new', () => import('./system/silos.pages')],
  ['/system/silos/$silo/**', () => import('./system/silo.pages')],
  ['/system/access', () => import('./access/fleet-access.pages')],
  ['/system/utilization', () => import('~/machines/system/utilization')],
  ['/system/utilization', () => import('./system/utilization.pages')],
  ['/system/capacity', () => import('./system/capacity.pages')],
  ...resource('/system/alerts', alerts),
  ...resource('/system/support-bundles', bundles),
  ...resource('/system/networking/address-lots', rackNetworking),
  ...resource('/system/networking/loopback-addresses', rackNetworking),
  ['/system/networking/allow-list/**', rackNetworking],
  ...resource('/system/networking/ip-pools', ipPools),
  ['/system/networking/ip-pools-service/**', ipPools],
  ['/system/networking/bgp/**', bgp],
  ['/system/networking/bfd/**', bgp],
  ...resource('/system/networking/switch-port-settings', portSettings),
  // The inventory's tabs and pages; a switch's and a switch port's are not its.
  ...['', '/sleds/**', '/sleds-uninitialized', '/disks/**', '/racks/**', '/switches', '/switch-ports'].map((p): [string, Code] => [`/system/inventory${p}`, inventory]),
  ['/system/inventory/switches/$switchId', () => import('./system/switch-ports.pages')],
  ['/system/inventory/switch-ports/$rack/**', () => import('./system/switch-ports.pages')],
  ['/system/update/**', () => import('./system/update.pages')],
]

function match(pattern: string, segments: string[], prefix: boolean): Params | undefined {
  const parts = pattern.split('/').filter(Boolean)
  if (prefix ? segments.length < parts.length : segments.length !== parts.length) return undefined
  const params: Params = {}
  for (const [i, part] of parts.entries()) {
    if (part.startsWith('$')) params[part.slice(1)] = segments[i]
    else if (part !== segments[i]) return undefined
  }
  return params
}

/** The path's segments, decoded; none for a path that does not decode. */
function segmentsOf(pathname: string): string[] | undefined {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return undefined
  }
}

/** The table's entries for `pathname` (its layouts' and its own), with their parameters. */
function entriesAt(pathname: string): { entry: Entry; params: Params }[] | undefined {
  if (signedOut(pathname)) return undefined
  const segments = segmentsOf(pathname)
  if (!segments) return []
  return PAGES.flatMap((entry) => {
    const params = entry.unless?.test(pathname) ? undefined : match(entry.path, segments, !!entry.prefix)
    return params ? [{ entry, params }] : []
  })
}

/**
 * The reads of the page at `pathname` + `search`: the page's own first, then
 * its layouts', then the session's. A browser opens six connections to one
 * origin and what is sent beyond them waits for one to free: the reads the
 * rows are made of go first.
 */
export function firstReads(pathname: string, search: string): Read[] {
  const entries = entriesAt(pathname)
  if (!entries) return []
  const raw = new URLSearchParams(search).get('sort')
  const sort = SORT_BY.find((s) => s === raw)
  return [...entries.reverse().flatMap(({ entry, params }) => entry.reads(params, sort)), ...SESSION]
}

/**
 * The reads of the page at `pathname` itself, not its layouts' nor the
 * session's: an in-app navigation to it starts them at once (routes/router.ts),
 * beside its code, which its loaders read through.
 */
export function pageReads(pathname: string, search: string): Read[] {
  const raw = new URLSearchParams(search).get('sort')
  const sort = SORT_BY.find((s) => s === raw)
  return (entriesAt(pathname) ?? []).filter(({ entry }) => !entry.prefix).flatMap(({ entry, params }) => entry.reads(params, sort))
}

/** Starts fetching the code of the page at `pathname` (the CODE table's; others load theirs with their route). */
export function loadFirstPageCode(pathname: string): Promise<unknown>[] {
  const out = signedOut(pathname)
  if (out) return [SIGNED_OUT_CODE[out]()]
  const segments = segmentsOf(pathname)
  if (!segments) return []
  return CODE.filter(([pattern]) => {
    const below = pattern.endsWith('/**')
    return match(below ? pattern.slice(0, -3) : pattern, segments, below)
  }).map(([, code]) => code())
}

/** The same reads as the URLs the client sends (api/client: fillPath + toQueryString). */
export function firstReadUrls(pathname: string, search: string): string[] {
  return firstReads(pathname, search).map(([template, path, query]) => fillPath(template, path) + toQueryString(query))
}
