import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ActionMenu } from '~/views/ui'

describe('ActionMenu', () => {
  it('shows a disabled item with its reason, and selecting it does nothing', async () => {
    const user = userEvent.setup()
    const stop = vi.fn()
    const start = vi.fn()
    render(
      <ActionMenu
        items={[
          { label: 'Start', onSelect: start },
          { label: 'Stop', onSelect: stop, disabled: true, disabledReason: 'Only running instances can be stopped' },
        ]}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Row actions' }))

    const item = await screen.findByRole('menuitem', { name: 'Stop' })
    // The menu takes focus a frame after it opens (later on a loaded machine):
    // pointing at its items before that reaches a menu that is still opening.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menu')))
    expect(item.getAttribute('aria-disabled')).toBe('true')
    // Visible, and read as the item's description.
    expect(screen.getByText('Only running instances can be stopped')).toBeTruthy()
    expect(screen.getByRole('menuitem', { name: 'Stop', description: 'Only running instances can be stopped' })).toBe(item)

    await user.click(item)
    expect(stop).not.toHaveBeenCalled()

    await user.click(screen.getByRole('menuitem', { name: 'Start' }))
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1))
    // Start went through, so the click on Stop before it was dropped, not slow.
    expect(stop).not.toHaveBeenCalled()
  })

  it('opens from the keyboard and names a visible trigger by its text', async () => {
    const user = userEvent.setup()
    const del = vi.fn()
    render(<ActionMenu trigger="Actions" items={[{ label: 'Delete', danger: true, onSelect: del }]} />)
    const trigger = screen.getByRole('button', { name: 'Actions' })
    trigger.focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('menuitem', { name: 'Delete' })
    // The menu takes focus a frame after it opens; keys before that go nowhere.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menu')))
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(del).toHaveBeenCalledTimes(1))
  })
})
