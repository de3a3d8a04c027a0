import { useMemo } from 'react'
import { css } from 'styled-system/css'
import type { Chart, ChartEdge } from '~/machines/charts/state-chart'
import { Button, Card } from '~/views/ui'
import { layout } from './layout'

type Props = {
  title: string
  chart: Chart
  /** Ids of the states the walk is in. */
  active: Set<string>
  /** Transitions that can be followed from here. */
  next: ChartEdge[]
  /** The state value, as text. */
  stateText: string
  history: string[]
  onFollow: (edge: ChartEdge) => void
  onReset: () => void
  /** Extra controls (e.g. the run state the instance starts in). */
  controls?: React.ReactNode
}

const svgText = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12 }

/** A machine drawn as its state chart, with the walk QA is taking through it. */
export function StateChartView({ title, chart, active, next, stateText, history, onFollow, onReset, controls }: Props) {
  const laid = useMemo(() => layout(chart), [chart])
  const nextIds = new Set(next.map((e) => e.id))
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <div className={css({ display: 'grid', gridTemplateColumns: '1fr 20rem', gap: '4', alignItems: 'start' })}>
        <div
          className={css({ overflow: 'auto', border: '1px solid {colors.border}', borderRadius: 'md', bg: 'bgRaised', maxH: '70vh' })}
        >
          <svg
            role="img"
            aria-label={`State chart of ${title}`}
            width={laid.width}
            height={laid.height}
            viewBox={`0 0 ${laid.width} ${laid.height}`}
          >
            <defs>
              <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                <path d="M 0 0 L 10 5 L 0 10 z" fill="currentColor" />
              </marker>
            </defs>
            {chart.nodes
              .filter((n) => n.parent)
              .map((n) => {
                const l = laid.edges[`contains:${n.id}`]
                if (!l) return null
                const d = l.points.map((p, i) => `${i ? 'L' : 'M'} ${p.x} ${p.y}`).join(' ')
                return <path key={`c-${n.id}`} d={d} fill="none" stroke="var(--colors-border-strong)" strokeDasharray="3 3" />
              })}
            {chart.edges.map((e) => {
              const l = laid.edges[e.id]
              if (!l) return null
              const d = l.points.map((p, i) => `${i ? 'L' : 'M'} ${p.x} ${p.y}`).join(' ')
              const on = nextIds.has(e.id)
              return (
                <g key={e.id} style={{ color: on ? 'var(--colors-accent)' : 'var(--colors-fg-subtle)' }}>
                  <path d={d} fill="none" stroke="currentColor" strokeWidth={on ? 2 : 1} markerEnd="url(#arrow)" />
                  <text x={l.label.x} y={l.label.y + 4} textAnchor="middle" fill="currentColor" style={{ ...svgText, fontSize: 11 }}>
                    {e.label}
                  </text>
                </g>
              )
            })}
            {chart.nodes.map((n) => {
                const b = laid.nodes[n.id]
                if (!b) return null
                const on = active.has(n.id)
                return (
                  <g key={n.id} data-state={n.id} data-active={on || undefined}>
                    <rect x={b.x} y={b.y} width={b.width} height={b.height} rx={8}
                      fill={on ? 'var(--colors-accent-bg)' : 'var(--colors-bg)'}
                      stroke={on ? 'var(--colors-accent)' : 'var(--colors-border-strong)'} strokeWidth={n.final ? 3 : 1.5}
                      strokeDasharray={n.compound ? '5 3' : undefined} />
                    <text x={b.x + b.width / 2} y={b.y + b.height / 2 + 4} textAnchor="middle"
                      fill={on ? 'var(--colors-accent)' : 'var(--colors-fg)'} style={svgText}>{n.label}</text>
                  </g>
                )
            })}
          </svg>
        </div>
        <div className={css({ display: 'grid', gap: '4' })}>
          {controls}
          <Card title="Walk">
            <div className={css({ display: 'grid', gap: '3', fontSize: 'sm' })}>
              <p>
                In <code data-testid="chart-state">{stateText}</code>
              </p>
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })} aria-label="Transitions from here" role="group">
                {next.length === 0 && <span className={css({ color: 'fgMuted' })}>No transitions from here.</span>}
                {next.map((e) => (
                  <Button key={e.id} size="sm" variant="secondary" onClick={() => onFollow(e)}>
                    {e.label}
                  </Button>
                ))}
              </div>
              <Button size="sm" variant="ghost" onClick={onReset}>
                Start over
              </Button>
              {history.length > 0 && (
                <ol className={css({ fontFamily: 'mono', fontSize: 'xs', color: 'fgMuted', pl: '4', listStyle: 'decimal' })}>
                  {history.map((h, i) => (
                    <li key={i}>{h}</li>
                  ))}
                </ol>
              )}
            </div>
          </Card>
        </div>
      </div>
    </div>
  )
}
