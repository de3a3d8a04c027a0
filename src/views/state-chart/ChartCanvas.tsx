import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { css } from 'styled-system/css'
import { Button, Spinner } from '~/views/ui'
import type { DrawnEdge, DrawnGraph, DrawnNode } from './graph'
import { BADGE_ROOM, ENTRY_SIZE, FONT, LINE, type Box, type Laid } from './layout'
import { useChartLayout } from './useChartLayout'
import { bestFit, fitView, onCanvas, panBy, zoomAt, type Size, type View } from './viewport'

export type Highlight = {
  /** Nodes the walk is in (a machine is in a state at every level). */
  current: ReadonlySet<string>
  /** Drawn edges the walk may follow next. */
  enabled: ReadonlySet<string>
  /** Drawn edges walked so far, with the step numbers that took them. */
  walked: ReadonlyMap<string, number[]>
  /** A node where a replay found the resource instead of where the chart said. */
  mismatch?: string
}

type Props = { title: string; graph: DrawnGraph; highlight: Highlight }

const ZOOM_STEP = 1.25
const PAN_STEP = 48
const FONT_FAMILY = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace'

const v = (token: string) => `var(--colors-${token})`

type EdgeLook = 'enabled' | 'walked' | 'plain'
const EDGE_COLOUR: Record<EdgeLook, string> = { enabled: v('accent'), walked: v('info'), plain: v('fg-subtle') }
const DASH: Record<DrawnEdge['kind'], string | undefined> = {
  action: undefined,
  machine: undefined,
  entry: undefined,
  server: '6 4',
  rack: '1.5 4',
}

const frame = css({
  position: 'relative',
  border: '1px solid {colors.border}',
  borderRadius: 'md',
  bg: 'bgRaised',
  overflow: 'hidden',
  h: 'full',
  minH: '0',
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
})
const toolbar = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  px: '2',
  py: '1',
  borderBottom: '1px solid {colors.border}',
  bg: 'bg',
  fontSize: 'xs',
  color: 'fgMuted',
})
const viewportClass = css({
  position: 'relative',
  overflow: 'hidden',
  minH: '0',
  cursor: 'grab',
  touchAction: 'none',
  _focusVisible: { outline: '2px solid {colors.accent}', outlineOffset: '-2px' },
  '&[data-dragging]': { cursor: 'grabbing' },
})
const tipClass = css({
  position: 'absolute',
  zIndex: 1,
  maxW: '26rem',
  px: '2.5',
  py: '1.5',
  bg: 'fg',
  color: 'bg',
  borderRadius: 'sm',
  fontSize: 'xs',
  whiteSpace: 'pre-line',
  pointerEvents: 'none',
  boxShadow: 'md',
})
const legendClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '3',
  rowGap: '1',
  px: '3',
  py: '1',
  borderTop: '1px solid {colors.border}',
  bg: 'bg',
  fontSize: '11px',
  color: 'fgMuted',
  '& span': { display: 'inline-flex', alignItems: 'center', gap: '1.5' },
})

/**
 * A chart drawn from its ELK layout: fitted to the canvas on load, zoomed by
 * wheel, buttons or + and −, panned by dragging or the arrow keys, 0 or
 * "Reset view" to fit again. Hovering or focusing an edge shows its guard.
 */
