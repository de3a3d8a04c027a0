import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { samlRedirectUrl, samlSignIn } from '~/machines/auth/saml-login.machine'
import { samlLoginMachine } from '~/machines/auth/saml-login.machine'

const input = { silo: 'my silo', provider: 'mock-idp', redirectUri: '/projects/p?x=1' }

describe('the SAML hand-off', () => {
  it('sends the browser to Nexus’s redirect, with where to come back to', () => {
    expect(samlRedirectUrl(input)).toBe('/login/my%20silo/saml/mock-idp/redirect?redirect_uri=%2Fprojects%2Fp%3Fx%3D1')
    expect(samlRedirectUrl({ silo: 's', provider: 'p' })).toBe('/login/s/saml/p/redirect')
  })

  it('in Nexus leaves the page (it never finishes here)', async () => {
    const went: string[] = []
    const actor = createActor(samlLoginMachine.provide({ actors: { signIn: samlSignIn(undefined, (url) => went.push(url)) } }), {
      input,
    }).start()
    actor.send({ type: 'SIGN_IN' })
    await new Promise((r) => setTimeout(r, 0))
    expect(went).toEqual([samlRedirectUrl(input)])
    expect(actor.getSnapshot().value).toBe('redirecting')
  })

  it('in the preview signs the silo’s SAML user in and finishes', async () => {
    const signedIn: string[] = []
    const preview = { samlSignIn: (silo: string) => void signedIn.push(silo) }
    const actor = createActor(samlLoginMachine.provide({ actors: { signIn: samlSignIn(preview, () => {}) } }), { input }).start()
    actor.send({ type: 'SIGN_IN' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(signedIn).toEqual(['my silo'])
  })
})
