import type { SnapshotFrom } from 'xstate'
import { errorMessage } from '../shared/error-message.rules'
import { utilizationCards, type UtilizationCard } from './utilization'
import type { UtilizationEvent, UtilizationMachine } from './utilization.machine'

export type UtilizationProps = {
  /** null until the first read lands. */
  cards: UtilizationCard[] | null
  isRefreshing: boolean
  /** The last read failed (numbers from before, if any, stay). */
  error?: string
  refresh: () => void
}

export function connectUtilization(
  snapshot: SnapshotFrom<UtilizationMachine>,
  send: (event: UtilizationEvent) => void,
): UtilizationProps {
  const { utilization, error } = snapshot.context
  return {
    cards: utilization ? utilizationCards(utilization) : null,
    isRefreshing: snapshot.matches('loading') && utilization !== undefined,
    error: snapshot.matches('failed') ? errorMessage(error) : undefined,
    refresh: () => send({ type: 'REFRESH' }),
  }
}
