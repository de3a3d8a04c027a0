// Metrics in the mock: OxQL queries scoped to a project or the fleet, silo
// metrics and the timeseries schemas, each checked against the OpenAPI document.
import { describe, expect, test } from 'vitest'
import { childId } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'
import { responseErrors } from './openapi'

withFreshServer()

const db1 = childId('instance', 'mock-project', 'db1')
const analytics = childId('instance', 'mock-project', 'analytics')
const at = (d: Date) => `@${d.toISOString().replace('Z', '')}`

const HOUR = 3600_000

function window(hours: number) {
  const end = new Date(Math.floor(Date.now() / 60_000) * 60_000)
  return { start: new Date(end.getTime() - hours * HOUR), end }
}

function oxql(name: string, { hours = 1, filter = '', align = '60s', groupBy = '' } = {}) {
  const { start, end } = window(hours)
  const parts = [`get ${name}`, `filter timestamp >= ${at(start)} && timestamp < ${at(end)}${filter ? ` && ${filter}` : ''}`]
  if (align) parts.push(`align mean_within(${align})`)
  if (groupBy) parts.push(groupBy)
  return parts.join(' | ')
}

const query = (q: string, project = 'mock-project') => call('POST', `/v1/timeseries/query?project=${project}`, { query: q })

async function expectConforming(q: string) {
  const res = await query(q)
  expect(res.status).toBe(200)
  expect(responseErrors('/v1/timeseries/query', 'post', 200, res.body)).toEqual([])
  return res.body as { tables: { name: string; timeseries: Record<string, { fields: any; points: any }> }[] }
}

