import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { confirmMachine, type ConfirmRequest } from '~/machines/shared/confirm.machine'

function deferred() {
  let resolve!: () => void
  let reject!: (e: unknown) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const request = (action: ConfirmRequest['action'], extra: Partial<ConfirmRequest> = {}): ConfirmRequest => ({
  title: 'Delete project',
  message: 'Are you sure?',
  confirmLabel: 'Delete',
  danger: true,
  action,
  ...extra,
})

describe('confirm machine', () => {
  it('opens with the request and closes on cancel without running the action', () => {
    const action = vi.fn(() => Promise.resolve())
    const a = createActor(confirmMachine).start()
    expect(a.getSnapshot().value).toBe('idle')
    a.send({ type: 'OPEN', request: request(action) })
    expect(a.getSnapshot().value).toBe('open')
    expect(a.getSnapshot().context.request?.title).toBe('Delete project')
    a.send({ type: 'CANCEL' })
    expect(a.getSnapshot().value).toBe('closed')
    expect(a.getSnapshot().context.outcome).toBe('cancelled')
    expect(action).not.toHaveBeenCalled()
  })

  it('runs the action on confirm and closes when it succeeds', async () => {
    const d = deferred()
    const a = createActor(confirmMachine).start()
    a.send({ type: 'OPEN', request: request(() => d.promise) })
    a.send({ type: 'CONFIRM' })
    expect(a.getSnapshot().value).toBe('confirming')
    // Too late to back out: the request is on its way.
    a.send({ type: 'CANCEL' })
    expect(a.getSnapshot().value).toBe('confirming')
    d.resolve()
    const s = await waitFor(a, (s) => s.matches('closed'))
    expect(s.context.outcome).toBe('confirmed')
  })

  it('returns to open and emits the error message when the action fails', async () => {
    const a = createActor(confirmMachine).start()
    const failed = vi.fn()
    a.on('failed', failed)
    a.send({ type: 'OPEN', request: request(() => Promise.reject(new Error('Project has instances'))) })
    a.send({ type: 'CONFIRM' })
    await waitFor(a, (s) => s.matches('open'))
    // Named after the dialog's own action when the request names no title: never a generic 'Action failed'.
    expect(failed).toHaveBeenCalledWith({ type: 'failed', title: 'Could not delete project', message: 'Project has instances' })
    expect(a.getSnapshot().context.outcome).toBeNull()

    // The user may try again.
    a.send({ type: 'CONFIRM' })
    expect(a.getSnapshot().value).toBe('confirming')
  })

  it('closes unanswered when its page is gone, open or waiting on the action, and never says confirmed', async () => {
    const action = vi.fn(() => Promise.resolve())
    const a = createActor(confirmMachine).start()
    a.send({ type: 'OPEN', request: request(action) })
    a.send({ type: 'DISMISS' })
    expect(a.getSnapshot().value).toBe('closed')
    expect(a.getSnapshot().context.outcome).toBe('cancelled')
    expect(action).not.toHaveBeenCalled()

    // An action that never answers (its page's machines are stopped) does not hold the dialog.
    const never = new Promise<void>(() => {})
    a.send({ type: 'OPEN', request: request(() => never) })
    a.send({ type: 'CONFIRM' })
    expect(a.getSnapshot().value).toBe('confirming')
    a.send({ type: 'DISMISS' })
    expect(a.getSnapshot().value).toBe('closed')
    expect(a.getSnapshot().context.outcome).toBe('cancelled')
  })

  it('uses the request’s error title', async () => {
    const a = createActor(confirmMachine).start()
    const failed = vi.fn()
    a.on('failed', failed)
    a.send({
      type: 'OPEN',
      request: request(() => Promise.reject(new Error('Nope')), { errorTitle: 'Could not delete project' }),
    })
    a.send({ type: 'CONFIRM' })
    await waitFor(a, (s) => s.matches('open'))
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ title: 'Could not delete project', message: 'Nope' }))
  })

  it('serves another request after closing', async () => {
    const a = createActor(confirmMachine).start()
    a.send({ type: 'OPEN', request: request(() => Promise.resolve()) })
    a.send({ type: 'CANCEL' })
    a.send({ type: 'OPEN', request: request(() => Promise.resolve(), { title: 'Stop instance' }) })
    expect(a.getSnapshot().value).toBe('open')
    expect(a.getSnapshot().context.request?.title).toBe('Stop instance')
    expect(a.getSnapshot().context.outcome).toBeNull()
    a.send({ type: 'CONFIRM' })
    await waitFor(a, (s) => s.matches('closed'))
    expect(a.getSnapshot().context.outcome).toBe('confirmed')
  })

  it('ignores a second OPEN while one is pending', () => {
    const a = createActor(confirmMachine).start()
    a.send({ type: 'OPEN', request: request(() => Promise.resolve()) })
    a.send({ type: 'OPEN', request: request(() => Promise.resolve(), { title: 'Other' }) })
    expect(a.getSnapshot().context.request?.title).toBe('Delete project')
  })
})
