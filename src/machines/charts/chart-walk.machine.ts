// QA's walk through a state chart (design card: QA walks the instance and
// disk transitions). Pure: each step is `transition()` on the walked machine,
// so nothing is called and no timer runs.
import { assign, setup, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate'
import { chartOf, follow, nextEdges, start, type Chart, type ChartEdge, type SampleEvents, type SampleOutput } from './state-chart.rules'

export type ChartWalkInput = { machine: AnyStateMachine; input?: unknown; output?: SampleOutput; events?: SampleEvents }
type Context = ChartWalkInput & { chart: Chart; snapshot: AnyMachineSnapshot; history: string[] }

export const chartWalkMachine = setup({
  types: {
    input: {} as ChartWalkInput,
    context: {} as Context,
    events: {} as { type: 'FOLLOW'; edge: ChartEdge } | { type: 'RESET'; input?: unknown },
  },
}).createMachine({
  id: 'chartWalk',
  context: ({ input }) => ({
    ...input,
    chart: chartOf(input.machine),
    snapshot: start(input.machine, input.input),
    history: [],
  }),
  on: {
    FOLLOW: {
      actions: assign(({ context, event }) => ({
        snapshot: follow(context.machine, context.snapshot, event.edge, context.output, context.events),
        history: [...context.history, event.edge.label],
      })),
    },
    RESET: {
      actions: assign(({ context, event }) => {
        const input = event.input ?? context.input
        return { input, snapshot: start(context.machine, input), history: [] }
      }),
    },
  },
})

const stateText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([k, v]) =>
          typeof v === 'string' ? `${k}.${v}` : v && typeof v === 'object' && Object.keys(v).length ? `${k}.${stateText(v)}` : k,
        )
        .join(', ')

export function connectChartWalk(snapshot: { context: Context }, send: (e: { type: 'FOLLOW'; edge: ChartEdge } | { type: 'RESET'; input?: unknown }) => void) {
  const { chart, snapshot: walked, machine, output, events, history } = snapshot.context
  return {
    chart,
    active: new Set((walked._nodes as { id: string }[]).map((n) => n.id)),
    next: nextEdges(machine, chart, walked, output, events),
    stateText: stateText(walked.value),
    context: walked.context as Record<string, unknown>,
    history,
    follow: (edge: ChartEdge) => send({ type: 'FOLLOW', edge }),
    reset: (input?: unknown) => send({ type: 'RESET', input }),
  }
}