describe('POST /v1/timeseries/query', () => {
  test('CPU usage of one instance, grouped by vCPU state: one aligned series per state', async () => {
    const body = await expectConforming(
      oxql('virtual_machine:vcpu_usage', { filter: `instance_id == "${db1}"`, groupBy: 'group_by [state], sum' }),
    )
    expect(body.tables).toHaveLength(1)
    expect(body.tables[0].name).toBe('virtual_machine:vcpu_usage')
    const series = Object.values(body.tables[0].timeseries)
    expect(series.map((s) => s.fields.state.value).sort()).toEqual(['emulation', 'idle', 'run', 'waiting'])
    for (const s of series) {
      expect(Object.keys(s.fields)).toEqual(['state'])
      expect(s.points.timestamps).toHaveLength(60)
      expect(s.points.values[0].metric_type).toBe('gauge')
      expect(s.points.values[0].values.type).toBe('double')
    }
    // db1 has 2 vCPUs: each minute the states add up to 2 × 60 s of vCPU time.
    const total = series.reduce((sum, s) => sum + s.points.values[0].values.values[0], 0)
    expect(total).toBeCloseTo(2 * 60 * 1e9, -6)
  })

  test('timestamps follow the filter and the alignment window', async () => {
    const { start, end } = window(6)
    const body = await expectConforming(
      `get virtual_disk:bytes_read | filter timestamp >= ${at(start)} && timestamp < ${at(end)} && attached_instance_id == "${db1}" | align mean_within(300s) | group_by [attached_instance_id], sum`,
    )
    const [series] = Object.values(body.tables[0].timeseries)
    const stamps: string[] = series.points.timestamps
    expect(stamps).toHaveLength(72)
    expect(Date.parse(stamps[0])).toBe(start.getTime() + 300_000)
    expect(Date.parse(stamps.at(-1)!)).toBe(end.getTime())
    expect(series.fields).toEqual({ attached_instance_id: { type: 'uuid', value: db1 } })
  })

  test.each([
    'virtual_disk:bytes_read',
    'virtual_disk:bytes_written',
    'virtual_disk:reads',
    'virtual_disk:writes',
  ])('%s sums the instance’s attached disks', async (name) => {
    const body = await expectConforming(
      oxql(name, { filter: `attached_instance_id == "${db1}"`, groupBy: 'group_by [attached_instance_id], sum' }),
    )
    const series = Object.values(body.tables[0].timeseries)
    expect(series).toHaveLength(1)
    expect(series[0].points.values[0].values.values.every((v: number) => v > 0)).toBe(true)
  })

  test.each([
    'instance_network_interface:bytes_sent',
    'instance_network_interface:bytes_received',
    'instance_network_interface:packets_sent',
    'instance_network_interface:packets_received',
  ])('%s has a series per network interface before grouping', async (name) => {
    const body = await expectConforming(oxql(name, { filter: `instance_id == "${db1}"` }))
    const series = Object.values(body.tables[0].timeseries)
    expect(series.length).toBeGreaterThan(0)
    for (const s of series) expect(s.fields.instance_id.value).toBe(db1)
  })

  test('without alignment, cumulative counters come back as integer deltas with start times', async () => {
    const body = await expectConforming(oxql('virtual_disk:writes', { align: '', filter: `attached_instance_id == "${db1}"` }))
    for (const s of Object.values(body.tables[0].timeseries)) {
      expect(s.points.values[0].metric_type).toBe('delta')
      expect(s.points.values[0].values.type).toBe('integer')
      expect(s.points.start_times).toHaveLength(s.points.timestamps.length)
    }
  })

  test('defaults to the last hour when the filter gives no time bounds', async () => {
    const body = await expectConforming(
      `get virtual_machine:vcpu_usage | filter instance_id == "${db1}" | align mean_within(1m) | group_by [instance_id], sum`,
    )
    const [series] = Object.values(body.tables[0].timeseries)
    expect(series.points.timestamps).toHaveLength(60)
  })

  test('a stopped instance has no samples after it stopped', async () => {
    const body = await expectConforming(
      oxql('virtual_machine:vcpu_usage', { filter: `instance_id == "${analytics}"`, groupBy: 'group_by [instance_id], sum' }),
    )
    const [series] = Object.values(body.tables[0].timeseries)
    expect(series.points.values[0].values.values.at(-1)).toBeNull()
  })

  test('data from another project is not there', async () => {
    const other = childId('instance', 'other-project', 'other-1')
    const body = await expectConforming(oxql('virtual_machine:vcpu_usage', { filter: `instance_id == "${other}"` }))
    expect(body.tables[0].timeseries).toEqual({})
  })

  test.each([
    [
      'a group_by over unaligned tables',
      oxql('virtual_machine:vcpu_usage', { align: '', groupBy: 'group_by [state], sum' }),
      "Input table to a `group_by` table operation must be aligned, but table 'virtual_machine:vcpu_usage' is not aligned",
    ],
    ['an unknown timeseries', 'get virtual_machine:nope | align mean_within(60s)', 'Timeseries not found for: virtual_machine:nope'],
    [
      'an unknown field',
      'get virtual_machine:vcpu_usage | filter colour == "red"',
      'The filter expression "colour == "red"" is not valid, the following errors were encountered\n' +
        '  > The filter expression refers to identifiers that are not valid for its input table "virtual_machine:vcpu_usage". ' +
        'Invalid identifiers: ["colour"], valid identifiers: ["datum", "instance_id", "project_id", "silo_id", "start_time", "state", "timestamp", "vcpu_id"]',
    ],
    [
      'a group_by over an unknown field',
      oxql('virtual_machine:vcpu_usage', { groupBy: 'group_by [colour], sum' }),
      `Cannot group by field 'colour', which does not appear in the input tables. Valid fields are: ["instance_id", "project_id", "silo_id", "state", "vcpu_id"]`,
    ],
    ['a query too long', `get virtual_machine:vcpu_usage | filter ${'state == "run" || '.repeat(250)}state == "run"`, 'Queries must be <= 4096 characters'],
  ])('%s is refused with Nexus’s words', async (_, q, message) => {
    const res = await query(q)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error_code: 'InvalidRequest', message })
    expect(responseErrors('/v1/timeseries/query', 'post', 400, res.body)).toEqual([])
  })

  test('a parse error points at the column, with what was expected there', async () => {
    const res = await query('get virtual_machine:vcpu_usage | frobnicate')
    expect(res.status).toBe(400)
    const lines: string[] = res.body.message.split('\n')
    expect(lines[0]).toBe('Error at 1:34: .. al_machine:vcpu_usage | frobnicate ..')
    expect(lines[1].indexOf('^')).toBe(lines[0].indexOf('frobnicate'))
    expect(lines[2]).toMatch(/^Expected: error at 1:34: expected one of "align", "filter"/)
    expect((await query('select * from metrics')).body.message).toMatch(/^Error at 1:1: /)
  })

  test('the project is required and must exist', async () => {
    expect((await call('POST', '/v1/timeseries/query', { query: 'get virtual_machine:vcpu_usage' })).status).toBe(400)
    expect((await query('get virtual_machine:vcpu_usage', 'nope')).status).toBe(404)
  })
})

