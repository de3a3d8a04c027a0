import { css } from 'styled-system/css'
import type { ChartEdge } from '~/machines/charts/state-chart.rules'
import { Button, Card, Select } from '~/views/ui'

export type MachinePanelProps = {
  /** The state value, as text ('idle.settled'). */
  stateText: string
  next: ChartEdge[]
  history: string[]
  onFollow: (edge: ChartEdge) => void
  onReset: () => void
  /** A choice of starting input, when the machine has one (e.g. the instance's run state). */
  start?: { label: string; value: string; options: readonly string[]; onChange: (v: string) => void }
}

/** Walking the XState machine itself: nothing is called; each call's answer is simulated. */
export function MachinePanel({ stateText, next, history, onFollow, onReset, start }: MachinePanelProps) {
  return (
    <Card title="Walk the machine">
      <div className={css({ display: 'grid', gap: '3', fontSize: 'sm' })}>
        {start && (
          <Select
            label={start.label}
            value={start.value}
            onChange={start.onChange}
            options={start.options.map((o) => ({ value: o, label: o }))}
          />
        )}
        <p>
          In{' '}
          <code data-testid="walk-state" className={css({ color: 'accent' })}>
            {stateText}
          </code>
        </p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })} aria-label="Transitions from here" role="group">
          {next.length === 0 && <span className={css({ color: 'fgMuted' })}>No transitions from here.</span>}
          {next.map((e) => (
            <Button key={e.id} size="sm" variant="secondary" onClick={() => onFollow(e)}>
              {e.label}
            </Button>
          ))}
        </div>
        <div>
          <Button size="sm" variant="ghost" onClick={onReset} disabled={history.length === 0}>
            Start over
          </Button>
        </div>
        {history.length > 0 && (
          <ol
            aria-label="Walk so far"
            className={css({ fontFamily: 'mono', fontSize: 'xs', color: 'fgMuted', pl: '5', listStyle: 'decimal' })}
          >
            {history.map((h, i) => (
              <li key={i}>{h}</li>
            ))}
          </ol>
        )}
        <p className={css({ color: 'fgMuted', fontSize: 'xs' })}>Nothing is called: each call’s answer is simulated.</p>
      </div>
    </Card>
  )
}
