// Instance state over time: start, stop, reboot and create walk through their
// transitional states one step at a time; calls in the wrong state are refused
// as Nexus refuses them; delete, resize and boot disk rules.
import { describe, expect, test, vi } from 'vitest'
import { advanceTransitions, makeServer, settleTransitions } from '../../../mirage'
import { call, withFreshServer } from './helpers'

const P = '?project=mock-project'
const state = async (name: string) => (await call('GET', `/v1/instances/${name}${P}`)).body.run_state as string
const post = (name: string, action: string) => call('POST', `/v1/instances/${name}/${action}${P}`)

const newInstance = (name: string, extra: Record<string, unknown> = {}) =>
  call('POST', `/v1/instances${P}`, {
    name,
    description: '',
    hostname: name,
    ncpus: 1,
    memory: 2 * 1024 ** 3,
    network_interfaces: { type: 'none' },
    ...extra,
  })

describe('with steps moved by hand', () => {
  withFreshServer({ transitionMs: 'manual' })

  test('start: stopped → starting → running, with a new run-state time at each step', async () => {
    const before = (await call('GET', `/v1/instances/analytics${P}`)).body
    const res = await post('analytics', 'start')
    expect(res.status).toBe(202)
    expect(res.body.run_state).toBe('starting')
    expect(res.body.time_run_state_updated > before.time_run_state_updated).toBe(true)
    expect(await state('analytics')).toBe('starting')

    expect(advanceTransitions()).toBe(1)
    const after = (await call('GET', `/v1/instances/analytics${P}`)).body
    expect(after.run_state).toBe('running')
    expect(after.time_run_state_updated > res.body.time_run_state_updated).toBe(true)
    expect(advanceTransitions()).toBe(0)
  })

  test('stop: running → stopping → stopped', async () => {
    expect((await post('db1', 'stop')).body.run_state).toBe('stopping')
    advanceTransitions()
    expect(await state('db1')).toBe('stopped')
  })

  test('reboot: running → rebooting → running', async () => {
    expect((await post('db1', 'reboot')).body.run_state).toBe('rebooting')
    advanceTransitions()
    expect(await state('db1')).toBe('running')
  })

  test('a failed instance may be started or stopped', async () => {
    expect((await post('crashy', 'start')).body.run_state).toBe('starting')
    expect((await post('broken', 'stop')).body.run_state).toBe('stopping')
    settleTransitions()
    expect(await state('crashy')).toBe('running')
    expect(await state('broken')).toBe('stopped')
  })

  test('stopping while starting replaces the pending step', async () => {
    await post('analytics', 'start')
    expect((await post('analytics', 'stop')).body.run_state).toBe('stopping')
    settleTransitions()
    expect(await state('analytics')).toBe('stopped')
  })

  test('a running instance is on a sled; a stopped one is not', async () => {
    const sledOf = async (name: string) => {
      const id = (await call('GET', `/v1/instances/${name}${P}`)).body.id
      const sleds = (await call('GET', '/v1/system/hardware/sleds')).body.items as { id: string }[]
      for (const s of sleds) {
        const on = (await call('GET', `/v1/system/hardware/sleds/${s.id}/instances`)).body.items as { id: string }[]
        if (on.some((i) => i.id === id)) return s.id
      }
      return null
    }
    expect(await sledOf('analytics')).toBeNull()
    await post('analytics', 'start')
    settleTransitions()
    expect(await sledOf('analytics')).not.toBeNull()
  })

  test('asking for the state it is already in or heading to changes nothing', async () => {
    const running = (await call('GET', `/v1/instances/db1${P}`)).body
    const res = await post('db1', 'start')
    expect(res.status).toBe(202)
    expect(res.body).toEqual(running)
    expect((await post('analytics', 'stop')).body.run_state).toBe('stopped')
  })

  test.each([
    ['reboot', 'analytics', 'cannot reboot an instance in state stopped with no VMM'],
    ['start', 'batch-1', 'instance state cannot be changed from state "stopping"'],
    ['stop', 'worker-migrate', 'instance state cannot be changed from state "migrating"'],
    ['reboot', 'cache-1', 'instance state cannot be changed from state "starting"'],
    ['reboot', 'broken', 'instance state cannot be changed from failed'],
    ['start', 'build-runner', 'cannot change instance state while it is still being created'],
    ['stop', 'build-runner', 'cannot change instance state while it is still being created'],
  ])('%s on %s is refused: %s', async (action, name, message) => {
    const before = await state(name)
    const res = await post(name, action)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error_code: 'InvalidRequest', message })
    expect(await state(name)).toBe(before)
  })

  test('create with start (the default): creating → starting → running', async () => {
    const res = await newInstance('fresh')
    expect(res.status).toBe(201)
    expect(res.body.run_state).toBe('creating')
    advanceTransitions()
    expect(await state('fresh')).toBe('starting')
    advanceTransitions()
    expect(await state('fresh')).toBe('running')
  })

  test('create with start false: creating → stopped', async () => {
    expect((await newInstance('idle', { start: false })).body.run_state).toBe('creating')
    advanceTransitions()
    expect(await state('idle')).toBe('stopped')
  })
})

describe('with a transition time', () => {
  withFreshServer({ transitionMs: 5 })

  test('steps follow on their own', async () => {
    await post('analytics', 'start')
    await vi.waitFor(async () => expect(await state('analytics')).toBe('running'))
  })
})

