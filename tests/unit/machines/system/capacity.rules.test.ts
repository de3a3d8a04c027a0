// The capacity rules, case by case: what a sled's instances hold, which sleds
// take new instances, the fleet's total and free, and "Will it fit?" with the
// limit that binds.
import { describe, expect, it } from 'vitest'
import type { Sled } from '~/api'
import {
  capacitySearch,
  closedBecause,
  fleetUse,
  roomiest,
  sledFit,
  sledUse,
  willItFit,
  type CapacitySled,
  type FitQuestion,
} from '~/machines/system/capacity.rules'

const GiB = 1024 ** 3
const open = { kind: 'in_service', provisionPolicy: 'provisionable' } as const
const noProvision = { kind: 'in_service', provisionPolicy: 'non_provisionable' } as const

function sled(serial: string, over: Partial<Pick<Sled, 'policy' | 'state' | 'usableHardwareThreads' | 'usablePhysicalRam'>> = {}): CapacitySled {
  return {
    id: `id-${serial}`,
    baseboard: { serial, part: '913-0000019', revision: 6 },
    policy: open,
    state: 'active',
    usableHardwareThreads: 64,
    usablePhysicalRam: 1000 * GiB,
    ...over,
  }
}
const vm = (ncpus: number, memoryGiB: number) => ({ ncpus, memory: memoryGiB * GiB })
const size = (ncpus: number, memoryGiB: number): FitQuestion => ({ ncpus, memory: memoryGiB * GiB })

describe('which sleds take new instances', () => {
  it.each([
    ['in service, provisionable, active', {}, undefined],
    ['non-provisionable', { policy: noProvision }, 'non_provisionable'],
    ['expunged', { policy: { kind: 'expunged' } as const }, 'expunged'],
    ['decommissioned (whatever its policy)', { policy: { kind: 'expunged' } as const, state: 'decommissioned' as const }, 'decommissioned'],
  ])('%s', (_, over, closed) => {
    expect(closedBecause(sled('A', over))).toBe(closed)
  })
})

describe('what a sled’s instances hold', () => {
  it('sums vCPUs and memory against what the sled can hold: 12 of 64 vCPUs, 96 of 1,000 GiB', () => {
    const use = sledUse(sled('A'), [vm(4, 32), vm(8, 64)])
    expect(use).toMatchObject({ instances: 2, cpus: { used: 12, usable: 64, free: 52 }, memory: { used: 96 * GiB, usable: 1000 * GiB, free: 904 * GiB } })
    expect(use.closed).toBeUndefined()
  })

  it('a closed sled has no room, whatever it has free', () => {
    const use = sledUse(sled('A', { policy: noProvision }), [vm(2, 4)])
    expect(use).toMatchObject({ closed: 'non_provisionable', cpus: { used: 2, usable: 64, free: 0 }, memory: { used: 4 * GiB, free: 0 } })
  })

  it('more held than usable (an instance moving in) is no room, never negative room', () => {
    expect(sledUse(sled('A'), [vm(60, 10), vm(8, 10)]).cpus).toEqual({ used: 68, usable: 64, free: 0 })
  })

  it('an empty sled holds nothing', () => {
    expect(sledUse(sled('A'), []).cpus).toEqual({ used: 0, usable: 64, free: 64 })
  })
})

describe('the fleet’s total and free', () => {
  it('totals the sleds in service; free counts only the sleds taking new instances', () => {
    const fleet = fleetUse([
      sledUse(sled('A'), [vm(12, 96)]),
      sledUse(sled('B', { policy: noProvision }), [vm(4, 8)]),
      sledUse(sled('C', { policy: { kind: 'expunged' } }), []),
      sledUse(sled('D', { policy: { kind: 'expunged' }, state: 'decommissioned' }), []),
    ])
    expect(fleet.sleds).toBe(2)
    expect(fleet.open).toBe(1)
    expect(fleet.cpus).toEqual({ used: 16, usable: 128, free: 52 })
    expect(fleet.memory).toEqual({ used: 104 * GiB, usable: 2000 * GiB, free: 904 * GiB })
  })

  it('no sleds: nothing', () => {
    expect(fleetUse([])).toEqual({ sleds: 0, open: 0, cpus: { used: 0, usable: 0, free: 0 }, memory: { used: 0, usable: 0, free: 0 } })
  })
})

describe('how many of one size a sled could take, and what runs out first', () => {
  const A = (held: ReturnType<typeof vm>[]) => sledUse(sled('A'), held)
  it.each([
    ['vCPUs run out first', A([vm(48, 100)]), size(8, 32), 2, 'cpus'],
    ['memory runs out first', A([vm(4, 900)]), size(8, 32), 3, 'memory'],
    ['both together', A([]), size(32, 500), 2, 'both'],
    ['an exact fit fits', A([vm(56, 968)]), size(8, 32), 1, 'both'],
    ['one vCPU short', A([vm(57, 0)]), size(8, 32), 0, 'cpus'],
    ['one byte of memory short', A([{ ncpus: 0, memory: 968 * GiB + 1 }]), size(8, 32), 0, 'memory'],
    ['a closed sled takes none', sledUse(sled('A', { policy: noProvision }), []), size(1, 1), 0, 'closed'],
  ])('%s', (_, use, q, count, limit) => {
    expect(sledFit(use, q)).toMatchObject({ count, limit })
  })
})

