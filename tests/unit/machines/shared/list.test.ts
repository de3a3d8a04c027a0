import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError, PAGE_SIZE } from '~/api'
import { connectList } from '~/machines/shared/list.connect'
import { createListMachine, type ListInput, type Page, type PageParams } from '~/machines/shared/list.machine'
import { deferred, type Deferred } from './deferred'

type Row = { id: number; state: string }

const listMachine = createListMachine<Row>()

/**
 * A server of `count` rows whose page tokens are offsets; `hold` keeps the next
 * calls pending, `fail` fails the next one, `failCall(n)` fails the n-th (from 0).
 */
function fakeServer(count: number) {
  const rows: Row[] = Array.from({ length: count }, (_, i) => ({ id: i + 1, state: 'running' }))
  const calls: PageParams[] = []
  const signals: (AbortSignal | undefined)[] = []
  const answers: Promise<unknown>[] = []
  const held: Deferred<void>[] = []
  let holdNext = 0
  let failNext: unknown
  const failAt = new Map<number, unknown>()
  const fetchPage = (params: PageParams): Promise<Page<Row>> => {
    calls.push({ pageToken: params.pageToken, limit: params.limit })
    signals.push(params.signal)
    if (failAt.has(calls.length - 1)) failNext = failAt.get(calls.length - 1)
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
    failCall: (n: number, error: unknown) => failAt.set(n, error),
  }
}

function start(server: ReturnType<typeof fakeServer>, input: Partial<ListInput<Row>> = {}) {
  const actor = createActor(listMachine, { input: { fetchPage: server.fetchPage, pageSize: 10, ...input } })
  actor.start()
  const props = () => connectList(actor.getSnapshot(), actor.send)
  const ids = () => props().rows.map((r) => r.id)
  const settled = () => waitFor(actor, (s) => s.matches('ready') || s.matches('error'))
  /** What the page showed at each change: state, page index and row ids. */
  const shown: { state: string; pageIndex: number; ids: number[] }[] = []
  actor.subscribe((s) => {
    const view = { state: String(s.value), pageIndex: s.context.pageIndex, ids: s.context.items.map((r) => r.id) }
    const last = shown.at(-1)
    if (!last || JSON.stringify(last) !== JSON.stringify(view)) shown.push(view)
  })
  return { actor, props, ids, settled, shown }
}

afterEach(() => vi.useRealTimers())

