// The console's code failed to load: find out why (a new version, or no
// server), then load the new version at the address the user was going to,
// or try again. Rules: code-update.rules.ts.
import { and, fromPromise, setup } from 'xstate'
import type { CodeOnServer } from '~/api/code-probe'

export type CodeUpdateEvent = { type: 'RELOAD' } | { type: 'RETRY' }

export const codeUpdateMachine = setup({
  types: {
    events: {} as CodeUpdateEvent,
  },
  guards: {
    /** Whether a new version may be loaded without asking (the page supplies it: not in the preview, not twice a minute at one address). */
    reloadWithoutAsking: () => false,
  },
  actors: {
    probe: fromPromise<CodeOnServer>(async () => 'unreachable'),
  },
  actions: {
    /** Loads the console anew at the address (the page supplies it). */
    reload: () => {},
    /** Tries the navigation again in this tab (the page supplies it). */
    retry: () => {},
  },
}).createMachine({
  id: 'codeUpdate',
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'probe',
        onDone: [
          { guard: and([({ event }) => event.output === 'gone', 'reloadWithoutAsking']), target: 'reloading' },
          { guard: ({ event }) => event.output === 'gone', target: 'newVersion' },
          { guard: ({ event }) => event.output === 'unreachable', target: 'unreachable' },
          { target: 'failed' },
        ],
        onError: 'unreachable',
      },
    },
    newVersion: { on: { RELOAD: 'reloading' } },
    unreachable: { on: { RETRY: 'retrying' } },
    failed: { on: { RETRY: 'retrying', RELOAD: 'reloading' } },
    reloading: { type: 'final', entry: 'reload' },
    retrying: { type: 'final', entry: 'retry' },
  },
})
