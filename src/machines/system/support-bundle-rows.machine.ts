// Row menus on the support bundles list ask the same bundle machine as the
// bundle's page: one actor per row (shared/rows.machine.ts).
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { createRowsMachine } from '../shared/rows.machine'
import { bundleMachine } from './support-bundle.machine'
import type { SupportBundle } from './support-bundles'

export type BundleRowActor = ActorRefFrom<typeof bundleMachine>

export const bundleRowsMachine = createRowsMachine<typeof bundleMachine, SupportBundle, object>(bundleMachine, 'bundle')

export type BundleRowsMachine = typeof bundleRowsMachine

/** The actor behind one row, once the rows machine has seen it. */
export const bundleRowActor = (snapshot: SnapshotFrom<BundleRowsMachine>, id: string): BundleRowActor | undefined =>
  snapshot.context.rows[id]
