// A silo admin's pages (certificates): Nexus answers anyone else 403. Their
// routes sit under this pathless layout, whose error boundary shows the
// notice inside the console instead of the error page; any other error goes
// on up to the signed-in error page.
import { createRoute, Outlet, type ErrorComponentProps } from '@tanstack/react-router'
import { ApiError } from '~/api'
import { SiloAdminNotice } from '~/views/silo/SiloAdminNotice'
import { siloLayout } from '../layouts'

export function siloAdminLayout<const TId extends string>(id: TId, title: string, what: string) {
  return createRoute({
    getParentRoute: () => siloLayout,
    id,
    component: Outlet,
    errorComponent: function SiloAdminOnly({ error }: ErrorComponentProps) {
      if (error instanceof ApiError && error.statusCode === 403) return <SiloAdminNotice title={title} what={what} />
      throw error
    },
  })
}
