import { createRoute, notFound, redirect } from '@tanstack/react-router'
import { ApiError, fetchApi } from '~/api'
import { authedRoute } from '../layouts'
import { pb } from '~/paths'

/**
 * spec §2: find the instance by id, then its project, and go to its storage
 * page. Anything that can't be found (or read) is 'Page not found'.
 */
async function lookupInstance(id: string): Promise<never> {
  let target: string
  try {
    const instance = await fetchApi('/v1/instances/{instance}', { path: { instance: id } })
    const project = await fetchApi('/v1/projects/{project}', { path: { project: instance.projectId } })
    target = pb.instanceStorage({ project: project.name, instance: instance.name })
  } catch (e) {
    // Nexus answers 400 for a name without a project selector: not found either.
    if (e instanceof ApiError && (e.statusCode === 404 || e.statusCode === 400)) throw notFound()
    throw e
  }
  throw redirect({ href: target, replace: true })
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
