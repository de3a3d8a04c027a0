import { useEffect, useRef } from 'react'
import { css, cx } from 'styled-system/css'
import type { Lifecycle, LifecycleEdge, Walk } from '~/machines/charts'
import { Badge, Button, Card, CopyToClipboard, Select } from '~/views/ui'

export type WalkPanelProps = {
  lifecycle: Lifecycle
  walk: Walk
  /** Where the walk may go from here. */
  next: LifecycleEdge[]
  /** The link that reproduces the walk. */
  link: string
  onStart: (from: string) => void
  onFollow: (edge: LifecycleEdge) => void
  onStepBack: () => void
  onStartOver: () => void
}

const stack = css({ display: 'grid', gap: '3', fontSize: 'sm' })
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })
const serverButton = css({ borderStyle: 'dashed', fontStyle: 'italic' })
const linkField = css({
  flex: '1',
  minW: '0',
  h: '7',
  px: '2',
  fontFamily: 'mono',
  fontSize: 'xs',
  color: 'fgMuted',
  bg: 'bgRaised',
  border: '1px solid {colors.border}',
  borderRadius: 'sm',
})

/** The walk QA takes through a lifecycle: start state, where it is, what it may do next, the way so far. */
export function WalkPanel({ lifecycle, walk, next, link, onStart, onFollow, onStepBack, onStartOver }: WalkPanelProps) {
  const label = (id: string) => lifecycle.states.find((s) => s.id === id)?.label ?? id
  const current = lifecycle.states.find((s) => s.id === walk.current)
  const group = useRef<HTMLDivElement>(null)
  // A step by keyboard replaces the pressed button: keep focus on the next choices.
  const refocus = useRef(false)
  useEffect(() => {
    if (!refocus.current) return
    refocus.current = false
    const first = group.current?.querySelector('button') ?? group.current
    first?.focus()
  }, [walk])

  return (
    <Card title="Walk">
      <div className={stack}>
        <Select
          label={`${lifecycle.noun} starts in`}
          value={walk.from}
          onChange={onStart}
          options={lifecycle.states.map((s) => ({ value: s.id, label: s.label }))}
        />
        {walk.problem && (
          <p role="alert" className={css({ color: 'warning' })}>
            The link’s walk stops here: {walk.problem}.
          </p>
        )}
        <p className={row}>
          <span>In</span>
          <strong data-testid="walk-state" className={css({ fontFamily: 'mono', color: 'accent' })}>
            {label(walk.current)}
          </strong>
          {current?.transitional && <Badge variant="warning">transitional</Badge>}
          {current?.final && <Badge>final</Badge>}
        </p>
        <div
          ref={group}
          role="group"
          aria-label="Transitions from here"
          tabIndex={-1}
          className={cx(row, css({ outline: 'none' }))}
        >
          {next.length === 0 && <span className={css({ color: 'fgMuted' })}>No transitions from here.</span>}
          {next.map((e) => (
            <Button
              key={e.id}
              size="sm"
              variant="secondary"
              className={e.kind === 'server' ? serverButton : undefined}
              title={e.guard}
              onClick={() => {
                refocus.current = true
                onFollow(e)
              }}
            >
              {e.label}
            </Button>
          ))}
        </div>
        {walk.steps.length > 0 && (
          <ol
            aria-label="Walk so far"
            className={css({ fontFamily: 'mono', fontSize: 'xs', color: 'fgMuted', pl: '5', listStyle: 'decimal' })}
          >
            {walk.steps.map((s, i) => (
              <li key={i}>
                {s.edge.label} → {label(s.to)}
                {s.edge.kind === 'server' && <span className={css({ fontStyle: 'italic' })}> (server)</span>}
              </li>
            ))}
          </ol>
        )}
        <div className={row}>
          <Button size="sm" variant="ghost" onClick={onStepBack} disabled={walk.steps.length === 0}>
            Step back
          </Button>
          <Button size="sm" variant="ghost" onClick={onStartOver} disabled={walk.steps.length === 0}>
            Start over
          </Button>
        </div>
        <div className={row}>
          <input className={linkField} readOnly value={link} aria-label="Link to this walk" onFocus={(e) => e.target.select()} />
          <CopyToClipboard text={link} label="Copy link" />
        </div>
      </div>
    </Card>
  )
}
