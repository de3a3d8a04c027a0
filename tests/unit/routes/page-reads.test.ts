// The early-read table (src/routes/page-reads.json) is made from the routes'
// loaders themselves, so a page's reads are written once, in its loader: the
// boot module sends a page's first reads from the table before the app's code
// is in, and an in-app navigation starts the reads of the routes it enters.
// Each loader is run here with placeholders for its URL's parameters (and its
// list's name sort), against a server that finds nothing: every GET it sends
// before any answer is known from its URL alone, and is what the table holds.
// A read named by an answer (an id) is not in it. `npm run gen:reads` writes
// the table; this test fails when it is stale.
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { clearCache, holdUntilRows } from '~/api'
import type { AnyRoute } from '@tanstack/react-router'
import { createMemoryHistory, isRedirect } from '@tanstack/react-router'
import table from '~/routes/page-reads.json'
import { makeRouter } from '~/routes/router'

let asked: string[] = []
let original: typeof window.fetch
beforeEach(() => {
  original = window.fetch
  window.fetch = async (input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href)
    if ((input instanceof Request ? input.method : 'GET') === 'GET') asked.push(url.pathname + url.search)
    return new Response(JSON.stringify({ error_code: 'ObjectNotFound', message: 'not found', request_id: 'gen' }), { status: 404 })
  }
})
afterEach(() => {
  window.fetch = original
  clearCache()
})

// The modules loaders import lazily, loaded before any loader runs: a loader's
// `await import(…)` then settles in a few turns, and the reads after it are
// recorded with the loader's own.
const lazyModules = import.meta.glob(['/src/routes/**/*.{ts,tsx}', '/src/machines/**/*.ts'])
beforeAll(async () => {
  await Promise.all(Object.values(lazyModules).map((load) => load()))
}, 120_000)

const placeholder = (name: string) => `__${name}__`
const SORT = 'name_descending'
/** Reads still leaving after the loader settled (a read it started without waiting) are given a few turns. */
const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0))
}

/** A recorded URL as a template: placeholders back to `{name}`, the name sort to `{sort}`. */
function template(url: string): string {
  const [path, query] = url.split('?')
  const named = (s: string) => s.replace(/__(\w+?)__/g, '{$1}')
  const pairs = (query ?? '').split('&').filter(Boolean).map((p) => (p === `sort_by=${SORT}` ? 'sort_by={sort}' : named(p)))
  return named(path) + (pairs.length ? `?${pairs.sort().join('&')}` : '')
}

async function readsOf(route: AnyRoute): Promise<string[]> {
  const options = route.options
  const loader = typeof options.loader === 'function' ? options.loader : options.loader?.handler
  if (!loader) return []
  const params = Object.fromEntries([...route.fullPath.matchAll(/\$(\w+)/g)].map(([, name]) => [name, placeholder(name)]))
  const found = new Set<string>()
  for (const search of [{}, { sort: SORT }]) {
    clearCache()
    asked = []
    const deps = options.loaderDeps?.({ search })
    await Promise.resolve(
      loader({
        params,
        deps,
        context: {},
        location: { pathname: '/', search, searchStr: '', href: '/', hash: '', state: {} },
        cause: 'enter',
        preload: false,
        abortController: new AbortController(),
        parentMatchPromise: Promise.resolve(undefined),
        navigate: () => Promise.resolve(),
        route,
      }),
    ).catch(() => {})
    await settle()
    for (const url of asked) found.add(template(url))
  }
  // A read asked with and without the sort is the sorted one's template.
  return [...found].filter((t) => !(t.includes('sort_by=') === false && found.has(withSort(t))))
}
const withSort = (t: string) => {
  const [path, query] = t.split('?')
  return `${path}?${[...(query ? query.split('&') : []), 'sort_by={sort}'].sort().join('&')}`
}

/** Where a route sends its visitor straight on (`/` to the projects), as a path with `$name` parameters. */
function redirectOf(route: AnyRoute): string | undefined {
  const params = Object.fromEntries([...route.fullPath.matchAll(/\$(\w+)/g)].map(([, name]) => [name, placeholder(name)]))
  try {
    route.options.beforeLoad?.({ params, search: {}, context: {}, location: { pathname: '/', search: {}, searchStr: '', href: '/', hash: '', state: {} }, cause: 'enter', preload: false, abortController: new AbortController(), navigate: () => Promise.resolve(), buildLocation: () => undefined, matches: [] })
  } catch (e) {
    if (isRedirect(e) && typeof e.options.to === 'string') return e.options.to.replace(/__(\w+?)__/g, '$$$1')
  }
  return undefined
}

/**
 * The table, small enough for the boot module: the templates once each (`t`),
 * and the route tree as nodes (`n`): a route's own piece of the path, its
 * parent's index, and the templates of its reads. A route that is no page of
 * its own (no component) and reads nothing is folded into its children.
 */
async function computeTable() {
  // The table is what a page waits for: the parts of a page its loaders start
  // wait for the rows (api/sections) and are not read ahead; held here for good.
  let release = () => {}
  holdUntilRows(new Promise<void>((resolve) => (release = resolve)), 3_600_000)
  const router = makeRouter({}, createMemoryHistory({ initialEntries: ['/'] }))
  const templates: string[] = []
  const nodes: [string, number, number[], string?][] = []
  const indexOf = (t: string) => (templates.includes(t) ? templates.indexOf(t) : templates.push(t) - 1)
  const visit = async (route: AnyRoute, parent: number, piece: string) => {
    const reads = (await readsOf(route)).sort()
    const path = 'path' in route.options && typeof route.options.path === 'string' ? route.options.path : ''
    const own = [piece, path].filter((p) => p && p !== '/').join('/')
    let self = parent
    let pending = own
    const children: unknown = route.children
    const list = Array.isArray(children) ? children : children && typeof children === 'object' ? Object.values(children) : []
    if (reads.length || !list.length || route.options.component) {
      const to = redirectOf(route)
      self = nodes.push(to ? [own, parent, reads.map(indexOf), to] : [own, parent, reads.map(indexOf)]) - 1
      pending = ''
    }
    for (const child of list as AnyRoute[]) await visit(child, self, pending)
  }
  await visit(router.routeTree, -1, '')
  release()
  return { t: templates, n: nodes }
}

it('the early-read table is what the loaders read (npm run gen:reads writes it)', async () => {
  const computed = await computeTable()
  if (process.env.GEN_READS) writeFileSync(resolve(process.cwd(), 'src/routes/page-reads.json'), `${JSON.stringify(computed)}\n`)
  else expect(computed).toEqual(table)
}, 120_000)
