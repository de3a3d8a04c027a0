// A bundle machine's snapshot as view props (the bundle page, a list row's
// menu): each row of the action table's state (open, why not, in flight) and
// a delete that resolves with its outcome (never rejects).
import type { ActionResult } from '../shared/lifecycle.machine'
import { connectLifecycle, deletedMessage, type ActionState, type OutcomeSource } from '../shared/lifecycle.connect'
import { bundleLifecycle, type BundleEvent, type BundleSnapshot } from './support-bundle.machine'
import { BUNDLE_ACTIONS, type BundleAction, type BundleState, type SupportBundle } from './support-bundles'

export type { ActionState }

export const BUNDLE_DELETED = deletedMessage('bundle')

export type BundleProps = {
  bundle: SupportBundle
  state: BundleState
  isTransitional: boolean
  /** A poll is scheduled or in flight because the bundle is collecting or destroying. */
  isPolling: boolean
  pending?: 'delete' | 'refresh'
  error?: string
  /** The delete went through: the bundle is destroying or gone, nothing more can be done here. */
  isDeleted: boolean
  /** Delete, and download (the index, the whole bundle, one file), by the bundle's state. */
  actions: Record<BundleAction, ActionState>
  delete: () => Promise<ActionResult>
  refresh: () => void
}

const ACTION_NAMES = Object.keys(BUNDLE_ACTIONS) as BundleAction[]

export function connectBundle(
  snapshot: BundleSnapshot,
  _send: (event: BundleEvent) => void,
  actor: OutcomeSource<BundleEvent>,
): BundleProps {
  const { resource: bundle, actionState, run, ...life } = connectLifecycle(
    bundleLifecycle,
    snapshot,
    actor,
  )
  return {
    ...life,
    bundle,
    state: bundle.state,
    pending: snapshot.context.pending,
    actions: Object.fromEntries(ACTION_NAMES.map((a) => [a, actionState(a)])) as BundleProps['actions'],
    delete: () => run({ type: 'DELETE' }),
  }
}
