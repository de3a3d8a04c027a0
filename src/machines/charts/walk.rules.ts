// A walk through a lifecycle lives in the URL (`?from=stopped&walk=start,started,stop`),
// so a link reproduces it and Back/Forward step through it. These are the
// pure halves of that: search → walk, and walk → search.
import { edgesFrom, stateOf, type Lifecycle, type LifecycleEdge } from './lifecycle.rules'

export type WalkSearch = { from?: string; walk?: string }

export type WalkStep = { edge: LifecycleEdge; from: string; to: string }

export type Walk = {
  from: string
  steps: WalkStep[]
  /** Where the walk is now. */
  current: string
  /** What in the URL could not be followed (the walk stops before it). */
  problem?: string
}

const SEPARATOR = ','

/** The events of a `walk=` value, empty ones dropped. */
export const walkEvents = (walk: string | undefined): string[] =>
  (walk ?? '')
    .split(SEPARATOR)
    .map((e) => e.trim())
    .filter(Boolean)

export function walkOf(lifecycle: Lifecycle, search: WalkSearch): Walk {
  const known = search.from !== undefined && stateOf(lifecycle, search.from) !== undefined
  const from = known ? search.from! : lifecycle.initial
  const walk: Walk = { from, steps: [], current: from }
  if (search.from !== undefined && !known) walk.problem = `${search.from} is not a ${lifecycle.noun.toLowerCase()} state`
  if (walk.problem) return walk
  for (const event of walkEvents(search.walk)) {
    const edge = edgesFrom(lifecycle, walk.current).find((e) => e.event === event)
    if (!edge) {
      walk.problem = `${event} does not follow from ${walk.current}`
      break
    }
    walk.steps.push({ edge, from: walk.current, to: edge.target })
    walk.current = edge.target
  }
  return walk
}

/** The search of a walk from `from` along `events` (no `walk=` while it is empty). */
export function walkSearch(from: string, events: readonly string[]): WalkSearch {
  return events.length ? { from, walk: events.join(SEPARATOR) } : { from }
}

/** The search one step further along `edge`. */
export const stepSearch = (walk: Walk, edge: LifecycleEdge): WalkSearch =>
  walkSearch(walk.from, [...walk.steps.map((s) => s.edge.event), edge.event])

/** `?from=…&walk=…`, with the commas left readable. */
export function walkQuery(search: WalkSearch): string {
  const params = new URLSearchParams()
  if (search.from) params.set('from', search.from)
  if (search.walk) params.set('walk', search.walk)
  const text = params.toString().replaceAll('%2C', ',')
  return text ? `?${text}` : ''
}

/** The states the walk has been in, start first (for the drawing). */
export const walkedStates = (walk: Walk) => [walk.from, ...walk.steps.map((s) => s.to)]
