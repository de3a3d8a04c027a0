import { createRoute, Outlet, redirect } from '@tanstack/react-router'
import { allPages, fetchApi, PAGE_SIZE, type VpcRouter } from '~/api'
import { deleteRoute, routeChangeDisabledReason, routeFormInput, type RouterParams } from '~/machines/networking/route-form'
import { deleteRouter, routerFormInput, type VpcParams } from '~/machines/networking/router-form'
import type { PageParams } from '~/machines/shared/list.machine'
import { RouteForm, type RouteValueOptions } from '~/views/networking/routers/RouteForm'
import { RouterForm } from '~/views/networking/routers/RouterForm'
import { RouterPage } from '~/views/networking/routers/RouterPage'
import { RoutersTab } from '~/views/networking/routers/RoutersTab'
import { useConfirmDelete, useFormPage, useListPage } from '../kit'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '../paths'
import { vpcLayout } from './vpc.routes'

const fetchRouters =
  ({ project, vpc }: VpcParams) =>
  ({ pageToken, limit }: PageParams) =>
    fetchApi('/v1/vpc-routers', { query: { project, vpc, limit, pageToken } })

const fetchRouter = ({ project, vpc, router }: RouterParams) =>
  fetchApi('/v1/vpc-routers/{router}', { path: { router }, query: { project, vpc } })

const fetchRoutes =
  ({ project, vpc, router }: RouterParams) =>
  ({ pageToken, limit }: PageParams) =>
    fetchApi('/v1/vpc-router-routes', { query: { project, vpc, router, limit, pageToken } })

/**
 * What the route form's pick lists offer: the VPC's subnets and gateways, the
 * project's instances and VPCs. A list that cannot be read is left out, and
 * its kind is typed instead, so a missing permission never blocks the form.
 */
async function fetchRouteValueOptions({ project, vpc }: VpcParams): Promise<RouteValueOptions> {
  const names = (read: Promise<{ name: string }[]>) =>
    read.then(
      (items) => items.map((i) => i.name),
      () => undefined,
    )
  const page = { limit: PAGE_SIZE }
  const [vpcs, subnets, instances, gateways] = await Promise.all([
    names(allPages((pageToken) => fetchApi('/v1/vpcs', { query: { project, ...page, pageToken } }))),
    names(allPages((pageToken) => fetchApi('/v1/vpc-subnets', { query: { project, vpc, ...page, pageToken } }))),
    names(allPages((pageToken) => fetchApi('/v1/instances', { query: { project, ...page, pageToken } }))),
    names(allPages((pageToken) => fetchApi('/v1/internet-gateways', { query: { project, vpc, ...page, pageToken } }))),
  ])
  const options: RouteValueOptions = {}
  if (vpcs) options.vpc = vpcs
  if (subnets) options.subnet = subnets
  if (instances) options.instance = instances
  if (gateways) options.internet_gateway = gateways
  return options
}

/**
 * The route forms of a router whose routes cannot be changed (the system
 * router), reached by URL, go back to the router page: the form could only fail.
 */
async function routesChangeable(params: RouterParams): Promise<void> {
  const router = await orNotFound(fetchRouter(params))
  if (routeChangeDisabledReason(router)) throw redirect({ to: pb.router(params), replace: true })
}

// ---- the VPC page's routers tab, with create and edit over it ---------------

/** The list stays mounted under its create and edit modals. */
export const routersListLayout = createRoute({
  getParentRoute: () => vpcLayout,
  id: 'routers-list',
  staticData: { crumb: (p) => [{ label: 'Routers', to: pb.routers({ project: p.project, vpc: p.vpc }) }] },
  // The first page loads with the route, so a failure is the page's error.
  loader: ({ params }) => fetchRouters(params)({ limit: PAGE_SIZE }),
  component: function RoutersListRoute() {
    const { project, vpc } = routersListLayout.useParams()
    // Another VPC is another list: its machines start over.
    return <RoutersList key={`${project}/${vpc}`} project={project} vpc={vpc} />
  },
})

function RoutersList({ project, vpc }: VpcParams) {
  const { list } = useListPage({
    fetchPage: fetchRouters({ project, vpc }),
    initialPage: routersListLayout.useLoaderData(),
    refreshOn: '/v1/vpc-routers',
  })
  const confirmDelete = useConfirmDelete()
  // A router still used by a subnet is refused by the server; the error toast
  // carries its message.
  const onDelete = (r: VpcRouter) =>
    void confirmDelete({ noun: 'router', name: r.name, remove: () => deleteRouter({ project, vpc }, r.name) })
  return (
    <>
      <RoutersTab project={project} vpc={vpc} list={list} onDelete={onDelete} />
      <Outlet />
    </>
  )
}

export const routersRoute = createRoute({
  getParentRoute: () => routersListLayout,
  path: 'routers',
})

