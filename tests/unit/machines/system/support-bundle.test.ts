// The support bundle's lifecycle, declared over the shared factory: it polls
// while collecting or destroying, follows fresher copies, and a delete is
// asked for and answered as plain data (an event asking for a reply, an emitted outcome naming it).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type AnyActorLogic } from 'xstate'
import { ApiError } from '~/api'
import type { Outcome } from '~/machines/shared/lifecycle.machine'
import { BUNDLE_POLL_INTERVAL_MS, bundleMachine, type BundleCall } from '~/machines/system/support-bundle.machine'
import type { BundleState, SupportBundle } from '~/machines/system/support-bundles'
import { deferred, type Deferred } from '../shared/deferred'

const bundle = (state: BundleState): SupportBundle => ({
  id: '0b4d2e1c-7a8f-4c3e-9d1b-2f6a5e8c7b90',
  reasonForCreation: 'Created by an operator',
  reasonForFailure: null,
  state,
  timeCreated: new Date('2026-11-20T09:00:00Z'),
})

type Call = { name: string; input: unknown; answer: Deferred<unknown> }

function start(initial: SupportBundle) {
  const calls: Call[] = []
  const fake = (name: string) =>
    fromPromise(({ input }) => {
      const answer = deferred<unknown>()
      calls.push({ name, input, answer })
      return answer.promise
    })
  const invalidated: string[] = []
  const fakes: Partial<Record<'fetch' | BundleCall, AnyActorLogic>> = { fetch: fake('fetch'), delete: fake('delete') }
  const machine = bundleMachine.provide({
    // The factory makes an actor of each call at run time; the machine's type names only `fetch`.
    actors: { ...fakes },
    actions: { invalidate: (_, paths) => void invalidated.push(...paths) },
  })
  const actor = createActor(machine, { input: { bundle: initial } }).start()
  const outcomes: Outcome[] = []
  actor.on('outcome', (o) => void outcomes.push(o))
  return { actor, calls, invalidated, outcomes, snap: () => actor.getSnapshot() }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('support bundle machine', () => {
  it('polls while collecting and stops once the bundle is active', async () => {
    const t = start(bundle('collecting'))
    expect(t.snap().matches({ idle: 'polling' })).toBe(true)
    await vi.advanceTimersByTimeAsync(BUNDLE_POLL_INTERVAL_MS)
    expect(t.calls.map((c) => c.name)).toEqual(['fetch'])
    t.calls[0].answer.resolve(bundle('active'))
    await vi.advanceTimersByTimeAsync(0)
    expect(t.snap().matches({ idle: 'settled' })).toBe(true)
    expect(t.snap().context.bundle.state).toBe('active')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('takes a fresher copy its parent hands it (the list’s poll) and ignores one behind it', () => {
    const t = start(bundle('collecting'))
    t.actor.send({ type: 'COPY', copy: bundle('active') })
    expect(t.snap().matches({ idle: 'settled' })).toBe(true)
    t.actor.send({ type: 'COPY', copy: bundle('collecting') })
    expect(t.snap().context.bundle.state).toBe('active')
  })

  it('deletes an active bundle: the outcome comes back naming the event, the list is told, the machine ends', async () => {
    const t = start(bundle('active'))
    const asked = { type: 'DELETE', reply: true } as const
    t.actor.send(asked)
    expect(t.snap().matches({ acting: 'delete' })).toBe(true)
    expect(t.outcomes).toEqual([])
    t.calls[0].answer.resolve(undefined)
    await vi.advanceTimersByTimeAsync(0)
    expect(t.outcomes).toEqual([{ type: 'outcome', to: asked, op: 'delete', result: { ok: true } }])
    expect(t.invalidated).toEqual(['/experimental/v1/system/support-bundles'])
    expect(t.snap().status).toBe('done')
  })

  it('refuses a delete while destroying, at once and with the table’s reason', () => {
    const t = start(bundle('destroying'))
    const asked = { type: 'DELETE', reply: true } as const
    t.actor.send(asked)
    expect(t.calls.filter((c) => c.name === 'delete')).toEqual([])
    expect(t.outcomes).toEqual([
      {
        type: 'outcome',
        to: asked,
        op: 'delete',
        result: { ok: false, error: 'Only available when the bundle is collecting, active or failed' },
      },
    ])
  })

  it('a refused delete says why and reads the bundle again', async () => {
    const t = start(bundle('active'))
    const asked = { type: 'DELETE', reply: true } as const
    t.actor.send(asked)
    t.calls[0].answer.reject(new ApiError({ type: 'client_error', message: 'Cannot delete bundle', statusCode: 400 }))
    await vi.advanceTimersByTimeAsync(0)
    expect(t.outcomes).toEqual([{ type: 'outcome', to: asked, op: 'delete', result: { ok: false, error: 'Cannot delete bundle', details: expect.objectContaining({ message: 'Cannot delete bundle', status: 400 }) } }])
    expect(t.calls.at(-1)?.name).toBe('fetch')
    expect(t.snap().context.error).toBe('Cannot delete bundle')
  })
})
