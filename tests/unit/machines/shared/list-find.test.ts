import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { Page, PageParams } from '~/machines/shared/list.machine'
import { createListMachine } from '~/machines/shared/list.machine'
import { connectListFilter, searchStatus } from '~/machines/shared/list-filter.connect'
import { createListFilterMachine, searchAllPages } from '~/machines/shared/list-filter.machine'
import {
  matchRows,
  nextPageSort,
  nextSortBy,
  openableName,
  readListSearch,
  sortRows,
  splitMatches,
  writeListSearch,
} from '~/machines/shared/list-find.rules'

type Row = { id: string; name: string; description: string }

const rows: Row[] = Array.from({ length: 250 }, (_, i) => ({
  id: `id-${i}`,
  name: `instance-${String(i).padStart(4, '0')}`,
  description: i === 7 ? 'The Web frontend' : '',
}))

/** A server paging `rows` with offset tokens; `repeat` hands out the same token every time. */
function server({ repeat = false } = {}) {
  const calls: PageParams<Row>[] = []
  const fetchPage = async (params: PageParams<Row>): Promise<Page<Row>> => {
    calls.push(params)
    const start = params.pageToken ? Number(params.pageToken) : 0
    const end = start + params.limit
    const ordered = params.sortBy === 'name_descending' ? [...rows].reverse() : rows
    return { items: ordered.slice(start, end), nextPage: repeat ? '50' : end < rows.length ? String(end) : null }
  }
  return { calls, fetchPage }
}

describe('the filter and sort in the URL', () => {
  it('reads ?q= and ?sort=, ignoring a sort Nexus does not have', () => {
    expect(readListSearch({ q: 'web', sort: 'name_descending', tab: 'x' })).toEqual({ q: 'web', sort: 'name_descending' })
    expect(readListSearch({ q: '', sort: 'id_ascending' })).toEqual({})
    // The router parses `?q=3` as a number.
    expect(readListSearch({ q: 3 })).toEqual({ q: '3' })
    expect(readListSearch({ q: {} })).toEqual({})
    expect(readListSearch(undefined)).toEqual({})
  })

  it('writes them back, keeping the page’s other parameters and dropping empty ones', () => {
    expect(writeListSearch({ tab: 'x', q: 'old' }, { q: 'web', sort: 'name_descending' })).toEqual({
      tab: 'x',
      q: 'web',
      sort: 'name_descending',
    })
    expect(writeListSearch({ q: 'web', sort: 'name_descending' }, { q: '' })).toEqual({})
  })

  it('round-trips', () => {
    const s = { q: 'db', sort: 'name_ascending' as const }
    expect(readListSearch(writeListSearch({}, s))).toEqual(s)
  })

  it('cycles the name sort and the page sort', () => {
    expect(nextSortBy(undefined)).toBe('name_descending')
    expect(nextSortBy('name_descending')).toBe('name_ascending')
    expect(nextPageSort(undefined, 'State')).toEqual({ column: 'State', direction: 'ascending' })
    expect(nextPageSort({ column: 'State', direction: 'ascending' }, 'State')).toEqual({ column: 'State', direction: 'descending' })
    expect(nextPageSort({ column: 'State', direction: 'descending' }, 'State')).toBeUndefined()
    expect(nextPageSort({ column: 'State', direction: 'descending' }, 'Created')).toEqual({ column: 'Created', direction: 'ascending' })
  })
})

describe('matching and highlighting', () => {
  it('matches a substring of the name or description, case-insensitively; an exact id too', () => {
    expect(matchRows(rows, 'INSTANCE-000').map((r) => r.name)).toHaveLength(10)
    expect(matchRows(rows, '  web ').map((r) => r.name)).toEqual(['instance-0007'])
    expect(matchRows(rows, 'id-12').map((r) => r.name)).toEqual(['instance-0012'])
    expect(matchRows(rows, '')).toHaveLength(250)
  })

  it('splits a text around every match, keeping its case', () => {
    expect(splitMatches('Web-web', 'WEB')).toEqual([
      { text: 'Web', match: true },
      { text: '-', match: false },
      { text: 'web', match: true },
    ])
    expect(splitMatches('db1', 'x')).toEqual([{ text: 'db1', match: false }])
    expect(splitMatches('db1', '')).toEqual([{ text: 'db1', match: false }])
    expect(splitMatches('', 'a')).toEqual([])
    // Markup in the data is text, never parsed: the parts are plain strings.
    expect(splitMatches('<b>x</b>', 'b>').map((p) => p.text).join('')).toBe('<b>x</b>')
  })

  it('opens only a text that could be a name', () => {
    expect(openableName(' db1 ')).toBe('db1')
    expect(openableName('web ')).toBe('web')
    expect(openableName('two words')).toBeUndefined()
    expect(openableName('')).toBeUndefined()
  })

  it('sorts the loaded page by a column, stable, empty values last', () => {
    const r = [{ k: 2 }, { k: undefined }, { k: 1 }, { k: 2 }]
    expect(sortRows(r, (x) => x.k, 'ascending')).toEqual([r[2], r[0], r[3], r[1]])
    expect(sortRows(r, (x) => x.k, 'descending')).toEqual([r[0], r[3], r[2], r[1]])
    expect(sortRows(['b10', 'b9'], (x) => x, 'ascending')).toEqual(['b9', 'b10'])
  })
})

