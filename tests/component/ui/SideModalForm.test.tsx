import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SideModalForm, TextField, type SideModalFormProps } from '~/views/ui'

function renderForm(props: Partial<SideModalFormProps> = {}) {
  const onSubmit = vi.fn()
  const onDismiss = vi.fn()
  render(
    <SideModalForm title="Create project" submitLabel="Create project" onSubmit={onSubmit} onDismiss={onDismiss} {...props}>
      <TextField label="Name" required />
    </SideModalForm>,
  )
  return { onSubmit, onDismiss }
}

describe('SideModalForm', () => {
  it('is a dialog named by its title with the submit label and a cancel button', async () => {
    const user = userEvent.setup()
    const { onSubmit, onDismiss } = renderForm()
    const dialog = screen.getByRole('dialog', { name: 'Create project' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'p1{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }))
    expect(onSubmit).toHaveBeenCalledTimes(2)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })

  it('shows a single error alone', () => {
    renderForm({ errors: ['Project name already exists'] })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Project name already exists')
    expect(within(alert).queryByText('Errors')).toBeNull()
    expect(within(alert).queryByRole('list')).toBeNull()
  })

  it("lists several errors as 'N issues:' under 'Errors'", () => {
    renderForm({ errors: ['Name is required', 'Description is too long', 'Action not authorized'] })
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText('Errors')).toBeTruthy()
    expect(within(alert).getByText('3 issues:')).toBeTruthy()
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Name is required',
      'Description is too long',
      'Action not authorized',
    ])
  })

  it('does not submit while submitting or disabled, and says why it is disabled', async () => {
    const user = userEvent.setup()
    const { onSubmit } = renderForm({ submitDisabled: true, submitDisabledReason: 'You need the collaborator role' })
    const submit = screen.getByRole('button', { name: 'Create project', description: 'You need the collaborator role' })
    expect((submit as HTMLButtonElement).disabled).toBe(true)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'p1{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("asks 'Discard changes?' before leaving with unsaved input", async () => {
    const user = userEvent.setup()
    const { onDismiss } = renderForm({ dirty: true })
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onDismiss).not.toHaveBeenCalled()
    expect(screen.getByText('Discard changes?')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Keep editing' }))
    expect(screen.queryByText('Discard changes?')).toBeNull()

    await user.keyboard('{Escape}')
    expect(screen.getByText('Discard changes?')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Discard' }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })
})
