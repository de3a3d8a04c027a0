// Walks the real logout machine: it waits for the user, forgets the session
// and calls logout once, and whatever the call answers ends, saying why when
// the call failed. Every path also replays on a live actor whose call is a
// real promise.
import { describe, expect, it, vi } from 'vitest'
import { transition, type EventFromLogic, type SnapshotFrom } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { ApiError } from '~/api'
import { connectLogout } from '~/machines/auth/logout.connect'
import { logoutMachine } from '~/machines/auth/logout.machine'
import { leafStates, never, replayLive, stateName } from './paths'

type Event = EventFromLogic<typeof logoutMachine>
type Snap = SnapshotFrom<typeof logoutMachine>

// The real forgetSession drops the token and the drafts; a spy stands in
// so the live replay can count it.
const forgetSession = vi.fn()
const machine = logoutMachine.provide({ actors: { logout: never() }, actions: { forgetSession } })

const serverDown = new ApiError({ type: 'error', message: 'Unknown server error', statusCode: 500 })
const offline = new TypeError('Failed to fetch')
const LOGOUT: Event = { type: 'LOGOUT' }
const DONE = { type: 'xstate.done.actor.logout', output: undefined } as unknown as Event
const failed = (error: unknown) => ({ type: 'xstate.error.actor.logout', error }) as unknown as Event
// Nothing useful to say: the machine still has to give a sentence.
const opaque = failed({})

const events = (s: Snap): Event[] =>
  s.matches('loggingOut') ? [LOGOUT, DONE, failed(serverDown), failed(offline), opaque] : [LOGOUT]
// Errors are keyed by message: JSON would show `{}` for two of them.
const serializeEvent = (e: Event) =>
  JSON.stringify(e, (_, v: unknown) => (v instanceof Error ? `${v.name}: ${v.message}` : v))
const options = { events, serializeEvent }

/** What the user reads at the end, for each answer. */
const errorAfter: Record<string, string | undefined> = {
  [serializeEvent(DONE)]: undefined,
  [serializeEvent(failed(serverDown))]: 'Unknown server error',
  [serializeEvent(failed(offline))]: 'Failed to fetch',
  [serializeEvent(opaque)]: 'Unknown server error',
}

describe('logout machine paths', () => {
  const paths = getShortestPaths(machine, options)
  const simple = getSimplePaths(machine, options)

  it('reaches every state, and ends through each answer', () => {
    expect(new Set(paths.map((p) => stateName(p.state.value)))).toEqual(new Set(leafStates(logoutMachine)))
    expect(leafStates(logoutMachine).sort()).toEqual(['done', 'idle', 'loggingOut'])
    const ends = simple.filter((p) => p.state.value === 'done')
    // One way in per answer, each the user's LOGOUT and then that answer.
    expect(ends).toHaveLength(Object.keys(errorAfter).length)
    for (const path of ends) {
      const answer = path.steps.at(-1)!.event
      expect(path.steps.map((s) => s.event.type)).toEqual(['xstate.init', 'LOGOUT', answer.type])
      expect(path.state.output).toEqual({ error: errorAfter[serializeEvent(answer)] })
    }
  })

  it('every transition from every reached state follows the rules', () => {
    for (const { state } of simple) {
      for (const event of events(state)) {
        const [next] = transition(machine, state, event) as [Snap, unknown]
        const from = stateName(state.value)
        const label = `${from} + ${event.type}`
        if (from === 'idle') {
          // Only the user starts it.
          expect([next.value, next.context, next.status], label).toEqual(['loggingOut', {}, 'active'])
        } else if (event === LOGOUT) {
          // A second click while the call runs neither restarts nor ends it.
          expect(next, label).toBe(state)
        } else {
          expect([next.value, next.status], label).toEqual(['done', 'done'])
          expect(next.output, label).toEqual({ error: errorAfter[serializeEvent(event)] })
        }
      }
    }
    const done = paths.find((p) => p.state.value === 'done')!.state
    for (const event of events(done)) expect(done.can(event)).toBe(false)
  })

  it('every path reads right through connectLogout', () => {
    for (const path of simple) {
      for (const step of path.steps) {
        const name = stateName(step.state.value)
        expect(connectLogout(step.state, () => {})).toMatchObject({
          isLoggingOut: name === 'loggingOut',
          isDone: name === 'done',
          error: step.state.context.error,
        })
        if (name !== 'done') expect(step.state.context.error).toBeUndefined()
      }
    }
  })

  it('every path replays on a live actor: one call; the session forgotten once, when the user asks', async () => {
    for (const path of simple) {
      forgetSession.mockClear()
      await replayLive(machine, path, {
        calls: ['logout'],
        onStep: (live, _i, started) => {
          const name = stateName(live.value)
          expect(started.logout).toHaveLength(name === 'idle' ? 0 : 1)
          // Nothing comes in meanwhile: the call ended the session, and the next one waits for its answer.
          expect(forgetSession).toHaveBeenCalledTimes({ idle: 0, loggingOut: 1, done: 1 }[name] ?? -1)
        },
      })
    }
  })
})
