// Busy indicators never flash (spec §9: a spinner, once shown, stays 500 ms)
// and never flicker on for a wait too short to notice.
import { act, render, renderHook, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAGE_BUSY_DELAY_MS, PageBusy, SPINNER_MIN_MS, useBusyDisplay, useMinimumDisplay } from '~/views/ui'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('useMinimumDisplay', () => {
  it('holds a 30 ms wait on screen for the full 500 ms, and no longer', () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDisplay(active, SPINNER_MIN_MS), {
      initialProps: { active: true },
    })
    advance(30)
    rerender({ active: false })
    expect(result.current).toBe(true)
    advance(SPINNER_MIN_MS - 30 - 1)
    expect(result.current).toBe(true)
    advance(1)
    expect(result.current).toBe(false)
    expect(SPINNER_MIN_MS).toBe(500)
  })

  it('adds nothing to a wait longer than the minimum', () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDisplay(active, SPINNER_MIN_MS), {
      initialProps: { active: true },
    })
    advance(900)
    rerender({ active: false })
    advance(0)
    expect(result.current).toBe(false)
  })
})

describe('useBusyDisplay', () => {
  const hook = (delayMs: number) =>
    renderHook(({ active }) => useBusyDisplay(active, { delayMs }), { initialProps: { active: false } })

  it('shows nothing for a wait shorter than its delay', () => {
    const { result, rerender } = hook(150)
    rerender({ active: true })
    advance(149)
    expect(result.current).toBe(false)
    rerender({ active: false })
    advance(1_000)
    expect(result.current).toBe(false)
  })

  it('shows a longer wait from the delay on, and then for at least 500 ms', () => {
    const { result, rerender } = hook(150)
    rerender({ active: true })
    advance(150)
    expect(result.current).toBe(true)
    // The answer comes 10 ms after the indicator appeared: it stays its 500 ms.
    advance(10)
    rerender({ active: false })
    expect(result.current).toBe(true)
    advance(SPINNER_MIN_MS - 10 - 1)
    expect(result.current).toBe(true)
    advance(1)
    expect(result.current).toBe(false)
  })

  it('starts the delay over for the next wait', () => {
    const { result, rerender } = hook(150)
    rerender({ active: true })
    advance(100)
    rerender({ active: false })
    rerender({ active: true })
    advance(100)
    expect(result.current).toBe(false)
    advance(50)
    expect(result.current).toBe(true)
  })

  it('with no delay, shows at once', () => {
    const { result, rerender } = hook(0)
    rerender({ active: true })
    expect(result.current).toBe(true)
  })
})

describe('PageBusy', () => {
  it('is a status named for the wait, once the page has waited past the delay, held for the minimum', () => {
    const { rerender } = render(<PageBusy busy={false} />)
    expect(screen.queryByRole('status')).toBeNull()
    rerender(<PageBusy busy />)
    expect(screen.queryByRole('status')).toBeNull()
    advance(PAGE_BUSY_DELAY_MS)
    expect(screen.getByRole('status', { name: 'Opening page' })).toBeTruthy()
    rerender(<PageBusy busy={false} />)
    advance(SPINNER_MIN_MS - 1)
    expect(screen.getByRole('status', { name: 'Opening page' })).toBeTruthy()
    advance(1)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
