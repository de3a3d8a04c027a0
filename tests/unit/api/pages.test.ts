import { describe, expect, it } from 'vitest'
import { allPages } from '~/api'

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
})
