// Walks the real paginated list machine against a small server of three pages
// whose every answer may be full, full with a row in transition, empty or a
// failure. Every transition from every reached state is checked against the
// rules a caller relies on (which page is asked for, what stays on screen, when
// an empty later page steps back), every path keeps the invariants, and every
// path replays on a live actor whose fetches are real promises.
import { describe, expect, it } from 'vitest'
import { transition, type EventFromLogic, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '~/api'
import { connectList } from '~/machines/shared/list.connect'
import { createListMachine, type Page, type PageRequest } from '~/machines/shared/list.machine'
import { leafStates, never, replayLive, stateName } from './paths'

type Row = { page: number; size: number; state: 'running' | 'starting' }
type Event = EventFromLogic<ReturnType<typeof createListMachine<Row>>>
type Snap = SnapshotFrom<ReturnType<typeof createListMachine<Row>>>

const listMachine = createListMachine<Row>()
const machine = listMachine.provide({ actors: { fetchPage: never() as never } })

const POLL_MS = 1000
const input = {
  // Never called: the walk feeds the answers, the live replay provides the actor.
  fetchPage: () => Promise.reject(new Error('not called')),
  pageSize: 10,
  pollWhile: (rows: Row[]) => rows.some((r) => r.state === 'starting'),
  pollIntervalMs: POLL_MS,
}
const LAST_PAGE = 2

/** The token the server hands out for page `index` at `size` rows a page. */
const token = (size: number, index: number) => (index === 0 ? undefined : `${size}:${index}`)
/** A page as the server answers it: one row that says which page and size it belongs to. */
const page = (r: PageRequest, state: Row['state']): Page<Row> => ({
  items: [{ page: r.pageIndex, size: r.pageSize, state }],
  nextPage: r.pageIndex < LAST_PAGE ? token(r.pageSize, r.pageIndex + 1) : null,
})
const EMPTY: Page<Row> = { items: [], nextPage: null }
const failure = new ApiError({ type: 'error', message: 'Unknown server error', statusCode: 500 })

const done = (output: Page<Row>) => ({ type: 'xstate.done.actor.fetchPage', output }) as unknown as Event
const FAILED = { type: 'xstate.error.actor.fetchPage', error: failure } as unknown as Event
const POLL_DUE = { type: 'xstate.after.pollInterval.list.ready' } as unknown as Event

const userEvents: Event[] = [
  { type: 'NEXT' },
  { type: 'PREV' },
  { type: 'REFRESH' },
  { type: 'SET_PAGE_SIZE', size: 20 },
  { type: 'SET_PAGE_SIZE', size: 0 },
]
const FETCHING = ['loading', 'refreshing', 'fetching']

/** What the server may answer to the request in flight (only while one is). */
function callEvents(s: Snap): Event[] {
  if (!FETCHING.includes(stateName(s.value))) return []
  const r = s.context.request
  return [done(page(r, 'running')), done(page(r, 'starting')), done(EMPTY), FAILED]
}
const events = (s: Snap): Event[] => [...userEvents, ...(s.matches('ready') ? [POLL_DUE] : []), ...callEvents(s)]

// Everything in the context but the functions, which JSON leaves out.
const serializeState = (s: Snap) => JSON.stringify([s.status, s.value, s.context])
// A broken machine whose states never repeat fails the walk instead of running it forever.
const options = { input, events, serializeState, limit: 10_000 }

/** What a caller sees: the state and the context without its functions. */
const view = (s: Snap) => {
  const { fetchPage: _f, pollWhile: _p, pollIntervalMs: _i, ...rest } = s.context
  return { value: s.value, ...rest }
}
type View = ReturnType<typeof view>

const firstPage = (pageSize: number): PageRequest => ({ pageIndex: 0, pageTokens: [undefined], pageSize })
const currentPage = ({ pageIndex, pageTokens, pageSize }: View): PageRequest => ({ pageIndex, pageTokens, pageSize })

/**
 * The rules, written from what a caller expects rather than from the chart:
 * what `event` does to `before`, or that it is ignored.
 */
function expected(before: Snap, event: Event): View | 'ignored' {
  const v = view(before)
  const state = v.value
  const loaded = v.hasLoaded
  const go = (value: View['value'], changes: Partial<View> = {}): View => ({ ...v, ...changes, value })
  const type = event.type as string
  if (type === 'xstate.done.actor.fetchPage') {
    const answer = (event as unknown as { output: Page<Row> }).output
    const r = v.request
    // An empty later page is never shown: the page before it is asked for, rows stay.
    if (r.pageIndex > 0 && answer.items.length === 0) {
      return go('fetching', {
        request: { pageIndex: r.pageIndex - 1, pageTokens: r.pageTokens.slice(0, r.pageIndex), pageSize: r.pageSize },
      })
    }
    return go('ready', {
      items: answer.items,
      nextPage: answer.nextPage,
      pageIndex: r.pageIndex,
      pageTokens: r.pageTokens,
      pageSize: r.pageSize,
      error: undefined,
      hasLoaded: true,
    })
  }
  if (type === 'xstate.error.actor.fetchPage') return go('error', { error: failure })
  if (event === POLL_DUE) {
    return v.items.some((r) => r.state === 'starting') ? go('refreshing', { request: currentPage(v) }) : 'ignored'
  }
  switch (event.type) {
    case 'NEXT':
      if (state === 'loading' || !v.nextPage) return 'ignored'
      return go('fetching', {
        request: { pageIndex: v.pageIndex + 1, pageTokens: [...v.pageTokens, v.nextPage], pageSize: v.pageSize },
      })
    case 'PREV':
      if (state === 'loading' || v.pageIndex === 0) return 'ignored'
      return go('fetching', {
        request: { pageIndex: v.pageIndex - 1, pageTokens: v.pageTokens.slice(0, -1), pageSize: v.pageSize },
      })
    case 'SET_PAGE_SIZE':
      if (event.size < 1) return 'ignored'
      // Starts again from the first page; the rows on screen stay with their own size and tokens.
      return go(loaded ? 'fetching' : 'loading', { request: firstPage(event.size) })
    case 'REFRESH':
      if (state === 'ready') return go('refreshing', { request: currentPage(v) })
      if (state === 'error') return go(loaded ? 'fetching' : 'loading')
      return go(state) // a fetch in flight starts again for the same request
  }
  throw new Error(`no rule for ${(event as { type: string }).type}`)
}

/** What holds in every state a caller can see. */
function checkInvariants(s: Snap) {
  const c = s.context
  const name = stateName(s.value)
  const props = connectList(s, () => {})
  // The bug this guards against: a later page shown empty.
  if (c.pageIndex > 0) expect(c.items.length).toBeGreaterThan(0)
  // The rows on screen are the page the pager says, at the size it counts with.
  for (const row of c.items) expect(row).toMatchObject({ page: c.pageIndex, size: c.pageSize })
  const first = c.pageIndex * c.pageSize + 1
  expect(props.rangeLabel).toBe(c.items.length ? `${first}–${first + c.items.length - 1}` : 'No rows')
  // The size picker shows the size asked for; tokens are the server's, for the size they were cut at.
  expect(props.pageSize).toBe(c.request.pageSize)
  const tokens = (index: number, size: number) => Array.from({ length: index + 1 }, (_, i) => token(size, i))
  expect(c.pageTokens).toEqual(tokens(c.pageIndex, c.pageSize))
  expect(c.request.pageTokens).toEqual(tokens(c.request.pageIndex, c.request.pageSize))
  // Loading is the first load only: always page 0, nothing on screen.
  if (name === 'loading') expect([c.hasLoaded, c.items, c.request.pageIndex]).toEqual([false, [], 0])
  expect(props).toMatchObject({
    isLoading: name === 'loading',
    isFetching: name === 'fetching',
    isRefreshing: name === 'refreshing',
  })
  // A failure shows until a page lands (later fetches keep it on screen).
  if (name === 'ready') expect(props.error).toBeUndefined()
  if (name === 'error') expect(props.error).toBe('Unknown server error')
  // Polls only while a row on screen is in transition.
  expect(s.can(POLL_DUE)).toBe(name === 'ready' && c.items.some((r) => r.state === 'starting'))
}

describe('list machine paths', () => {
  const paths = getShortestPaths(machine, options)

  it('reaches every state, and the situations a caller meets', () => {
    expect(new Set(paths.map((p) => stateName(p.state.value)))).toEqual(new Set(leafStates(listMachine)))
    expect(leafStates(listMachine).sort()).toEqual(['error', 'fetching', 'loading', 'ready', 'refreshing'])
    const reached = (pred: (s: Snap) => boolean) => paths.some((p) => pred(p.state))
    expect(reached((s) => s.matches('ready') && s.context.pageIndex === LAST_PAGE && s.context.pageSize === 20)).toBe(
      true,
    )
    expect(reached((s) => s.matches('ready') && s.context.pageIndex === 0 && s.context.items.length === 0)).toBe(true)
    expect(reached((s) => s.matches('error') && s.context.items.length > 0)).toBe(true)
  })

  it('every transition from every reached state follows the rules', () => {
    let checked = 0
    const steppedBack = new Set<string>()
    for (const { state } of paths) {
      for (const event of events(state)) {
        const [next] = transition(machine, state, event)
        const rule = expected(state, event)
        const want = rule === 'ignored' ? view(state) : rule
        const label = `${stateName(state.value)} + ${event.type}`
        expect(view(next as Snap), label).toEqual(want)
        // Every event taken that lands in a fetch state starts a new fetch (the latest
        // request wins); an ignored one leaves the fetch in flight alone.
        const starts = rule !== 'ignored' && FETCHING.includes(stateName(want.value))
        const child = next.children.fetchPage
        expect(child !== undefined && child !== state.children.fetchPage, label).toBe(starts)
        checked++
        if (event.type === ('xstate.done.actor.fetchPage' as string) && next.matches('fetching')) {
          const { request, pageIndex } = state.context
          steppedBack.add(`${stateName(state.value)} ${request.pageIndex - pageIndex}`)
        }
      }
    }
    expect(checked).toBeGreaterThan(1000)
    // Step backs after a refresh or poll of the page on screen, after a retry, and after a NEXT past it.
    expect([...steppedBack]).toEqual(expect.arrayContaining(['refreshing 0', 'fetching 0', 'fetching 1']))
  })

  it('every state on every shortest path keeps the invariants', () => {
    for (const path of paths) for (const step of path.steps) checkInvariants(step.state)
  })

  it('every shortest path replays on a live actor, asking the server for the page it means', async () => {
    for (const path of paths) {
      let calls = 0
      await replayLive(machine, path, {
        input,
        calls: ['fetchPage'],
        delayMs: POLL_MS,
        serialize: (s) => serializeState(s as Snap),
        onStep: (live, i, started) => {
          const s = live as Snap
          const fetching = FETCHING.includes(stateName(s.value))
          // A call starts on entering a fetch state, and again for each event a fetch state takes.
          const before = path.steps[i - 1]?.state as Snap | undefined
          const event = path.steps[i].event as Event
          const expectStart = fetching && (!before || before.can(event))
          expect(started.fetchPage.length - calls, `step ${i}: ${event.type}`).toBe(expectStart ? 1 : 0)
          calls = started.fetchPage.length
          if (!fetching) return
          const { request } = s.context
          const call = started.fetchPage.at(-1)!.input as { pageToken?: string; limit: number }
          expect({ pageToken: call.pageToken, limit: call.limit }).toEqual({
            pageToken: request.pageTokens[request.pageIndex],
            limit: request.pageSize,
          })
        },
      })
    }
  })
})
