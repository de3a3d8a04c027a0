// Row menus on the support bundles list ask the same bundle machine as the
// bundle's page: one actor per row, fed the list's copies (shared/rows.machine.ts).
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { copyEvent } from '../shared/lifecycle.machine'
import { createRowsMachine } from '../shared/rows.machine'
import { bundleMachine } from './support-bundle.machine'
import type { SupportBundle } from './support-bundles'

export type BundleRowActor = ActorRefFrom<typeof bundleMachine>

// The list polls its page while a bundle is transitional: the rows do not poll on their own.
export const bundleRowsMachine = createRowsMachine(bundleMachine, {
  input: (bundle: SupportBundle, _scope: object) => ({ bundle, poll: false }),
  copy: copyEvent,
})

export type BundleRowsMachine = typeof bundleRowsMachine

/** The actor behind one row, once the rows machine has seen it. */
export const bundleRowActor = (snapshot: SnapshotFrom<BundleRowsMachine>, id: string): BundleRowActor | undefined =>
  snapshot.context.rows[id]
