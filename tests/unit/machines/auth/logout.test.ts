import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError, queryClient } from '~/api'
import { connectLogout } from '~/machines/auth/logout.connect'
import { logoutMachine } from '~/machines/auth/logout.machine'
import { deferred } from '../shared/deferred'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  queryClient.clear()
})

function start(logout: () => Promise<unknown>) {
  const forgetSession = vi.fn()
  const machine = logoutMachine.provide({
    actors: { logout: fromPromise(logout) },
    actions: { forgetSession },
  })
  const actor = createActor(machine).start()
  return { actor, forgetSession, props: () => connectLogout(actor.getSnapshot(), actor.send) }
}

describe('logout machine', () => {
  it('waits for the user, forgets the session once and logs out', async () => {
    const call = deferred()
    const logout = vi.fn(() => call.promise)
    const { actor, forgetSession, props } = start(logout)
    expect(logout).not.toHaveBeenCalled()
    expect(props()).toMatchObject({ isLoggingOut: false, isDone: false })

    props().logout()
    expect(props().isLoggingOut).toBe(true)
    expect(forgetSession).toHaveBeenCalledTimes(1)
    call.resolve(undefined)
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(logout).toHaveBeenCalledTimes(1)
    expect(forgetSession).toHaveBeenCalledTimes(1)
    expect(done.output).toEqual({ error: undefined })
    expect(props()).toMatchObject({ isDone: true, isLoggingOut: false })
  })

  it('still ends (and forgets the session) when the call fails, recording why', async () => {
    const { actor, forgetSession, props } = start(async () => {
      throw new ApiError({ type: 'error', message: 'Unknown server error', statusCode: 500 })
    })
    props().logout()
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.output).toEqual({ error: 'Unknown server error' })
    expect(props()).toMatchObject({ isDone: true, error: 'Unknown server error' })
    expect(forgetSession).toHaveBeenCalledTimes(1)
  })

  it('by default calls POST /v1/logout, which empties the cache as it leaves', async () => {
    const answer = deferred<Response>()
    const fetch = vi.fn<(request: Request) => Promise<Response>>(() => answer.promise)
    vi.stubGlobal('fetch', fetch)
    queryClient.setQueryData(['/v1/me', {}], { id: 'u1' })
    const actor = createActor(logoutMachine).start()
    actor.send({ type: 'LOGOUT' })
    expect(queryClient.getQueryData(['/v1/me', {}])).toBeUndefined()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    expect(new URL(fetch.mock.calls[0][0].url).pathname).toBe('/v1/logout')
    answer.resolve(new Response(null, { status: 204 }))
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.output).toEqual({ error: undefined })
  })
})
