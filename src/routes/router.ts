import { createRouter } from '@tanstack/react-router'
import type { RouterContext } from './context'
import { routeTree } from './tree'

export function makeRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    // Links prefetch on intent after 100 ms (spec §9); the API cache decides
    // freshness, so the router keeps no loader cache of its own.
    defaultPreload: 'intent',
    defaultPreloadDelay: 100,
    defaultPreloadStaleTime: 0,
    defaultStaleTime: 0,
    scrollRestoration: true,
  })
}