export function ChartCanvas({ title, graph, highlight }: Props) {
  const ids = useId().replaceAll(':', '')
  const layouts = useChartLayout(graph)
  const viewportRef = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState<Size>()
  // Fitted until QA zooms or pans; "Reset view" fits again.
  const [moved, setMoved] = useState<View>()
  const [tip, setTip] = useState<string>()
  const drag = useRef<{ x: number; y: number; id: number }>(null)
  const [dragging, setDragging] = useState(false)

  useEffect(() => {
    const el = viewportRef.current
    if (!el) return
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect
      setSize((s) => (s && s.width === width && s.height === height ? s : { width, height }))
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  const laid = layouts && size ? bestFit(layouts, size) : undefined
  const fitted = laid && size ? fitView(laid, size) : undefined
  const view = moved ?? fitted
  const fit = () => setMoved(undefined)
  // Functional: several pointer moves can land before the next render.
  const move = (next: (v: View) => View) => {
    if (fitted) setMoved((m) => next(m ?? fitted))
  }
  const centre = () => ({ x: (size?.width ?? 0) / 2, y: (size?.height ?? 0) / 2 })

  const onWheel = useEffectEvent((e: WheelEvent) => {
    e.preventDefault()
    const r = e.currentTarget instanceof Element ? e.currentTarget.getBoundingClientRect() : { left: 0, top: 0 }
    move((current) => zoomAt(current, Math.exp(-e.deltaY * 0.0015), { x: e.clientX - r.left, y: e.clientY - r.top }))
  })
  // React's wheel listener is passive; zooming must keep the page from scrolling.
  useEffect(() => {
    const el = viewportRef.current
    if (!el) return
    const listener = (e: WheelEvent) => onWheel(e)
    el.addEventListener('wheel', listener, { passive: false })
    return () => el.removeEventListener('wheel', listener)
  }, [])

  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => move((c) => panBy(c, PAN_STEP, 0)),
      ArrowRight: () => move((c) => panBy(c, -PAN_STEP, 0)),
      ArrowUp: () => move((c) => panBy(c, 0, PAN_STEP)),
      ArrowDown: () => move((c) => panBy(c, 0, -PAN_STEP)),
      '+': () => move((c) => zoomAt(c, ZOOM_STEP, centre())),
      '=': () => move((c) => zoomAt(c, ZOOM_STEP, centre())),
      '-': () => move((c) => zoomAt(c, 1 / ZOOM_STEP, centre())),
      '0': fit,
    }
    const act = keys[e.key]
    if (!act || e.target !== e.currentTarget) return
    e.preventDefault()
    act()
  }

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return
    drag.current = { x: e.clientX, y: e.clientY, id: e.pointerId }
    e.currentTarget.setPointerCapture(e.pointerId)
    setDragging(true)
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d || d.id !== e.pointerId) return
    move((c) => panBy(c, e.clientX - d.x, e.clientY - d.y))
    drag.current = { ...d, x: e.clientX, y: e.clientY }
  }
  const endDrag = () => {
    drag.current = null
    setDragging(false)
  }

  const labels = useMemo(() => new Map(graph.nodes.map((n) => [n.id, n.label])), [graph])
  const tipEdge = tip ? graph.edges.find((e) => e.id === tip) : undefined
  const tipLaid = tipEdge && laid ? laid.edges[tipEdge.id] : undefined
  const tipEnd = tipLaid?.points.at(-1)
  const tipBox = tipLaid?.label ?? (tipEnd && { ...tipEnd, width: 0, height: 0 })
  const tipAt = tipBox && view ? onCanvas(tipBox, view) : undefined

  return (
    <div className={frame}>
      <div className={toolbar} role="toolbar" aria-label="Chart view">
        <Button size="sm" variant="ghost" aria-label="Zoom in" onClick={() => move((c) => zoomAt(c, ZOOM_STEP, centre()))}>
          +
        </Button>
        <Button size="sm" variant="ghost" aria-label="Zoom out" onClick={() => move((c) => zoomAt(c, 1 / ZOOM_STEP, centre()))}>
          −
        </Button>
        <Button size="sm" variant="ghost" onClick={fit}>
          Reset view
        </Button>
        <span aria-live="polite" data-testid="chart-zoom">
          {view ? `${Math.round(view.scale * 100)}%` : ''}
        </span>
        <span className={css({ ml: 'auto' })}>Pan: drag or arrow keys · zoom: wheel, + or − · fit: 0</span>
      </div>
      <div
        ref={viewportRef}
        className={viewportClass}
        tabIndex={0}
        role="group"
        aria-label={`State chart of ${title}`}
        aria-roledescription="state chart"
        data-dragging={dragging || undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {!laid || !view ? (
          <div className={css({ p: '6' })}>
            <Spinner label="Laying out the chart" />
          </div>
        ) : (
          <svg
            width="100%"
            height="100%"
            data-layout={laid.direction}
            style={{ display: 'block', fontFamily: FONT_FAMILY }}
          >
            <defs>
              {(Object.keys(EDGE_COLOUR) as EdgeLook[]).map((look) => (
                <marker
                  key={look}
                  id={`${ids}-${look}`}
                  viewBox="0 0 10 10"
                  refX="9"
                  refY="5"
                  markerUnits="userSpaceOnUse"
                  markerWidth="9"
                  markerHeight="9"
                  orient="auto-start-reverse"
                >
                  <path d="M 0 0 L 10 5 L 0 10 z" fill={EDGE_COLOUR[look]} />
                </marker>
              ))}
            </defs>
            <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
              {graph.nodes
                .filter((n) => n.kind === 'group')
                .map((n) => (
                  <GroupBox key={n.id} node={n} box={laid.nodes[n.id]} active={highlight.current.has(n.id)} />
                ))}
              {graph.edges.map((e) => {
                const look: EdgeLook = highlight.enabled.has(e.id) ? 'enabled' : highlight.walked.has(e.id) ? 'walked' : 'plain'
                return (
                  <Edge
                    key={e.id}
                    edge={e}
                    laid={laid.edges[e.id]}
                    look={look}
                    steps={highlight.walked.get(e.id)}
                    marker={`url(#${ids}-${look})`}
                    name={`${e.lines.join(', ')}: ${labels.get(e.source) ?? e.source} → ${labels.get(e.target) ?? e.target}`}
                    tipId={tip === e.id ? `${ids}-tip` : undefined}
                    onTip={(on) => setTip((t) => (on ? e.id : t === e.id ? undefined : t))}
                  />
                )
              })}
              {graph.nodes
                .filter((n) => n.kind !== 'group')
                .map((n) => (
                  <StateBox
                    key={n.id}
                    node={n}
                    box={laid.nodes[n.id]}
                    current={highlight.current.has(n.id)}
                    mismatch={highlight.mismatch === n.id}
                  />
                ))}
            </g>
          </svg>
        )}
        {tipEdge && tipAt && (
          <div
            id={`${ids}-tip`}
            role="tooltip"
            className={tipClass}
            style={{ left: Math.max(4, tipAt.x), top: tipAt.y + tipAt.height + 6 }}
          >
            {tipEdge.guard}
          </div>
        )}
      </div>
      <Legend graph={graph} />
    </div>
  )
}

