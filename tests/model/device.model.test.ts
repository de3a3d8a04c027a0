import { describe, expect, it } from 'vitest'
import type { EventFromLogic } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { ApiError } from '~/api'
import { DEVICE_CODE_INVALID, deviceMachine } from '~/machines/auth/device.machine'
import { eventsFor, leafStates, never, replay, stateName } from './paths'

type Event = EventFromLogic<typeof deviceMachine>

const machine = deviceMachine.provide({ actors: { confirm: never<{ userCode: string }>() } })

const userEvents: Event[] = [
  { type: 'TYPE', index: 0, char: 'a' },
  { type: 'TYPE', index: 3, char: '7' },
  { type: 'BACKSPACE', index: 7 },
  { type: 'PASTE', text: 'abcd-efgh' },
  { type: 'PASTE', text: 'xyz' },
  { type: 'FOCUS', index: 2 },
  { type: 'SUBMIT' },
]
const callEvents = [
  { type: 'xstate.done.actor.confirm', output: undefined },
  { type: 'xstate.error.actor.confirm', error: new ApiError({ type: 'error', message: 'Not found', statusCode: 404 }) },
] as unknown as Event[]
const events = eventsFor(userEvents, { submitting: callEvents })

// The letters themselves don't change what can happen next, only whether all
// eight are in and whether an error shows.
const serializeState = (s: { status: string; value: unknown; context: unknown }) => {
  const { letters, error } = s.context as { letters: string; error?: string }
  return JSON.stringify([s.status, s.value, letters.length === 8, error ?? null])
}

const options = { events, serializeState }

describe('device machine paths', () => {
  const paths = getShortestPaths(machine, options)

  it('reaches every state', () => {
    expect(new Set(paths.map((p) => stateName(p.state.value)))).toEqual(new Set(leafStates(deviceMachine)))
    expect(leafStates(deviceMachine).sort()).toEqual(['editing', 'submitting', 'success'])
  })

  it('reaches success only through submitting a full code, and errors show only after a failed call', () => {
    const seen = new Set<string>()
    for (const path of getSimplePaths(machine, options)) {
      path.steps.forEach((step, i) => {
        seen.add(step.event.type)
        if (stateName(step.state.value) === 'submitting') {
          expect(step.state.context.letters).toHaveLength(8)
          expect(step.event.type).toBe('SUBMIT')
        }
        if (step.state.context.error !== undefined) {
          expect(step.state.context.error).toBe(DEVICE_CODE_INVALID)
          expect(path.steps.slice(0, i + 1).some((s) => (s.event.type as string) === 'xstate.error.actor.confirm')).toBe(true)
        }
      })
      if (stateName(path.state.value) === 'success') {
        const types = path.steps.map((s) => s.event.type)
        expect(types.at(-1)).toBe('xstate.done.actor.confirm')
        expect(types.at(-2)).toBe('SUBMIT')
      }
    }
    expect(seen).toContain('xstate.error.actor.confirm')
    expect(seen).toContain('xstate.done.actor.confirm')
  })

  it('accepts no event once it succeeded', () => {
    const success = paths.find((p) => p.state.value === 'success')!.state
    expect(success.status).toBe('done')
    for (const event of [...userEvents, ...callEvents]) expect(success.can(event)).toBe(false)
  })

  it('every shortest path replays on a live actor', () => {
    for (const path of paths) replay(machine, path, { serialize: serializeState })
  })
})
