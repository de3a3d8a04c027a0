// Row actions on a list of disks (the disks page, an instance's storage tab)
// ask the same disk machine: one actor per row, kept in step with the list.
// Each list fetch sends the rows it got (SYNC): new rows get an actor, rows
// still there get the fresh copy, rows gone (another page, deleted, detached
// from the instance) have theirs stopped.
import { assign, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { Disk } from '~/api'
import { diskMachine } from './disk.machine'

export type DiskRowActor = ActorRefFrom<typeof diskMachine>

export type DiskRowsInput = {
  project: string
  /**
   * Let each row poll while transitional. Off by default: the list polls its
   * page while a row is transitional (its `pollWhile`) and SYNCs the rows.
   */
  poll?: boolean
}

export type DiskRowsContext = {
  project: string
  poll: boolean
  /** One actor per row on screen, by disk id. */
  rows: Record<string, DiskRowActor>
}

export type DiskRowsEvent = { type: 'SYNC'; disks: Disk[] }

export const diskRowsMachine = setup({
  types: {
    input: {} as DiskRowsInput,
    context: {} as DiskRowsContext,
    events: {} as DiskRowsEvent,
  },
  actors: { disk: diskMachine },
  actions: {
    updateKnownRows: enqueueActions(({ context, event, enqueue }) => {
      const ids = new Set(event.disks.map((d) => d.id))
      for (const [id, ref] of Object.entries(context.rows)) {
        if (!ids.has(id)) enqueue.stopChild(ref)
      }
      for (const disk of event.disks) {
        const ref = context.rows[disk.id]
        if (ref) enqueue.sendTo(ref, { type: 'SYNC', disk })
      }
    }),
    keepRows: assign({
      rows: ({ context, event, spawn }) =>
        Object.fromEntries(
          event.disks.map((disk) => [
            disk.id,
            context.rows[disk.id] ??
              spawn('disk', { id: `disk-${disk.id}`, input: { project: context.project, disk, poll: context.poll } }),
          ]),
        ),
    }),
  },
}).createMachine({
  id: 'diskRows',
  context: ({ input }) => ({ project: input.project, poll: input.poll ?? false, rows: {} }),
  on: { SYNC: { actions: ['updateKnownRows', 'keepRows'] } },
})

export type DiskRowsMachine = typeof diskRowsMachine

/** The actor behind one row, once the rows machine has seen it. */
export const diskRowActor = (snapshot: SnapshotFrom<DiskRowsMachine>, id: string): DiskRowActor | undefined =>
  snapshot.context.rows[id]
