// The capacity page's module: the URL's question checked with the instance
// forms' bounds and words, the page's numbers as its parts come in, and a
// sled page's "in use" (the inventory module's).
import { describe, expect, it } from 'vitest'
import type { Sled, SledInstance } from '~/api'
import { capacityView, fitCheck, usesOf } from '~/machines/system/capacity'
import { sledUsage } from '~/machines/system/inventory'
import type { Section } from '~/machines/shared/section'
import type { SledPlacement } from '~/machines/shared/sled-placements'

const GiB = 1024 ** 3
const when = new Date('2026-01-01T00:00:00Z')

function sled(serial: string, provisionable = true): Sled {
  return {
    id: `id-${serial}`,
    baseboard: { serial, part: '913-0000019', revision: 6 },
    policy: { kind: 'in_service', provisionPolicy: provisionable ? 'provisionable' : 'non_provisionable' },
    state: 'active',
    rackId: 'rack',
    usableHardwareThreads: 64,
    usablePhysicalRam: 1000 * GiB,
    timeCreated: when,
    timeModified: when,
  }
}

function instance(name: string, sledId: string, ncpus: number, memoryGiB: number): SledInstance {
  return {
    id: `id-${name}`,
    name,
    activeSledId: sledId,
    ncpus,
    memory: memoryGiB * GiB,
    projectName: 'mock-project',
    siloName: 'maze-war',
    state: 'running',
    migrationId: null,
    timeCreated: when,
    timeModified: when,
  }
}

describe('the question, checked', () => {
  it.each([
    [{}, { errors: {} }],
    [{ ncpus: '8', memory: '32' }, { question: { ncpus: 8, memory: 32 * GiB }, errors: {} }],
    [{ ncpus: '8' }, { errors: { memory: 'Memory is required' } }],
    [{ memory: '32' }, { errors: { ncpus: 'vCPUs is required' } }],
    [{ ncpus: '0', memory: '32' }, { errors: { ncpus: 'Must be at least 1' } }],
    [{ ncpus: '65', memory: '32' }, { errors: { ncpus: 'Must be 64 or less' } }],
    [{ ncpus: '1.5', memory: '2048' }, { errors: { ncpus: 'Must be a whole number', memory: 'Must be 1024 GiB or less' } }],
    [{ ncpus: 'eight', memory: '32' }, { errors: { ncpus: 'Must be a whole number' } }],
  ])('%j → %j', (search, check) => {
    expect(fitCheck(search)).toEqual(check)
  })
})

describe('the page’s numbers', () => {
  const A = sled('A')
  const B = sled('B', false)
  const placements: SledPlacement[] = [
    { sled: A, instances: [instance('db1', A.id, 8, 32)] },
    { sled: B, instances: [instance('old', B.id, 2, 4)] },
  ]

  it('each sled of the list with what it holds; a sled the scan has not seen has no numbers', () => {
    const C = sled('C')
    const uses = usesOf([A, B, C], placements)
    expect(uses.map((u) => u?.cpus.used)).toEqual([8, 2, undefined])
  })

  it('while the sleds’ instances are read: the sleds, the fleet and the answer pending', () => {
    const view = capacityView([A, B], { status: 'pending' }, { ncpus: '8', memory: '32' })
    expect(view.rows.map((r) => [r.sled.baseboard.serial, r.use])).toEqual([
      ['A', undefined],
      ['B', undefined],
    ])
    expect(view.fleet.status).toBe('pending')
    expect(view.answer?.status).toBe('pending')
  })

  it('lists the sleds by serial', () => {
    const view = capacityView([sled('C'), B, A], { status: 'pending' }, {})
    expect(view.rows.map((r) => r.sled.baseboard.serial)).toEqual(['A', 'B', 'C'])
  })

  it('once in: each sled’s use and answer, the fleet’s totals, the answer', () => {
    const view = capacityView([A, B], { status: 'ready', data: placements }, { ncpus: '8', memory: '32' })
    expect(view.rows.map((r) => r.fit?.count)).toEqual([7, 0])
    expect(view.fleet).toMatchObject({ status: 'ready', data: { sleds: 2, open: 1, cpus: { used: 10, usable: 128, free: 56 } } })
    expect(view.answer).toMatchObject({ status: 'ready', data: { total: 7 } })
  })

  it('a question with a wrong field: its errors, and no answer', () => {
    const view = capacityView([A], { status: 'ready', data: placements }, { ncpus: '99', memory: '32' })
    expect(view.check.errors).toEqual({ ncpus: 'Must be 64 or less' })
    expect(view.answer).toBeUndefined()
    expect(view.rows[0].fit).toBeUndefined()
  })

  it('when the instances could not be read, the page says so once: the rows have no numbers', () => {
    const retry = () => {}
    const view = capacityView([A], { status: 'failed', message: 'Internal Server Error', retry }, {})
    expect(view.rows[0].use).toBeUndefined()
    expect(view.fleet).toEqual({ status: 'failed', message: 'Internal Server Error', retry })
  })
})

describe('a sled’s page: how much of it is in use', () => {
  it('12 of 64 vCPUs, 96 of 1,000 GiB', () => {
    const A = sled('A')
    const instances: Section<{ items: SledInstance[] }> = { status: 'ready', data: { items: [instance('a', A.id, 4, 32), instance('b', A.id, 8, 64)] } }
    expect(sledUsage(A, instances)).toMatchObject({
      status: 'ready',
      data: { cpus: { used: 12, usable: 64 }, memory: { used: 96 * GiB, usable: 1000 * GiB }, instances: 2 },
    })
    expect(sledUsage(A, { status: 'pending' })).toEqual({ status: 'pending' })
  })
})
