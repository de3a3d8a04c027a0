import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COPY_CONFIRM_MS, CopyToClipboard } from '~/views/ui'

const writeText = vi.fn<(text: string) => Promise<void>>()

describe('CopyToClipboard', () => {
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  // fireEvent inside an async act rather than user-event: RTL's user-event
  // wrapper waits on a setTimeout that vitest's fake clock would never fire.
  const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })))

  it('copies the text and says Copied for 2 seconds', async () => {
    render(<CopyToClipboard text="abc-123" label="Copy ID" />)
    await click('Copy ID')
    expect(writeText).toHaveBeenCalledWith('abc-123')
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()

    act(() => vi.advanceTimersByTime(COPY_CONFIRM_MS - 1))
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('button', { name: 'Copy ID' })).toBeTruthy()
    expect(COPY_CONFIRM_MS).toBe(2000)
  })

  it('restarts the 2 seconds when copied again', async () => {
    render(<CopyToClipboard text="abc" label="Copy to clipboard" />)
    await click('Copy to clipboard')
    act(() => vi.advanceTimersByTime(1500))
    await click('Copied')
    act(() => vi.advanceTimersByTime(1500))
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(500))
    expect(screen.getByRole('button', { name: 'Copy to clipboard' })).toBeTruthy()
  })

  it('says nothing when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'))
    render(<CopyToClipboard text="abc" label="Copy to clipboard" />)
    await click('Copy to clipboard')
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull()
  })
})
