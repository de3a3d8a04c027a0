import { describe, expect, it } from 'vitest'
import type { EventFromLogic } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { ApiError } from '~/api'
import { type Credentials, LOGIN_FAILED_MESSAGE, loginMachine } from '~/machines/auth/login.machine'
import { eventsFor, leafStates, never, replay, stateName } from './paths'

type Event = EventFromLogic<typeof loginMachine>

const machine = loginMachine.provide({ actors: { login: never<Credentials>() } })
const input = { silo: 'default', redirectUri: '//evil.example' }

const userEvents: Event[] = [
  { type: 'CHANGE', field: 'username', value: 'alice' },
  { type: 'CHANGE', field: 'password', value: 'pw' },
  { type: 'CHANGE', field: 'password', value: '' },
  { type: 'SUBMIT' },
]
const callEvents = [
  { type: 'xstate.done.actor.login', output: undefined },
  {
    type: 'xstate.error.actor.login',
    error: new ApiError({ type: 'error', message: 'credentials missing or invalid', statusCode: 401 }),
  },
] as unknown as Event[]

const options = { events: eventsFor(userEvents, { submitting: callEvents }), input }

describe('login machine paths', () => {
  const paths = getShortestPaths(machine, options)

  it('reaches every state', () => {
    expect(new Set(paths.map((p) => stateName(p.state.value)))).toEqual(new Set(leafStates(loginMachine)))
    expect(leafStates(loginMachine).sort()).toEqual(['idle', 'submitting', 'success'])
  })

  it('submits only with both fields filled; a failure keeps them and says so', () => {
    const seen = new Set<string>()
    for (const path of getSimplePaths(machine, options)) {
      for (const step of path.steps) {
        seen.add(step.event.type)
        const { context } = step.state
        if (stateName(step.state.value) === 'submitting') {
          expect(context.username).toBe('alice')
          expect(context.password).toBe('pw')
        }
        if ((step.event.type as string) === 'xstate.error.actor.login') {
          expect(step.state.value).toBe('idle')
          expect(context).toMatchObject({ username: 'alice', password: 'pw', error: LOGIN_FAILED_MESSAGE })
        }
      }
    }
    expect(seen).toContain('xstate.error.actor.login')
    expect(seen).toContain('xstate.done.actor.login')
  })

  it('ends with the safe redirect whatever the path', () => {
    const ends = paths.filter((p) => p.state.status === 'done')
    expect(ends.length).toBeGreaterThan(0)
    for (const path of ends) expect(path.state.output).toEqual({ redirectTo: '/projects' })
  })

  it('every shortest path replays on a live actor', () => {
    for (const path of paths) replay(machine, path, { input })
  })
})
