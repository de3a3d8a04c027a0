// How a page reads its route: by the route's id, never by importing the route
// file (which lazy-loads the page: that import would be a cycle). The router
// is not registered by `declare module`, so the types come from here: params
// are strings, and the loader data is typed by the read function
// the loader calls (a function of the machine layer).
import { getRouteApi } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Read } from '~/api'
import { useRefreshOnInvalidate } from '../page-actor'

/** Route parameters by name: every parameter of ours is a string. */
export type Params = Record<string, string>

/**
 * A route's loader data that follows the cache (the one refresh rule): `load`
 * is what the route's loader reads (the same read function, given the
 * route's params), `refreshOn` the API reads it makes.
 */
export type LoaderRefresh<L> = {
  // A method, so a read function that names its parameters (`{ project, instance }`) fits.
  load(params: Params): Promise<L>
  refreshOn: Read | readonly Read[]
}

export type RouteReads<L, S = Record<string, unknown>> = {
  useParams: () => Params
  /** What the loader returned; with a `LoaderRefresh`, its latest answer. */
  useLoaderData: () => L
  /** The query, as the route's `validateSearch` made it (e.g. a page's `?tab=`). */
  useSearch: () => S
}

/**
 * A page's reads of the route `id` (as the router names it, e.g.
 * '/authed/projects/$project/instances/$instance'; an unknown id throws when
 * the page renders).
 *
 * Given `refresh`, the loader data follows the cache while the page is on
 * screen: when a mutation invalidates one of `refreshOn`, `load` runs
 * again (through the cache, which now fetches) and the page gets its answer.
 * So the page under an edit modal shows the saved resource once the form's
 * call has invalidated it, and a header shows what a tab's action changed.
 * A navigation that runs the loader again wins over an older re-read; a
 * re-read that fails leaves what is on screen (the page's own machines say
 * what failed).
 */
export function routeApi<L = undefined, S = Record<string, unknown>>(
  id: string,
  refresh?: LoaderRefresh<L>,
): RouteReads<L, S> {
  const api = getRouteApi(id as never)
  const useParams = () => api.useParams() as Params
  const useLoaded = () => api.useLoaderData() as L
  const useSearch = () => api.useSearch() as S
  if (!refresh) return { useParams, useLoaderData: useLoaded, useSearch }
  return {
    useParams,
    useSearch,
    useLoaderData: function useFreshLoaderData() {
      return useFollowCache(useLoaded(), useParams(), refresh)
    },
  }
}

function useFollowCache<L>(loaded: L, params: Params, { load, refreshOn }: LoaderRefresh<L>): L {
  // A re-read belongs to the loader data it replaces: once the router loads
  // again (another visit, other params), the router's data is the newer.
  const [reread, setReread] = useState<{ of: L; data: L }>()
  const latest = useRef({ loaded, params, asked: 0 })
  useEffect(() => {
    latest.current.loaded = loaded
    latest.current.params = params
  }, [loaded, params])
  const reload = useCallback(() => {
    const { loaded: of, params } = latest.current
    const asked = ++latest.current.asked
    load(params).then(
      (data) => {
        // Only the last re-read asked counts: answers may come back out of order.
        if (asked === latest.current.asked) setReread({ of, data })
      },
      () => {},
    )
  }, [load])
  useRefreshOnInvalidate(refreshOn, reload)
  return reread?.of === loaded ? reread.data : loaded
}
