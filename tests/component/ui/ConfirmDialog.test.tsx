import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmProvider, ToastProvider, useConfirm, type ConfirmRequest } from '~/views/ui'

function Harness({ request, onResult }: { request: ConfirmRequest; onResult: (ok: boolean) => void }) {
  const confirm = useConfirm()
  return (
    <button type="button" onClick={() => confirm(request).then(onResult)}>
      Delete
    </button>
  )
}

function setup(action: ConfirmRequest['action']) {
  const onResult = vi.fn()
  const request: ConfirmRequest = {
    title: 'Confirm delete',
    message: 'Are you sure you want to delete project p1?',
    confirmLabel: 'Confirm',
    danger: true,
    action,
  }
  render(
    <ToastProvider>
      <ConfirmProvider>
        <Harness request={request} onResult={onResult} />
      </ConfirmProvider>
    </ToastProvider>,
  )
  return { onResult, user: userEvent.setup() }
}

describe('ConfirmDialog via useConfirm', () => {
  it('runs the action on confirm, closes, and resolves true', async () => {
    let finish!: () => void
    const action = vi.fn(() => new Promise<void>((r) => (finish = r)))
    const { user, onResult } = setup(action)

    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm delete' })
    expect(within(dialog).getByText('Are you sure you want to delete project p1?')).toBeTruthy()

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(action).toHaveBeenCalledTimes(1)
    // While the action runs, neither button can be pressed again.
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true)
    expect((within(dialog).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true)

    finish()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(onResult).toHaveBeenCalledWith(true)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows an error toast with the error message and stays open when the action fails', async () => {
    const { user, onResult } = setup(() => Promise.reject(new Error('Project to be deleted contains a VPC')))

    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(screen.getByRole('button', { name: 'Confirm' }))

    const toast = await screen.findByRole('alert')
    expect(within(toast).getByText('Project to be deleted contains a VPC')).toBeTruthy()
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm delete' })
    await waitFor(() =>
      expect((within(dialog).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(false),
    )
    expect(onResult).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(onResult).toHaveBeenCalledWith(false)
  })

  it('closes on Escape without running the action', async () => {
    const action = vi.fn(() => Promise.resolve())
    const { user, onResult } = setup(action)
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog')
    // Focus moves into the dialog once it is set up; Escape is heard from then on.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(action).not.toHaveBeenCalled()
    expect(onResult).toHaveBeenCalledWith(false)
  })
})
