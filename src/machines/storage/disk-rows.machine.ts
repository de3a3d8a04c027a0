// Row actions on a list of disks (the disks page, an instance's storage tab)
// ask the same disk machine: one actor per row (shared/rows.machine.ts).
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { Disk } from '~/api'
import { createRowsMachine } from '../shared/rows.machine'
import { diskMachine } from './disk.machine'

export type DiskRowActor = ActorRefFrom<typeof diskMachine>

export const diskRowsMachine = createRowsMachine<typeof diskMachine, Disk, { project: string }>(diskMachine, 'disk')

export type DiskRowsMachine = typeof diskRowsMachine

/** The actor behind one row, once the rows machine has seen it. */
export const diskRowActor = (snapshot: SnapshotFrom<DiskRowsMachine>, id: string): DiskRowActor | undefined =>
  snapshot.context.rows[id]
