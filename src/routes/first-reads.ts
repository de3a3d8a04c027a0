// The first page's reads and code, by its URL: the boot module (src/main.tsx)
// sends the reads before the app's chunk has even arrived, and fetches the
// page's code beside the app's; the app's loaders take the answers (api/early.ts)
// instead of asking again. An in-app navigation starts the reads of the
// routes it enters the same way, as it begins (routes/router.ts).
//
// The reads are not written here: page-reads.json is made from the routes'
// loaders themselves (`npm run gen:reads`; tests/unit/routes/page-reads.test.ts
// fails when it is stale), as URL templates by route, so a page's reads are
// written once, in its loader.
//
// This module is in the boot chunk, loaded before anything else: it may import
// only what is tiny and import-free (no ~/api index, no router, no validation).
import table from './page-reads.json'

/**
 * Nexus's name sorts, as machines/shared/list-find.rules.ts SORT_BY has them
 * (the test checks they agree): that module imports the validators, which the
 * boot chunk must not carry.
 */
const SORT_BY = ['name_ascending', 'name_descending'] as const
export const BOOT_SORT_BY: readonly string[] = SORT_BY

type Params = Record<string, string>

const SIGNED_OUT = ['/login', '/device']
/** The signed-out pages' code (no reads): fetched by the boot module as a signed-in page's is. */
const SIGNED_OUT_CODE: Record<(typeof SIGNED_OUT)[number], () => Promise<unknown>> = {
  '/login': () => import('./login.pages'),
  '/device': () => import('./auth.pages'),
}
const signedOut = (pathname: string) => SIGNED_OUT.find((p) => pathname === p || pathname.startsWith(`${p}/`))

/** A route of the table: the whole path it matches (parameters as `$name`), its parent, its reads, where it sends on to. */
type Route = { pattern: string; parent: number; reads: string[]; redirect?: string }

const routes: Route[] = []
for (const [piece, parent, reads, redirect] of table.n) {
  if (typeof piece !== 'string' || typeof parent !== 'number' || !Array.isArray(reads)) continue
  const above = routes[parent]?.pattern ?? ''
  const pattern = [above, piece].filter(Boolean).join('/')
  routes.push({ pattern, parent, reads: reads.map((t) => table.t[t]), redirect: typeof redirect === 'string' ? redirect : undefined })
}
/** How many routes are above a route: of two routes with the same path, the page is the one below. */
const depth = (i: number): number => (i < 0 ? 0 : 1 + depth(routes[i].parent))

/** A template's URL for these parameters; a `{sort}` with no sort leaves its key out. */
function fill(template: string, params: Params, sort: string | undefined): string {
  const value = (name: string) => encodeURIComponent(name === 'sort' ? (sort ?? '') : (params[name] ?? ''))
  const [path, query] = template.split('?')
  const pairs = (query ?? '').split('&').filter((p) => p && !(p.endsWith('={sort}') && !sort))
  const named = (s: string) => s.replace(/\{(\w+)\}/g, (_, name: string) => value(name))
  return named(path) + (pairs.length ? `?${pairs.map(named).join('&')}` : '')
}

/**
 * The reads of the page at `pathname` + `search`, as the URLs the client
 * sends: the page's own first, then its layouts', then the session's. A
 * browser opens six connections to one origin and what is sent beyond them
 * waits for one to free: the reads the rows are made of go first.
 */
export function firstReadUrls(pathname: string, search: string): string[] {
  if (signedOut(pathname)) return []
  const segments = segmentsOf(pathname)
  if (!segments) return []
  // The route whose path is this one; of two, the one with more of it
  // spelled out, then the one below (a layout's page).
  let best: { route: Route; params: Params; rank: number } | undefined
  for (const [i, route] of routes.entries()) {
    const params = match(`/${route.pattern}`, segments, false)
    const rank = route.pattern.split('/').filter((p) => p && !p.startsWith('$')).length * 1000 + depth(i)
    if (params && (!best || rank > best.rank)) best = { route, params, rank }
  }
  if (!best) return []
  // A page that sends its visitor on (`/` to the projects): the reads of where it sends.
  if (best.route.redirect) {
    const params = best.params
    return firstReadUrls(best.route.redirect.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '')), search)
  }
  const raw = new URLSearchParams(search).get('sort')
  const sort = SORT_BY.find((s) => s === raw)
  const urls: string[] = []
  for (let r: Route | undefined = best.route; r; r = routes[r.parent])
    for (const template of r.reads) urls.push(fill(template, best.params, sort))
  return [...new Set(urls)]
}

/** What a navigation from one page to another reads that the first did not: the routes it enters. */
export function enteringReadUrls(from: { pathname: string; search: string }, to: { pathname: string; search: string }): string[] {
  const before = new Set(firstReadUrls(from.pathname, from.search))
  return firstReadUrls(to.pathname, to.search).filter((url) => !before.has(url))
}

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

