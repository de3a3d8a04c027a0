import { describe, expect, it, vi } from 'vitest'
import type { Measurement, SiloUtilization, Sled } from '~/api'
import {
  capacityEstimate,
  loadSystemCharts,
  percentOf,
  scopeLimit,
  summarize,
  totals,
  withLimitLine,
  type FetchSystemMeasurements,
} from '~/machines/system/utilization'
const GiB = 1024 ** 3
const TiB = 1024 * GiB

const sled = (over: Partial<Sled> = {}): Sled =>
  ({
    id: 's',
    rackId: 'r',
    baseboard: { part: 'p', revision: 1, serial: 's' },
    policy: { kind: 'in_service', provisionPolicy: 'provisionable' },
    state: 'active',
    usableHardwareThreads: 128,
    usablePhysicalRam: 1012 * GiB,
    timeCreated: new Date(0),
    timeModified: new Date(0),
    ...over,
  }) as Sled

const silo = (name: string, cpus: number, quota: number): SiloUtilization => ({
  siloId: name,
  siloName: name,
  provisioned: { cpus, memory: cpus * GiB, storage: cpus * TiB },
  allocated: { cpus: quota, memory: quota * GiB, storage: quota * TiB },
})

describe('capacity estimate (spec §9)', () => {
  it('is 32 TB of disk per sled, × 0.909 to TiB, × 0.7; CPUs and memory are 0.7 of the sleds’', () => {
    const c = capacityEstimate([sled(), sled(), sled(), sled()])
    expect(c.sleds).toBe(4)
    expect(c.storage / TiB).toBeCloseTo(4 * 32 * 0.909 * 0.7, 10) // 81.4464 TiB
    expect(c.cpus).toBeCloseTo(0.7 * 4 * 128, 10) // 358.4
    expect(c.memory / GiB).toBeCloseTo(0.7 * 4 * 1012, 10) // 2833.6 GiB
  })

  it('counts only sleds in service', () => {
    const c = capacityEstimate([sled(), sled({ policy: { kind: 'expunged' } }), sled({ state: 'decommissioned' })])
    expect(c.sleds).toBe(1)
    expect(c.cpus).toBeCloseTo(89.6, 10)
  })

  it('a non-provisionable sled still counts: it is in service', () => {
    expect(capacityEstimate([sled({ policy: { kind: 'in_service', provisionPolicy: 'non_provisionable' } })]).sleds).toBe(1)
  })
})

describe('totals and the silo filter', () => {
  const silos = [silo('a', 10, 100), silo('b', 30, 50)]

  it('sums provisioned and allocated', () => {
    expect(totals(silos)).toEqual({
      provisioned: { cpus: 40, memory: 40 * GiB, storage: 40 * TiB },
      allocated: { cpus: 150, memory: 150 * GiB, storage: 150 * TiB },
    })
  })

  it('the fleet is every silo; one silo is its own row and quota', () => {
    const fleet = summarize(silos, null)
    expect(fleet.rows).toHaveLength(2)
    const one = summarize(silos, 'b')
    expect(one.rows.map((r) => r.siloName)).toEqual(['b'])
    expect(one.provisioned.cpus).toBe(30)
    expect(one.allocated.cpus).toBe(50)
  })

  it('the fleet’s charts are bounded by the capacity once it is read (none before), a silo’s by its quota', () => {
    const capacity = capacityEstimate([sled()])
    expect(scopeLimit(summarize(silos, null), undefined)).toBeUndefined()
    expect(scopeLimit(summarize(silos, null), capacity)).toEqual({ label: 'Capacity (estimate)', counts: capacity })
    expect(scopeLimit(summarize(silos, 'b'), undefined)).toEqual({ label: 'Quota', counts: silos[1].allocated })
  })

  it('percentages need something to be a share of', () => {
    expect(percentOf(30, 50)).toBe(60)
    expect(percentOf(3, 0)).toBeUndefined()
  })
})

describe('utilization charts', () => {
  const window = { start: new Date(Date.UTC(2025, 0, 1)), end: new Date(Date.UTC(2025, 0, 8)) }
  const sample = (datum: number) => ({ timestamp: new Date(Date.UTC(2025, 0, 2)), datum: { type: 'i64', datum } })

  it('reads each metric for the fleet or the silo given, every page, with the limit as a flat series', async () => {
    const fetch = vi.fn<FetchSystemMeasurements>(async (_metric, _window, _silo, token) =>
      token ? { items: [sample(7)] as never, nextPage: null } : { items: [sample(5)] as never, nextPage: 'next' },
    )
    const limit = { label: 'Quota', counts: { cpus: 64, memory: 256 * GiB, storage: 4 * TiB } }
    const charts = await loadSystemCharts(window, 'myriad', limit, undefined, fetch)
    expect(fetch.mock.calls.map(([metric, , silo, token]) => [metric, silo, token])).toEqual(
      expect.arrayContaining([
        ['cpus_provisioned', 'myriad', undefined],
        ['cpus_provisioned', 'myriad', 'next'],
        ['ram_provisioned', 'myriad', undefined],
        ['virtual_disk_space_provisioned', 'myriad', undefined],
      ]),
    )
    expect(charts.map((c) => [c.title, c.unit])).toEqual([
      ['CPUs provisioned', 'count'],
      ['Memory provisioned', 'bytes'],
      ['Storage provisioned', 'bytes'],
    ])
    const t = Date.UTC(2025, 0, 2)
    expect(charts[0].series).toEqual([
      { name: 'Provisioned', points: [[t, 5], [t, 7]] },
      // A limit to compare with: drawn, but no figures of its own above the chart.
      { name: 'Quota', points: [[window.start.getTime(), 64], [window.end.getTime(), 64]], reference: true },
    ])
    expect(charts[1].series[1].points[0][1]).toBe(256 * GiB)
  })

  it('a limit known after the charts were read is drawn on them as the same flat series', async () => {
    const measured: Measurement = { timestamp: new Date(Date.UTC(2025, 0, 2)), datum: { type: 'i64', datum: 5 } }
    const fetch = vi.fn<FetchSystemMeasurements>(async () => ({ items: [measured], nextPage: null }))
    const limit = { label: 'Capacity (estimate)', counts: { cpus: 64, memory: 256 * GiB, storage: 4 * TiB } }
    const charts = await loadSystemCharts(window, null, undefined, undefined, fetch)
    expect(withLimitLine(charts, window, undefined)).toBe(charts)
    expect(withLimitLine(charts, window, limit)).toEqual(await loadSystemCharts(window, null, limit, undefined, fetch))
  })

  it('the fleet is asked for without a silo', async () => {
    const fetch = vi.fn<FetchSystemMeasurements>(async () => ({ items: [], nextPage: null }))
    const charts = await loadSystemCharts(window, null, undefined, undefined, fetch)
    expect(fetch.mock.calls.every(([, , silo]) => silo === null)).toBe(true)
    expect(charts[2].series).toEqual([{ name: 'Provisioned', points: [] }])
  })
})
