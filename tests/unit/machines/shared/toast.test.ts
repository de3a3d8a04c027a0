import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { TOAST_TIMEOUT_MS, toastMachine } from '~/machines/shared/toast.machine'

const start = () => createActor(toastMachine).start()
const ids = (a: ReturnType<typeof start>) => a.getSnapshot().context.toasts.map((t) => t.id)

describe('toast machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('adds toasts in order with unique ids, never reusing one after a dismiss', () => {
    const a = start()
    a.send({ type: 'ADD', title: 'One', variant: 'success' })
    a.send({ type: 'ADD', title: 'Two', variant: 'error', description: 'Boom' })
    const [first, second] = ids(a)
    expect(first).not.toBe(second)
    expect(a.getSnapshot().context.toasts[1]).toMatchObject({ title: 'Two', variant: 'error', description: 'Boom' })

    a.send({ type: 'DISMISS', id: second })
    a.send({ type: 'ADD', title: 'Three', variant: 'info' })
    expect(ids(a)).toHaveLength(2)
    expect(new Set([first, second, ...ids(a)]).size).toBe(3)
    a.stop()
  })

  it('dismisses a toast by id and leaves the others', () => {
    const a = start()
    a.send({ type: 'ADD', title: 'One', variant: 'info' })
    a.send({ type: 'ADD', title: 'Two', variant: 'info' })
    const [first, second] = ids(a)
    a.send({ type: 'DISMISS', id: first })
    expect(ids(a)).toEqual([second])
    a.send({ type: 'DISMISS', id: 'no-such-toast' })
    expect(ids(a)).toEqual([second])
    a.stop()
  })

  it('dismisses each toast by itself after its timeout', () => {
    const a = start()
    a.send({ type: 'ADD', title: 'Default', variant: 'success' })
    a.send({ type: 'ADD', title: 'Short', variant: 'info', timeoutMs: 1000 })
    a.send({ type: 'ADD', title: 'Sticky', variant: 'error', timeoutMs: null })
    const titles = () => a.getSnapshot().context.toasts.map((t) => t.title)

    vi.advanceTimersByTime(999)
    expect(titles()).toEqual(['Default', 'Short', 'Sticky'])
    vi.advanceTimersByTime(1)
    expect(titles()).toEqual(['Default', 'Sticky'])
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS)
    expect(titles()).toEqual(['Sticky'])
    vi.advanceTimersByTime(60_000)
    expect(titles()).toEqual(['Sticky'])
    a.stop()
  })

  it('cancels the timer of a toast dismissed early', () => {
    const a = start()
    a.send({ type: 'ADD', title: 'One', variant: 'info' })
    expect(vi.getTimerCount()).toBe(1)
    a.send({ type: 'DISMISS', id: ids(a)[0] })
    expect(vi.getTimerCount()).toBe(0)
    a.stop()
  })

  it('clears every toast and timer on CLEAR', () => {
    const a = start()
    a.send({ type: 'ADD', title: 'One', variant: 'info' })
    a.send({ type: 'ADD', title: 'Two', variant: 'info' })
    a.send({ type: 'CLEAR' })
    expect(ids(a)).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
    a.stop()
  })

  it('leaves no timers running once stopped', () => {
    const a = start()
    a.send({ type: 'ADD', title: 'One', variant: 'info' })
    a.send({ type: 'ADD', title: 'Two', variant: 'error', timeoutMs: 10_000 })
    expect(vi.getTimerCount()).toBe(2)
    a.stop()
    expect(vi.getTimerCount()).toBe(0)
  })
})
