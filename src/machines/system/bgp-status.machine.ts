// The BGP status tab: reads the peers when the tab opens (the panels beside
// them, their routes and history, are sections read with each of its reads),
// then again every POLL_MS while it is open, or at once on REFRESH.
// What it shows stays on screen while a newer read is under way or has failed.
// The timer and the read end with the actor (the page is left). Its snapshot
// as the tab's props: connectBgpStatus.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { errorMessage } from '../shared/error-message.rules'
import { peerAsns, peerRows, type BgpPeerStatus, type PeerRow } from './bgp'

export const BGP_STATUS_POLL_MS = 10_000

export type StatusInput<D> = { load: () => Promise<D>; pollMs?: number }

export type StatusContext<D> = {
  load: () => Promise<D>
  pollMs: number
  data?: D
  /** What the last read threw, until a read succeeds. */
  error?: unknown
  /** When `data` was read (ms since the epoch). */
  readAt?: number
}

export type StatusEvent = { type: 'REFRESH' }

export const bgpStatusMachine = setup({
  types: {
    context: {} as StatusContext<unknown>,
    events: {} as StatusEvent,
    input: {} as StatusInput<unknown>,
  },
  actors: {
    read: fromPromise(({ input }: { input: { load: () => Promise<unknown> } }) => input.load()),
  },
  delays: {
    poll: ({ context }) => context.pollMs,
  },
}).createMachine({
  id: 'bgpStatus',
  context: ({ input }) => ({ load: input.load, pollMs: input.pollMs ?? BGP_STATUS_POLL_MS }),
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        src: 'read',
        input: ({ context }) => ({ load: context.load }),
        onDone: {
          target: 'showing',
          actions: assign({ data: ({ event }) => event.output, error: undefined, readAt: () => Date.now() }),
        },
        onError: { target: 'showing', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    showing: {
      after: { poll: 'reading' },
      on: { REFRESH: 'reading' },
    },
  },
})

export type BgpStatusMachine = typeof bgpStatusMachine

export type BgpStatusProps = {
  /** Nothing read yet. */
  isLoading: boolean
  /** A read is under way with the last one on screen. */
  isRefreshing: boolean
  error?: string
  readAt?: Date
  peers: PeerRow[]
  /** The local ASNs the peers speak for: what the routes and history panels are read by. */
  asns: number[]
  refresh: () => void
}

export function connectBgpStatus(snapshot: SnapshotFrom<BgpStatusMachine>, send: (event: StatusEvent) => void): BgpStatusProps {
  const { error, readAt } = snapshot.context
  const data = snapshot.context.data as BgpPeerStatus[] | undefined
  const reading = snapshot.matches('reading')
  return {
    isLoading: reading && !data && !error,
    isRefreshing: reading && (!!data || !!error),
    error: error === undefined ? undefined : errorMessage(error),
    readAt: readAt === undefined ? undefined : new Date(readAt),
    peers: data ? peerRows(data) : [],
    asns: data ? peerAsns(data) : [],
    refresh: () => send({ type: 'REFRESH' }),
  }
}
