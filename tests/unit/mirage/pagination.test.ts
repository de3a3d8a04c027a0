// Pagination as Dropshot does it for Nexus: limit (default 100, at most 1000),
// opaque page tokens, sort modes; next_page only while more items remain.
import { beforeEach, describe, expect, test } from 'vitest'
import { call, withFreshServer } from './helpers'

withFreshServer()

const SEEDED = ['empty-project', 'mock-project', 'other-project']
const created = Array.from({ length: 117 }, (_, i) => `p-${String(i).padStart(3, '0')}`)
const all = [...SEEDED, ...created].sort()

async function walk(firstUrl: string, pageUrl: (token: string) => string) {
  const pages: string[][] = []
  let res = await call('GET', firstUrl)
  for (;;) {
    expect(res.status).toBe(200)
    pages.push(res.body.items.map((p: { name: string }) => p.name))
    if (!res.body.next_page) break
    res = await call('GET', pageUrl(res.body.next_page))
  }
  return pages
}

describe('across 120 projects', () => {
  beforeEach(async () => {
    for (const name of created) {
      const res = await call('POST', '/v1/projects', { name, description: '' })
      expect(res.status).toBe(201)
    }
  })

  test('limit 50 gives pages of 50, 50 and 20, in name order, each project once', async () => {
    const pages = await walk('/v1/projects?limit=50', (t) => `/v1/projects?limit=50&page_token=${t}`)
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20])
    expect(pages.flat()).toEqual(all)
  })

  test('the last page says there is no next page', async () => {
    const last = await call('GET', '/v1/projects?limit=120')
    expect(last.body.items).toHaveLength(120)
    expect(last.body.next_page).toBeNull()
  })

  test('without a limit a page holds 100', async () => {
    const res = await call('GET', '/v1/projects')
    expect(res.body.items).toHaveLength(100)
    expect(res.body.next_page).toEqual(expect.any(String))
  })

  test('a limit above 1000 is capped, not refused', async () => {
    const res = await call('GET', '/v1/projects?limit=5000')
    expect(res.status).toBe(200)
    expect(res.body.items).toHaveLength(120)
  })

  test('name_descending walks backwards, and the token keeps the order', async () => {
    const pages = await walk(
      '/v1/projects?limit=40&sort_by=name_descending',
      (t) => `/v1/projects?limit=40&page_token=${t}`,
    )
    expect(pages.flat()).toEqual([...all].reverse())
  })

  test('id_ascending orders by id', async () => {
    const res = await call('GET', '/v1/projects?limit=1000&sort_by=id_ascending')
    const idList = res.body.items.map((p: { id: string }) => p.id)
    expect(idList).toEqual([...idList].sort())
    expect(idList).toHaveLength(120)
  })

  test('a project deleted between pages does not shift the next page', async () => {
    const first = await call('GET', '/v1/projects?limit=10')
    // empty-project is on the first page, and the only one with nothing in it (not even a VPC).
    expect(first.body.items[0].name).toBe('empty-project')
    expect((await call('DELETE', '/v1/projects/empty-project')).status).toBe(204)
    const second = await call('GET', `/v1/projects?limit=10&page_token=${first.body.next_page}`)
    expect(second.body.items[0].name).toBe(all[10])
  })
})

describe('bad pagination parameters are 400s worded like Dropshot', () => {
  test.each([
    ['limit=0', 'unable to parse query string: invalid value: integer `0`, expected a nonzero u32'],
    ['limit=ten', 'unable to parse query string: invalid digit found in string'],
    [
      'sort_by=size',
      'unable to parse query string: unknown variant `size`, expected one of `name_ascending`, `name_descending`, `id_ascending`',
    ],
    ['page_token=garbage', 'unable to parse query string: failed to parse pagination token: corrupted token'],
  ])('%s', async (query, message) => {
    const res = await call('GET', `/v1/projects?${query}`)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
    expect(res.body.error_code).toBeUndefined()
  })

  test('lists ordered only by id refuse name order', async () => {
    const res = await call('GET', '/v1/groups?sort_by=name_ascending')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('unable to parse query string: unknown variant `name_ascending`, expected `id_ascending`')
  })
})
