// Route factories for a resource's pages: a list that stays mounted under its
// side modals, and a side-modal form. A resource's route file is then its
// fetches, machine input, views and paths; the glue lives here once.
import { createRoute, lazyRouteComponent, Outlet, useNavigate, useRouter, type AnyRoute, type StaticDataRouteOption } from '@tanstack/react-router'
import { useEffect, type ComponentType } from 'react'
import type { ActorRefFrom } from 'xstate'
import { PAGE_SIZE, type Read } from '~/api'
import type { FormInput } from '~/machines/shared/form.machine'
import type { ListProps } from '~/machines/shared/list.connect'
import type { FetchPage, ListMachine, Page } from '~/machines/shared/list.machine'
import { readListSearch, writeListSearch, type ListSearch, type RowText } from '~/machines/shared/list-find.rules'
import { orNotFound } from '../not-found'
import type { FormRouteOptions } from './form-route-options'
import type { FormRoutePageProps } from './form-route-page'

export type { FormRouteOptions }
import { useListPage } from './list-page'
import type { Params } from './route-api'

export type { Params }

/**
 * A page or form given as a lazy component (`lazyRouteComponent`) loads with
 * its route's data and on link intent, not after: the route's own component
 * passes the router's preload on to it.
 */
function preloads<C extends object>(component: C, ...inner: unknown[]): C {
  const preload = async () => {
    await Promise.all(inner.map((c) => (c as { preload?: () => Promise<void> }).preload?.()))
  }
  return Object.assign(component, { preload })
}

type Crumb = StaticDataRouteOption['crumb']

/** How long typing in a list's filter pauses before the URL follows (`?q=`). */
const URL_WRITE_DELAY_MS = 200

export type ListPageProps<T> = {
  list: ListProps<T>
  params: Params
  /** The list's machine, for pages that follow its rows (e.g. one machine per row). */
  actor: ActorRefFrom<ListMachine<T>>
}

export type ListRouteOptions<T> = {
  getParentRoute: () => AnyRoute
  /** The list's URL below its parent, e.g. 'vpcs' (a tab: 'subnets'). */
  path: string
  crumb?: Crumb
  fetchPage: (params: Params) => FetchPage<T>
  /** API paths whose invalidation refreshes the list on screen. */
  refreshOn: Read | readonly Read[]
  pollWhile?: (rows: T[]) => boolean
  /** The page: its list, and what it composes around it (row actions, confirm…). */
  page: ComponentType<ListPageProps<T>>
  /** What a row is found by in the filter, when its name is not its own field (e.g. `r => r.instance`). */
  textOf?: (row: T) => RowText
  /** The list call takes Nexus's `sort_by` name sorts (and fetchPage passes `sortBy` on): sort by name from the header. */
  sortByName?: boolean
  /** A row's own page, by name: typing an exact name and Enter in the filter opens it. */
  rowTo?: (params: Params, name: string) => string
}

/**
 * A paginated list page whose first page loads with the route (so a failure
 * is the page's error); the list stays mounted under its create and edit
 * modals, so opening and closing one neither refetches nor loses the page.
 * `withModals` adds those modal routes (made with `formRoute` or by hand,
 * parented to `layout`).
 */
