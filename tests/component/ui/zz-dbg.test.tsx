import './dom-stubs'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { it, vi } from 'vitest'
import { Button, Tooltip } from '~/views/ui'
it('real', async () => {
  render(<Button disabled disabledReason="Nope">Delete</Button>)
  const trigger = screen.getByRole('button', { name: 'Delete' }).parentElement!
  fireEvent.pointerMove(trigger, { pointerType: 'mouse' })
  await new Promise((r) => setTimeout(r, 400))
  console.log('RRR', String(screen.queryByRole('tooltip')?.textContent))
})
it('fake', async () => {
  vi.useFakeTimers()
  render(<Tooltip content="Hi"><button>Go</button></Tooltip>)
  const trigger = screen.getByRole('button', { name: 'Go' })
  fireEvent.pointerMove(trigger, { pointerType: 'mouse' })
  await act(async () => vi.advanceTimersByTime(1000))
  console.log('FFF', String(screen.queryByRole('tooltip')?.textContent))
  vi.useRealTimers()
})
