import { describe, expect, it } from 'vitest'
import { allPages, firstPage, MAX_PAGES, PICKER_LIMIT } from '~/api'

describe('allPages', () => {
  it('follows page tokens to the end, in order', async () => {
    const pages: Record<string, { items: number[]; nextPage?: string | null }> = {
      first: { items: [1, 2], nextPage: 'b' },
      b: { items: [3, 4], nextPage: 'c' },
      c: { items: [5], nextPage: null },
    }
    const asked: (string | undefined)[] = []
    const items = await allPages((token) => {
      asked.push(token)
      return Promise.resolve(pages[token ?? 'first'])
    })
    expect(items).toEqual([1, 2, 3, 4, 5])
    expect(asked).toEqual([undefined, 'b', 'c'])
  })

  it('stops after one page without a token', async () => {
    expect(await allPages(() => Promise.resolve({ items: ['x'] }))).toEqual(['x'])
  })

  it('stops when a server hands back a token it already gave (never hangs)', async () => {
    let calls = 0
    const items = await allPages(() => {
      calls++
      return Promise.resolve({ items: [calls], nextPage: 'same' })
    })
    expect(items).toEqual([1, 2])
    expect(calls).toBe(2)
  })

  it('reads at most MAX_PAGES pages of a list that never ends', async () => {
    let calls = 0
    await allPages(() => Promise.resolve({ items: [++calls], nextPage: `t${calls}` }))
    expect(calls).toBe(MAX_PAGES)
  })
})

describe('firstPage', () => {
  it('makes one request of PICKER_LIMIT items and says whether there are more', async () => {
    const limits: number[] = []
    const page = await firstPage((limit) => {
      limits.push(limit)
      return Promise.resolve({ items: ['a', 'b'], nextPage: 'next' })
    })
    expect(page).toEqual({ items: ['a', 'b'], more: true })
    expect(limits).toEqual([PICKER_LIMIT])
  })

  it('no next page: nothing more', async () => {
    expect(await firstPage(() => Promise.resolve({ items: [1], nextPage: null }), 10)).toEqual({ items: [1], more: false })
    expect(await firstPage(() => Promise.resolve({ items: [] }))).toEqual({ items: [], more: false })
  })
})
