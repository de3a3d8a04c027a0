import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { samlLoginMachine, type SamlLoginInput } from '~/machines/auth/saml-login.machine'

const input = { silo: 'myriad', provider: 'mock-idp', redirectUri: '/projects/p' }

describe('saml login machine', () => {
  it('hands the silo, provider and redirect to the sign-in actor and finishes', async () => {
    const calls: SamlLoginInput[] = []
    const actor = createActor(
      samlLoginMachine.provide({ actors: { signIn: fromPromise(async ({ input }) => void calls.push(input)) } }),
      { input },
    ).start()
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'SIGN_IN' })
    expect(actor.getSnapshot().value).toBe('redirecting')
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls).toEqual([input])
  })

  it('returns to idle with the message when sign-in fails, and can try again', async () => {
    let fail = true
    const actor = createActor(
      samlLoginMachine.provide({
        actors: {
          signIn: fromPromise(async () => {
            if (fail) throw new Error('No SAML user in silo myriad')
          }),
        },
      }),
      { input },
    ).start()
    actor.send({ type: 'SIGN_IN' })
    const idle = await waitFor(actor, (s) => s.matches('idle') && !!s.context.error)
    expect(idle.context.error).toBe('No SAML user in silo myriad')
    fail = false
    actor.send({ type: 'SIGN_IN' })
    expect(actor.getSnapshot().context.error).toBeUndefined()
    await waitFor(actor, (s) => s.status === 'done')
  })
})
