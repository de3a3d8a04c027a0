// One replay of a walk: make the resource in the start state, then for each
// step do what the walk says (an action through the console's machine, or
// wait for the server's own step as the console's page would, by polling) and
// compare the state the chart says with what the console's machine holds and
// what the server answers. The first difference ends the replay.
import { type Lifecycle } from './lifecycle.rules'
import { type Walk, type WalkStep } from './walk.rules'
import { cannotMake, STEP_TIMEOUT_MS, type ReplayOptions, type ReplaySubject, type SubjectFactory } from './replay-subjects'

export type RowStatus = 'waiting' | 'running' | 'pass' | 'fail' | 'skipped'

export type ReplayRow = {
  label: string
  /** The state the chart says the resource is in after this row. */
  expected: string
  /** What the console's machine holds. */
  machine?: string
  /** What the server answers. */
  server?: string
  status: RowStatus
  /** Why it failed or was skipped. */
  detail?: string
}

export type ReplayPlan = {
  noun: string
  from: string
  steps: readonly WalkStep[]
  /**
   * Server steps the preview takes within the call that starts them (finalizing →
   * detached): a state that has one may already be past it when it is read.
   */
  instant: Readonly<Record<string, string>>
}

export function replayPlan(lifecycle: Lifecycle, walk: Pick<Walk, 'from' | 'steps'>): ReplayPlan {
  const instant = lifecycle.edges.filter((e) => e.kind === 'server' && e.preview === 'instant')
  return {
    noun: lifecycle.noun,
    from: walk.from,
    steps: walk.steps,
    instant: Object.fromEntries(instant.map((e) => [e.source, e.target])),
  }
}

/** The states that count as `expected`: itself, then where the preview's instant steps take it. */
function accepted(plan: ReplayPlan, expected: string): string[] {
  const states = [expected]
  while (plan.instant[states.at(-1)!] && states.length < 5) states.push(plan.instant[states.at(-1)!])
  return states
}
export type ReplayOutcome = 'pass' | 'partial' | 'fail' | 'cancelled'

export const planRows = (plan: ReplayPlan): ReplayRow[] => [
  { label: `make a ${plan.noun.toLowerCase()} ${plan.from}`, expected: plan.from, status: 'waiting' },
  ...plan.steps.map((s) => ({ label: s.edge.label, expected: s.to, status: 'waiting' as const })),
]

const message = (e: unknown) => (e instanceof Error ? e.message : String(e))

/**
 * Where the machine and the server part from the chart, in words; undefined
 * when both agree with it (`accept`: the states that count as the expected one).
 */
export function firstDifference(
  row: Pick<ReplayRow, 'expected' | 'machine' | 'server'>,
  accept: readonly string[] = [row.expected],
): string | undefined {
  if (!accept.includes(row.machine ?? '')) return `The console's machine has ${row.machine}; the chart says ${row.expected}`
  if (!accept.includes(row.server ?? '')) return `The server says ${row.server}; the chart says ${row.expected}`
  return undefined
}

export type Report = (index: number, row: Partial<ReplayRow>) => void

export async function runReplay(
  plan: ReplayPlan,
  subjects: SubjectFactory,
  options: ReplayOptions,
  report: Report,
  cancelled: () => boolean,
  /** Told the subject once it exists, so a cancel can stop its machines. */
  onSubject: (s: ReplaySubject) => void = () => {},
): Promise<ReplayOutcome> {
  const timeout = options.stepTimeoutMs ?? STEP_TIMEOUT_MS
  const skipRest = (from: number, detail: string) => {
    for (let i = from; i <= plan.steps.length; i++) report(i, { status: 'skipped', detail })
  }

  report(0, { status: 'running' })
  if (!subjects.startStates.includes(plan.from)) {
    report(0, { status: 'skipped', detail: cannotMake(plan.noun, plan.from) })
    skipRest(1, 'Not run')
    return 'partial'
  }
  let subject: ReplaySubject
  try {
    subject = await subjects.create(plan.from, options, plan.steps)
  } catch (e) {
    report(0, { status: 'fail', detail: message(e) })
    skipRest(1, 'Not run')
    return 'fail'
  }
  onSubject(subject)
  let index = 0
  try {
    report(0, { label: `make ${subject.title} ${plan.from}`, status: 'pass', machine: plan.from, server: plan.from })
    let skipped = false
    for (const [i, step] of plan.steps.entries()) {
      index = i + 1
      if (cancelled()) return 'cancelled'
      report(index, { status: 'running' })
      const { edge } = step
      if (edge.kind === 'server' && edge.preview === false) {
        report(index, { status: 'skipped', detail: 'Only a rack takes this step; the preview never does' })
        skipRest(index + 1, 'Not run: the walk left what the preview simulates')
        return 'partial'
      }
      if (edge.kind === 'server') {
        // The console's page polls while transitional; the machine does the same here.
        await subject.waitForMachine(step.to, timeout)
      } else {
        const done = await subject.act(edge.event)
        if (done.ok === 'unsupported') {
          skipped = true
          report(index, { status: 'skipped', detail: `Not replayed: ${done.why}` })
          if (step.to !== step.from) {
            skipRest(index + 1, 'Not run')
            return 'partial'
          }
          continue
        }
        if (!done.ok) {
          report(index, { status: 'fail', machine: subject.machineState(), detail: done.error })
          skipRest(index + 1, 'Not run')
          return 'fail'
        }
      }
      if (cancelled()) return 'cancelled'
      const row = { expected: step.to, machine: subject.machineState(), server: await subject.serverState() }
      const accept = accepted(plan, step.to)
      const difference = firstDifference(row, accept)
      const atOnce = !difference && row.server !== step.to ? `The preview goes on to ${row.server} within the call` : undefined
      report(index, { ...row, status: difference ? 'fail' : 'pass', detail: difference ?? atOnce })
      if (difference) {
        skipRest(index + 1, 'Not run')
        return 'fail'
      }
    }
    return skipped ? 'partial' : 'pass'
  } catch (e) {
    // A call that threw (e.g. reading the server): that step failed.
    report(index, { status: 'fail', detail: message(e) })
    skipRest(index + 1, 'Not run')
    return 'fail'
  } finally {
    subject.stop()
  }
}
