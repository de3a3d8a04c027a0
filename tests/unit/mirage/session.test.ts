// Signing in and out, acting as another user, SAML, and Bearer tokens.
import { describe, expect, test } from 'vitest'
import { actAs, actingUser, listMockUsers, MOCK_PASSWORD, previewControls } from '../../../mirage'
import { ids } from '../../../mirage/seed/ids'
import { seededToken } from '../../../mirage/seed/keys'
import { call, withFreshServer } from './helpers'

withFreshServer()

const me = async () => (await call('GET', '/v1/me')).body

const login = (silo: string, username: string, password: string) =>
  call('POST', `/v1/login/${silo}/local`, { username, password })

const unauthorized = { error_code: 'Unauthorized', message: 'credentials missing or invalid' }

describe('local login', () => {
  test('the preview starts signed in as the fleet admin', async () => {
    expect((await me()).id).toBe(ids.user.ada)
    expect(actingUser()?.roles).toEqual(expect.arrayContaining(['fleet admin', 'silo admin']))
  })

  test('any user of the silo signs in with the password "oxide"', async () => {
    const res = await login('maze-war', 'katherine-johnson', MOCK_PASSWORD)
    expect(res.status).toBe(204)
    expect((await me()).display_name).toBe('Katherine Johnson')
  })

  test.each([
    ['a wrong password', 'maze-war', 'alan-turing', 'hunter2'],
    ['an unknown user', 'maze-war', 'nobody', MOCK_PASSWORD],
    ['a user of another silo', 'maze-war', 'claude-shannon', MOCK_PASSWORD],
    ['a SAML silo', 'myriad', 'claude-shannon', MOCK_PASSWORD],
  ])('%s is 401 and leaves the session as it was', async (_, silo, username, password) => {
    const res = await login(silo, username, password)
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject(unauthorized)
    expect((await me()).id).toBe(ids.user.ada)
  })
})

describe('logout', () => {
  test('every further call is 401 except ping and login, until a login', async () => {
    expect((await call('POST', '/v1/logout')).status).toBe(204)
    for (const url of ['/v1/me', '/v1/projects', '/v1/system/silos', '/v1/instances?project=mock-project']) {
      const res = await call('GET', url)
      expect(res.status, url).toBe(401)
      expect(res.body).toMatchObject(unauthorized)
    }
    expect((await call('POST', '/device/confirm', { user_code: 'BCDF-GHJK' })).status).toBe(401)
    expect((await call('GET', '/v1/ping')).status).toBe(200)
    expect(actingUser()).toBeNull()

    expect((await login('maze-war', 'alan-turing', MOCK_PASSWORD)).status).toBe(204)
    expect((await me()).id).toBe(ids.user.alan)
  })
})

describe('acting as another user', () => {
  test('switches who the API sees without a login', async () => {
    actAs(ids.user.grace)
    expect((await me()).id).toBe(ids.user.grace)
    expect(previewControls.actingUserId()).toBe(ids.user.grace)
  })

  test('signs in when signed out', async () => {
    await call('POST', '/v1/logout')
    actAs(ids.user.margaret)
    expect((await me()).id).toBe(ids.user.margaret)
  })

  test('refuses an unknown user', () => {
    expect(() => actAs('00000000-0000-4000-8000-000000000000')).toThrow()
  })
})

describe('the mock user list', () => {
  test('names each user with login, silo and roles', () => {
    const byName = Object.fromEntries(listMockUsers().map((u) => [u.name, u]))
    expect(byName['ada-lovelace']).toMatchObject({ silo: 'maze-war', displayName: 'Ada Lovelace' })
    expect(byName['ada-lovelace'].roles).toEqual(expect.arrayContaining(['fleet admin', 'silo admin']))
    expect(byName['grace-hopper'].roles).toEqual(
      expect.arrayContaining(['fleet viewer', 'silo viewer (via group web-devs)', 'collaborator on project other-project']),
    )
    expect(byName['alan-turing'].roles).toContain('silo collaborator')
    expect(byName['katherine-johnson'].roles).toEqual(['viewer on project mock-project'])
    expect(byName['edsger-dijkstra'].roles).toEqual([])
    expect(byName['claude-shannon']).toMatchObject({ silo: 'myriad', roles: ['silo admin'] })
  })
})

describe('SAML login', () => {
  test("signs in as the silo's SAML user and redirects with 303", async () => {
    const relay = new URLSearchParams({ RelayState: JSON.stringify({ redirect_uri: '/projects' }) })
    const res = await call('POST', '/login/myriad/saml/mock-idp', relay)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/projects')
    expect((await me()).id).toBe(ids.user.claude)
  })

  test('never redirects off the site', async () => {
    const relay = new URLSearchParams({ RelayState: JSON.stringify({ redirect_uri: 'https://evil.example/' }) })
    const res = await call('POST', '/login/myriad/saml/mock-idp', relay)
    expect(res.headers.get('location')).toBe('/')
  })

  test('an unknown provider is not found', async () => {
    expect((await call('POST', '/login/myriad/saml/other-idp')).status).toBe(404)
  })

  test('the preview can sign in to a SAML silo directly', async () => {
    previewControls.samlSignIn('myriad')
    expect((await me()).id).toBe(ids.user.claude)
  })
})

describe('Bearer tokens', () => {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

  test("a live token acts as its owner, whoever the session's user is", async () => {
    const res = await call('GET', '/v1/me', undefined, bearer(seededToken('alan-turing', 1)))
    expect(res.body.id).toBe(ids.user.alan)
    expect((await me()).id).toBe(ids.user.ada)
  })

  test('an unknown token is 401 even with a session', async () => {
    expect((await call('GET', '/v1/me', undefined, bearer('oxide-token-made-up'))).status).toBe(401)
  })
})
