import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { api, ApiError, queryClient } from '~/api'
import { connectLogout } from '~/machines/auth/logout.connect'
import { logoutMachine } from '~/machines/auth/logout.machine'
import { deferred } from '../shared/deferred'

afterEach(() => {
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
  it('waits for the user, forgets the session, logs out, then forgets what came in meanwhile', async () => {
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
    expect(forgetSession).toHaveBeenCalledTimes(2)
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
    expect(forgetSession).toHaveBeenCalledTimes(2)
  })

  it('by default calls POST /v1/logout and empties the cache', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(undefined as never)
    queryClient.setQueryData(['/v1/me', {}], { id: 'u1' })
    const actor = createActor(logoutMachine).start()
    actor.send({ type: 'LOGOUT' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(post).toHaveBeenCalledWith('/v1/logout')
    expect(queryClient.getQueryData(['/v1/me', {}])).toBeUndefined()
  })
})
