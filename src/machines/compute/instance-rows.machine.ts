// Row actions on the instances list ask the same instance machine as the
// instance page: one actor per row, kept in step with the list. Each list
// fetch sends the rows it got (SYNC): new rows get an actor, rows still there
// get the fresh copy, rows gone (another page, deleted) have theirs stopped.
import { assign, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { Instance } from '~/api'
import { instanceMachine } from './instance.machine'

export type InstanceRowActor = ActorRefFrom<typeof instanceMachine>

export type InstanceRowsInput = {
  project: string
  /**
   * Let each row poll while transitional. Off by default: the list polls its
   * page while a row is transitional (its `pollWhile`) and SYNCs the rows.
   */
  poll?: boolean
}

export type InstanceRowsContext = {
  project: string
  poll: boolean
  /** One actor per row on screen, by instance id. */
  rows: Record<string, InstanceRowActor>
}

export type InstanceRowsEvent = { type: 'SYNC'; instances: Instance[] }

export const instanceRowsMachine = setup({
  types: {
    input: {} as InstanceRowsInput,
    context: {} as InstanceRowsContext,
    events: {} as InstanceRowsEvent,
  },
  actors: { instance: instanceMachine },
  actions: {
    updateKnownRows: enqueueActions(({ context, event, enqueue }) => {
      const ids = new Set(event.instances.map((i) => i.id))
      for (const [id, ref] of Object.entries(context.rows)) {
        if (!ids.has(id)) enqueue.stopChild(ref)
      }
      for (const instance of event.instances) {
        const ref = context.rows[instance.id]
        if (ref) enqueue.sendTo(ref, { type: 'SYNC', instance })
      }
    }),
    keepRows: assign({
      rows: ({ context, event, spawn }) =>
        Object.fromEntries(
          event.instances.map((instance) => [
            instance.id,
            context.rows[instance.id] ??
              spawn('instance', {
                id: `instance-${instance.id}`,
                input: { project: context.project, instance, poll: context.poll },
              }),
          ]),
        ),
    }),
  },
}).createMachine({
  id: 'instanceRows',
  context: ({ input }) => ({ project: input.project, poll: input.poll ?? false, rows: {} }),
  on: { SYNC: { actions: ['updateKnownRows', 'keepRows'] } },
})

export type InstanceRowsMachine = typeof instanceRowsMachine

/** The actor behind one row, once the rows machine has seen it. */
export const rowActor = (snapshot: SnapshotFrom<InstanceRowsMachine>, id: string): InstanceRowActor | undefined =>
  snapshot.context.rows[id]
