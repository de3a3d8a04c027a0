// A support bundle's lifecycle: collecting → active (or failed), and a delete
// that sends it destroying, then gone — a resource lifecycle
// (shared/lifecycle.machine.ts) over the bundle's action table
// (support-bundles.ts), its transitional states (collecting,
// destroying: it polls while in one) and its one call, delete.
//
// Downloading changes nothing on the server, so it is not an operation here:
// the table's `download` row only says whether the bundle's state allows it
// (support-bundle.connect).
import type { SnapshotFrom } from 'xstate'
import { api } from '~/api'
import {
  createLifecycleMachine,
  eventOperations,
  readFresh,
  type LifecycleContext,
  type LifecycleEvent,
  type LifecycleInput,
  type LifecycleSpec,
} from '../shared/lifecycle.machine'
import {
  BUNDLE_ACTIONS,
  BUNDLES_PATH,
  type BundleState,
  type SupportBundle,
} from './support-bundles'
import { BUNDLE_TRANSITIONAL_STATES } from './support-bundles.rules'

export { BUNDLES_PATH }

/** A collecting bundle takes minutes: a poll every few seconds is plenty. */
export const BUNDLE_POLL_INTERVAL_MS = 3000

export type BundleOperation = 'delete'
export type BundleCall = 'delete'
export type BundleActionEvent = { type: 'DELETE' }
export type BundleInput = LifecycleInput<'bundle', SupportBundle, object>
export type BundleContext = LifecycleContext<'bundle', SupportBundle, object, BundleOperation>
export type BundleEvent = LifecycleEvent<SupportBundle, BundleActionEvent>
export type IdInput = { id: string }

/**
 * A bundle has no modification time, and its state only moves forward:
 * collecting, then active or failed, then destroying. A copy is not older when
 * its state is not behind the one held.
 */
const STATE_ORDER: Record<BundleState, number> = { collecting: 0, active: 1, failed: 1, destroying: 2 }
const notOlder = (next: SupportBundle, current: SupportBundle) =>
  next.id === current.id && STATE_ORDER[next.state] >= STATE_ORDER[current.state]

export const bundleLifecycle: LifecycleSpec<
  'bundle',
  SupportBundle,
  BundleState,
  BundleActionEvent,
  object,
  BundleOperation,
  BundleCall
> = {
  key: 'bundle',
  table: BUNDLE_ACTIONS,
  stateOf: (bundle) => bundle.state,
  transitional: BUNDLE_TRANSITIONAL_STATES,
  notOlder,
  pollIntervalMs: BUNDLE_POLL_INTERVAL_MS,
  fetch: ({ id }, signal) => readFresh(`${BUNDLES_PATH}/{bundle_id}`, { path: { bundle_id: id } }, signal),
  calls: {
    delete: ({ id }: IdInput) => api.delete(`${BUNDLES_PATH}/{bundle_id}`, { path: { bundle_id: id } }),
  },
  // Nexus answers a delete with nothing: the bundle is destroying (the list shows it
  // until its storage is freed) or, when it had failed, gone. Either way nothing more
  // can be done with it: the machine ends.
  operations: {
    DELETE: { op: 'delete', call: 'delete', input: ({ bundle }) => ({ id: bundle.id }), answer: 'gone', invalidates: [BUNDLES_PATH] },
  },
}

export const BUNDLE_EVENT_OPERATION = eventOperations(bundleLifecycle.operations)

export const bundleMachine = createLifecycleMachine(bundleLifecycle)

export type BundleMachine = typeof bundleMachine
export type BundleSnapshot = SnapshotFrom<BundleMachine>
