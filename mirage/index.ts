// The in-browser mock of the Nexus API (technical preview and tests).
//
// It answers requests under /v1/, /device/ and /login/ from its own store and
// lets everything else (Vite's assets, the app's own files) through. It starts
// signed in as the fleet admin, Ada Lovelace; the password of every local user
// is "oxide".
import { createServer, type Server } from 'miragejs'
import { toPercent, makeFaults, type Latency } from './lib/faults'
import { bindLifecycle, cancelAllTransitions, type TransitionMs } from './lib/lifecycle'
import { latencySetting } from './lib/preview-faults'
import { makeRouter } from './lib/route'
import { shareTableRows } from './lib/fast-tables'
import { settleSeeded } from './lib/seed-settle'
import { registerHandlers } from './handlers'
import { models } from './models'
import { ids, seed } from './seed'
import { installSerialConsole } from './serial-console'
import { bindSession } from './session'
import { UuidIdentityManager } from './store'

export interface MockOptions {
  /** 'test': no latency unless asked for (seeds still load) */
  environment?: 'development' | 'test'
  /** ms per response, or a [min, max] range drawn per request */
  latency?: Latency
  /** percent (0–100) of calls that fail at random with 401, 403, 404 or 500 */
  chaos?: number | (() => number)
  /**
   * How long each step of an instance state change lasts (creating, starting,
   * stopping, rebooting): ms, a [min, max] range drawn per step, or 'manual'
   * (steps move only on advanceTransitions()). Default 1500–2500 ms in
   * development, so polling is visible; 50 ms in test.
   */
  transitionMs?: TransitionMs
  /**
   * Seeded instances and disks in a transitional state finish their change on
   * the transition clock (lib/seed-settle.ts), as in the preview. Default: on
   * in development; off in test, where the seed's states are fixtures.
   */
  settleSeeds?: boolean
}

const MOCKED_PREFIXES = ['/v1/', '/experimental/v1/', '/device/', '/login/']

const isMocked = (url: string) => {
  const path = new URL(url, 'http://mock.invalid').pathname
  return MOCKED_PREFIXES.some((p) => path.startsWith(p))
}

export function makeServer({
  environment = 'development',
  latency,
  chaos = 0,
  transitionMs,
  settleSeeds = environment === 'development',
}: MockOptions = {}): Server {
  const server = createServer({
    environment,
    models,
    identityManagers: { application: UuidIdentityManager as never },
  })
  // The `logging` option is ignored; the property is not.
  server.logging = false
  shareTableRows(server) // no copy of a whole table per lookup (lib/fast-tables.ts)

  // Mirage runs no seeds in its test environment, so load them ourselves in both.
  seed(server)
  bindSession(server, ids.user.ada)
  bindLifecycle(server, transitionMs ?? (environment === 'test' ? 50 : [1500, 2500]))
  if (settleSeeds) settleSeeded(server)
  // Pending state changes must not write into a store that is gone.
  const shutdown = server.shutdown.bind(server)
  server.shutdown = () => {
    cancelAllTransitions()
    shutdown()
  }

  const faults = makeFaults(latency ?? (environment === 'test' ? 0 : [200, 400]), chaos)
  const { route, lazy, catchAll } = makeRouter(server, faults)
  registerHandlers(route, lazy)
  for (const prefix of ['/v1', '/experimental/v1', '/device', '/login']) catchAll(prefix)
  server.passthrough((request) => !isMocked(request.url))
  return server
}

function chaosSetting(): number {
  let stored: string | null = null
  try {
    stored = globalThis.localStorage?.getItem('chaos') ?? null
  } catch {
    // storage can be blocked; fall back to the build setting
  }
  return toPercent(stored ?? import.meta.env.VITE_CHAOS)
}

/**
 * Start the mock for the technical preview: 200–400 ms per call (or
 * localStorage 'latency'), chaos from localStorage 'chaos' (read on every
 * call, so it can be changed without a reload) or VITE_CHAOS,
 * one planned failure from localStorage 'failNext' (lib/preview-faults.ts).
 */
export function startMock(): Server {
  const latency = latencySetting() ?? [200, 400]
  return installSerialConsole(makeServer({ environment: 'development', latency, chaos: chaosSetting }))
}

export { actAs, actingUser, freshDeviceCode, listMockUsers, previewControls, samlSignIn, type MockUser } from './session'
export { ids } from './seed'
export { advanceTransitions, settleTransitions, type TransitionMs } from './lib/lifecycle'
export { MOCK_PASSWORD } from './handlers/session'
