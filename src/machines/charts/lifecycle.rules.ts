// A resource's lifecycle as QA tests it: its states, the user
// actions the action tables allow from each, and the steps the server takes on its
// own. Each lifecycle file builds one from the app's own tables, so the chart
// can never say something the console's guards do not.

export type LifecycleState = {
  id: string
  label: string
  /** The resource leaves it on its own (pages poll while it is in one). */
  transitional: boolean
  final?: boolean
  /** A second line on the node, e.g. when a failed instance is due for restart. */
  note?: string
}

export type EdgeKind = 'action' | 'server'

export type LifecycleEdge = {
  /** `${source}:${event}`: one edge per event and state. */
  id: string
  source: string
  target: string
  /** The walk's word for it (in the URL): the action's table key, or the server's step ('started'). */
  event: string
  label: string
  kind: EdgeKind
  /** Shown on hover or focus: where the table allows the action, or when the server takes the step. */
  guard: string
  /**
   * Whether the technical preview's mock takes this step, so a replay can
   * check it: 'timed' after a transition time, 'instant' within the call
   * that started it, false when only a real rack does (migration, failures).
   */
  preview: 'timed' | 'instant' | false
}

/** How a resource comes into being: a marker drawn into the state it is made in. */
export type LifecycleEntry = { id: string; label: string; target: string }

export type Lifecycle = {
  name: string
  /** 'Instance', 'Disk': what the resource is called in messages. */
  noun: string
  states: LifecycleState[]
  edges: LifecycleEdge[]
  entries: LifecycleEntry[]
  /** Where a walk starts unless the URL says otherwise. */
  initial: string
}

/** 'a', 'a or b', 'a, b or c'. */
export const orList = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`

export const allowedIn = (states: readonly string[], label: (s: string) => string = (s) => s) =>
  `allowed in: ${states.map(label).join(', ')}`

export const edgeId = (source: string, event: string) => `${source}:${event}`

/** The edges a walk in `state` may follow, in the order the lifecycle lists them. */
export const edgesFrom = (lifecycle: Lifecycle, state: string) => lifecycle.edges.filter((e) => e.source === state)

export const stateOf = (lifecycle: Lifecycle, id: string) => lifecycle.states.find((s) => s.id === id)

/**
 * One edge per (state, action) the table allows, to where the action takes
 * the resource (the state it stays in when the action does not change it).
 */
export function actionEdges<A extends string, S extends string>(
  table: Readonly<Record<A, readonly S[]>>,
  describe: {
    target: (action: A, from: S) => S
    label: (action: A) => string
    stateLabel?: (s: string) => string
    preview: (action: A) => LifecycleEdge['preview']
  },
): LifecycleEdge[] {
  return (Object.keys(table) as A[]).flatMap((action) =>
    table[action].map((from) => ({
      id: edgeId(from, action),
      source: from,
      target: describe.target(action, from),
      event: action,
      label: describe.label(action),
      kind: 'action' as const,
      guard: allowedIn(table[action], describe.stateLabel),
      preview: describe.preview(action),
    })),
  )
}

export type ServerStep = {
  event: string
  from: string
  to: string
  /** When the server takes it, in words. */
  when: string
  preview: LifecycleEdge['preview']
}

export const serverEdges = (steps: readonly ServerStep[], label: (e: string) => string = (e) => e): LifecycleEdge[] =>
  steps.map((s) => ({
    id: edgeId(s.from, s.event),
    source: s.from,
    target: s.to,
    event: s.event,
    label: label(s.event),
    kind: 'server' as const,
    guard: `server: ${s.when}`,
    preview: s.preview,
  }))
