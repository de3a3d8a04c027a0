import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError, PAGE_SIZE } from '~/api'
import { connectList } from '~/machines/list.connect'
import { createListMachine, type ListInput, type Page, type PageParams } from '~/machines/list.machine'
import { deferred, type Deferred } from './deferred'

type Row = { id: number; state: string }

const listMachine = createListMachine<Row>()

/** A server of `count` rows whose page tokens are offsets; `hold` keeps the next calls pending. */
function fakeServer(count: number) {
  const rows: Row[] = Array.from({ length: count }, (_, i) => ({ id: i + 1, state: 'running' }))
  const calls: PageParams[] = []
  const signals: (AbortSignal | undefined)[] = []
  const answers: Promise<unknown>[] = []
  const held: Deferred<void>[] = []
  let holdNext = 0
  let failNext: unknown
  const fetchPage = (params: PageParams): Promise<Page<Row>> => {
    calls.push({ pageToken: params.pageToken, limit: params.limit })
    signals.push(params.signal)
    const answer = respond(params)
    answers.push(answer.catch(() => undefined))
    return answer
  }
  const respond = async (params: PageParams): Promise<Page<Row>> => {
    if (holdNext > 0) {
      holdNext--
      const gate = deferred()
      held.push(gate)
      await gate.promise
    }
    if (failNext !== undefined) {
      const error = failNext
      failNext = undefined
      throw error
    }
    const start = params.pageToken ? Number(params.pageToken) : 0
    const end = start + params.limit
    return { items: rows.slice(start, end).map((r) => ({ ...r })), nextPage: end < rows.length ? String(end) : null }
  }
  return {
    rows,
    calls,
    signals,
    answers,
    fetchPage,
    hold: (n = 1) => (holdNext = n),
    release: () => held.shift()!.resolve(),
    fail: (error: unknown) => (failNext = error),
  }
}

function start(server: ReturnType<typeof fakeServer>, input: Partial<ListInput<Row>> = {}) {
  const actor = createActor(listMachine, { input: { fetchPage: server.fetchPage, pageSize: 10, ...input } })
  actor.start()
  const props = () => connectList(actor.getSnapshot(), actor.send)
  const ids = () => props().rows.map((r) => r.id)
  const settled = () => waitFor(actor, (s) => s.matches('ready') || s.matches('error'))
  return { actor, props, ids, settled }
}

afterEach(() => vi.useRealTimers())

