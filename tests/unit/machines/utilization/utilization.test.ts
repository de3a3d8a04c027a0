import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { api, GiB, TiB, type Measurement, type Utilization } from '~/api'
import { connectSiloMetrics, loadSiloCharts, projectChoices, siloMetricsInput, siloMetricsMachine, type FetchMeasurements } from '~/machines/utilization/utilization'
import { utilizationSearch } from '~/machines/utilization/utilization.rules'
import { measurementPoint } from '~/machines/shared/provisioned-metrics.rules'
import { sizeAmount, utilizationCard, utilizationCards } from '~/machines/utilization/utilization'
import { connectUtilization } from '~/machines/utilization/utilization.connect'
import { utilizationMachine } from '~/machines/utilization/utilization.machine'
import { formatAmount, formatPercent } from '~/views/utilization/format'

afterEach(() => vi.restoreAllMocks())

const MiB = 1024 ** 2
const usage = (provisioned: Partial<Utilization['provisioned']>, capacity: Partial<Utilization['capacity']> = {}): Utilization => ({
  provisioned: { cpus: 0, memory: 0, storage: 0, ...provisioned },
  capacity: { cpus: 200, memory: TiB, storage: 20 * TiB, ...capacity },
})

describe('sizes', () => {
  it('are GiB below a TiB and TiB from there, in multiples of 1024', () => {
    expect(sizeAmount(0)).toEqual({ value: 0, unit: 'GiB' })
    expect(sizeAmount(56 * GiB)).toEqual({ value: 56, unit: 'GiB' })
    expect(sizeAmount(1023 * GiB)).toEqual({ value: 1023, unit: 'GiB' })
    expect(sizeAmount(TiB)).toEqual({ value: 1, unit: 'TiB' })
    expect(sizeAmount(1536 * GiB)).toEqual({ value: 1.5, unit: 'TiB' })
    expect(sizeAmount(512 * MiB)).toEqual({ value: 0.5, unit: 'GiB' })
  })

  it('show up to two decimals, compact from a million (spec §9)', () => {
    expect(formatAmount(sizeAmount(56 * GiB))).toBe('56 GiB')
    expect(formatAmount(sizeAmount(1536 * GiB))).toBe('1.5 TiB')
    expect(formatAmount(sizeAmount(TiB + 10 * GiB))).toBe('1.01 TiB')
    expect(formatAmount(sizeAmount(20 * GiB + 333 * MiB))).toBe('20.33 GiB')
    expect(formatAmount({ value: 12 })).toBe('12')
    expect(formatAmount({ value: 1234 })).toBe('1,234')
    expect(formatAmount({ value: 2_500_000 })).toBe('2.5M')
    expect(formatAmount(sizeAmount(1_500_000 * TiB))).toBe('1.5M TiB')
  })

  it('percentages too; a sliver is not shown as none', () => {
    expect(formatPercent(5.46875)).toBe('5.47%')
    expect(formatPercent(0)).toBe('0%')
    expect(formatPercent(0.001)).toBe('<0.01%')
    expect(formatPercent(100)).toBe('100%')
  })
})

describe('utilization cards', () => {
  it('CPUs, memory and storage: provisioned, quota, available and the share of the quota', () => {
    const cards = utilizationCards(usage({ cpus: 12, memory: 56 * GiB, storage: 1536 * GiB }))
    expect(cards.map((c) => c.label)).toEqual(['CPUs', 'Memory', 'Storage'])
    expect(cards[0]).toMatchObject({
      provisioned: { value: 12 },
      quota: { value: 200 },
      available: { value: 188 },
      percent: 6,
      overQuota: false,
    })
    expect(cards[1]).toMatchObject({
      provisioned: { value: 56, unit: 'GiB' },
      quota: { value: 1, unit: 'TiB' },
      available: { value: 968, unit: 'GiB' },
      percent: 5.46875,
    })
    expect(cards[2]).toMatchObject({ provisioned: { value: 1.5, unit: 'TiB' }, available: { value: 18.5, unit: 'TiB' } })
  })

  it('over the quota: nothing available, and said so', () => {
    const card = utilizationCard('cpus', usage({ cpus: 10 }, { cpus: 8 }))
    expect(card).toMatchObject({ available: { value: 0 }, percent: 125, overQuota: true })
  })

  it('without a quota there is no share to show', () => {
    expect(utilizationCard('memory', usage({}, { memory: 0 }))).toMatchObject({ percent: null, overQuota: false })
    expect(utilizationCard('memory', usage({ memory: GiB }, { memory: 0 }))).toMatchObject({ percent: null, overQuota: true })
  })
})

