import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_TIMEOUT_MS } from '~/machines/shared/toast.machine'
import { ToastProvider, useToast, type ToastInput } from '~/views/ui'

const ids: string[] = []

function Harness({ toast }: { toast: ToastInput }) {
  const add = useToast()
  return (
    <button type="button" onClick={() => ids.push(add(toast))}>
      Notify
    </button>
  )
}

const notifications = () => screen.getByRole('region', { name: 'Notifications' })

describe('Toaster', () => {
  beforeEach(() => {
    ids.length = 0
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('shows each added toast with a unique id and its text', () => {
    render(
      <ToastProvider>
        <Harness toast={{ title: 'Project created', description: 'p1 is ready', variant: 'success' }} />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }))
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }))

    expect(new Set(ids).size).toBe(2)
    const shown = within(notifications()).getAllByRole('status')
    expect(shown).toHaveLength(2)
    expect(within(shown[0]).getByText('Project created')).toBeTruthy()
    expect(within(shown[0]).getByText('p1 is ready')).toBeTruthy()
  })

  it('uses role alert for errors', () => {
    render(
      <ToastProvider>
        <Harness toast={{ title: 'Could not delete', description: 'Action not authorized', variant: 'error' }} />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }))
    expect(within(screen.getByRole('alert')).getByText('Action not authorized')).toBeTruthy()
  })

  it('removes a toast when its dismiss button is pressed', () => {
    render(
      <ToastProvider>
        <Harness toast={{ title: 'Saved', variant: 'info' }} />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }))
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }))
    const [first] = within(notifications()).getAllByRole('button', { name: 'Dismiss notification' })
    fireEvent.click(first)
    expect(within(notifications()).getAllByRole('status')).toHaveLength(1)
  })

  it('dismisses toasts by themselves after their timeout', () => {
    render(
      <ToastProvider>
        <Harness toast={{ title: 'Saved', variant: 'success' }} />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }))
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1))
    expect(within(notifications()).queryByText('Saved')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(within(notifications()).queryByText('Saved')).toBeNull()
  })

  it('stops its timers when the provider unmounts', () => {
    const { unmount } = render(
      <ToastProvider>
        <Harness toast={{ title: 'Saved', variant: 'success' }} />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }))
    expect(vi.getTimerCount()).toBeGreaterThan(0)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