describe('list machine', () => {
  it('loads the first page with the default page size of 50', async () => {
    const server = fakeServer(120)
    const { props, settled } = start(server, { pageSize: undefined })
    expect(props()).toMatchObject({ isLoading: true, isFetching: false, rows: [], canNext: false, canPrev: false })
    await settled()
    expect(server.calls).toEqual([{ pageToken: undefined, limit: PAGE_SIZE }])
    expect(props()).toMatchObject({ isLoading: false, pageIndex: 0, pageSize: 50, canNext: true, canPrev: false })
    expect(props().rangeLabel).toBe('1–50')
  })

  it('pages forward with the server token and back with the stored one', async () => {
    const server = fakeServer(25)
    const { props, ids, settled } = start(server)
    await settled()
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])

    server.hold()
    props().next()
    // The old rows stay while the next page loads.
    expect(props()).toMatchObject({ isFetching: true, isLoading: false, pageIndex: 0 })
    expect(ids()[0]).toBe(1)
    server.release()
    await settled()
    expect(props()).toMatchObject({ pageIndex: 1, canPrev: true, canNext: true, rangeLabel: '11–20' })
    expect(ids()[0]).toBe(11)

    props().next()
    await settled()
    expect(props()).toMatchObject({ pageIndex: 2, canNext: false, rangeLabel: '21–25' })
    props().next() // no next page: ignored
    expect(props().isFetching).toBe(false)

    props().prev()
    await settled()
    expect(props()).toMatchObject({ pageIndex: 1, rangeLabel: '11–20' })
    props().prev()
    await settled()
    expect(props()).toMatchObject({ pageIndex: 0, canPrev: false })
    expect(server.calls.map((c) => c.pageToken)).toEqual([undefined, '10', '20', '10', undefined])
  })

  it('changing the page size goes back to the first page', async () => {
    const server = fakeServer(60)
    const { props, settled } = start(server)
    await settled()
    props().next()
    await settled()
    props().setPageSize(25)
    expect(props().pageSize).toBe(25)
    await settled()
    expect(server.calls.at(-1)).toEqual({ pageToken: undefined, limit: 25 })
    expect(props()).toMatchObject({ pageIndex: 0, pageSize: 25, canPrev: false, rangeLabel: '1–25' })
    props().next()
    await settled()
    expect(server.calls.at(-1)).toEqual({ pageToken: '25', limit: 25 })

    const before = server.calls.length
    props().setPageSize(0)
    props().setPageSize(2.5)
    expect(server.calls).toHaveLength(before)
  })

  it('refresh re-fetches the page on screen and shows what changed', async () => {
    const server = fakeServer(30)
    const { props, ids, settled } = start(server)
    await settled()
    props().next()
    await settled()
    server.rows.splice(10, 1) // row 11 deleted elsewhere
    props().refresh()
    // The same page again: a background refresh, not shown as loading another page.
    expect(props()).toMatchObject({ isRefreshing: true, isFetching: false })
    await settled()
    expect(server.calls.at(-1)).toEqual({ pageToken: '10', limit: 10 })
    expect(ids()[0]).toBe(12)
    expect(props().pageIndex).toBe(1)
  })

  it('keeps the last rows on error, shows the message, and refresh retries the failed page', async () => {
    const server = fakeServer(30)
    const { actor, props, ids, settled } = start(server)
    await settled()
    server.fail(new ApiError({ type: 'error', message: 'Unknown server error', statusCode: 500 }))
    props().next()
    await settled()
    expect(actor.getSnapshot().matches('error')).toBe(true)
    expect(props()).toMatchObject({ error: 'Unknown server error', pageIndex: 0, isLoading: false })
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])

    props().refresh()
    expect(props().isFetching).toBe(true)
    await settled()
    expect(server.calls.at(-1)).toEqual({ pageToken: '10', limit: 10 })
    expect(props()).toMatchObject({ error: undefined, pageIndex: 1 })
    expect(ids()[0]).toBe(11)
  })

  it('a failed first load has no rows; refresh loads again', async () => {
    const server = fakeServer(5)
    server.fail(new Error('Failed to fetch'))
    const { props, settled } = start(server)
    await settled()
    expect(props()).toMatchObject({ rows: [], error: 'Failed to fetch', rangeLabel: 'No rows', canNext: false })
    props().refresh()
    expect(props().isLoading).toBe(true)
    await settled()
    expect(props().rows).toHaveLength(5)
    expect(props().error).toBeUndefined()
  })

  it('the latest request wins over one still in flight', async () => {
    const server = fakeServer(40)
    const { props, settled } = start(server)
    await settled()
    server.hold(2)
    props().next() // page 2, held
    props().setPageSize(20) // first page of 20, held
    expect(server.signals[1]?.aborted).toBe(true)
    expect(server.signals[2]?.aborted).toBe(false)
    server.release() // the stale page-2 answer arrives first, and is dropped
    await server.answers[1]
    expect(props()).toMatchObject({ isFetching: true, pageIndex: 0, pageSize: 20 })
    expect(props().rows[0].id).toBe(1)
    server.release()
    await settled()
    expect(props()).toMatchObject({ pageIndex: 0, pageSize: 20, rangeLabel: '1–20' })
  })

  it('polls the current page while pollWhile holds, and stops when it does not', async () => {
    vi.useFakeTimers()
    const server = fakeServer(3)
    server.rows[1].state = 'starting'
    const { actor, props, settled } = start(server, {
      pollWhile: (rows) => rows.some((r) => r.state === 'starting'),
      pollIntervalMs: 1000,
    })
    await settled()
    expect(server.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(server.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await settled()
    expect(server.calls).toHaveLength(2)

    server.rows[1].state = 'running'
    await vi.advanceTimersByTimeAsync(1000)
    await settled()
    expect(server.calls).toHaveLength(3)
    expect(props().rows[1].state).toBe('running')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(server.calls).toHaveLength(3)

    // A refresh that finds a transitional row starts polling again.
    server.rows[0].state = 'starting'
    props().refresh()
    await settled()
    expect(server.calls).toHaveLength(4)
    await vi.advanceTimersByTimeAsync(1000)
    expect(server.calls).toHaveLength(5)
    await settled()

    actor.stop()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(server.calls).toHaveLength(5)
  })

  it('polls every 3 seconds by default and never without pollWhile', async () => {
    vi.useFakeTimers()
    const polled = fakeServer(1)
    const a = start(polled, { pollWhile: () => true })
    const plain = fakeServer(1)
    const b = start(plain)
    await a.settled()
    await b.settled()
    await vi.advanceTimersByTimeAsync(2999)
    expect(polled.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(polled.calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(plain.calls).toHaveLength(1)
    a.actor.stop()
    b.actor.stop()
  })
})
