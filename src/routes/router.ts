import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { startEarly } from '~/api/early'
import { holdUntilRows } from '~/api/sections'
import type { RouterContext } from './context'
import { enteringReadUrls } from './first-reads'
import { routeTree } from './tree'

/** `history`: the browser's by default; tests pass a memory history. */
export function makeRouter(context: RouterContext, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context,
    history,
    // Links prefetch on intent after 100 ms; the API cache decides
    // freshness, so the router keeps no loader cache of its own. Reloads
    // block: a loader answers at once from the cache while fresh (2 s),
    // and a page never mounts its machines on the previous visit's data.
    defaultPreload: 'intent',
    defaultPreloadDelay: 100,
    defaultPreloadStaleTime: 0,
    defaultStaleTime: 0,
    defaultStaleReloadMode: 'blocking',
    // Nor does it keep the matches of left pages (default: 5 min): with stale
    // time 0 a kept match is never shown again, it only holds memory — its
    // loader data, and through its aborted signal's captured stack the
    // matches, errors and (via React) whole fiber trees of the pages after it
    //. A preload is dropped at the next commit too; the
    // data it fetched stays in the API cache.
    defaultGcTime: 0,
    defaultPreloadGcTime: 0,
    // A signed-in page's component is its session's (routes/session.ts): in
    // another session it mounts anew, and its machines start over.
    defaultRemountDeps: ({ loaderDeps }: { loaderDeps: unknown }) =>
      typeof loaderDeps === 'object' && loaderDeps !== null && 'session' in loaderDeps ? { session: loaderDeps.session } : undefined,
    // Back and Forward restore the page's scroll (main is the scroll container, by its
    // data-scroll-restoration-id); a link to another page starts at its top.
    scrollRestoration: true,
    scrollToTopSelectors: [() => (pageChanged() ? document.getElementById('content') : null)],
  })
  router.subscribe('onBeforeNavigate', () => {
    headingBefore = pageHeading()
  })
  // A page's loaders read through its code (its pages module): on the way to a
  // page, the reads of the routes it enters leave now, not after the code; its
  // loaders take their answers (api/early). (The first page's left with the boot module.)
  router.subscribe('onBeforeLoad', ({ fromLocation, toLocation, pathChanged }) => {
    // The parts of the page its loaders start wait for its rows (api/sections).
    holdUntilRows(new Promise<void>((resolve) => {
      const stop = router.subscribe('onLoad', () => {
        stop()
        resolve()
      })
    }))
    if (!fromLocation || !pathChanged) return
    startEarly(enteringReadUrls({ pathname: fromLocation.pathname, search: fromLocation.searchStr }, { pathname: toLocation.pathname, search: toLocation.searchStr }))
  })
  return router
}

// Another page is another h1 in main: opening a side modal or switching a tab keeps the
// page (and where it was scrolled to), as the navigation announcer judges it too.
let headingBefore: Element | null = null
const pageHeading = () => document.querySelector('#content h1')
const pageChanged = () => pageHeading() !== headingBefore

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>
  }
}