describe('the utilization machine', () => {
  it('shows the loader’s numbers at once, and the new ones after a refresh', async () => {
    const next = usage({ cpus: 16 })
    const fetch = vi.fn(async () => next)
    const actor = createActor(utilizationMachine, { input: { initial: usage({ cpus: 12 }), fetch } }).start()
    const props = () => connectUtilization(actor.getSnapshot(), actor.send)
    expect(props().cards?.[0].provisioned.value).toBe(12)
    expect(fetch).not.toHaveBeenCalled()
    props().refresh()
    expect(props().isRefreshing).toBe(true)
    expect(props().cards?.[0].provisioned.value).toBe(12)
    await waitFor(actor, (s) => s.matches('ready'))
    expect(props().cards?.[0].provisioned.value).toBe(16)
  })

  it('a failed refresh keeps the numbers and says why', async () => {
    const fetch = vi.fn(async (): Promise<Utilization> => {
      throw new Error('Internal Server Error')
    })
    const actor = createActor(utilizationMachine, { input: { initial: usage({ cpus: 12 }), fetch } }).start()
    actor.send({ type: 'REFRESH' })
    await waitFor(actor, (s) => s.matches('failed'))
    const props = connectUtilization(actor.getSnapshot(), actor.send)
    expect(props.error).toBe('Internal Server Error')
    expect(props.cards?.[0].provisioned.value).toBe(12)
  })

  it('without a first read, it reads', async () => {
    const actor = createActor(utilizationMachine, { input: { fetch: async () => usage({ cpus: 3 }) } }).start()
    expect(connectUtilization(actor.getSnapshot(), actor.send).cards).toBeNull()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(connectUtilization(actor.getSnapshot(), actor.send).cards?.[0].provisioned.value).toBe(3)
  })
})

describe('silo metrics', () => {
  const at = (iso: string, datum: number): Measurement => ({ timestamp: new Date(iso), datum: { type: 'i64', datum } })
  const window = { start: new Date('2025-06-01T00:00:00Z'), end: new Date('2025-06-02T00:00:00Z') }

  it('a measurement is a point; a value that is not a number is a gap', () => {
    expect(measurementPoint(at('2025-06-01T01:00:00Z', 8))).toEqual([Date.parse('2025-06-01T01:00:00Z'), 8])
    const histogram = { timestamp: new Date(0), datum: { type: 'histogram_i64', datum: { bins: [] } } } as unknown as Measurement
    expect(measurementPoint(histogram)).toEqual([0, null])
  })

  it('each chart reads its metric over the window, every page of it', async () => {
    const calls: [string, string | undefined][] = []
    const fetch: FetchMeasurements = async (metric, w, token) => {
      expect(w).toBe(window)
      calls.push([metric, token])
      if (metric === 'cpus_provisioned' && !token) return { items: [at('2025-06-01T01:00:00Z', 4)], nextPage: 'p2' }
      if (metric === 'cpus_provisioned') return { items: [at('2025-06-01T02:00:00Z', 6)], nextPage: null }
      return { items: [at('2025-06-01T01:00:00Z', 2 * GiB)] }
    }
    const charts = await loadSiloCharts(window, undefined, fetch)
    expect(charts.map((c) => [c.id, c.unit])).toEqual([
      ['cpus', 'count'],
      ['memory', 'bytes'],
      ['storage', 'bytes'],
    ])
    expect(charts[0].series[0].points.map((p) => p[1])).toEqual([4, 6])
    expect(calls).toContainEqual(['cpus_provisioned', 'p2'])
    expect(calls.map((c) => c[0])).toEqual(expect.arrayContaining(['ram_provisioned', 'virtual_disk_space_provisioned']))
  })

  it('narrowed to one project, every chart reads that project’s measurements; without, the silo’s', async () => {
    const asked: (string | undefined)[] = []
    const fetch: FetchMeasurements = async (_metric, _w, _token, _signal, project) => {
      asked.push(project)
      return { items: [] }
    }
    await loadSiloCharts(window, undefined, fetch, 'mock-project')
    expect(asked).toEqual(['mock-project', 'mock-project', 'mock-project'])
    asked.length = 0
    await loadSiloCharts(window, undefined, fetch)
    expect(asked).toEqual([undefined, undefined, undefined])
  })

  it('the metrics flow loads them, over the last 24 hours by default, with no auto-refresh', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ items: [at('2025-06-01T01:00:00Z', 4)] } as never)
    const actor = createActor(siloMetricsMachine, { input: siloMetricsInput() }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    const props = connectSiloMetrics(actor.getSnapshot(), actor.send)
    expect(props.range).toEqual({ kind: 'preset', preset: '24h' })
    expect(props.presets.map((p) => p.value)).toEqual(['6h', '24h', '7d'])
    expect(props.canAutoRefresh).toBe(false)
    expect(props.chartTitles).toEqual(['CPUs provisioned', 'Memory provisioned', 'Storage provisioned'])
    expect(props.charts.map((c) => c.title)).toEqual(props.chartTitles)
    expect(get).toHaveBeenCalledWith(
      '/v1/metrics/{metric_name}',
      expect.objectContaining({ path: { metric_name: 'cpus_provisioned' }, query: expect.objectContaining({ order: 'ascending' }) }),
    )
    actor.stop()
  })
})

describe('the charts’ project filter', () => {
  it.each([
    [{}, {}],
    [{ project: 'mock-project' }, { project: 'mock-project' }],
    [{ project: '  mock-project ' }, { project: 'mock-project' }],
    [{ project: '' }, {}],
    [{ project: ['a', 'b'] }, {}],
  ])('the URL’s %j reads as %j', (raw, search) => {
    expect(utilizationSearch(raw)).toEqual(search)
  })

  it('offers the projects read, and the one the URL names when it is not among them', () => {
    expect(projectChoices(['a', 'b'], null)).toEqual(['a', 'b'])
    expect(projectChoices(['a', 'b'], 'b')).toEqual(['a', 'b'])
    expect(projectChoices(['a', 'b'], 'z')).toEqual(['a', 'b', 'z'])
  })
})
