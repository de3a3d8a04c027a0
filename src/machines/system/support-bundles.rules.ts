// The states a support bundle leaves on its own (collecting, destroying): the
// list's route polls while a row is in one, before the support bundles module
// (its reads and calls) loads; the bundle's machine polls by them too.
import type { BundleState } from './support-bundles'

/** States the bundle leaves on its own: a screen showing it polls until it settles. */
export const BUNDLE_TRANSITIONAL_STATES: readonly BundleState[] = ['collecting', 'destroying']

export const isBundleTransitional = (state: BundleState) => BUNDLE_TRANSITIONAL_STATES.includes(state)
