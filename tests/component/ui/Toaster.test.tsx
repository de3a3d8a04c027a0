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

  const details = {
    message: 'Sled agent timed out',
    errorCode: 'ServiceNotAvailable',
    status: 503,
    requestId: 'req-7',
    method: 'POST',
    path: '/v1/instances/db1/stop',
    time: '2025-01-01T00:00:00.000Z',
  }

  it("a failed call's toast offers its details behind a button, and copies them as text", async () => {
    const writeText = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    render(
      <ToastProvider>
        <Harness toast={{ title: 'Could not stop instance', description: 'Sled agent timed out', variant: 'error', details }} />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }))
    const toast = screen.getByRole('alert')
    const toggle = within(toast).getByRole('button', { name: 'Details' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(within(toast).queryByText('req-7')).toBeNull()

    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(within(toast).getByText('req-7')).toBeTruthy()
    expect(within(toast).getByText('ServiceNotAvailable')).toBeTruthy()
    expect(within(toast).getByText('POST /v1/instances/db1/stop')).toBeTruthy()

    await act(async () => fireEvent.click(within(toast).getByRole('button', { name: 'Copy details' })))
    expect(writeText).toHaveBeenCalledWith(
      [
        'Message: Sled agent timed out',
        'Error code: ServiceNotAvailable',
        'Status: 503',
        'Request ID: req-7',
        'Request: POST /v1/instances/db1/stop',
        'Time: 2025-01-01T00:00:00.000Z',
      ].join('\n'),
    )
    vi.unstubAllGlobals()
  })

  it('a toast with details stays until dismissed (someone may need to reach it by keyboard)', () => {
    render(
      <ToastProvider>
        <Harness toast={{ title: 'Could not stop instance', variant: 'error', details }} />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }))
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS * 10))
    expect(screen.getByRole('alert')).toBeTruthy()
  })

  it('details from the response are shown as text, never as markup', () => {
    render(
      <ToastProvider>
        <Harness toast={{ title: 'Could not', variant: 'error', details: { ...details, message: '<img src=x onerror=alert(1)>' } }} />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }))
    fireEvent.click(screen.getByRole('button', { name: 'Details' }))
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy()
    expect(document.querySelector('img')).toBeNull()
  })

  it('Alt+T takes the keyboard to the toasts', () => {
    render(
      <ToastProvider>
        <Harness toast={{ title: 'Could not stop instance', variant: 'error', details }} />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }))
    fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Details' }))
  })
})
