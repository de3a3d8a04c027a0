// The VPC's routers tab and a router's page: a chunk of their own
// (routers.routes.tsx).
import { Outlet } from '@tanstack/react-router'
import type { RouterRoute, VpcRouter } from '~/api'
import {
  deleteRoute,
  deleteRouter,
  routeOptionsSection,
  routesPage,
  type RouteFormLoad,
  type RouteFormValues,
  type RouterPageData,
  type RouterParams,
} from '~/machines/networking/routers'
import { RouteForm } from '~/views/networking/routers/RouteForm'
import { RouterPage, RoutersTab } from '~/views/networking/routers/Routers'
import { routeApi, useConfirmDelete, useListPage, useSection, type FormRouteProps, type ListPageProps } from '../kit'

// The create and edit forms' view, fetched with these pages: the route tree every page loads stays light.
export { NameDescriptionForm } from '~/views/kit/NameDescriptionForm'

// What the routes' loaders call: with the page, not in the app's chunk.
export { fetchRouter, loadRouteForm, loadRouterPage, routeFormInput, routerFormInput, routersPage } from '~/machines/networking/routers'

/** A route's create and edit form: it opens with the route (edit) alone; the pick lists are a part of it. */
export function RouteFormPage({ form, mode, params, onDismiss }: FormRouteProps<RouteFormValues, RouterRoute, RouteFormLoad> & { mode: 'create' | 'edit' }) {
  const options = useSection(routeOptionsSection({ project: params.project, vpc: params.vpc }))
  return <RouteForm form={form} mode={mode} options={options} onDismiss={onDismiss} />
}

const routerRoute = routeApi('/authed/projects/$project/vpcs/$vpc/routers/$router')

export function RoutersList({ list, params: { project, vpc } }: ListPageProps<VpcRouter>) {
  const confirmDelete = useConfirmDelete()
  // A router still used by a subnet is refused by the server; the error toast carries its message.
  const onDelete = (r: VpcRouter) =>
    void confirmDelete({ noun: 'router', name: r.name, remove: () => deleteRouter({ project, vpc }, r.name) })
  return <RoutersTab project={project} vpc={vpc} list={list} onDelete={onDelete} />
}

export function RouterPageRoute() {
  const { project, vpc } = routerRoute.useParams()
  const data = routerRoute.useLoaderData()
  // Another router is another page: its machines start over.
  return <RouterRoutes key={data.router.id} params={{ project, vpc, router: data.router.name }} data={data} />
}

function RouterRoutes({ params, data }: { params: RouterParams; data: RouterPageData }) {
  // The routes: a table of the page, its first page started by the loader (its failure is the table's).
  const { list } = useListPage({ fetchPage: routesPage(params), refreshOn: ['/v1/vpc-router-routes', '/v1/vpc-router-routes/{route}'] })
  const confirmDelete = useConfirmDelete()
  return (
    <>
      <RouterPage
        project={params.project}
        vpc={params.vpc}
        router={data.router}
        routes={list}
        onDeleteRoute={(r) =>
          void confirmDelete({ noun: 'route', name: r.name, remove: () => deleteRoute(params, r.name) })
        }
      />
      <Outlet />
    </>
  )
}