function GroupBox({ node, box, active }: { node: DrawnNode; box?: Box; active: boolean }) {
  if (!box) return null
  return (
    <g data-group={node.id}>
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={10}
        fill={v('bg')}
        fillOpacity={0.6}
        stroke={active ? v('accent') : v('border-strong')}
        strokeWidth={active ? 1.5 : 1}
      />
      <text x={box.x + 12} y={box.y + 18} fontSize={FONT.group} fill={v('fg-muted')} letterSpacing="0.02em">
        {node.label}
      </text>
    </g>
  )
}

function StateBox({ node, box, current, mismatch }: { node: DrawnNode; box?: Box; current: boolean; mismatch: boolean }) {
  if (!box) return null
  if (node.kind === 'entry') {
    const r = ENTRY_SIZE / 2
    return <circle cx={box.x + r} cy={box.y + r} r={r} fill={v('fg-muted')} data-entry={node.id} />
  }
  const fill = current ? v('accent-bg') : node.transitional ? v('warning-bg') : v('bg')
  const stroke = mismatch ? v('danger') : current ? v('accent') : node.transitional ? v('warning') : v('border-strong')
  const cx = box.x + box.width / 2
  return (
    <g data-state={node.id} data-current={current || undefined} data-mismatch={mismatch || undefined}>
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={8}
        fill={fill}
        stroke={stroke}
        strokeWidth={current || mismatch ? 2.5 : 1.25}
        strokeDasharray={node.transitional && !current ? '4 2' : undefined}
      />
      {node.final && (
        <rect x={box.x + 3} y={box.y + 3} width={box.width - 6} height={box.height - 6} rx={6} fill="none" stroke={stroke} />
      )}
      <text
        x={cx}
        y={box.y + (node.note ? 18 : box.height / 2 + 4)}
        textAnchor="middle"
        fontSize={FONT.node}
        fontWeight={current ? 600 : 400}
        fill={current ? v('accent') : v('fg')}
      >
        {node.label}
      </text>
      {node.note && (
        <text x={cx} y={box.y + 18 + LINE.note + 2} textAnchor="middle" fontSize={FONT.note} fill={v('fg-muted')}>
          {node.note}
        </text>
      )}
    </g>
  )
}

type EdgeProps = {
  edge: DrawnEdge
  laid?: Laid['edges'][string]
  look: EdgeLook
  steps?: number[]
  marker: string
  name: string
  tipId?: string
  onTip: (on: boolean) => void
}

