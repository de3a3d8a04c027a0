// VPC routers (used with the form machine): the create/edit form's values,
// rules and the calls that save it; delete, for the confirm dialog; and which
// router actions are off limits (the system router belongs to Nexus).
import { api, invalidate, type VpcRouter } from '~/api'
import { validateDescription, validateName } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'

/** Where a router lives: the names (or ids) in its URL. */
export type VpcParams = { project: string; vpc: string }

export type RouterFormValues = { name: string; description: string }

export const routerInitialValues: RouterFormValues = { name: '', description: '' }

export function validateRouter(values: RouterFormValues): FieldErrors<RouterFormValues> {
  return { name: validateName(values.name), description: validateDescription(values.description) }
}

export type RouterAction = 'edit' | 'delete'

const SYSTEM_ROUTER_REASONS: Record<RouterAction, string> = {
  edit: 'The system router cannot be edited',
  delete: 'The system router cannot be deleted',
}

/**
 * Why `action` is not offered for this router, or undefined when it is. Nexus
 * makes and owns each VPC's system router. A custom router still in use by a
 * subnet is left for the server to refuse: only it knows the subnets' state.
 */
export function routerActionDisabledReason(router: Pick<VpcRouter, 'kind'>, action: RouterAction): string | undefined {
  return router.kind === 'system' ? SYSTEM_ROUTER_REASONS[action] : undefined
}

// A router's name is in its routes' cache keys: router and route reads change together.
const invalidateRouters = () => invalidate('/v1/vpc-router-routes', '/v1/vpc-router-routes/{route}', '/v1/vpc-routers', '/v1/vpc-routers/{router}')

export async function createRouter({ project, vpc }: VpcParams, values: RouterFormValues): Promise<VpcRouter> {
  const router = await api.post('/v1/vpc-routers', { query: { project, vpc }, body: values })
  await invalidateRouters()
  return router
}

/** `router` is the name or id of the router being edited. */
export async function updateRouter({ project, vpc }: VpcParams, router: string, values: RouterFormValues): Promise<VpcRouter> {
  const updated = await api.put('/v1/vpc-routers/{router}', { path: { router }, query: { project, vpc }, body: values })
  await invalidateRouters()
  return updated
}

export async function deleteRouter({ project, vpc }: VpcParams, router: string): Promise<void> {
  await api.delete('/v1/vpc-routers/{router}', { path: { router }, query: { project, vpc } })
  await invalidateRouters()
}

/** Input for the form machine: a new router in the VPC, or the edit of `router`. */
export function routerFormInput(params: VpcParams, router?: VpcRouter): FormInput<RouterFormValues, VpcRouter> {
  if (!router) {
    return { initialValues: routerInitialValues, validate: validateRouter, submit: (v) => createRouter(params, v) }
  }
  return {
    initialValues: { name: router.name, description: router.description },
    validate: validateRouter,
    submit: (v) => updateRouter(params, router.name, v),
  }
}