describe('will it fit?', () => {
  it('names the sleds that could take it now and how many the fleet could take', () => {
    const answer = willItFit(
      [
        sledUse(sled('A'), [vm(48, 100)]), // 16 vCPUs free: 2
        sledUse(sled('B'), [vm(60, 10)]), // 4 free: none
        sledUse(sled('C'), []), // 8 by vCPUs, 31 by memory: 8
        sledUse(sled('D', { policy: noProvision }), []), // closed
      ],
      size(8, 32),
    )
    expect(answer.noRoom).toBeUndefined()
    expect(answer.fitting.map((f) => [f.use.sled.baseboard.serial, f.count])).toEqual([
      ['A', 2],
      ['C', 8],
    ])
    expect(answer.total).toBe(10)
    expect(answer.sleds.map((f) => f.limit)).toEqual(['cpus', 'cpus', 'cpus', 'closed'])
    expect(roomiest(answer)?.use.sled.baseboard.serial).toBe('C')
  })

  it('free room spread over two sleds is no place for one instance', () => {
    const answer = willItFit([sledUse(sled('A'), [vm(60, 0)]), sledUse(sled('B'), [vm(60, 0)])], size(8, 1))
    expect(answer.total).toBe(0)
    expect(answer.noRoom).toEqual({ kind: 'full', limit: 'cpus', mostFree: { cpus: 4, memory: 1000 * GiB } })
  })

  it.each([
    ['no sled at all', [], size(1, 1), { kind: 'no-open-sled' }],
    ['every sled closed', [sledUse(sled('A', { policy: noProvision }), []), sledUse(sled('B', { policy: { kind: 'expunged' } }), [])], size(1, 1), { kind: 'no-open-sled' }],
    [
      'more vCPUs than any sled has threads',
      [sledUse(sled('A'), []), sledUse(sled('B', { usableHardwareThreads: 128 }), [])],
      size(129, 1),
      { kind: 'too-large', limit: 'cpus', largest: { cpus: 128, memory: 1000 * GiB } },
    ],
    [
      'more memory than any sled has, even empty',
      [sledUse(sled('A'), [vm(60, 900)])],
      size(1, 1020),
      { kind: 'too-large', limit: 'memory', largest: { cpus: 64, memory: 1000 * GiB } },
    ],
    ['larger in both', [sledUse(sled('A'), [])], size(65, 1001), { kind: 'too-large', limit: 'both', largest: { cpus: 64, memory: 1000 * GiB } }],
    [
      'memory binds: the most free on one sled is too little',
      [sledUse(sled('A'), [vm(1, 980)]), sledUse(sled('B'), [vm(1, 990)])],
      size(8, 32),
      { kind: 'full', limit: 'memory', mostFree: { cpus: 63, memory: 20 * GiB } },
    ],
    [
      'both bind',
      [sledUse(sled('A'), [vm(60, 980)])],
      size(8, 32),
      { kind: 'full', limit: 'both', mostFree: { cpus: 4, memory: 20 * GiB } },
    ],
    [
      'each free somewhere, never both on one sled',
      [sledUse(sled('A'), [vm(60, 0)]), sledUse(sled('B'), [vm(0, 990)])],
      size(8, 32),
      { kind: 'full', limit: 'together', mostFree: { cpus: 64, memory: 1000 * GiB } },
    ],
    [
      'a closed sled’s free room does not count',
      [sledUse(sled('A'), [vm(60, 0)]), sledUse(sled('B', { policy: noProvision }), [])],
      size(8, 1),
      { kind: 'full', limit: 'cpus', mostFree: { cpus: 4, memory: 1000 * GiB } },
    ],
  ])('no room: %s', (_, uses, q, noRoom) => {
    const answer = willItFit(uses, q)
    expect(answer.fitting).toEqual([])
    expect(answer.total).toBe(0)
    expect(answer.noRoom).toEqual(noRoom)
    expect(roomiest(answer)).toBeUndefined()
  })
})

describe('the question in the URL', () => {
  it.each([
    [{}, {}],
    [{ ncpus: '8', memory: '32' }, { ncpus: '8', memory: '32' }],
    [{ ncpus: 8, memory: 32 }, { ncpus: '8', memory: '32' }],
    [{ ncpus: ' 8 ', memory: '' }, { ncpus: '8' }],
    [{ ncpus: ['8'], memory: null }, {}],
    [{ other: 'x' }, {}],
  ])('%j reads as %j', (raw, search) => {
    expect(capacitySearch(raw)).toEqual(search)
  })
})
