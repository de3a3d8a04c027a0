// How a page reads its route: by the route's id, never by importing the route
// file (which lazy-loads the page: that import would be a cycle). The router
// is registered (router.ts), so the id is one of the tree's (a typo is a type
// error) and the params, search and loader data are the route's own types.
import { getRouteApi, useRouter, type AnyRoute, type RegisteredRouter, type RouteIds } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Read } from '~/api'
import { useRefreshOnInvalidate } from '../page-actor'

/** Route parameters by name: every parameter of ours is a string. */
export type Params = Record<string, string>

/** A route's id as the router names it, e.g. '/authed/projects/$project/instances/$instance'. */
export type RouteId = RouteIds<RegisteredRouter['routeTree']>

/**
 * The API reads a route's loader makes: when a mutation invalidates one of
 * them, the loader data on screen is read again by the route's own loader.
 */
export type LoaderRefresh = {
  refreshOn: Read | readonly Read[]
}

/**
 * A page's reads of the route `id`: its params, its search (as the route's
 * `validateSearch` made it) and what its loader returned.
 *
 * Given `refresh`, the loader data follows the cache while the page is on
 * screen: when a mutation invalidates one of `refreshOn`, the route's loader
 * runs again (through the cache, which now fetches) and the page gets its
 * answer. So the page under an edit modal shows the saved resource once the
 * form's call has invalidated it, and a header shows what a tab's action
 * changed. A navigation that runs the loader again wins over an older
 * re-read; a re-read that fails leaves what is on screen (the page's own
 * machines say what failed).
 */
export function routeApi<const TId extends RouteId>(id: TId, refresh?: LoaderRefresh) {
  const api = getRouteApi(id)
  const useParams = () => api.useParams()
  const useSearch = () => api.useSearch()
  const useLoaded = () => api.useLoaderData()
  if (!refresh) return { useParams, useSearch, useLoaderData: useLoaded }
  return {
    useParams,
    useSearch,
    useLoaderData: function useFreshLoaderData() {
      return useFollowCache(useLoaded(), id, refresh.refreshOn)
    },
  }
}

export type RouteReads<TId extends RouteId> = ReturnType<typeof routeApi<TId>>

/**
 * Runs the route's own loader again for the match on screen, as the router
 * would on a visit that stays (same params, deps and context). `L` is that
 * loader's answer: the caller holds the same route's `useLoaderData()`.
 */
function rerunLoader<L>(router: RegisteredRouter, id: string): Promise<L> {
  const routes: Record<string, AnyRoute> = router.routesById
  const route = routes[id]
  const match = router.state.matches.find((m) => m.routeId === id)
  const loader = route?.options.loader
  if (!route || !match || !loader) return Promise.reject(new Error(`no loader on screen for ${id}`))
  const parent = router.state.matches[match.index - 1]
  const context = {
    abortController: new AbortController(),
    preload: false,
    params: match.params,
    deps: match.loaderDeps,
    context: match.context,
    location: router.state.location,
    navigate: (opts: Parameters<RegisteredRouter['navigate']>[0]) => router.navigate(opts),
    parentMatchPromise: Promise.resolve(parent),
    cause: 'stay' as const,
    route,
  }
  return Promise.resolve(typeof loader === 'function' ? loader(context) : loader.handler(context))
}

function useFollowCache<L>(loaded: L, id: string, refreshOn: Read | readonly Read[]): L {
  const router = useRouter()
  // A re-read belongs to the loader data it replaces: once the router loads
  // again (another visit, other params), the router's data is the newer.
  const [reread, setReread] = useState<{ of: L; data: L }>()
  const latest = useRef({ loaded, asked: 0 })
  useEffect(() => {
    latest.current.loaded = loaded
  }, [loaded])
  const reload = useCallback(() => {
    const of = latest.current.loaded
    const asked = ++latest.current.asked
    rerunLoader<L>(router, id).then(
      (data) => {
        // Only the last re-read asked counts: answers may come back out of order.
        if (asked === latest.current.asked) setReread({ of, data })
      },
      () => {},
    )
  }, [router, id])
  useRefreshOnInvalidate(refreshOn, reload)
  return reread?.of === loaded ? reread.data : loaded
}
