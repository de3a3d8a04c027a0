// What a replay drives: one real resource of the server (the preview's mock,
// or a rack), made through the public API in the walk's start state, and the
// console's own machine for it. Only API calls — the mock is treated as Nexus.
import { waitFor, type AnyActorRef, type EventObject } from 'xstate'
import { api, ApiError, type Project } from '~/api'
import { generateName } from '~/validation'
import { requestAction } from '../shared/lifecycle.connect'
import { resourceIn, type ActionResult } from '../shared/lifecycle.machine'
import type { WalkStep } from './walk.rules'

export type ReplayOptions = {
  /** How often the console's machines poll a transitional resource (default: the pages' 2 s). */
  pollIntervalMs?: number
  /** How long a step may wait for the server's own transition. */
  stepTimeoutMs?: number
  /** The project the replay works in (found or made). */
  project?: string
}

export const REPLAY_PROJECT = 'state-chart-replay'
export const STEP_TIMEOUT_MS = 15_000

export type ActOutcome = { ok: true } | { ok: false; error: string } | { ok: 'unsupported'; why: string }

export interface ReplaySubject {
  /** What the resource is called, for the results ('instance replay-3f9a'). */
  readonly title: string
  /** The state the console's machine holds now. */
  machineState(): string
  /** The state the server reports now ('destroyed' once it is gone). */
  serverState(): Promise<string>
  /** Does `event` through the calls the console's pages make; resolves when the machine has the answer. */
  act(event: string): Promise<ActOutcome>
  /** Resolves true when the machine (polling as the pages do) holds `state`; false after the timeout. */
  waitForMachine(state: string, timeoutMs: number): Promise<boolean>
  /** Ends the machines (the resource stays, for QA to look at). */
  stop(): void
}

/**
 * A subject driven by the console's lifecycle machine for its resource (the
 * instance's, the disk's): its state is the machine's, or the server's read of it.
 */
export abstract class LifecycleSubject<R extends { id: string; name: string }, E extends EventObject> implements ReplaySubject {
  constructor(
    protected readonly project: string,
    protected readonly actor: AnyActorRef,
    private readonly spec: { key: string; stateOf: (resource: R) => string },
    private readonly read: (id: string) => Promise<R>,
  ) {}

  get title() {
    return `${this.spec.key} ${this.resource.name}`
  }

  /** The resource as the machine holds it. */
  protected get resource(): R {
    return resourceIn<R>(this.spec, this.actor.getSnapshot().context)
  }

  machineState() {
    return this.actor.getSnapshot().status === 'done' ? 'destroyed' : this.spec.stateOf(this.resource)
  }

  async serverState() {
    try {
      return this.spec.stateOf(await this.read(this.resource.id))
    } catch (e) {
      if (isNotFound(e)) return 'destroyed'
      throw e
    }
  }

  async waitForMachine(state: string, timeoutMs: number) {
    try {
      await waitFor(this.actor, () => this.machineState() === state, { timeout: timeoutMs })
      return true
    } catch {
      return false
    }
  }

  /** An action through the machine, as the console's pages send it. */
  protected send(event: E): Promise<ActOutcome> {
    return requestAction<E>(this.actor, event).then(actOutcome)
  }

  abstract act(event: string): Promise<ActOutcome>

  stop() {
    this.actor.stop()
  }
}

export const actOutcome = (r: ActionResult): ActOutcome => (r.ok ? { ok: true } : { ok: false, error: r.error })

export type SubjectFactory = {
  /** The start states the API can make; a walk from any other cannot be replayed. */
  startStates: readonly string[]
  /** `steps`: the walk, for a start state that is made differently for what follows. */
  create(from: string, options: ReplayOptions, steps: readonly WalkStep[]): Promise<ReplaySubject>
}

/** 'An instance cannot be made failed through the API' */
export const cannotMake = (noun: string, from: string) =>
  `${/^[aeiou]/i.test(noun) ? 'An' : 'A'} ${noun.toLowerCase()} cannot be made ${from} through the API`

export const isNotFound = (e: unknown) => e instanceof ApiError && e.statusCode === 404

export const replayName = (...parts: string[]) => generateName('replay', ...parts)

/** The replay's own project, made the first time. */
export async function replayProject(name = REPLAY_PROJECT): Promise<string> {
  try {
    const project: Project = await api.get('/v1/projects/{project}', { path: { project: name } })
    return project.name
  } catch (e) {
    if (!isNotFound(e)) throw e
  }
  const made = await api.post('/v1/projects', {
    body: { name, description: 'Resources the state-chart explorer replays its walks on' },
  })
  return made.name
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Asks the server until `read` gives `state` (the server's own steps take
 * their time); resolves with the last answer.
 */
export async function pollServer(read: () => Promise<string>, state: string, timeoutMs: number, everyMs = 300) {
  const end = Date.now() + timeoutMs
  let last = await read()
  while (last !== state && Date.now() < end) {
    await sleep(everyMs)
    last = await read()
  }
  return last
}
