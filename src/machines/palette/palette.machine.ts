// The quick-actions palette (⌘K / Ctrl+K): open or closed, what the user has
// typed, which item is highlighted, and the data it lists, loaded each time it
// opens for the page the user is on. The items themselves are built from that
// data by the route layer (they are paths) and filtered by palette.connect.
//
// On an instance page the palette keeps an instance machine for that instance:
// the actions it offers are the ones that machine allows (the action table,
// through the machine's guards), and it is the machine that runs them. It
// lives beyond a close (a confirmed Stop runs after the palette has closed)
// and is kept while the same instance is loaded again.
import { assign, enqueueActions, fromPromise, setup, type ActorRefFrom } from 'xstate'
import { instanceMachine } from '../compute/instance.machine'
import { copyEvent } from '../shared/lifecycle.machine'
import { loadPaletteData, NO_DATA, scopeKey, type PaletteData, type PaletteScope } from './palette'

export type PaletteInstanceActor = ActorRefFrom<typeof instanceMachine>

export type PaletteContext = {
  query: string
  /** The item the user moved to; null: the first item that matches. */
  highlighted: string | null
  scope: PaletteScope
  data: PaletteData
  instance?: PaletteInstanceActor
}

export type PaletteEvent =
  | { type: 'OPEN'; scope: PaletteScope }
  /** The shortcut: opens when closed, closes when open. */
  | { type: 'TOGGLE'; scope: PaletteScope }
  | { type: 'CLOSE' }
  | { type: 'TYPE'; query: string }
  | { type: 'HIGHLIGHT'; value: string | null }

type OpenEvent = Extract<PaletteEvent, { type: 'OPEN' | 'TOGGLE' }>

export const paletteMachine = setup({
  types: {
    context: {} as PaletteContext,
    events: {} as PaletteEvent,
  },
  actors: {
    load: fromPromise<PaletteData, PaletteScope>(({ input }) => loadPaletteData(input)),
    instance: instanceMachine,
  },
  actions: {
    /** A fresh search each time; the last data stays on show while the same page's loads. */
    begin: assign(({ context, event }) => {
      const { scope } = event as OpenEvent
      return {
        scope,
        query: '',
        highlighted: null,
        data: scopeKey(scope) === scopeKey(context.scope) ? context.data : NO_DATA,
      }
    }),
    type: assign(({ event }) => (event.type === 'TYPE' ? { query: event.query, highlighted: null } : {})),
    highlight: assign(({ event }) => (event.type === 'HIGHLIGHT' ? { highlighted: event.value } : {})),
    keep: enqueueActions(({ context, enqueue }, data: PaletteData) => {
      enqueue.assign({ data })
      const ref = context.instance
      const fresh = data.instance
      // The same instance: its machine (maybe mid-action) keeps it, and is handed the copy the load read.
      if (ref && fresh && ref.getSnapshot().context.instance.id === fresh.id) {
        enqueue.sendTo(ref, copyEvent(fresh))
        return
      }
      if (ref) enqueue.stopChild(ref)
      const project = context.scope.project
      enqueue.assign({
        instance: ({ spawn }) =>
          fresh && project
            ? // The palette polls nothing: it reloads the instance each time it opens.
              spawn('instance', { input: { project, instance: fresh, poll: false } })
            : undefined,
      })
    }),
    keepError: assign(({ context }, error: unknown) => ({
      data: { ...context.data, error: error instanceof Error ? error.message : String(error) },
    })),
  },
}).createMachine({
  id: 'palette',
  context: { query: '', highlighted: null, scope: {}, data: NO_DATA, instance: undefined },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: { target: 'open', actions: 'begin' },
        TOGGLE: { target: 'open', actions: 'begin' },
      },
    },
    open: {
      initial: 'loading',
      on: {
        CLOSE: 'closed',
        TOGGLE: 'closed',
        TYPE: { actions: 'type' },
        HIGHLIGHT: { actions: 'highlight' },
      },
      states: {
        loading: {
          invoke: {
            src: 'load',
            input: ({ context }) => context.scope,
            onDone: { target: 'ready', actions: { type: 'keep', params: ({ event }) => event.output } },
            // loadPaletteData reports failures in its data; this is for a bug in it.
            onError: { target: 'ready', actions: { type: 'keepError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        ready: {},
      },
    },
  },
})

export type PaletteMachine = typeof paletteMachine
