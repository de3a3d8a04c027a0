// Row actions on the instances list ask the same instance machine as the
// instance page: one actor per row (shared/rows.machine.ts).
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { Instance } from '~/api'
import { createRowsMachine } from '../shared/rows.machine'
import { instanceMachine } from './instance.machine'

export type InstanceRowActor = ActorRefFrom<typeof instanceMachine>

export const instanceRowsMachine = createRowsMachine<typeof instanceMachine, Instance, { project: string }>(
  instanceMachine,
  'instance',
)

export type InstanceRowsMachine = typeof instanceRowsMachine

/** The actor behind one row, once the rows machine has seen it. */
export const rowActor = (snapshot: SnapshotFrom<InstanceRowsMachine>, id: string): InstanceRowActor | undefined =>
  snapshot.context.rows[id]