export function listRoute<T>(opts: ListRouteOptions<T>) {
  const Page = opts.page
  function ListPage({ params, initialPage, search }: { params: Params; initialPage: Page<T>; search: ListSearch }) {
    const sortBy = opts.sortByName ? search.sort : undefined
    const { actor, filterActor, list } = useListPage({
      fetchPage: opts.fetchPage(params),
      initialPage,
      refreshOn: opts.refreshOn,
      pollWhile: opts.pollWhile,
      textOf: opts.textOf,
      query: search.q,
      sortBy,
    })
    const navigate = useNavigate()
    const router = useRouter()
    // The filter's text follows to the URL once typing pauses, replacing the
    // entry (Back leaves the page rather than undoing keystrokes). Not on every
    // key: a navigation renders the route again, which typing should not wait on.
    useEffect(() => {
      let written = filterActor.getSnapshot().context.query
      let timer: ReturnType<typeof setTimeout> | undefined
      const write = () => {
        timer = undefined
        const q = filterActor.getSnapshot().context.query
        const current = router.state.location.search as Record<string, unknown>
        if ((readListSearch(current).q ?? '') === q) return
        void navigate({ to: '.', search: writeListSearch(current, { ...readListSearch(current), q }) as never, replace: true })
      }
      const sub = filterActor.subscribe((s) => {
        if (s.context.query === written) return
        written = s.context.query
        clearTimeout(timer)
        timer = setTimeout(write, URL_WRITE_DELAY_MS)
      })
      return () => {
        sub.unsubscribe()
        clearTimeout(timer)
      }
    }, [filterActor, navigate, router])
    const setSortBy = (next: ListSearch['sort']) => {
      const current = router.state.location.search as Record<string, unknown>
      void navigate({ to: '.', search: writeListSearch(current, { ...readListSearch(current), sort: next }) as never, replace: true })
    }
    const rowTo = opts.rowTo
    list.nameSort = opts.sortByName ? { sortBy, setSortBy } : undefined
    // The row's page is looked up first (its loader reads the resource by name):
    // a name that is not there says so beside the filter instead of a 'Page not found'.
    list.openByName =
      rowTo &&
      (async (name) => {
        const to = rowTo(params, name)
        const matches = await router.preloadRoute({ to })
        // A loader's 404 marks its match (or the boundary above it) as not found.
        const failed = (m: { status: string; _notFound?: boolean }) => m.status !== 'success' || !!m._notFound
        if (!matches || matches.some(failed)) return false
        // Back comes to the list as filtered, even if Enter beat the URL's pause.
        const current = router.state.location.search as Record<string, unknown>
        if ((readListSearch(current).q ?? '') !== name) {
          await navigate({ to: '.', search: writeListSearch(current, { ...readListSearch(current), q: name }) as never, replace: true })
        }
        await navigate({ to })
        return true
      })
    return (
      <>
        <Page list={list} params={params} actor={actor} />
        <Outlet />
      </>
    )
  }
  const layout = createRoute({
    getParentRoute: opts.getParentRoute,
    id: `${opts.path}-list`,
    staticData: { crumb: opts.crumb },
    // The name sort is the page's first request too (a shared `?sort=`); the filter's text is not a request.
    loaderDeps: ({ search }) => ({ sort: opts.sortByName ? readListSearch(search as Record<string, unknown>).sort : undefined }),
    loader: ({ params, deps: { sort } }) =>
      opts.fetchPage(params as Params)({ limit: PAGE_SIZE, ...(sort && { sortBy: sort }) }),
    component: preloads(function ListLayout() {
      const params = layout.useParams() as Params
      // Other parameters (another project, VPC…) are another page: its machines start over.
      const search = readListSearch(layout.useSearch() as Record<string, unknown>)
      return (
        <ListPage key={JSON.stringify(params)} params={params} initialPage={layout.useLoaderData() as Page<T>} search={search} />
      )
    }, opts.page),
  })
  const index = createRoute({ getParentRoute: () => layout, path: opts.path })
  return { layout, index, withModals: (modals: AnyRoute[] = []) => layout.addChildren([index, ...modals]) }
}

export type { FormViewProps as FormRouteProps } from '~/machines/shared/form.connect'


/**
 * The form machine's glue (form-route-page.tsx) loads with the form's route,
 * as the form's view does: no list page needs it.
 */
const FormRoutePage = lazyRouteComponent(() => import('./form-route-page'), 'FormRoutePage') as unknown as ComponentType<
  FormRoutePageProps<object, unknown, unknown, object>
>

/** A side-modal form page: the form machine with the route, toast and close when saved. */
// `const P`: `props: { mode: 'create' }` keeps its literal, as the view's `mode: 'create' | 'edit'` needs.
export function formRoute<V extends object, R, L = undefined, const P extends object = object>(
  opts: FormRouteOptions<V, R, L, P>,
) {
  type Loaded = { loaded: L; input: FormInput<V, R> }
  const route = createRoute({
    getParentRoute: opts.getParentRoute,
    path: opts.path,
    staticData: { crumb: opts.crumb },
    loader: async ({ params }): Promise<Loaded> => {
      const loaded = (opts.load ? await orNotFound(opts.load(params as Params)) : undefined) as L
      return { loaded, input: await opts.input(params as Params, loaded) }
    },
    component: preloads(
      function FormRoute() {
        const params = route.useParams() as Params
        const page = { opts, params, ...(route.useLoaderData() as Loaded) } as unknown as FormRoutePageProps<object, unknown, unknown, object>
        // Another resource (clone of another rule, edit of another disk) is another form: it starts over.
        return <FormRoutePage key={JSON.stringify(params)} {...page} />
      },
      opts.form,
      FormRoutePage,
    ),
  })
  return route
}
