import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { api, ApiError } from '~/api'
import { connectLogin } from '~/machines/auth/login.connect'
import {
  type Credentials,
  DEFAULT_REDIRECT,
  LOGIN_FAILED_MESSAGE,
  loginMachine,
  safeRedirect,
} from '~/machines/auth/login.machine'
import { deferred } from '../shared/deferred'

afterEach(() => vi.restoreAllMocks())

function start(redirectUri?: string, login: (input: Credentials) => Promise<unknown> = async () => undefined) {
  const calls: Credentials[] = []
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise<unknown, Credentials>(({ input }) => {
        calls.push(input)
        return login(input)
      }),
    },
  })
  const actor = createActor(machine, { input: { silo: 'default', redirectUri } }).start()
  const props = () => connectLogin(actor.getSnapshot(), actor.send)
  return { actor, calls, props }
}

function fillIn(props: () => ReturnType<typeof connectLogin>, username = 'alice', password = 'hunter2') {
  props().change('username', username)
  props().change('password', password)
}

describe('login machine', () => {
  it('signs in with the silo, username and password and redirects to the requested page', async () => {
    const { actor, calls, props } = start('/projects/mock-project/instances?page=2')
    fillIn(props)
    props().submit()
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(calls).toEqual([{ silo: 'default', username: 'alice', password: 'hunter2' }])
    expect(done.output).toEqual({ redirectTo: '/projects/mock-project/instances?page=2' })
    expect(props().isSuccess).toBe(true)
  })

  it('goes to /projects when there is no redirect or it is not a path on this site', async () => {
    for (const uri of [undefined, '', '//evil.example/x', 'https://evil.example/', '/\\evil.example', 'projects']) {
      const { actor, props } = start(uri)
      fillIn(props)
      props().submit()
      const done = await waitFor(actor, (s) => s.status === 'done')
      expect(done.output, String(uri)).toEqual({ redirectTo: '/projects' })
    }
  })

  it('keeps the values and says sign-in failed on 401', async () => {
    const { actor, props } = start(undefined, async () => {
      throw new ApiError({ type: 'error', message: 'credentials missing or invalid', statusCode: 401 })
    })
    fillIn(props)
    props().submit()
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== undefined)
    expect(props()).toMatchObject({
      username: 'alice',
      password: 'hunter2',
      error: LOGIN_FAILED_MESSAGE,
      isSubmitting: false,
      canSubmit: true,
    })
  })

  it("shows the API error's message for other failures, and clears it on the next attempt", async () => {
    const first = deferred()
    const second = deferred()
    const pending = [first, second]
    const { actor, props } = start(undefined, () => pending.shift()!.promise)
    fillIn(props)
    props().submit()
    first.reject(new ApiError({ type: 'error', message: 'Unknown server error', statusCode: 500 }))
    await waitFor(actor, (s) => s.matches('idle'))
    expect(props().error).toBe('Unknown server error')

    props().submit()
    expect(props()).toMatchObject({ isSubmitting: true, error: undefined })
    second.resolve(undefined)
    await waitFor(actor, (s) => s.status === 'done')
  })

  it('cannot submit with an empty field or while a submit is pending', async () => {
    const call = deferred()
    const { actor, calls, props } = start(undefined, () => call.promise)
    expect(props().canSubmit).toBe(false)
    props().change('username', 'alice')
    expect(props().canSubmit).toBe(false)
    props().submit()
    expect(calls).toHaveLength(0)
    props().change('password', 'pw')
    expect(props().canSubmit).toBe(true)
    props().change('username', '')
    expect(props().canSubmit).toBe(false)
    props().change('username', 'alice')

    props().submit()
    expect(props()).toMatchObject({ isSubmitting: true, canSubmit: false })
    props().submit()
    props().change('password', 'changed')
    expect(calls).toHaveLength(1)
    expect(props().password).toBe('pw')
    call.resolve(undefined)
    await waitFor(actor, (s) => s.status === 'done')
  })

  it('calls POST /v1/login/{silo_name}/local by default', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(undefined as never)
    const actor = createActor(loginMachine, { input: { silo: 'corp' } }).start()
    actor.send({ type: 'CHANGE', field: 'username', value: 'bob' })
    actor.send({ type: 'CHANGE', field: 'password', value: 'pw' })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(post).toHaveBeenCalledWith('/v1/login/{silo_name}/local', {
      path: { silo_name: 'corp' },
      body: { username: 'bob', password: 'pw' },
    })
  })
})

describe('safeRedirect', () => {
  it.each([
    ['/projects/p1', '/projects/p1'],
    ['/settings/profile?x=1#y', '/settings/profile?x=1#y'],
    ['/', '/'],
    [undefined, DEFAULT_REDIRECT],
    ['//evil.example', DEFAULT_REDIRECT],
    ['/\\evil.example', DEFAULT_REDIRECT],
    ['/\t/evil.example', DEFAULT_REDIRECT],
    ['https://evil.example/projects', DEFAULT_REDIRECT],
    ['javascript:alert(1)', DEFAULT_REDIRECT],
  ])('%s → %s', (uri, expected) => {
    expect(safeRedirect(uri)).toBe(expected)
  })
})
