import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button, Spinner, SPINNER_MIN_MS, TOOLTIP_DELAY_MS } from '~/views/ui'

describe('Button', () => {
  afterEach(() => vi.useRealTimers())

  it('is disabled while loading and says it is busy', () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('describes why it is disabled, and shows it in a tooltip on hover', async () => {
    // Real timers: zag schedules the open delay on the window's own clock.
    render(
      <Button disabled disabledReason="You need the admin role">
        Delete
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Delete', description: 'You need the admin role' })
    expect((button as HTMLButtonElement).disabled).toBe(true)

    const trigger = button.parentElement!
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' })
    expect(screen.queryByRole('tooltip')).toBeNull()
    const tooltip = await screen.findByRole('tooltip')
    expect(tooltip.textContent).toBe('You need the admin role')
    expect(TOOLTIP_DELAY_MS).toBe(250)
  })
})

describe('Spinner', () => {
  afterEach(() => vi.useRealTimers())

  it('stays at least 500 ms once shown', () => {
    vi.useFakeTimers()
    const { rerender } = render(<Spinner show />)
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy()

    act(() => vi.advanceTimersByTime(100))
    rerender(<Spinner show={false} />)
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy()

    act(() => vi.advanceTimersByTime(SPINNER_MIN_MS - 100 - 1))
    expect(screen.queryByRole('status')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('status')).toBeNull()
    expect(SPINNER_MIN_MS).toBe(500)
  })

  it('hides without further wait when it has already been up long enough', () => {
    vi.useFakeTimers()
    const { rerender } = render(<Spinner show />)
    act(() => vi.advanceTimersByTime(SPINNER_MIN_MS + 200))
    rerender(<Spinner show={false} />)
    act(() => vi.advanceTimersByTime(0))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows continuously when turned back on during its hold', () => {
    vi.useFakeTimers()
    const { rerender } = render(<Spinner show />)
    rerender(<Spinner show={false} />)
    act(() => vi.advanceTimersByTime(200))
    rerender(<Spinner show />)
    act(() => vi.advanceTimersByTime(SPINNER_MIN_MS * 2))
    expect(screen.getByRole('status')).toBeTruthy()
  })

  it('never appears if never shown', () => {
    render(<Spinner show={false} />)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
