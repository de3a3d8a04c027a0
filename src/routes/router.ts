import { createRouter } from '@tanstack/react-router'
import type { RouterContext } from './context'
import { routeTree } from './tree'

export function makeRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    // Links prefetch on intent after 100 ms (spec §9); the API cache decides
    // freshness, so the router keeps no loader cache of its own. Reloads
    // block: a loader answers at once from the cache while fresh (§7, 2 s),
    // and a page never mounts its machines on the previous visit's data.
    defaultPreload: 'intent',
    defaultPreloadDelay: 100,
    defaultPreloadStaleTime: 0,
    defaultStaleTime: 0,
    defaultStaleReloadMode: 'blocking',
    // …and so the matches of left pages (their loader data) are dropped after
    // 30 s, as the API cache drops unused data (api/cache.ts), not kept for
    // the router's default 5 min: with stale time 0 they are never shown again
    // anyway, only memory (issue 11, chaos soak).
    defaultGcTime: 30_000,
    defaultPreloadGcTime: 30_000,
    scrollRestoration: true,
  })
}