describe('the default transition times', () => {
  test('in development each step takes 1.5–2.5 s, so a poll sees it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const server = makeServer({ environment: 'development', latency: 0 })
    try {
      const res = post('analytics', 'start')
      await vi.advanceTimersByTimeAsync(10)
      expect((await res).body.run_state).toBe('starting')
      await vi.advanceTimersByTimeAsync(1400)
      const mid = state('analytics')
      await vi.advanceTimersByTimeAsync(10)
      expect(await mid).toBe('starting')
      await vi.advanceTimersByTimeAsync(1200)
      const end = state('analytics')
      await vi.advanceTimersByTimeAsync(10)
      expect(await end).toBe('running')
    } finally {
      server.shutdown()
      vi.useRealTimers()
    }
  })
})

describe('deleting', () => {
  withFreshServer({ transitionMs: 'manual' })

  test('is refused while the instance has a VMM', async () => {
    const res = await call('DELETE', `/v1/instances/db1${P}`)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('cannot delete instance: instance is running or has not yet fully stopped')
    expect((await call('DELETE', `/v1/instances/batch-1${P}`)).body.message).toBe(
      'cannot delete instance: instance is running or has not yet fully stopped',
    )
  })

  test('is refused while the instance is being created', async () => {
    const res = await call('DELETE', `/v1/instances/build-runner${P}`)
    expect(res.body.message).toBe('instance cannot be deleted in state "creating"')
  })

  test('a failed instance may be deleted', async () => {
    expect((await call('DELETE', `/v1/instances/broken${P}`)).status).toBe(204)
  })

  test('detaches its disks, frees its external IPs and removes its interfaces and memberships', async () => {
    // db1 holds disk-1 (boot) and disk-2, an ephemeral IP, rootbeer-float, nic0 and nic1, and set-apart.
    await post('db1', 'stop')
    advanceTransitions()
    const id = (await call('GET', `/v1/instances/db1${P}`)).body.id
    expect((await call('DELETE', `/v1/instances/db1${P}`)).status).toBe(204)
    expect((await call('GET', `/v1/instances/db1${P}`)).status).toBe(404)

    for (const d of ['disk-1', 'disk-2']) {
      expect((await call('GET', `/v1/disks/${d}${P}`)).body.state).toEqual({ state: 'detached' })
    }
    expect((await call('GET', `/v1/floating-ips/rootbeer-float${P}`)).body.instance_id).toBeNull()
    const members = await call('GET', `/v1/anti-affinity-groups/set-apart/members${P}`)
    expect(members.body.items.map((m: { value: { id: string } }) => m.value.id)).not.toContain(id)
    const nics = await call('GET', `/v1/vpc-subnets/mock-subnet/network-interfaces${P}&vpc=mock-vpc`)
    expect(nics.body.items.map((n: { instance_id: string }) => n.instance_id)).not.toContain(id)
    // Its ephemeral address is back in the pool (3 floating and 3 ephemeral IPs are left in ip-pool-1).
    const util = (await call('GET', '/v1/system/ip-pools/ip-pool-1/utilization')).body
    expect(util.ipv4.allocated).toBe(6)
  })
})

describe('updating', () => {
  withFreshServer({ transitionMs: 'manual' })
  const GiB = 1024 ** 3
  const put = (name: string, body: Record<string, unknown>) => call('PUT', `/v1/instances/${name}${P}`, body)

  test('resizes a stopped instance and keeps the boot disk given', async () => {
    const res = await put('analytics', { ncpus: 16, memory: 64 * GiB, boot_disk: 'analytics-boot' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ ncpus: 16, memory: 64 * GiB })
    expect(res.body.boot_disk_id).toBe((await call('GET', `/v1/disks/analytics-boot${P}`)).body.id)
  })

  test('refuses to resize a running instance', async () => {
    const res = await put('db1', { ncpus: 8, memory: 4 * GiB, boot_disk: 'disk-1' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('instance must be stopped to be resized')
  })

  test('a running instance may change only what needs no stop: its restart policy', async () => {
    const res = await put('db1', { ncpus: 2, memory: 4 * GiB, boot_disk: 'disk-1', auto_restart_policy: 'never' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ auto_restart_policy: 'never', auto_restart_enabled: false })
  })

  test('leaving out boot_disk unsets it, which a running instance may not do', async () => {
    const res = await put('db1', { ncpus: 2, memory: 4 * GiB })
    expect(res.body.message).toBe('instance must be stopped to set its boot disk')
    const stopped = await put('analytics', { ncpus: 8, memory: 32 * GiB })
    expect(stopped.body.boot_disk_id).toBeNull()
  })

  test('the boot disk must be attached to the instance', async () => {
    const res = await put('analytics', { ncpus: 8, memory: 32 * GiB, boot_disk: 'disk-3' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('boot disk "disk-3" must be attached to the instance')
  })

  test.each([
    [{ ncpus: 0, memory: 2 * GiB }, 'unsupported value for "ncpus": an instance must have at least 1 vCPU'],
    [{ ncpus: 65, memory: 2 * GiB }, 'unsupported value for "ncpus": cannot have more than 64 vCPUs per instance'],
    [{ ncpus: 1, memory: GiB / 2 }, 'unsupported value for "size": memory must be at least 1 GiB'],
    [{ ncpus: 1, memory: 1.5 * GiB }, 'unsupported value for "size": memory must be divisible by 1 GiB'],
    [{ ncpus: 1, memory: 1025 * GiB }, 'unsupported value for "size": memory must be less than or equal to 1 TiB'],
  ])('checks the shape %j', async (shape, message) => {
    const res = await put('analytics', { ...shape, boot_disk: 'analytics-boot' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error_code: 'InvalidValue', message })
  })
})
