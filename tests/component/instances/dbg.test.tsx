import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { it, vi } from 'vitest'
import { ActionMenu } from '~/views/ui'
const f = vi.fn()
const ui = () => render(<ActionMenu label="A" items={[{ label: 'Start', onSelect: f }, { label: 'Delete', onSelect: f }]} />)
it('a', async () => {
  ui()
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'A' }))
  await screen.findAllByRole('menuitem')
  await user.keyboard('{Escape}')
  console.log('after esc', screen.queryAllByRole('menuitem').length)
})
it('b', async () => {
  console.log('layers', document.body.style.pointerEvents, document.body.innerHTML.length, typeof requestAnimationFrame)
  ui()
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'A' }))
  await screen.findAllByRole('menuitem')
  const el = screen.getByRole('menuitem', { name: 'Delete' })
  el.focus()
  await user.keyboard('{Enter}')
  console.log('kbd calls', f.mock.calls.length)
  await user.click(screen.getByRole('menuitem', { name: 'Start' }))
  console.log('calls', f.mock.calls.length)
})
