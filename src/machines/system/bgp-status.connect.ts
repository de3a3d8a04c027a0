import type { SnapshotFrom } from 'xstate'
import { errorMessage } from '../shared/error-message.rules'
import { historyRows, importedRows, peerRows, type BgpStatusData, type HistoryRow, type PeerRow, type RouteRow } from './bgp-status.input'
import type { BgpStatusMachine, StatusEvent } from './bgp-status.machine'

export type BgpStatusProps = {
  /** Nothing read yet. */
  isLoading: boolean
  /** A read is under way with the last one on screen. */
  isRefreshing: boolean
  error?: string
  readAt?: Date
  peers: PeerRow[]
  imported: RouteRow[]
  history: HistoryRow[]
  refresh: () => void
}

export function connectBgpStatus(snapshot: SnapshotFrom<BgpStatusMachine>, send: (event: StatusEvent) => void): BgpStatusProps {
  const { error, readAt } = snapshot.context
  const data = snapshot.context.data as BgpStatusData | undefined
  const reading = snapshot.matches('reading')
  return {
    isLoading: reading && !data && !error,
    isRefreshing: reading && (!!data || !!error),
    error: error === undefined ? undefined : errorMessage(error),
    readAt: readAt === undefined ? undefined : new Date(readAt),
    peers: data ? peerRows(data) : [],
    imported: data ? importedRows(data) : [],
    history: data ? historyRows(data) : [],
    refresh: () => send({ type: 'REFRESH' }),
  }
}