function Edge({ edge, laid, look, steps, marker, name, tipId, onTip }: EdgeProps) {
  if (!laid || laid.points.length < 2) return null
  const [p0, c1, c2, p1] = laid.points
  const d = laid.loop
    ? `M ${p0.x} ${p0.y} C ${c1.x} ${c1.y} ${c2.x} ${c2.y} ${p1.x} ${p1.y}`
    : laid.points.map((p, i) => `${i ? 'L' : 'M'} ${p.x} ${p.y}`).join(' ')
  // A loop is labelled with how many actions keep the state; the guard lists them.
  const lines = laid.loop ? [String(edge.lines.length)] : edge.lines
  // Lifecycle labels keep room on their left for the walk's step numbers.
  const badge = !laid.loop && edge.kind !== 'machine' ? BADGE_ROOM : 0
  const colour = EDGE_COLOUR[look]
  const l = laid.label
  return (
    <g
      data-edge={edge.id}
      data-look={look}
      tabIndex={0}
      role="img"
      aria-label={name}
      aria-describedby={tipId}
      onMouseEnter={() => onTip(true)}
      onMouseLeave={() => onTip(false)}
      onFocus={() => onTip(true)}
      onBlur={() => onTip(false)}
      className={css({ outline: 'none', '&:focus-visible path[data-line]': { strokeWidth: 3.5 } })}
    >
      {/* A wide invisible stroke: the edge is easy to hover. */}
      <path d={d} fill="none" stroke="transparent" strokeWidth={10} />
      <path
        data-line
        d={d}
        fill="none"
        stroke={colour}
        strokeWidth={look === 'plain' ? 1.25 : 2.25}
        strokeDasharray={DASH[edge.kind]}
        strokeLinejoin="round"
        markerEnd={marker}
      />
      {l && (
        <>
          {!laid.loop && <rect x={l.x} y={l.y} width={l.width} height={l.height} rx={3} fill={v('bg-raised')} fillOpacity={0.85} />}
          <text
            x={l.x + badge + (l.width - badge) / 2}
            y={l.y + LINE.label - 2}
            textAnchor="middle"
            fontSize={FONT.label}
            fill={look === 'plain' ? v('fg-muted') : colour}
            fontWeight={look === 'plain' ? 400 : 600}
          >
            {lines.map((line, i) => (
              <tspan key={i} x={l.x + badge + (l.width - badge) / 2} dy={i ? LINE.label : 0}>
                {line}
              </tspan>
            ))}
          </text>
          {steps && <StepBadge x={laid.loop ? l.x + l.width + 2 : l.x} y={l.y} steps={steps} />}
        </>
      )}
    </g>
  )
}

/** The walk's step numbers on an edge it took, in the room its label keeps for them. */
function StepBadge({ x, y, steps }: { x: number; y: number; steps: number[] }) {
  const text = steps.join(',')
  const width = Math.max(BADGE_ROOM - 2, text.length * 6 + 6)
  const right = x + BADGE_ROOM - 2
  return (
    <g aria-hidden="true">
      <rect x={right - width} y={y} width={width} height={14} rx={7} fill={v('info')} />
      <text x={right - width / 2} y={y + 10.5} textAnchor="middle" fontSize={10} fill={v('bg')} fontWeight={600}>
        {text}
      </text>
    </g>
  )
}

/** What the marks mean, for the marks this chart has. */
function Legend({ graph }: { graph: DrawnGraph }) {
  const kinds = new Set(graph.edges.map((e) => e.kind))
  const loops = graph.edges.some((e) => e.source === e.target)
  const transitional = graph.nodes.some((n) => n.transitional)
  const line = (dash?: string, colour = v('fg-subtle')) => (
    <svg width="20" height="8" aria-hidden="true">
      <line x1="0" y1="4" x2="20" y2="4" stroke={colour} strokeWidth="2" strokeDasharray={dash} />
    </svg>
  )
  const box = (fill: string, stroke: string, dash?: string) => (
    <svg width="18" height="12" aria-hidden="true">
      <rect x="1" y="1" width="16" height="10" rx="3" fill={fill} stroke={stroke} strokeDasharray={dash} />
    </svg>
  )
  return (
    <div className={legendClass} aria-label="Legend" role="note">
      {kinds.has('action') && <span>{line()} action</span>}
      {kinds.has('server') && <span>{line(DASH.server)} server step</span>}
      {kinds.has('rack') && <span>{line(DASH.rack)} only on a rack</span>}
      {transitional && <span>{box(v('warning-bg'), v('warning'), '3 2')} transitional</span>}
      <span>{box(v('accent-bg'), v('accent'))} current</span>
      <span>{line(undefined, v('accent'))} next</span>
      {kinds.has('action') && <span>{line(undefined, v('info'))} walked</span>}
      {loops && <span>↻ n: {kinds.has('action') ? 'actions that keep the state' : 'transitions back to the state'}</span>}
    </div>
  )
}
