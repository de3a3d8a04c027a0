import { createRoute, notFound, redirect } from '@tanstack/react-router'
import { authedRoute } from '../layouts'
import { pb } from '~/paths'

// The lookup's reads load when a lookup URL is opened (its loader), not with the app.
const instancePage = () => import('~/machines/compute/instance-page.input')

/**
 * Find the instance by id, then its project, and go to its storage
 * page. Anything that can't be found (or read) is 'Page not found'.
 */
async function lookupInstance(id: string): Promise<never> {
  const found = await (await instancePage()).locateInstance(id)
  if (!found) throw notFound()
  throw redirect({ href: pb.instanceStorage(found), replace: true })
}

export const lookupInstanceRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'lookup/instances/$instance',
  loader: ({ params }) => lookupInstance(params.instance),
})

export const lookupIRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'lookup/i/$instance',
  loader: ({ params }) => lookupInstance(params.instance),
})

export const lookupRoutes = [lookupInstanceRoute, lookupIRoute]
