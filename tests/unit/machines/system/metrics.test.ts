// The OxQL explorer's pure parts (suggestions, the console's own check, a
// result as a chart and a table, the schema list's bounded paging) and its run.
import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError } from '~/api'
import {
  applySuggestion,
  GROUP_BY_UNALIGNED,
  QUERY_REQUIRED,
  resultView,
  searchSchemas,
  suggest,
  validateQuery,
  type OxqlResult,
  type TimeseriesSchema,
} from '~/machines/system/metrics'
import { connectOxql } from '~/machines/system/oxql.connect'
import { oxqlMachine } from '~/machines/system/oxql.machine'

const schema = (name: string, fields: string[], units: TimeseriesSchema['units'] = 'count'): TimeseriesSchema => ({
  timeseriesName: name,
  authzScope: 'project',
  created: '2024-06-01T00:00:00Z',
  datumType: 'cumulative_u64',
  description: { target: 'A thing', metric: `What ${name} counts` },
  fieldSchema: fields.map((f) => ({ name: f, fieldType: 'uuid', source: 'target', description: '' })),
  units,
  version: 1,
})
const SCHEMAS = [
  schema('virtual_machine:vcpu_usage', ['instance_id', 'state', 'vcpu_id'], 'nanoseconds'),
  schema('virtual_disk:bytes_read', ['attached_instance_id', 'disk_id'], 'bytes'),
]

describe('suggest', () => {
  const at = (text: string) => suggest(text, text.length, SCHEMAS)

  it('offers timeseries names after get, matching anywhere in the name', () => {
    expect(at('get virt').options.map((o) => o.value)).toEqual(['virtual_machine:vcpu_usage', 'virtual_disk:bytes_read'])
    expect(at('get bytes').options.map((o) => o.value)).toEqual(['virtual_disk:bytes_read'])
  })

  it('offers table operations after a pipe, and the queried timeseries’ fields elsewhere', () => {
    expect(at('get virtual_machine:vcpu_usage | gr').options.map((o) => o.value)).toEqual(['group_by'])
    const fields = at('get virtual_machine:vcpu_usage | filter st')
    expect(fields.options.map((o) => o.value)).toEqual(['state'])
    expect(fields.options[0]).toMatchObject({ kind: 'field', detail: 'uuid, target' })
  })

  it('offers nothing with no word typed, or for a whole name', () => {
    expect(at('get ').options).toEqual([])
    expect(at('get virtual_machine:vcpu_usage | filter state').options).toEqual([])
  })

  it('a choice replaces the whole word around the caret', () => {
    const text = 'get virtual_machine:vcpu_usage | filter sta == "run"'
    const caret = text.indexOf('sta') + 3
    const s = suggest(text, caret, SCHEMAS)
    expect(s.options[0].value).toBe('state')
    expect(applySuggestion(text, s, 'state')).toEqual({ query: 'get virtual_machine:vcpu_usage | filter state == "run"', caret: caret + 2 })
  })
})

describe('validateQuery', () => {
  it.each([
    ['', QUERY_REQUIRED],
    ['get a:b | group_by [x], sum', GROUP_BY_UNALIGNED],
    ['get a:b | filter s == "|" | group_by [x] | align mean_within(1m)', GROUP_BY_UNALIGNED],
    ['get a:b | align mean_within(1m) | group_by [x], sum', undefined],
    ['get a:b | filter timestamp > @now() - 1h', undefined],
  ])('%j → %s', (query, message) => expect(validateQuery(query)).toBe(message))
})

it('searchSchemas matches names, fields and descriptions', () => {
  expect(searchSchemas(SCHEMAS, 'DISK_ID').map((s) => s.timeseriesName)).toEqual(['virtual_disk:bytes_read'])
  expect(searchSchemas(SCHEMAS, '  ')).toHaveLength(2)
})

const RESULT: OxqlResult = {
  tables: [
    {
      name: 'virtual_disk:bytes_read',
      timeseries: {
        '2': {
          fields: { diskId: { type: 'uuid', value: 'd2' } },
          points: { timestamps: [new Date(2000).toISOString(), new Date(3000).toISOString()], values: [{ metricType: 'gauge', values: { type: 'double', values: [5, null] } }] },
        },
        '1': {
          fields: { diskId: { type: 'uuid', value: 'd1' } },
          points: { timestamps: [new Date(2000).toISOString(), new Date(3000).toISOString()], values: [{ metricType: 'gauge', values: { type: 'double', values: [1, 3] } }] },
        },
      },
    },
  ],
}

it('resultView: one series and one row per timeseries, fields named as the schema names them', () => {
  const view = resultView(RESULT, SCHEMAS)
  expect(view.chart.unit).toBe('bytes')
  expect(view.chart.series.map((s) => s.name)).toEqual(['disk_id=d1', 'disk_id=d2'])
  expect(view.rows[1]).toMatchObject({ fields: [{ name: 'disk_id', value: 'd2' }], points: 2, stats: { current: 5, max: 5 }, lastAt: new Date(2000) })
  expect(view.window).toEqual({ start: new Date(2000), end: new Date(3000) })
})

describe('the run', () => {
  const start = (run: (q: string) => Promise<OxqlResult>) => createActor(oxqlMachine, { input: { run } }).start()

  it('answers: the result is charted', async () => {
    const run = vi.fn(async () => RESULT)
    const actor = start(run)
    actor.send({ type: 'RUN', query: ' get virtual_disk:bytes_read | filter timestamp > @now() - 1h ' })
    await waitFor(actor, (s) => s.matches('answered'))
    expect(run).toHaveBeenCalledWith('get virtual_disk:bytes_read | filter timestamp > @now() - 1h', expect.anything())
    const props = connectOxql(actor.getSnapshot(), actor.send, SCHEMAS)
    expect(props.view?.rows).toHaveLength(2)
    // The same result gives the same view: the chart is not redrawn on every render.
    expect(connectOxql(actor.getSnapshot(), actor.send, SCHEMAS).view).toBe(props.view)
  })

  it('refused by the server: its message, and the previous result goes', async () => {
    let fail = false
    const actor = start(async () => {
      if (fail) throw new ApiError({ type: 'error', message: 'Timeseries not found for: a:b', statusCode: 400 })
      return RESULT
    })
    actor.send({ type: 'RUN', query: 'get virtual_disk:bytes_read | filter timestamp > @now() - 1h' })
    await waitFor(actor, (s) => s.matches('answered'))
    fail = true
    actor.send({ type: 'RUN', query: 'get a:b | filter timestamp > @now() - 1h' })
    await waitFor(actor, (s) => s.matches('refused'))
    expect(connectOxql(actor.getSnapshot(), actor.send, SCHEMAS)).toMatchObject({
      error: 'Timeseries not found for: a:b',
      refusedByServer: true,
      view: null,
    })
  })

  it('a group_by before any alignment is refused without a call', () => {
    const run = vi.fn(async () => RESULT)
    const actor = start(run)
    actor.send({ type: 'RUN', query: 'get a:b | group_by [x], sum' })
    expect(connectOxql(actor.getSnapshot(), actor.send, SCHEMAS)).toMatchObject({ error: GROUP_BY_UNALIGNED, refusedByServer: false })
    expect(run).not.toHaveBeenCalled()
  })
})