export const routersNewRoute = createRoute({
  getParentRoute: () => routersListLayout,
  path: 'routers-new',
  staticData: { crumb: 'New router' },
  component: function CreateRouterRoute() {
    const params = routersNewRoute.useParams()
    const { form, close } = useFormPage(routerFormInput(params), {
      noun: 'router',
      verb: 'created',
      closeTo: pb.routers(params),
    })
    return <RouterForm title="Create router" submitLabel="Create router" form={form} onDismiss={close} />
  },
})

export const routerEditRoute = createRoute({
  getParentRoute: () => routersListLayout,
  path: 'routers/$router/edit',
  staticData: { crumb: 'Edit router' },
  loader: ({ params }) => orNotFound(fetchRouter(params)),
  component: function EditRouterRoute() {
    const { project, vpc } = routerEditRoute.useParams()
    const { form, close } = useFormPage(routerFormInput({ project, vpc }, routerEditRoute.useLoaderData()), {
      noun: 'router',
      verb: 'updated',
      closeTo: pb.routers({ project, vpc }),
    })
    return <RouterForm title="Edit router" submitLabel="Update router" form={form} onDismiss={close} />
  },
})

export const routersRoutes = [routersListLayout.addChildren([routersRoute, routersNewRoute, routerEditRoute])]

// ---- the router page: its routes, with create and edit over them -----------

/**
 * Under the project rather than the VPC page: a router is a page of its own
 * (no VPC tabs), though its URL sits under the VPC's routers tab.
 */
export const routerPageRoute = createRoute({
  getParentRoute: () => projectLayout,
  path: 'vpcs/$vpc/routers/$router',
  staticData: {
    crumb: (p) => {
      const at = { project: p.project, vpc: p.vpc, router: p.router }
      return [
        { label: 'VPCs', to: pb.vpcs(at) },
        { label: p.vpc, to: pb.vpc(at) },
        { label: 'Routers', to: pb.routers(at) },
        { label: p.router, to: pb.router(at) },
      ]
    },
  },
  // The router and its first page of routes load together, with the route.
  loader: async ({ params }) => {
    const [router, routes] = await Promise.all([
      orNotFound(fetchRouter(params)),
      orNotFound(fetchRoutes(params)({ limit: PAGE_SIZE })),
    ])
    return { router, routes }
  },
  component: function RouterPageRoute() {
    const { project, vpc } = routerPageRoute.useParams()
    const { router } = routerPageRoute.useLoaderData()
    // Another router is another page: its machines start over.
    return <RouterRoutes key={router.id} project={project} vpc={vpc} router={router} />
  },
})

function RouterRoutes({ project, vpc, router }: VpcParams & { router: VpcRouter }) {
  const params = { project, vpc, router: router.name }
  const { list } = useListPage({
    fetchPage: fetchRoutes(params),
    initialPage: routerPageRoute.useLoaderData().routes,
    refreshOn: '/v1/vpc-router-routes',
  })
  const confirmDelete = useConfirmDelete()
  return (
    <>
      <RouterPage
        project={project}
        vpc={vpc}
        router={router}
        routes={list}
        onDeleteRoute={(r) =>
          void confirmDelete({ noun: 'route', name: r.name, remove: () => deleteRoute(params, r.name) })
        }
      />
      <Outlet />
    </>
  )
}

export const routesNewRoute = createRoute({
  getParentRoute: () => routerPageRoute,
  path: 'routes-new',
  staticData: { crumb: 'New route' },
  loader: async ({ params }) => {
    const [options] = await Promise.all([fetchRouteValueOptions(params), routesChangeable(params)])
    return options
  },
  component: function CreateRouteRoute() {
    const params = routesNewRoute.useParams()
    const { form, close } = useFormPage(routeFormInput(params), { noun: 'route', verb: 'created', closeTo: pb.router(params) })
    return (
      <RouteForm
        title="Create route"
        submitLabel="Create route"
        form={form}
        options={routesNewRoute.useLoaderData()}
        onDismiss={close}
      />
    )
  },
})

export const routeEditRoute = createRoute({
  getParentRoute: () => routerPageRoute,
  path: 'routes/$route/edit',
  staticData: { crumb: 'Edit route' },
  loader: async ({ params }) => {
    const { project, vpc, router, route } = params
    const [found, options] = await Promise.all([
      orNotFound(fetchApi('/v1/vpc-router-routes/{route}', { path: { route }, query: { project, vpc, router } })),
      fetchRouteValueOptions(params),
      routesChangeable(params),
    ])
    return { route: found, options }
  },
  component: function EditRouteRoute() {
    const { project, vpc, router } = routeEditRoute.useParams()
    const { route, options } = routeEditRoute.useLoaderData()
    const params = { project, vpc, router }
    const { form, close } = useFormPage(routeFormInput(params, route), {
      noun: 'route',
      verb: 'updated',
      closeTo: pb.router(params),
    })
    return <RouteForm title="Edit route" submitLabel="Update route" form={form} options={options} onDismiss={close} />
  },
})

export const routerPageRoutes = [routerPageRoute.addChildren([routesNewRoute, routeEditRoute])]