/** Row ids from..to, inclusive. */
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

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

  it('given the loader’s first page, shows it at once (never loading) and checks it in the background', async () => {
    const server = fakeServer(15)
    const loaded = await server.fetchPage({ limit: 10 })
    server.rows[0].state = 'stopped' // changed since the loader fetched
    server.hold()
    const { props, settled } = start(server, { initialPage: loaded })
    expect(props()).toMatchObject({ isLoading: false, isFetching: false, isRefreshing: true, canNext: true })
    expect(props().rows.map((r) => r.state)[0]).toBe('running')
    server.release()
    await settled()
    expect(server.calls).toEqual([
      { pageToken: undefined, limit: 10 },
      { pageToken: undefined, limit: 10 },
    ])
    expect(props().rows[0].state).toBe('stopped')
    expect(props().rangeLabel).toBe('1–10')
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

  it('a refresh while one is in flight asks again, so it sees what changed since', async () => {
    const server = fakeServer(5)
    const { props, settled } = start(server)
    await settled()
    server.hold()
    props().refresh()
    server.rows[0].state = 'stopped' // changed after the first refresh was sent
    props().refresh()
    expect(server.signals[1]?.aborted).toBe(true)
    expect(server.calls).toHaveLength(3)
    await settled()
    expect(props().rows[0].state).toBe('stopped')
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

  it('a NEXT before a new page size lands pages on from the rows on screen, at their size', async () => {
    const server = fakeServer(60)
    const { props, ids, settled } = start(server)
    await settled()
    props().next()
    await settled()
    server.hold()
    props().setPageSize(25)
    // The picker shows the new size at once; the rows and their range are still page 2 of 10.
    expect(props()).toMatchObject({ pageSize: 25, pageIndex: 1, rangeLabel: '11–20', isFetching: true })
    props().next() // the latest request wins: the size change is dropped
    expect(server.calls.at(-1)).toEqual({ pageToken: '20', limit: 10 })
    await settled()
    expect(props()).toMatchObject({ pageIndex: 2, pageSize: 10, rangeLabel: '21–30' })
    expect(ids()).toEqual(range(21, 30))
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

describe('list machine: an empty later page steps back', () => {
  it('a refresh of page 2 that finds it empty shows page 1 instead, never the empty page', async () => {
    const server = fakeServer(20)
    const { props, ids, settled, shown } = start(server)
    await settled()
    props().next()
    await settled()
    expect(ids()).toEqual(range(11, 20))

    server.rows.splice(10) // the last rows of page 2 deleted
    shown.length = 0
    props().refresh()
    await settled()
    expect(props()).toMatchObject({ pageIndex: 0, canPrev: false, canNext: false, rangeLabel: '1–10' })
    expect(props().error).toBeUndefined()
    expect(ids()).toEqual(range(1, 10))
    // The page-2 rows stay on screen (now as another page on its way) until page 1 lands.
    expect(shown).toEqual([
      { state: 'refreshing', pageIndex: 1, ids: range(11, 20) },
      { state: 'fetching', pageIndex: 1, ids: range(11, 20) },
      { state: 'ready', pageIndex: 0, ids: range(1, 10) },
    ])
    expect(server.calls.map((c) => c.pageToken)).toEqual([undefined, '10', '10', undefined])
  })

  it('keeps stepping back past every empty page', async () => {
    const server = fakeServer(30)
    const { props, ids, settled, shown } = start(server)
    await settled()
    props().next()
    await settled()
    props().next()
    await settled()
    expect(props().pageIndex).toBe(2)

    server.rows.splice(5) // only 5 rows left: pages 2 and 3 are empty now
    props().refresh()
    await settled()
    expect(props()).toMatchObject({ pageIndex: 0, rangeLabel: '1–5', canPrev: false, canNext: false })
    expect(ids()).toEqual(range(1, 5))
    expect(shown.filter((v) => v.ids.length === 0 && v.state !== 'loading')).toEqual([])
    expect(server.calls.map((c) => c.pageToken)).toEqual([undefined, '10', '20', '20', '10', undefined])
  })

  it('a page further on that is now empty goes back to the page on screen', async () => {
    const server = fakeServer(20)
    const { props, ids, settled } = start(server)
    await settled()
    expect(props().canNext).toBe(true)
    server.rows.splice(10) // page 2 emptied elsewhere after page 1 offered a next page
    props().next()
    await settled()
    expect(props()).toMatchObject({ pageIndex: 0, canNext: false, canPrev: false, rangeLabel: '1–10' })
    expect(ids()).toEqual(range(1, 10))
    expect(server.calls.map((c) => c.pageToken)).toEqual([undefined, '10', undefined])
  })

  it('a poll of page 2 that finds it empty steps back and stops polling when the rows there are settled', async () => {
    vi.useFakeTimers()
    const server = fakeServer(25)
    server.rows[21].state = 'starting' // row 22, on page 3
    const { props, ids, settled } = start(server, {
      pollWhile: (rows) => rows.some((r) => r.state === 'starting'),
      pollIntervalMs: 1000,
    })
    await settled()
    props().next()
    await settled()
    props().next()
    await settled()
    expect(props().pageIndex).toBe(2)
    expect(server.calls).toHaveLength(3)

    server.rows.splice(20) // page 3's rows deleted elsewhere
    await vi.advanceTimersByTimeAsync(1000)
    await settled()
    expect(props()).toMatchObject({ pageIndex: 1, canNext: false, canPrev: true, rangeLabel: '11–20' })
    expect(ids()).toEqual(range(11, 20))
    expect(server.calls.map((c) => c.pageToken)).toEqual([undefined, '10', '20', '20', '10'])
    // Page 2 has nothing in transition: no more polls.
    await vi.advanceTimersByTimeAsync(10_000)
    expect(server.calls).toHaveLength(5)
  })

  it('an empty first page is shown as empty, with no further fetch', async () => {
    const server = fakeServer(5)
    const { props, settled } = start(server)
    await settled()
    server.rows.splice(0)
    props().refresh()
    await settled()
    expect(props()).toMatchObject({ rows: [], pageIndex: 0, rangeLabel: 'No rows', canPrev: false, canNext: false })
    expect(server.calls).toHaveLength(2)
  })

  it('a failed step back keeps the rows and the error; refresh retries the page before', async () => {
    const server = fakeServer(20)
    const { actor, props, ids, settled } = start(server)
    await settled()
    props().next()
    await settled()
    server.rows.splice(10)
    server.failCall(3, new ApiError({ type: 'error', message: 'Unknown server error', statusCode: 500 }))
    props().refresh()
    await settled()
    expect(actor.getSnapshot().matches('error')).toBe(true)
    expect(props()).toMatchObject({ error: 'Unknown server error', pageIndex: 1 })
    expect(ids()).toEqual(range(11, 20))

    props().refresh()
    await settled()
    expect(server.calls.at(-1)).toEqual({ pageToken: undefined, limit: 10 })
    expect(props()).toMatchObject({ error: undefined, pageIndex: 0, rangeLabel: '1–10' })
  })

  it('a newer request wins over a step back in flight', async () => {
    const server = fakeServer(30)
    const { props, ids, settled } = start(server)
    await settled()
    props().next()
    await settled()
    props().next()
    await settled()
    server.rows.splice(20) // page 3 empty
    server.hold(2) // the refresh of page 3, then the step back to page 2
    props().refresh()
    server.release()
    await server.answers[3]
    expect(props()).toMatchObject({ isFetching: true, pageIndex: 2 })
    // The user changes the page size while the step back to page 2 is held.
    props().setPageSize(5)
    expect(server.signals[4]?.aborted).toBe(true)
    server.release()
    await settled()
    expect(props()).toMatchObject({ pageIndex: 0, pageSize: 5, rangeLabel: '1–5' })
    expect(ids()).toEqual(range(1, 5))
  })
})
