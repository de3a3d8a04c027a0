import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { api, ApiError } from '~/api'
import { connectDevice } from '~/machines/auth/device.connect'
import { DEVICE_CODE_INVALID, deviceMachine } from '~/machines/auth/device.machine'
import { deferred } from '../shared/deferred'

afterEach(() => vi.restoreAllMocks())

function start(confirm: (userCode: string) => Promise<unknown> = async () => undefined) {
  const sent: string[] = []
  const machine = deviceMachine.provide({
    actors: {
      confirm: fromPromise<unknown, { userCode: string }>(({ input }) => {
        sent.push(input.userCode)
        return confirm(input.userCode)
      }),
    },
  })
  const actor = createActor(machine).start()
  const props = () => connectDevice(actor.getSnapshot(), actor.send)
  const typeAll = (text: string) => [...text].forEach((char, i) => props().type(i, char))
  const shown = () => props().boxes.map((b) => b.value || '_').join('')
  return { actor, sent, props, typeAll, shown }
}

describe('device machine: entering the code', () => {
  it('shows eight empty boxes with the dash after the fourth', () => {
    const { props } = start()
    expect(props().boxes).toHaveLength(8)
    expect(props().boxes.map((b) => b.dashAfter)).toEqual([false, false, false, true, false, false, false, false])
    expect(props().focusIndex).toBe(0)
  })

  it('upper-cases typed letters and moves focus forward', () => {
    const { props, shown } = start()
    props().type(0, 'a')
    expect(shown()).toBe('A_______')
    expect(props().focusIndex).toBe(1)
    props().type(1, 'B')
    expect(shown()).toBe('AB______')
    expect(props().focusIndex).toBe(2)
  })

  it('ignores anything that is not a letter', () => {
    const { props, shown } = start()
    props().type(0, 'x')
    for (const char of ['1', '-', ' ', 'é', '', '?']) props().type(1, char)
    expect(shown()).toBe('X_______')
    expect(props().focusIndex).toBe(1)
  })

  it('overwrites a filled box, and a box past the end writes at the end', () => {
    const { props, shown } = start()
    props().type(0, 'a')
    props().type(1, 'b')
    props().type(0, 'z')
    expect(shown()).toBe('ZB______')
    expect(props().focusIndex).toBe(1)
    props().type(6, 'c')
    expect(shown()).toBe('ZBC_____')
    expect(props().focusIndex).toBe(3)
  })

  it('keeps focus on the last box once it is filled', () => {
    const { props, typeAll, shown } = start()
    typeAll('abcdefgh')
    expect(shown()).toBe('ABCDEFGH')
    expect(props().focusIndex).toBe(7)
    props().type(7, 'z')
    expect(shown()).toBe('ABCDEFGZ')
  })

  it('pastes only the letters, upper-cased, from the first box', () => {
    const { props, shown } = start()
    props().type(0, 'q')
    props().paste(' ab-cd 12\nef!gh ')
    expect(shown()).toBe('ABCDEFGH')
    expect(props().focusIndex).toBe(7)
    props().paste('wxyz')
    expect(shown()).toBe('WXYZ____')
    expect(props().focusIndex).toBe(4)
    props().paste('ABCD-EFGH-IJKL')
    expect(shown()).toBe('ABCDEFGH')
  })

  it('ignores a paste without letters', () => {
    const { props, shown } = start()
    props().paste('abc')
    props().paste('1234-5678')
    expect(shown()).toBe('ABC_____')
  })

  it('backspace clears its box, or in an empty box the one before, moving focus back', () => {
    const { props, typeAll, shown } = start()
    typeAll('abc')
    expect(props().focusIndex).toBe(3)
    props().backspace(3) // empty box: removes C
    expect(shown()).toBe('AB______')
    expect(props().focusIndex).toBe(2)
    props().backspace(1) // filled box: removes B, focus stays
    expect(shown()).toBe('A_______')
    expect(props().focusIndex).toBe(1)
    props().backspace(1)
    props().backspace(0)
    expect(shown()).toBe('________')
    expect(props().focusIndex).toBe(0)
  })

  it('lets the view move focus to a box', () => {
    const { props } = start()
    props().focus(5)
    expect(props().focusIndex).toBe(5)
    props().focus(42)
    expect(props().focusIndex).toBe(7)
  })
})

describe('device machine: submitting', () => {
  it('cannot submit until all eight letters are in', () => {
    const { props, sent, typeAll } = start()
    typeAll('abcdefg')
    expect(props().canSubmit).toBe(false)
    props().submit()
    expect(props().isPending).toBe(false)
    expect(sent).toEqual([])
    props().type(7, 'h')
    expect(props().canSubmit).toBe(true)
  })

  it('sends the code with the dash and ends in success; nothing can be submitted after', async () => {
    const call = deferred()
    const { actor, props, sent, typeAll } = start(() => call.promise)
    typeAll('abcdefgh')
    props().submit()
    expect(props()).toMatchObject({ isPending: true, canSubmit: false })
    props().submit()
    props().type(0, 'z')
    props().paste('zzzzzzzz')
    expect(actor.getSnapshot().context.letters).toBe('ABCDEFGH')

    call.resolve(undefined)
    await waitFor(actor, (s) => s.status === 'done')
    expect(sent).toEqual(['ABCD-EFGH'])
    expect(props()).toMatchObject({ isSuccess: true, isPending: false, canSubmit: false })
  })

  it("says 'Code is invalid' on failure, keeps the letters and allows another try", async () => {
    const calls = [deferred(), deferred()]
    const pending = [...calls]
    const { actor, props, sent, typeAll } = start(() => pending.shift()!.promise)
    typeAll('wxyzabcd')
    props().submit()
    calls[0].reject(new ApiError({ type: 'error', message: 'Not found', statusCode: 404 }))
    await waitFor(actor, (s) => s.matches('editing'))
    expect(props()).toMatchObject({ error: DEVICE_CODE_INVALID, isPending: false, canSubmit: true })
    expect(props().boxes.map((b) => b.value).join('')).toBe('WXYZABCD')
    expect(DEVICE_CODE_INVALID).toBe('Code is invalid')

    props().type(7, 'e')
    props().submit()
    expect(props().error).toBeUndefined()
    calls[1].resolve(undefined)
    await waitFor(actor, (s) => s.status === 'done')
    expect(sent).toEqual(['WXYZ-ABCD', 'WXYZ-ABCE'])
  })

  it('calls POST /device/confirm with the dashed code by default', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(undefined as never)
    const actor = createActor(deviceMachine).start()
    actor.send({ type: 'PASTE', text: 'abcdefgh' })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(post).toHaveBeenCalledWith('/device/confirm', { body: { userCode: 'ABCD-EFGH' } })
  })
})
