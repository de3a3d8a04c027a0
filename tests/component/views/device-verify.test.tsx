import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import { connectDevice } from '~/machines/auth/device.connect'
import { deviceMachine } from '~/machines/auth/device.machine'
import { DeviceVerifyPage } from '~/views/auth/DeviceVerifyPage'
import { useConnect } from '~/views/use-connect'

function Harness({ confirm }: { confirm: (code: string) => Promise<unknown> }) {
  const actor = useActorRef(
    deviceMachine.provide({
      actors: { confirm: fromPromise(({ input }: { input: { userCode: string } }) => confirm(input.userCode)) },
    }),
  )
  return <DeviceVerifyPage device={useConnect(actor, connectDevice)} />
}

const boxes = () => screen.getAllByRole('textbox', { name: /^Character \d of 8$/ }) as HTMLInputElement[]
const submit = () => screen.getByRole('button', { name: 'Log in on device' })

describe('device verify page', () => {
  it('shows the spec title, prompt and 8 boxes; submit waits for 8 letters', async () => {
    render(<Harness confirm={vi.fn()} />)
    expect(screen.getByRole('heading', { name: 'Device Authentication' })).toBeTruthy()
    expect(screen.getByText('Enter the code shown on your device')).toBeTruthy()
    expect(boxes()).toHaveLength(8)
    expect(submit()).toHaveProperty('disabled', true)
    const user = userEvent.setup()
    await user.click(boxes()[0])
    await user.keyboard('abc1d')
    expect(boxes().map((b) => b.value).join('')).toBe('ABCD')
    expect(submit()).toHaveProperty('disabled', true)
  })

  it('paste keeps letters only and the code goes out with the dash', async () => {
    const confirm = vi.fn().mockResolvedValue(undefined)
    render(<Harness confirm={confirm} />)
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => ' wxyz-9abcd ' } })
    expect(boxes().map((b) => b.value).join('')).toBe('WXYZABCD')
    expect(submit()).toHaveProperty('disabled', false)
    fireEvent.click(submit())
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('WXYZ-ABCD'))
  })

  it("says 'Code is invalid' when the server refuses it, keeping the letters", async () => {
    render(<Harness confirm={() => Promise.reject(new Error('bad'))} />)
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => 'AAAABBBB' } })
    fireEvent.click(submit())
    expect((await screen.findByRole('alert')).textContent).toBe('Code is invalid')
    expect(boxes().map((b) => b.value).join('')).toBe('AAAABBBB')
  })
})
