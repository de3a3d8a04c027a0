import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import type { RouterParams } from '~/machines/networking/routers'
import type { VpcRef } from '~/machines/networking/vpcs'
import { pb } from '~/paths'
import { formRoute, listRoute, type Params } from '../kit'
import { projectLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { vpcLayout } from './vpcs.routes'

const pages = () => import('./routers.pages')

// ---- the VPC page's routers tab, with create and edit over it ---------------

const vpcParams = (p: Params): VpcRef => ({ project: p.project, vpc: p.vpc })
const routerParams = (p: Params): RouterParams => ({ ...vpcParams(p), router: p.router })

export const routersList = listRoute({
  getParentRoute: () => vpcLayout,
  path: 'routers',
  crumb: (p) => [{ label: 'Routers', to: pb.routers({ project: p.project, vpc: p.vpc }) }],
  fetchPage: (p) => async (q) => (await pages()).routersPage(vpcParams(p))(q),
  refreshOn: ['/v1/vpc-routers', '/v1/vpc-routers/{router}'],
  page: lazyRouteComponent(pages, 'RoutersList'),
})

export const routersNewRoute = formRoute({
  getParentRoute: () => routersList.layout,
  path: 'routers-new',
  crumb: 'New router',
  input: async (p) => (await pages()).routerFormInput(vpcParams(p)),
  noun: 'router',
  verb: 'created',
  closeTo: (p) => pb.routers(vpcParams(p)),
  form: lazyRouteComponent(pages, 'NameDescriptionForm'),
  props: { noun: 'router', mode: 'create' },
})

export const routerEditRoute = formRoute({
  getParentRoute: () => routersList.layout,
  path: 'routers/$router/edit',
  crumb: 'Edit router',
  load: async (p) => (await pages()).fetchRouter(routerParams(p)),
  input: async (p, router) => (await pages()).routerFormInput(vpcParams(p), router),
  noun: 'router',
  verb: 'updated',
  closeTo: (p) => pb.routers(vpcParams(p)),
  form: lazyRouteComponent(pages, 'NameDescriptionForm'),
  props: { noun: 'router', mode: 'edit' },
})

export const routersRoutes = [routersList.withModals([routersNewRoute, routerEditRoute])]

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
  // The router is the page's own read; its routes' first page leaves beside it.
  loader: async ({ params }) => orNotFound((await pages()).loadRouterPage(params)),
  component: lazyRouteComponent(pages, 'RouterPageRoute'),
})

/**
 * A route form's reads. The forms of a router whose routes cannot be changed
 * (the system router), reached by URL, go back to the router page.
 */
async function loadRouteFormOrLeave(p: Params, route?: string) {
  const loaded = await (await pages()).loadRouteForm(routerParams(p), route)
  if (!loaded.changeable) throw redirect({ to: pb.router(routerParams(p)), replace: true })
  return loaded
}

export const routesNewRoute = formRoute({
  getParentRoute: () => routerPageRoute,
  path: 'routes-new',
  crumb: 'New route',
  load: (p) => loadRouteFormOrLeave(p),
  input: async (p) => (await pages()).routeFormInput(routerParams(p)),
  noun: 'route',
  verb: 'created',
  closeTo: (p) => pb.router(routerParams(p)),
  form: lazyRouteComponent(pages, 'RouteFormPage'),
  props: { mode: 'create' },
})

export const routeEditRoute = formRoute({
  getParentRoute: () => routerPageRoute,
  path: 'routes/$route/edit',
  crumb: 'Edit route',
  load: (p) => loadRouteFormOrLeave(p, p.route),
  input: async (p, { route }) => (await pages()).routeFormInput(routerParams(p), route),
  noun: 'route',
  verb: 'updated',
  closeTo: (p) => pb.router(routerParams(p)),
  form: lazyRouteComponent(pages, 'RouteFormPage'),
  props: { mode: 'edit' },
})

export const routerPageRoutes = [routerPageRoute.addChildren([routesNewRoute, routeEditRoute])]
