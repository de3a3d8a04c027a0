// Route factories for a resource's pages: a list that stays mounted under its
// side modals, and a side-modal form. A resource's route file is then its
// fetches, machine input, views and paths; the glue lives here once.
import {
  createRoute,
  isNotFound,
  Outlet,
  useLoaderData,
  useNavigate,
  useParams,
  useRouter,
  useSearch,
  type AnyRoute,
  type AnyRouter,
  type StaticDataRouteOption,
} from '@tanstack/react-router'
import { useCallback, useEffect, type ComponentType } from 'react'
import type { ActorRefFrom } from 'xstate'
import { PAGE_SIZE, type Read } from '~/api'
import type { FormInput } from '~/machines/shared/form.machine'
import type { ListProps } from '~/machines/shared/list.connect'
import type { FetchPage, ListMachine, Page } from '~/machines/shared/list.machine'
import { readListSearch, writeListSearch, type ListSearch, type RowText } from '~/machines/shared/list-find.rules'
import { orNotFound } from '../not-found'
import { readSignedInUser } from '../session'
import { formRoutePage, type FormRouteOptions } from './form-page'

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

export type ListRouteOptions<T, TParent extends AnyRoute, TPath extends string> = {
  getParentRoute: () => TParent
  /** The list's URL below its parent, e.g. 'vpcs' (a tab: 'subnets'). */
  path: TPath
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

/** Our route params are all strings; the router's generic params type says so only once the route is known. */
const paramsOf = (params: object): Params =>
  Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string'))

/** The URL's query as a plain record (what the list's `?q=`/`?sort=` readers take). */
const searchOf = (search: object): Record<string, unknown> => ({ ...search })

/**
 * A route made by a factory here, read with its own types: the factory knows
 * its loader's answer (`loaderData`) where the router's lookup by a generic id
 * cannot say it yet.
 */
function own<R extends AnyRoute>(route: R) {
  return {
    useParams: (): Params => paramsOf(useParams<AnyRouter>({ from: route.id })),
    useSearch: (): Record<string, unknown> => searchOf(useSearch<AnyRouter>({ from: route.id })),
    useLoaderData: (): R['types']['loaderData'] => useLoaderData<AnyRouter>({ from: route.id }),
  }
}

/** A loader's 404 marks its match (or the boundary above it) as not found. */
const failed = (m: { status: string; error: unknown }) => m.status !== 'success' || isNotFound(m.error)

/**
 * A paginated list page whose first page loads with the route (so a failure
 * is the page's error); the list stays mounted under its create and edit
 * modals, so opening and closing one neither refetches nor loses the page.
 * `withModals` adds those modal routes (made with `formRoute` or by hand,
 * parented to `layout`).
 */
export function listRoute<T, TParent extends AnyRoute, const TPath extends string>(opts: ListRouteOptions<T, TParent, TPath>) {
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
    // The list's own query written back, replacing the entry: `?q=` and `?sort=` beside the page's other keys.
    const writeSearch = useCallback(
      (change: Partial<ListSearch>) => {
        const current = searchOf(router.state.location.search)
        return navigate({ to: '.', search: writeListSearch(current, { ...readListSearch(current), ...change }), replace: true })
      },
      [navigate, router],
    )
    // The filter's text follows to the URL once typing pauses, replacing the
    // entry (Back leaves the page rather than undoing keystrokes). Not on every
    // key: a navigation renders the route again, which typing should not wait on.
    useEffect(() => {
      let written = filterActor.getSnapshot().context.query
      let timer: ReturnType<typeof setTimeout> | undefined
      const write = () => {
        timer = undefined
        const q = filterActor.getSnapshot().context.query
        if ((readListSearch(searchOf(router.state.location.search)).q ?? '') === q) return
        void writeSearch({ q })
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
    }, [filterActor, router, writeSearch])
    const setSortBy = (next: ListSearch['sort']) => void writeSearch({ sort: next })
    const rowTo = opts.rowTo
    list.nameSort = opts.sortByName ? { sortBy, setSortBy } : undefined
    // The row's page is looked up first (its loader reads the resource by name):
    // a name that is not there says so beside the filter instead of a 'Page not found'.
    list.openByName =
      rowTo &&
      (async (name) => {
        const to = rowTo(params, name)
        const matches = await router.preloadRoute({ to })
        if (!matches || matches.some(failed)) return false
        // Back comes to the list as filtered, even if Enter beat the URL's pause.
        if ((readListSearch(searchOf(router.state.location.search)).q ?? '') !== name) await writeSearch({ q: name })
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
  const id: `${TPath}-list` = `${opts.path}-list`
  const layout = createRoute({
    getParentRoute: opts.getParentRoute,
    id,
    staticData: { crumb: opts.crumb },
    // The name sort is the page's first request too (a shared `?sort=`); the filter's text is not a request.
    loaderDeps: ({ search }) => ({ sort: opts.sortByName ? readListSearch(searchOf(search)).sort : undefined }),
    loader: ({ params, deps: { sort } }): Promise<Page<T>> =>
      opts.fetchPage(paramsOf(params))({ limit: PAGE_SIZE, ...(sort && { sortBy: sort }) }),
    component: preloads(function ListLayout() {
      const route = own(layout)
      const params = route.useParams()
      // Other parameters (another project, VPC…) are another page: its machines start over.
      const search = readListSearch(route.useSearch())
      return <ListPage key={JSON.stringify(params)} params={params} initialPage={route.useLoaderData()} search={search} />
    }, opts.page),
  })
  const index = createRoute({ getParentRoute: () => layout, path: opts.path })
  return {
    layout,
    index,
    withModals: <const M extends readonly AnyRoute[] = []>(modals?: M) => layout.addChildren(modals ? [index, ...modals] : [index]),
  }
}

export type { FormViewProps as FormRouteProps } from '~/machines/shared/form.connect'

/** A side-modal form page: the form machine with the route, toast and close when saved. */
// `const P`: `props: { mode: 'create' }` keeps its literal, as the view's `mode: 'create' | 'edit'` needs.
export function formRoute<
  V extends object,
  R,
  TParent extends AnyRoute,
  const TPath extends string,
  L = undefined,
  const P extends object = object,
  S extends object = object,
>(opts: FormRouteOptions<V, R, L, P, TParent, TPath, S>) {
  type Loaded = { loaded: L; input: FormInput<V, R> }
  const FormRoutePage = formRoutePage(opts)
  // Without `search` the form takes nothing of the query.
  const readSearch = (search: object): S | undefined => opts.search?.(searchOf(search))
  const route = createRoute({
    getParentRoute: opts.getParentRoute,
    path: opts.path,
    staticData: { crumb: opts.crumb },
    ...(opts.search && { validateSearch: opts.search }),
    loaderDeps: ({ search }) => ({ search: readSearch(search) }),
    loader: async ({ params, deps }): Promise<Loaded> => {
      const p = paramsOf(params)
      // A form without a read has `L = undefined` (the default): nothing to load.
      // Whose drafts the form may take (kit/drafts) is known before it opens.
      const [loaded] = (await Promise.all([opts.load ? orNotFound(opts.load(p)) : undefined, readSignedInUser()])) as [L, unknown]
      return { loaded, input: await opts.input(p, loaded, deps.search) }
    },
    component: preloads(
      function FormRoute() {
        const self = own(route)
        const params = self.useParams()
        const { loaded, input } = self.useLoaderData()
        // Another resource (clone of another rule, edit of another disk) or
        // another query is another form: it starts over.
        const key = JSON.stringify([params, readSearch(self.useSearch())])
        return <FormRoutePage key={key} params={params} loaded={loaded} input={input} />
      },
      opts.form,
    ),
  })
  return route
}
