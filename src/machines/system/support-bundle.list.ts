// The plain rules the bundles list and the route above both bundle pages use:
// a bundle's states and which it leaves on its own (the list polls through
// them), newest first, and who may collect and delete. Apart from
// support-bundle.rules.ts so the routes bring only these with the app; the
// rules module re-exports them.
import type { FleetRole, Schema } from '~/api'
import type { Permission } from '../shared/permission.rules'

export type SupportBundle = Schema<'SupportBundleInfo'>
export type BundleState = SupportBundle['state']

/** Every state a bundle can be in, in the order of its life. */
export const BUNDLE_STATES = ['collecting', 'active', 'destroying', 'failed'] as const satisfies readonly BundleState[]

/** States the bundle leaves on its own: a screen showing it polls until it settles. */
export const BUNDLE_TRANSITIONAL_STATES: readonly BundleState[] = ['collecting', 'destroying']

export const isBundleTransitional = (state: BundleState) => BUNDLE_TRANSITIONAL_STATES.includes(state)

export const BUNDLE_ADMIN_ONLY = 'Only a fleet admin can collect or delete support bundles'

/** Collecting and deleting bundles: fleet admins only (Nexus: "modify" on the fleet). */
export const bundleWriteRight = (role: FleetRole | undefined): Permission =>
  role === 'admin' ? { allowed: true } : { allowed: false, reason: BUNDLE_ADMIN_ONLY }

/** Newest first: the bundle an operator just collected is the one on top. */
export const newestFirst = (bundles: readonly SupportBundle[]): SupportBundle[] =>
  [...bundles].sort((a, b) => b.timeCreated.getTime() - a.timeCreated.getTime() || (a.id < b.id ? -1 : 1))
