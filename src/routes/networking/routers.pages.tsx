// The VPC's routers tab and a router's page: a chunk of their own
// (routers.routes.tsx).
import { Outlet } from '@tanstack/react-router'
import type { VpcRouter } from '~/api'
import { deleteRoute, deleteRouter, routesPage, type RouterPageData, type RouterParams } from '~/machines/networking/routers'
import { RouterPage, RoutersTab } from '~/views/networking/routers/Routers'
import { routeApi, useConfirmDelete, useListPage, type ListPageProps } from '../kit'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { RouteForm } from '~/views/networking/routers/RouteForm'
export { fetchRouter, loadRouteForm, loadRouterPage, routeFormInput, routerFormInput, routersPage } from '~/machines/networking/routers'

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
  const { list } = useListPage({ fetchPage: routesPage(params), initialPage: data.routes, refreshOn: ['/v1/vpc-router-routes', '/v1/vpc-router-routes/{route}'] })
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
