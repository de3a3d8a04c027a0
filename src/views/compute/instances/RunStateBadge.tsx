import type { InstanceState } from '~/api'
import { Badge, countOf, type BadgeVariant } from '~/views/ui'
import { css } from 'styled-system/css'

/** Each run state's colour (every state has one). */
export const RUN_STATE_COLOR: Record<InstanceState, BadgeVariant> = {
  running: 'success',
  creating: 'info',
  starting: 'info',
  rebooting: 'info',
  stopping: 'warning',
  repairing: 'warning',
  migrating: 'purple',
  stopped: 'neutral',
  failed: 'danger',
  destroyed: 'neutral',
}

const units: [unit: 'day' | 'hour' | 'minute', ms: number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** 'for 3 minutes', 'for 1 hour', 'for 2 days'; 'for under a minute' before that. */
export function runStateDuration(since: Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - since.getTime())
  const found = units.find(([, ms]) => elapsed >= ms)
  if (!found) return 'for under a minute'
  const [unit, ms] = found
  return `for ${countOf(Math.floor(elapsed / ms), unit)}`
}

export type RunStateBadgeProps = {
  state: InstanceState
  /** When the instance entered this state (timeRunStateUpdated): shows 'for 3 minutes'. */
  since?: Date
  now?: Date
  /** A failed instance the control plane will restart (isDueForRestart). */
  dueForRestart?: boolean
}

const rowClass = css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })
const noteClass = css({ fontSize: 'xs', color: 'fgMuted', whiteSpace: 'nowrap' })

export function RunStateBadge({ state, since, now, dueForRestart }: RunStateBadgeProps) {
  return (
    <span className={rowClass}>
      <Badge variant={RUN_STATE_COLOR[state]}>{state}</Badge>
      {since && <span className={noteClass}>{runStateDuration(since, now)}</span>}
      {dueForRestart && <Badge variant="info">due for restart</Badge>}
    </span>
  )
}