describe('searching every page', () => {
  it('walks to the end, keeping the matches, with progress', async () => {
    const { calls, fetchPage } = server()
    const progress: number[] = []
    const result = await searchAllPages(fetchPage, { query: '012', limit: 50, onProgress: (p) => progress.push(p.pages) })
    expect(result.matches.map((r) => r.name)).toEqual(['instance-0012', ...Array.from({ length: 10 }, (_, i) => `instance-012${i}`)])
    expect(result).toMatchObject({ pages: 5 })
    expect(result.stopped).toBeUndefined()
    expect(progress).toEqual([1, 2, 3, 4, 5])
    // The fetch is told which rows are wanted, so it may skip per-row work for the others.
    expect(calls[0].keep?.(rows[12])).toBe(true)
    expect(calls[0].keep?.(rows[13])).toBe(false)
  })

  it('is bounded', async () => {
    const { calls, fetchPage } = server()
    const result = await searchAllPages(fetchPage, { query: 'instance', limit: 10, maxPages: 3 })
    expect(calls).toHaveLength(3)
    expect(result).toMatchObject({ pages: 3, stopped: 'limit' })
    expect(result.matches).toHaveLength(30)
  })

  it('stops on a token it has seen', async () => {
    const { calls, fetchPage } = server({ repeat: true })
    const result = await searchAllPages(fetchPage, { query: 'instance', limit: 50 })
    expect(calls.map((c) => c.pageToken)).toEqual([undefined, '50'])
    expect(result).toMatchObject({ pages: 2, stopped: 'repeated' })
  })

  it('passes the name sort on', async () => {
    const { calls, fetchPage } = server()
    await searchAllPages(fetchPage, { query: 'x', limit: 100, sortBy: 'name_descending' })
    expect(calls.every((c) => c.sortBy === 'name_descending')).toBe(true)
  })

  it('in the filter machine: cancel keeps what was found; a new query drops the walk', async () => {
    const gates: (() => void)[] = []
    const slow = async (params: PageParams<Row>) => {
      await new Promise<void>((resolve) => gates.push(resolve))
      return server().fetchPage({ ...params, limit: 50 })
    }
    const actor = createActor(createListFilterMachine<Row>(), { input: { fetchPage: slow, query: '01' } }).start()
    const props = () => connectListFilter(actor.getSnapshot(), actor.send, { rows: rows.slice(0, 50), canNext: true })
    expect(props()).toMatchObject({ canSearchAll: true, shownLabel: '11 of 50 shown' })
    props().searchAll()
    await waitFor(actor, () => gates.length === 1)
    gates[0]()
    await waitFor(actor, (s) => s.context.search?.pages === 1)
    expect(props().search).toMatchObject({ running: true, pages: 1, matches: 11 })
    expect(searchStatus(props().search!)).toBe('Searching all pages… 1 page read, 11 matches')
    props().cancel()
    expect(props().search).toMatchObject({ running: false, stopped: 'cancelled', matches: 11 })
    expect(props().rows).toHaveLength(11)
    expect(searchStatus(props().search!)).toBe('Search cancelled after 1 page: 11 matches so far')
    // The walk's next page, arriving late, changes nothing.
    await waitFor(actor, () => gates.length === 2)
    gates[1]()
    await Promise.resolve()
    expect(props().search).toMatchObject({ stopped: 'cancelled', pages: 1 })
    props().setQuery('instance-02')
    expect(props().search).toBeUndefined()
    expect(props().shownLabel).toBe('0 of 50 shown')
    props().clear()
    expect(props()).toMatchObject({ query: '', shownLabel: undefined, canSearchAll: false })
  })
})

describe('the list machine’s name sort', () => {
  it('starts again from the first page, fetched with sort_by', async () => {
    const { calls, fetchPage } = server()
    const actor = createActor(createListMachine<Row>(), { input: { fetchPage, pageSize: 50 } }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'NEXT' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.pageIndex === 1)
    actor.send({ type: 'SET_SORT', sortBy: 'name_descending' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.sortBy === 'name_descending')
    expect(actor.getSnapshot().context.pageIndex).toBe(0)
    expect(actor.getSnapshot().context.items[0].name).toBe('instance-0249')
    expect(calls.at(-1)).toMatchObject({ pageToken: undefined, sortBy: 'name_descending' })
    // The next page keeps the sort.
    actor.send({ type: 'NEXT' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.pageIndex === 1)
    expect(calls.at(-1)).toMatchObject({ pageToken: '50', sortBy: 'name_descending' })
  })
})
