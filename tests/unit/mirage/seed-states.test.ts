// Seeded instances and disks caught mid-change finish it on the mock's own
// clock, as the user's do (no instance "starting" for weeks), and every seeded
// time is days to weeks before the page opened.
import type { Server } from 'miragejs'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { makeServer, settleTransitions } from '../../../mirage'
import { call } from './helpers'

const P = '?project=mock-project'
const DAY = 86_400_000
const instance = async (name: string) => (await call('GET', `/v1/instances/${name}${P}`)).body
const diskState = async (name: string) => (await call('GET', `/v1/disks/${name}${P}`)).body.state

let server: Server | undefined
afterEach(() => {
  server?.shutdown()
  server = undefined
  vi.useRealTimers()
})

describe('in the preview (development), on the transition clock', () => {
  /** A call answered while fake timers run: Pretender answers on a timer too. */
  async function read<T>(get: () => Promise<T>): Promise<T> {
    const pending = get()
    await vi.advanceTimersByTimeAsync(5)
    return pending
  }

  test("a seeded 'starting' instance is 'running' one step (1.5–2.5 s) later, and its run-state time moves", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server = makeServer({ environment: 'development', latency: 0 })
    const before = await read(() => instance('cache-1'))
    expect(before.run_state).toBe('starting')

    await vi.advanceTimersByTimeAsync(1_400)
    expect((await read(() => instance('cache-1'))).run_state).toBe('starting')
    await vi.advanceTimersByTimeAsync(1_200)
    const after = await read(() => instance('cache-1'))
    expect(after.run_state).toBe('running')
    expect(after.time_run_state_updated > before.time_run_state_updated).toBe(true)
  })

  test('every transitional seed settles: creating walks through starting, stopping stops, rebooting runs again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server = makeServer({ environment: 'development', latency: 0 })
    await vi.advanceTimersByTimeAsync(2_600)
    expect((await read(() => instance('build-runner'))).run_state).toBe('starting')
    expect((await read(() => instance('batch-1'))).run_state).toBe('stopped')
    expect((await read(() => instance('api-1'))).run_state).toBe('running')
    await vi.advanceTimersByTimeAsync(2_600)
    expect((await read(() => instance('build-runner'))).run_state).toBe('running')

    const instances = (await read(() => call('GET', `/v1/instances${P}`))).body.items as { run_state: string }[]
    expect(instances.filter((i) => ['creating', 'starting', 'stopping', 'rebooting'].includes(i.run_state))).toEqual([])
  })

  test('seeded disks mid-change settle too; a bulk import waits on its uploader', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server = makeServer({ environment: 'development', latency: 0 })
    await vi.advanceTimersByTimeAsync(2_600)
    const cache1 = (await read(() => instance('cache-1'))).id
    expect(await read(() => diskState('disk-attaching'))).toEqual({ state: 'attached', instance: cache1 })
    expect(await read(() => diskState('disk-detaching'))).toEqual({ state: 'detached' })
    expect(await read(() => diskState('disk-creating'))).toEqual({ state: 'detached' })
    expect(await read(() => diskState('disk-finalizing'))).toEqual({ state: 'detached' })
    expect(await read(() => diskState('disk-importing-url'))).toEqual({ state: 'import_ready' })
    expect(await read(() => diskState('disk-bulk-import'))).toEqual({ state: 'importing_from_bulk_writes' })
  })
})

describe('on the mock clock moved by hand', () => {
  test("a user's action on a seeded instance mid-change replaces the rest of the seed's steps", async () => {
    server = makeServer({ environment: 'test', transitionMs: 'manual', settleSeeds: true })
    expect((await call('POST', `/v1/instances/cache-1/stop${P}`)).body.run_state).toBe('stopping')
    settleTransitions()
    expect((await instance('cache-1')).run_state).toBe('stopped')
  })

  test("a user's call on a seeded disk mid-change wins over the seed's step", async () => {
    server = makeServer({ environment: 'test', transitionMs: 'manual', settleSeeds: true })
    // analytics is stopped, so the disk still being created may be attached to it.
    const attached = await call('POST', `/v1/instances/analytics/disks/attach${P}`, { disk: 'disk-creating' })
    expect(attached.status).toBe(202)
    settleTransitions()
    expect((await diskState('disk-creating')).state).toBe('attached')
  })

  test('in tests the seed keeps its states unless asked', async () => {
    server = makeServer({ environment: 'test', transitionMs: 'manual' })
    settleTransitions()
    expect((await instance('cache-1')).run_state).toBe('starting')
    expect((await diskState('disk-attaching')).state).toBe('attaching')
  })
})

describe('seed times', () => {
  test('are days to weeks before the page opened, whatever the date', async () => {
    for (const now of [Date.parse('2024-02-29T23:30:00Z'), Date.parse('2031-07-04T03:00:00Z')]) {
      vi.useFakeTimers({ toFake: ['Date'], now })
      server = makeServer({ environment: 'test', transitionMs: 'manual' })
      const rows = [
        ...(await call('GET', '/v1/projects')).body.items,
        ...(await call('GET', `/v1/instances${P}`)).body.items,
        ...(await call('GET', `/v1/disks${P}`)).body.items,
        ...(await call('GET', `/v1/snapshots${P}`)).body.items,
      ] as { name: string; time_created: string; time_modified: string }[]
      for (const r of rows) {
        const created = Date.parse(r.time_created)
        expect(created, r.name).toBeLessThanOrEqual(now)
        expect(created, r.name).toBeGreaterThan(now - 31 * DAY)
        expect(Date.parse(r.time_modified), r.name).toBeGreaterThanOrEqual(created)
        expect(Date.parse(r.time_modified), r.name).toBeLessThanOrEqual(now)
      }
      server.shutdown()
      server = undefined
      vi.useRealTimers()
    }
  })

  test('a change under way began seconds ago; a settled state dates from days ago', async () => {
    const now = Date.now()
    server = makeServer({ environment: 'test', transitionMs: 'manual' })
    const since = async (name: string) => now - Date.parse((await instance(name)).time_run_state_updated)
    for (const name of ['build-runner', 'cache-1', 'api-1', 'batch-1']) {
      expect(await since(name)).toBeGreaterThan(0)
      expect(await since(name)).toBeLessThan(60_000)
    }
    expect(await since('worker-migrate')).toBeLessThan(3_600_000)
    expect(await since('db1')).toBeGreaterThan(DAY)
    expect(await since('db1')).toBeLessThan(30 * DAY)
  })
})
