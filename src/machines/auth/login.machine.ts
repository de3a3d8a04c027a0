// Local login: username and password, one call,
// then on to where the user was going (redirect_uri).
import { assign, fromPromise, setup } from 'xstate'
import { api } from '~/api'
import { errorMessage, errorStatus } from '../shared/error-message.rules'

export const LOGIN_FAILED_MESSAGE = 'Could not sign in. Please try again.'
export const DEFAULT_REDIRECT = '/projects'

export type LoginInput = { silo: string; redirectUri?: string }
export type LoginField = 'username' | 'password'
export type LoginContext = {
  silo: string
  redirectUri?: string
  username: string
  password: string
  error?: string
}
export type LoginEvent = { type: 'CHANGE'; field: LoginField; value: string } | { type: 'SUBMIT' }
export type LoginOutput = { redirectTo: string }
export type Credentials = { silo: string; username: string; password: string }

const REDIRECT_BASE = 'https://console.invalid'

/**
 * Only a path on this origin may be a redirect target: '/x' yes; '//evil.com',
 * '/\evil.com' (browsers read both as another host), absolute URLs and
 * `javascript:` no — nor any of these percent-encoded, since a router may
 * decode a path once more before it navigates.
 */
export function safeRedirect(uri: string | undefined): string {
  if (!uri) return DEFAULT_REDIRECT
  let decoded = uri
  for (let round = 0; round < 5; round++) {
    if (!isLocalPath(decoded)) return DEFAULT_REDIRECT
    let next: string
    try {
      next = decodeURIComponent(decoded)
    } catch {
      break // malformed escapes: nothing can decode it further either
    }
    if (next === decoded) break
    decoded = next
  }
  if (!isLocalPath(decoded)) return DEFAULT_REDIRECT
  // Resolved the way the browser would: still this origin.
  if (new URL(uri, REDIRECT_BASE).origin !== REDIRECT_BASE) return DEFAULT_REDIRECT
  return uri
}

function isLocalPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false
  // Control characters (tabs, newlines) are stripped by URL parsers and could
  // turn '/\t/evil.com' into '//evil.com'.
  return ![...path].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
}

export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as LoginOutput,
  },
  actors: {
    login: fromPromise<unknown, Credentials>(({ input }) =>
      api.post('/v1/login/{silo_name}/local', {
        path: { silo_name: input.silo },
        body: { username: input.username, password: input.password },
      }),
    ),
  },
  guards: {
    hasCredentials: ({ context }) => context.username !== '' && context.password !== '',
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    silo: input.silo,
    redirectUri: input.redirectUri,
    username: '',
    password: '',
    error: undefined,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHANGE: {
          actions: assign(({ event }) =>
            event.field === 'username' ? { username: event.value } : { password: event.value },
          ),
        },
        SUBMIT: { guard: 'hasCredentials', target: 'submitting' },
      },
    },
    submitting: {
      entry: assign({ error: undefined }),
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({
          silo: context.silo,
          username: context.username,
          password: context.password,
        }),
        onDone: { target: 'success' },
        onError: {
          target: 'idle',
          // 401 is the server saying "wrong username or password"; say it plainly.
          actions: assign({
            error: ({ event }) =>
              errorStatus(event.error) === 401 ? LOGIN_FAILED_MESSAGE : errorMessage(event.error),
          }),
        },
      },
    },
    success: { type: 'final' },
  },
  output: ({ context }) => ({ redirectTo: safeRedirect(context.redirectUri) }),
})
