import { afterEach, describe, expect, test, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '~/api'
import { connectMetrics } from '~/machines/shared/metrics.connect'
import {
  alignSeconds,
  AUTO_REFRESH_MS,
  metricsMachine,
  oxqlQuery,
  RANGE_END_BEFORE_START,
  RANGE_INVALID,
  type LoadInput,
  type MetricChart,
  type MetricsInput,
  type OxqlResult,
} from '~/machines/shared/metrics.machine'
import { deferred, type Deferred } from '../shared/deferred'

const NOW = Date.parse('2025-06-01T12:00:00.000Z')
const HOUR = 3600_000
const INSTANCE = '6a1e5b1c-0000-4000-8000-000000000001'

/** An OxQL result with one series per `names` value of `field` (or a single unnamed one). */
function result(query: string, values: number[], field?: { name: string; values: string[] }): OxqlResult {
  const start = Date.parse(query.match(/timestamp >= @(\S+)/)![1] + 'Z')
  const step = Number(query.match(/mean_within\((\d+)s\)/)![1]) * 1000
  const points = {
    timestamps: values.map((_, i) => new Date(start + (i + 1) * step).toISOString()),
    values: [{ metricType: 'gauge' as const, values: { type: 'double' as const, values } }],
  }
  const keys = field?.values ?? ['all']
  return {
    tables: [
      {
        name: query.split(' ')[1],
        timeseries: Object.fromEntries(
          keys.map((k, i) => [String(i), { fields: field ? { [field.name]: { type: 'string', value: k } } : {}, points }]),
        ),
      },
    ],
  } as OxqlResult
}

/** Answers every query at once unless held; records the queries it saw. */
function fakeOxql() {
  const queries: string[] = []
  const signals: (AbortSignal | undefined)[] = []
  const held: Deferred<void>[] = []
  let hold = false
  let failWith: unknown
  const runQuery = vi.fn(async (query: string, signal?: AbortSignal) => {
    queries.push(query)
    signals.push(signal)
    if (hold) {
      const gate = deferred()
      held.push(gate)
      await gate.promise
    }
    if (failWith !== undefined) throw failWith
    if (query.includes('vcpu_usage')) {
      return result(query, [30e9, 60e9], { name: 'state', values: ['waiting', 'idle', 'emulation', 'run'] })
    }
    return result(query, [600, null as unknown as number, 1200])
  })
  return {
    queries,
    signals,
    runQuery,
    hold: (on = true) => (hold = on),
    releaseAll: () => held.splice(0).forEach((g) => g.resolve()),
    fail: (e: unknown) => (failWith = e),
  }
}

let now = NOW

function start(fake: ReturnType<typeof fakeOxql>, input: Partial<MetricsInput> = {}) {
  const actor = createActor(metricsMachine, {
    input: { project: 'mock-project', instance: INSTANCE, metric: 'cpu', ncpus: 2, runQuery: fake.runQuery, now: () => now, ...input },
  })
  actor.start()
  const props = () => connectMetrics(actor.getSnapshot(), actor.send)
  const settled = () => waitFor(actor, (s) => !s.matches('loading'))
  return { actor, props, settled }
}

afterEach(() => {
  now = NOW
  vi.useRealTimers()
})

describe('queries', () => {
  test('the OxQL for a chart filters by time and instance, aligns and groups', () => {
    const window = { start: new Date(NOW - HOUR), end: new Date(NOW) }
    expect(
      oxqlQuery(
        { timeseries: 'virtual_disk:reads', instanceField: 'attached_instance_id', groupBy: 'attached_instance_id', series: 'Reads' },
        INSTANCE,
        window,
      ),
    ).toBe(
      'get virtual_disk:reads | filter timestamp >= @2025-06-01T11:00:00.000 && timestamp < @2025-06-01T12:00:00.000' +
        ` && attached_instance_id == "${INSTANCE}" | align mean_within(60s) | group_by [attached_instance_id], sum`,
    )
  })

  test('the alignment window gives about 60 points for any range', () => {
    const span = (ms: number) => alignSeconds({ start: new Date(NOW - ms), end: new Date(NOW) })
    expect(span(HOUR)).toBe(60)
    expect(span(6 * HOUR)).toBe(360)
    expect(span(7 * 24 * HOUR)).toBe(10080)
    expect(span(60_000)).toBe(10)
  })

  test.each([
    ['cpu', ['virtual_machine:vcpu_usage']],
    [
      'disk',
      [
        'virtual_disk:bytes_read',
        'virtual_disk:bytes_written',
        'virtual_disk:reads',
        'virtual_disk:writes',
        'virtual_disk:flushes',
        'virtual_disk:failed_reads',
        'virtual_disk:failed_writes',
        'virtual_disk:failed_flushes',
      ],
    ],
    [
      'network',
      [
        'instance_network_interface:bytes_received',
        'instance_network_interface:bytes_sent',
        'instance_network_interface:packets_received',
        'instance_network_interface:packets_sent',
        'instance_network_interface:packets_dropped',
        'instance_network_interface:errors_received',
        'instance_network_interface:errors_sent',
      ],
    ],
  ] as const)('%s loads its queries in parallel', async (metric, names) => {
    const fake = fakeOxql()
    fake.hold()
    const { actor, settled } = start(fake, { metric })
    // Every query is in flight before any answers.
    await vi.waitFor(() => expect(fake.queries).toHaveLength(names.length))
    expect(fake.queries.map((q) => q.split(' ')[1])).toEqual(names)
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    fake.releaseAll()
    await settled()
    expect(actor.getSnapshot().matches('ready')).toBe(true)
  })
})

describe('charts', () => {
  test('CPU: a series per vCPU state but idle, as a share of the instance’s vCPUs', async () => {
    const fake = fakeOxql()
    const { props, settled } = start(fake)
    expect(props()).toMatchObject({ isLoading: true, charts: [] })
    await settled()
    const [chart] = props().charts
    expect(chart).toMatchObject({ id: 'cpu-utilization', title: 'CPU utilization', unit: 'percent' })
    expect(chart.series.map((s) => s.name)).toEqual(['Running', 'Emulation', 'Waiting'])
    // 30 s of vCPU time in a 60 s window on 2 vCPUs is 25%.
    expect(chart.series[0].points).toEqual([
      [NOW - HOUR + 60_000, 25],
      [NOW - HOUR + 120_000, 50],
    ])
  })

  test('disk and network: rates per second, gaps kept as null', async () => {
    const fake = fakeOxql()
    const { props, settled } = start(fake, { metric: 'network' })
    await settled()
    expect(props().charts.map((c) => [c.title, c.unit, c.series.map((s) => s.name)])).toEqual([
      ['Network throughput', 'bytesPerSecond', ['Received', 'Sent']],
      ['Packets', 'perSecond', ['Received', 'Sent']],
      ['Drops and errors', 'perSecond', ['Dropped', 'Receive errors', 'Send errors']],
    ])
    expect(props().charts[0].series[0].points.map((p) => p[1])).toEqual([10, null, 20])
  })

  test('each chart carries the OxQL it ran, and its figures: current, min, average, max of each series', async () => {
    const fake = fakeOxql()
    const { props, settled } = start(fake, { metric: 'network' })
    await settled()
    const [throughput] = props().charts
    expect(throughput.queries).toEqual(fake.queries.slice(0, 2))
    expect(throughput.stats[0]).toEqual({ name: 'Received', stats: { current: 20, min: 10, average: 15, max: 20, count: 2 } })
  })

  test('a reference series (a quota, a capacity) is drawn but has no figures', async () => {
    const points: [number, number][] = [[NOW - HOUR, 1], [NOW, 3]]
    const limit: [number, number][] = [[NOW - HOUR, 64], [NOW, 64]]
    const actor = createActor(
      metricsMachine.provide({
        actors: {
          load: fromPromise<MetricChart[], LoadInput>(async () => [
            { id: 'cpus', title: 'CPUs', unit: 'count' as const, series: [{ name: 'Provisioned', points }, { name: 'Quota', points: limit, reference: true }] },
          ]),
        },
      }),
      { input: { project: '', instance: '', metric: 'cpu', autoRefresh: false } },
    ).start()
    await waitFor(actor, (s) => s.matches('ready'))
    const [chart] = connectMetrics(actor.getSnapshot(), actor.send).charts
    expect(chart.series).toHaveLength(2)
    expect(chart.stats).toEqual([{ name: 'Provisioned', stats: { current: 3, min: 1, average: 2, max: 3, count: 2 } }])
  })

  test('one disk or interface: its id filters every query; all again drops the filter', async () => {
    const fake = fakeOxql()
    const choice = { field: 'disk_id', label: 'Disk', options: [{ value: 'disk-a', label: 'boot' }, { value: 'disk-b', label: 'data' }] }
    const { props, settled } = start(fake, { metric: 'disk', choice })
    await settled()
    expect(props()).toMatchObject({ choice, selected: '' })
    expect(fake.queries.every((q) => !q.includes('disk_id'))).toBe(true)
    const before = fake.queries.length
    props().choose('disk-b')
    expect(props()).toMatchObject({ selected: 'disk-b', isLoading: true, charts: [] })
    await settled()
    const chosen = fake.queries.slice(before)
    expect(chosen).toHaveLength(8)
    expect(chosen.every((q) => q.includes(`attached_instance_id == "${INSTANCE}" && disk_id == "disk-b" |`))).toBe(true)
    props().choose('')
    await settled()
    expect(fake.queries.slice(before + 8).every((q) => !q.includes('disk_id'))).toBe(true)
  })
})

describe('ranges', () => {
  test('a preset moves the window and reloads; the old charts are not shown for the new range', async () => {
    const fake = fakeOxql()
    const { props, settled } = start(fake)
    await settled()
    fake.hold()
    props().setPreset('24h')
    expect(props()).toMatchObject({ range: { kind: 'preset', preset: '24h' }, isLoading: true, charts: [] })
    expect(props().window).toEqual({ start: new Date(NOW - 24 * HOUR), end: new Date(NOW) })
    await vi.waitFor(() => expect(fake.queries).toHaveLength(2))
    expect(fake.queries[1]).toContain('timestamp >= @2025-05-31T12:00:00.000')
    expect(fake.queries[1]).toContain('mean_within(1440s)')
    fake.releaseAll()
    await settled()
    expect(props().charts).toHaveLength(1)
  })

  test('a custom range is queried as given', async () => {
    const fake = fakeOxql()
    const { props, settled } = start(fake)
    await settled()
    const start_ = new Date('2025-05-30T08:00:00.000Z')
    const end = new Date('2025-05-30T10:00:00.000Z')
    props().setCustom(start_, end)
    await settled()
    expect(props()).toMatchObject({ range: { kind: 'custom', start: start_, end }, window: { start: start_, end }, rangeError: undefined })
    expect(fake.queries.at(-1)).toContain('timestamp >= @2025-05-30T08:00:00.000 && timestamp < @2025-05-30T10:00:00.000')
  })

  test.each([
    ['an end before the start', new Date(NOW), new Date(NOW - HOUR), RANGE_END_BEFORE_START],
    ['an end equal to the start', new Date(NOW), new Date(NOW), RANGE_END_BEFORE_START],
    ['an invalid date', new Date('nope'), new Date(NOW), RANGE_INVALID],
  ])('%s is refused with a message, and nothing reloads', async (_, s, e, message) => {
    const fake = fakeOxql()
    const { props, settled } = start(fake)
    await settled()
    props().setCustom(s, e)
    expect(props()).toMatchObject({ rangeError: message, range: { kind: 'preset', preset: '1h' } })
    expect(fake.queries).toHaveLength(1)
    // A valid range clears the message.
    props().setCustom(new Date(NOW - HOUR), new Date(NOW))
    expect(props().rangeError).toBeUndefined()
  })
})

describe('refreshing', () => {
  test('REFRESH reloads the same range with the charts still shown', async () => {
    const fake = fakeOxql()
    const { props, settled } = start(fake)
    await settled()
    now = NOW + 30_000
    fake.hold()
    props().refresh()
    expect(props()).toMatchObject({ isRefreshing: true, isLoading: false })
    expect(props().charts).toHaveLength(1)
    expect(props().window.end).toEqual(new Date(NOW + 30_000))
    fake.releaseAll()
    await settled()
    expect(props().isRefreshing).toBe(false)
  })

  test('says when the charts were read: each completed read, not a failed one; a new range starts without', async () => {
    const fake = fakeOxql()
    const { props, settled } = start(fake)
    expect(props().readAt).toBeUndefined()
    await settled()
    expect(props().readAt).toEqual(new Date(NOW))
    now = NOW + 30_000
    fake.hold()
    props().refresh()
    // The charts on screen are still those read at NOW.
    expect(props().readAt).toEqual(new Date(NOW))
    fake.hold(false)
    fake.releaseAll()
    await settled()
    expect(props().readAt).toEqual(new Date(NOW + 30_000))

    now = NOW + 60_000
    fake.fail(new Error('boom'))
    props().refresh()
    await settled()
    expect(props().readAt).toEqual(new Date(NOW + 30_000))

    fake.hold()
    props().setPreset('6h')
    expect(props().readAt).toBeUndefined()
  })

  test('the last hour refreshes itself every 10 s; other ranges and auto-refresh off do not', async () => {
    vi.useFakeTimers()
    const fake = fakeOxql()
    const { props, actor } = start(fake)
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true))
    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_MS)
    expect(fake.queries).toHaveLength(2)

    props().setAutoRefresh(false)
    await vi.advanceTimersByTimeAsync(3 * AUTO_REFRESH_MS)
    expect(fake.queries).toHaveLength(2)
    props().setAutoRefresh(true)
    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_MS)
    expect(fake.queries).toHaveLength(3)

    props().setPreset('6h')
    await vi.waitFor(() => expect(fake.queries).toHaveLength(4))
    await vi.advanceTimersByTimeAsync(3 * AUTO_REFRESH_MS)
    expect(fake.queries).toHaveLength(4)
    expect(props().canAutoRefresh).toBe(false)
  })

  test('stopping the machine ends the timer', async () => {
    vi.useFakeTimers()
    const fake = fakeOxql()
    const { actor } = start(fake)
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true))
    actor.stop()
    await vi.advanceTimersByTimeAsync(5 * AUTO_REFRESH_MS)
    expect(fake.queries).toHaveLength(1)
  })

  test('stopping the machine, or a new range, aborts the queries in flight', async () => {
    const fake = fakeOxql()
    fake.hold()
    const { actor, props } = start(fake, { metric: 'disk' })
    await vi.waitFor(() => expect(fake.queries).toHaveLength(8))
    props().setPreset('7d')
    expect(fake.signals.slice(0, 8).every((s) => s?.aborted)).toBe(true)
    await vi.waitFor(() => expect(fake.queries).toHaveLength(16))
    actor.stop()
    expect(fake.signals.slice(8).every((s) => s?.aborted)).toBe(true)
  })
})

describe('errors', () => {
  test('a failed query shows its message; REFRESH tries again', async () => {
    const fake = fakeOxql()
    fake.fail(new ApiError({ type: 'error', message: 'Input tables to a group_by must be aligned', statusCode: 400 }))
    const { props, settled } = start(fake, { metric: 'disk' })
    await settled()
    expect(props()).toMatchObject({ error: 'Input tables to a group_by must be aligned', charts: [], isLoading: false })

    fake.fail(undefined)
    props().refresh()
    expect(props().error).toBeUndefined()
    await settled()
    expect(props().charts).toHaveLength(4)
  })

  test('a failed refresh keeps the charts of the same range', async () => {
    const fake = fakeOxql()
    const { props, settled } = start(fake)
    await settled()
    fake.fail(new Error('Service unavailable'))
    props().refresh()
    await settled()
    expect(props().error).toBe('Service unavailable')
    expect(props().charts).toHaveLength(1)
  })
})
