// Which routers' routes the console may change: Nexus keeps the system
// router's routes itself. The router page's reads ask it before a route form
// opens, without the form's module.
import type { VpcRouter } from '~/api'

export const SYSTEM_ROUTES_REASON = 'System router routes cannot be changed'

/**
 * Why a route of this router cannot be created, edited or deleted here, or
 * undefined. Nexus keeps the system router's routes itself.
 */
export function routeChangeDisabledReason(router: Pick<VpcRouter, 'kind'>): string | undefined {
  return router.kind === 'system' ? SYSTEM_ROUTES_REASON : undefined
}