describe('POST /v1/system/timeseries/query', () => {
  const system = (q: string) => call('POST', '/v1/system/timeseries/query', { query: q })

  test('answers over every project’s series', async () => {
    const other = childId('instance', 'other-project', 'other-1')
    for (const id of [db1, other]) {
      const res = await system(oxql('virtual_machine:vcpu_usage', { filter: `instance_id == "${id}"`, groupBy: 'group_by [instance_id], sum' }))
      expect(res.status).toBe(200)
      expect(responseErrors('/v1/system/timeseries/query', 'post', 200, res.body)).toEqual([])
      expect(Object.values(res.body.tables[0].timeseries)).toHaveLength(1)
    }
  })

  test('a query without any filter would read whole tables: refused', async () => {
    const res = await system('get instance_network_interface:bytes_sent | align mean_within(1m)')
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/^This query requires at least one full table scan\./)
    expect(responseErrors('/v1/system/timeseries/query', 'post', 400, res.body)).toEqual([])
  })
})

describe('GET /v1/metrics/{metric_name}', () => {
  test.each(['cpus_provisioned', 'ram_provisioned', 'virtual_disk_space_provisioned'])('%s: a page of measurements', async (metric) => {
    const { start, end } = window(24)
    const res = await call(
      'GET',
      `/v1/metrics/${metric}?start_time=${start.toISOString()}&end_time=${end.toISOString()}&limit=1000&order=ascending`,
    )
    expect(res.status).toBe(200)
    expect(responseErrors('/v1/metrics/{metric_name}', 'get', 200, res.body)).toEqual([])
    expect(res.body.items.length).toBeGreaterThan(20)
    const stamps = res.body.items.map((m: { timestamp: string }) => Date.parse(m.timestamp))
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b))
  })

  test('pages with a token, and scopes to a project', async () => {
    const first = await call('GET', '/v1/metrics/cpus_provisioned?project=mock-project&limit=5')
    expect(first.body.items).toHaveLength(5)
    expect(first.body.next_page).toBeTruthy()
    const second = await call('GET', `/v1/metrics/cpus_provisioned?project=mock-project&limit=5&page_token=${first.body.next_page}`)
    expect(second.body.items[0].timestamp > first.body.items[4].timestamp).toBe(true)
  })

  test('an unknown metric is a 400', async () => {
    const res = await call('GET', '/v1/metrics/bogus')
    expect(res.status).toBe(400)
    expect(responseErrors('/v1/metrics/{metric_name}', 'get', 400, res.body)).toEqual([])
  })
})

describe('GET /v1/system/timeseries/schemas', () => {
  test('lists the schemas the console queries', async () => {
    const res = await call('GET', '/v1/system/timeseries/schemas')
    expect(res.status).toBe(200)
    expect(responseErrors('/v1/system/timeseries/schemas', 'get', 200, res.body)).toEqual([])
    const names = res.body.items.map((s: { timeseries_name: string }) => s.timeseries_name)
    expect(names).toEqual(expect.arrayContaining(['virtual_machine:vcpu_usage', 'virtual_disk:bytes_read', 'instance_network_interface:bytes_sent']))
    expect(names).toEqual([...names].sort())
  })

  test('pages with a token to the end', async () => {
    const first = await call('GET', '/v1/system/timeseries/schemas?limit=5')
    expect(first.body.items).toHaveLength(5)
    const second = await call('GET', `/v1/system/timeseries/schemas?limit=100&page_token=${first.body.next_page}`)
    expect(second.body.next_page).toBeNull()
    expect(second.body.items[0].timeseries_name).not.toBe(first.body.items[0].timeseries_name)
  })
})
