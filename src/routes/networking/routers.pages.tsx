// The VPC's routers tab, a router's page and their forms: a chunk of their
// own (routers.routes.tsx).
import { Outlet } from '@tanstack/react-router'
import type { RouterRoute, VpcRouter } from '~/api'
import { deleteRoute, type RouteFormValues } from '~/machines/networking/route-form'
import { deleteRouter, type RouterFormValues, type VpcParams } from '~/machines/networking/router-form'
import { RouteForm, type RouteValueOptions } from '~/views/networking/routers/RouteForm'
import { RouterForm } from '~/views/networking/routers/RouterForm'
import { RouterPage } from '~/views/networking/routers/RouterPage'
import { RoutersTab } from '~/views/networking/routers/RoutersTab'
import { useConfirmDelete, useListPage, type FormRouteProps, type ListPageProps } from '../kit'
import { fetchRoutes, routerPageRoute, vpcParams } from './routers.routes'

export function RoutersList({ list, params }: ListPageProps<VpcRouter>) {
  const at = vpcParams(params)
  const confirmDelete = useConfirmDelete()
  // A router still used by a subnet is refused by the server; the error toast carries its message.
  const onDelete = (r: VpcRouter) =>
    void confirmDelete({ noun: 'router', name: r.name, remove: () => deleteRouter(at, r.name) })
  return <RoutersTab {...at} list={list} onDelete={onDelete} />
}

type RouterFormProps = FormRouteProps<RouterFormValues, VpcRouter, unknown>

export function CreateRouterForm({ form, onDismiss }: RouterFormProps) {
  return <RouterForm title="Create router" submitLabel="Create router" form={form} onDismiss={onDismiss} />
}

export function EditRouterForm({ form, onDismiss }: RouterFormProps) {
  return <RouterForm title="Edit router" submitLabel="Update router" form={form} onDismiss={onDismiss} />
}

export function RouterPageRoute() {
  const { project, vpc } = routerPageRoute.useParams()
  const { router } = routerPageRoute.useLoaderData()
  // Another router is another page: its machines start over.
  return <RouterRoutes key={router.id} project={project} vpc={vpc} router={router} />
}

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

type RouteFormProps<L> = FormRouteProps<RouteFormValues, RouterRoute, L>

export function CreateRouteForm({ form, onDismiss, loaded }: RouteFormProps<RouteValueOptions>) {
  return <RouteForm title="Create route" submitLabel="Create route" form={form} options={loaded} onDismiss={onDismiss} />
}

export function EditRouteForm({ form, onDismiss, loaded }: RouteFormProps<{ options: RouteValueOptions }>) {
  return <RouteForm title="Edit route" submitLabel="Update route" form={form} options={loaded.options} onDismiss={onDismiss} />
}
