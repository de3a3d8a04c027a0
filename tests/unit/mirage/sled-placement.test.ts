// The mock's sleds and instances agree: every instance with a VMM is listed on
// one sled, what each sled's instances hold is under what it can hold, one
// sled is nearly full, and an instance starts only where it fits (else Nexus's
// insufficient capacity), by the console's own capacity rules.
import { describe, expect, test } from 'vitest'
import { advanceTransitions, settleTransitions } from '../../../mirage'
import { sledId } from '../../../mirage/seed/hardware'
import { call, withFreshServer } from './helpers'

const GiB = 1024 ** 3
const P = '?project=mock-project'
type SledRow = { id: string; baseboard: { serial: string }; usable_hardware_threads: number; usable_physical_ram: number }
type Listed = { id: string; name: string; ncpus: number; memory: number; active_sled_id: string }

async function placements() {
  const sleds: SledRow[] = (await call('GET', '/v1/system/hardware/sleds?limit=1000')).body.items
  return Promise.all(
    sleds.map(async (sled) => {
      const instances: Listed[] = (await call('GET', `/v1/system/hardware/sleds/${sled.id}/instances?limit=1000`)).body.items
      const held = { cpus: instances.reduce((n, i) => n + i.ncpus, 0), memory: instances.reduce((n, i) => n + i.memory, 0) }
      return { sled, instances, held }
    }),
  )
}

const onSled = async (serial: string) => (await placements()).find((p) => p.sled.baseboard.serial === serial)!

describe('the seed', () => {
  withFreshServer({ transitionMs: 'manual' })

  test('places every running instance on one sled, each sled under what it can hold, one nearly full', async () => {
    const all = await placements()
    const listed = all.flatMap((p) => p.instances.map((i) => i.name))
    expect(new Set(listed).size).toBe(listed.length)
    expect(listed).toEqual(expect.arrayContaining(['db1', 'web-1', 'warehouse', 'etl-1', 'research-1', 'worker-migrate']))
    expect(listed).not.toContain('analytics')
    for (const { sled, held, instances } of all) {
      expect(held.cpus, sled.baseboard.serial).toBeLessThanOrEqual(sled.usable_hardware_threads)
      expect(held.memory, sled.baseboard.serial).toBeLessThan(sled.usable_physical_ram)
      for (const i of instances) expect(i.active_sled_id).toBe(sled.id)
    }
    const full = await onSled('BRM42220031')
    expect(full.held).toEqual({ cpus: 116, memory: 648 * GiB })
    expect(full.held.cpus / full.sled.usable_hardware_threads).toBeGreaterThan(0.9)
    // The sled no longer provisionable still runs what was on it.
    expect((await onSled('BRM42220052')).instances.map((i) => i.name)).toEqual(['worker-migrate'])
  })

})

describe('the seed, its changes under way settled', () => {
  withFreshServer({ transitionMs: 'manual', settleSeeds: true })

  test('the seeded changes settle without taking a sled past what it can hold', async () => {
    settleTransitions()
    for (const { sled, held } of await placements()) expect(held.cpus).toBeLessThanOrEqual(sled.usable_hardware_threads)
    // build-runner started on the sled with the most room, not the nearly full one.
    const runner = (await placements()).find((p) => p.instances.some((i) => i.name === 'build-runner'))!
    expect(runner.sled.baseboard.serial).toBe('BRM42220014')
  })
})

describe('starting an instance', () => {
  withFreshServer({ transitionMs: 'manual' })

  const create = (name: string, ncpus: number, memoryGiB: number, start = false) =>
    call('POST', `/v1/instances${P}`, {
      name,
      description: '',
      hostname: name,
      ncpus,
      memory: memoryGiB * GiB,
      network_interfaces: { type: 'none' },
      start,
    })

  test('goes to the sled with the most room', async () => {
    expect((await create('big', 32, 128)).status).toBe(201)
    settleTransitions()
    expect((await call('POST', `/v1/instances/big/start${P}`)).status).toBe(202)
    advanceTransitions()
    const big = (await placements()).find((p) => p.instances.some((i) => i.name === 'big'))!
    expect(big.sled.id).toBe(sledId('BRM42220014'))
  })

  test('that no sled has room for is refused as insufficient capacity, and stays stopped', async () => {
    // More memory than any sled has (1,012 GiB each).
    expect((await create('huge', 8, 1020)).status).toBe(201)
    settleTransitions()
    const res = await call('POST', `/v1/instances/huge/start${P}`)
    expect(res.status).toBe(507)
    expect(res.body).toMatchObject({
      error_code: 'InsufficientCapacity',
      message: 'Failed to place instance: Could not find any valid sled on which this instance can be placed',
    })
    expect((await call('GET', `/v1/instances/huge${P}`)).body.run_state).toBe('stopped')
  })

  test('made with start and no room: made, then stopped, as Nexus leaves it', async () => {
    expect((await create('huge', 8, 1020, true)).status).toBe(201)
    settleTransitions()
    expect((await call('GET', `/v1/instances/huge${P}`)).body.run_state).toBe('stopped')
    expect((await placements()).flatMap((p) => p.instances.map((i) => i.name))).not.toContain('huge')
  })
})
