import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import { ApiError, type Instance, type InstanceState } from '~/api'
import { INSTANCE_STATES, disabledReason, instanceCan, waitsForBoot, type InstanceAction } from '~/machines/compute/instance.rules'
import { connectInstance } from '~/machines/compute/instance.connect'
import { ACTION_IN_PROGRESS, instanceMachine } from '~/machines/compute/instance.machine'
import { InstanceActionMenu, RunStateBadge, runStateDuration } from '~/views/compute/instances/InstanceActionMenu'
import { ConfirmProvider, ToastProvider, badgeClass } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { deferred } from '../../../unit/machines/shared/deferred'
import { fakeInstanceMachine, later, makeInstance } from '../../../unit/machines/compute/instance.fixture'

type Calls = { start: () => Promise<Instance>; stop: () => Promise<Instance>; delete: () => Promise<void> }

function Menu({ instance, calls, onDeleted }: { instance: Instance; calls: Calls; onDeleted: () => void }) {
  const actor = useActorRef(
    fakeInstanceMachine({
      start: fromPromise(() => calls.start()),
      stop: fromPromise(() => calls.stop()),
      delete: fromPromise(() => calls.delete()),
      fetch: fromPromise(() => Promise.resolve(instance)),
    }),
    { input: { project: 'mock-project', instance, poll: false } },
  )
  return (
    <InstanceActionMenu
      instance={useConnect(actor, connectInstance)}
      onResize={() => {}}
      onSerialConsole={() => {}}
      onDeleted={onDeleted}
    />
  )
}

function setup(instance: Instance, calls: Partial<Calls> = {}) {
  const onDeleted = vi.fn()
  const all: Calls = {
    start: vi.fn(() => new Promise<Instance>(() => {})),
    stop: vi.fn(() => Promise.resolve(later(instance, 'stopping'))),
    delete: vi.fn(() => Promise.resolve()),
    ...calls,
  }
  render(
    <ToastProvider>
      <ConfirmProvider>
        <Menu instance={instance} calls={all} onDeleted={onDeleted} />
      </ConfirmProvider>
    </ToastProvider>,
  )
  const user = userEvent.setup()
  const open = async () => {
    screen.getByRole('button', { name: `Actions for ${instance.name}` }).focus()
    await user.keyboard('{Enter}')
    return screen.findAllByRole('menuitem')
  }
  /**
   * Moves to the item with the arrow keys and picks it with Enter. Each key
   * waits for the highlight it moves: the menu highlights its first item a
   * frame after opening, and a key pressed before that would skip an item.
   */
  const choose = async (label: string) => {
    // Keys go to the menu once it has the focus (a frame after it opens): before that, Enter on
    // the trigger only highlights.
    await menuFocused()
    await user.keyboard('{Home}')
    // Home goes to the first item that is open.
    await waitFor(() => expect(highlighted()).toBeDefined())
    for (let i = 0; i < 8 && highlighted() !== item(label); i++) {
      const before = highlighted()
      await user.keyboard('{ArrowDown}')
      await waitFor(() => expect(highlighted()).not.toBe(before))
    }
    expect(highlighted()).toBe(item(label))
    await user.keyboard('{Enter}')
    await menuGone()
  }
  const close = async () => {
    await menuFocused()
    await user.keyboard('{Escape}')
    await menuGone()
  }
  return { user, open, choose, close, onDeleted, calls: all }
}

// Menus are driven by keyboard here: Ark reads a page-wide pointer/keyboard
// modality that one test's keys leave behind for the next test's mouse.
// The content stays mounted a moment after the menu closes.
const menuGone = () =>
  waitFor(() => expect(screen.queryAllByRole('menuitem')).toHaveLength(0))

// Escape closes the menu only once it has the focus, a frame after it opens.
const menuFocused = () => waitFor(() => expect(screen.getByRole('menu').contains(document.activeElement)).toBe(true))

const item = (name: string) => screen.getByRole('menuitem', { name })
const highlighted = () => screen.getAllByRole('menuitem').find((el) => el.hasAttribute('data-highlighted'))
const isDisabled = (el: HTMLElement) => el.getAttribute('aria-disabled') === 'true'

const menu: [label: string, action: InstanceAction][] = [
  ['Start', 'start'],
  ['Stop', 'stop'],
  ['Reboot', 'reboot'],
  ['Resize', 'resize'],
  ['View serial console', 'serialConsole'],
  ['Delete', 'delete'],
]

describe('InstanceActionMenu', () => {
  // The real menu is a chunk fetched on first use (in the browser, on hover);
  // here its first import compiles it, which must not eat into the first test's time limit.
  beforeAll(async () => {
    await import('~/views/ui/ActionMenuLive')
  })

  it.each(INSTANCE_STATES)('in %s, opens exactly the items the table allows, with reasons', async (runState) => {
    const { open, close } = setup(makeInstance({ runState }))
    const items = await open()
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(menu.map(([label]) => label))
    for (const [label, action] of menu) {
      const el = item(label)
      // The serial console's page opens while the instance boots too, to wait for it.
      const opens = instanceCan(action, runState) || (action === 'serialConsole' && waitsForBoot(runState))
      expect(isDisabled(el), `${label} in ${runState}`).toBe(!opens)
      const reason = opens ? undefined : disabledReason(action, runState)
      if (reason) expect(screen.getByRole('menuitem', { name: label, description: reason })).toBe(el)
    }
    await close()
  })

  it('shows the action in flight and closes the others while it runs', async () => {
    const start = deferred<Instance>()
    const instance = makeInstance({ runState: 'stopped' })
    const { open, choose, close } = setup(instance, { start: () => start.promise })
    await open()
    await choose('Start')

    await open()
    expect(isDisabled(item('Starting…'))).toBe(true)
    expect(screen.queryByRole('menuitem', { name: 'Start' })).toBeNull()
    for (const label of ['Resize', 'Delete']) {
      expect(screen.getByRole('menuitem', { name: label, description: ACTION_IN_PROGRESS })).toBeTruthy()
    }
    await close()

    start.resolve(later(instance, 'starting'))
    await open()
    await waitFor(() => expect(isDisabled(item('Stop'))).toBe(false))
    expect(isDisabled(item('Start'))).toBe(true)
    await close()
  })

  it('reports a failed start in an error toast', async () => {
    const { open, choose } = setup(makeInstance({ runState: 'failed' }), {
      start: () => Promise.reject(new ApiError({ type: 'error', message: 'Insufficient capacity', statusCode: 507 })),
    })
    await open()
    await choose('Start')
    const toast = await screen.findByRole('alert')
    expect(within(toast).getByText('Could not start instance')).toBeTruthy()
    expect(within(toast).getByText('Insufficient capacity')).toBeTruthy()
  })

  it('deletes only after confirmation', async () => {
    const { user, open, choose, onDeleted, calls } = setup(makeInstance({ runState: 'stopped', name: 'web-2' }))
    await open()
    await choose('Delete')
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete instance' })
    expect(within(dialog).getByText(/Are you sure you want to delete web-2\?/)).toBeTruthy()
    expect(calls.delete).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1))
    expect(calls.delete).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('stops only after confirmation', async () => {
    const { user, open, choose, calls } = setup(makeInstance({ runState: 'running', name: 'web-2' }))
    await open()
    await choose('Stop')
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop instance' })
    expect(within(dialog).getByText(/Are you sure you want to stop web-2\?/)).toBeTruthy()
    expect(calls.stop).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('button', { name: 'Stop' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(calls.stop).toHaveBeenCalledTimes(1)
  })

  it('keeps the dialog open with an error toast when the delete fails', async () => {
    const { user, open, choose, onDeleted } = setup(makeInstance({ runState: 'failed' }), {
      delete: () => Promise.reject(new ApiError({ type: 'client_error', message: 'Instance is attached', statusCode: 400 })),
    })
    await open()
    await choose('Delete')
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    const toast = await screen.findByRole('alert')
    expect(within(toast).getByText('Could not delete instance')).toBeTruthy()
    expect(within(toast).getByText('Instance is attached')).toBeTruthy()
    expect(screen.getByRole('alertdialog', { name: 'Delete instance' })).toBeTruthy()
    expect(onDeleted).not.toHaveBeenCalled()
  })

  it('leaves out Resize and View serial console without somewhere to go', async () => {
    function Bare() {
      const actor = useActorRef(instanceMachine, {
        input: { project: 'p', instance: makeInstance({ runState: 'running' }), poll: false },
      })
      return <InstanceActionMenu instance={useConnect(actor, connectInstance)} trigger="Actions" />
    }
    render(
      <ToastProvider>
        <ConfirmProvider>
          <Bare />
        </ConfirmProvider>
      </ToastProvider>,
    )
    const user = userEvent.setup()
    screen.getByRole('button', { name: 'Actions' }).focus()
    await user.keyboard('{Enter}')
    const items = await screen.findAllByRole('menuitem')
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Start', 'Stop', 'Reboot', 'Delete'])
    await menuFocused()
    await user.keyboard('{Escape}')
    await menuGone()
  })
})

describe('RunStateBadge', () => {
  // The colours the brief gives each run state.
  const colours: Record<InstanceState, Parameters<typeof badgeClass>[0]> = {
    running: { variant: 'success' },
    starting: { variant: 'info' },
    creating: { variant: 'info' },
    rebooting: { variant: 'info' },
    stopping: { variant: 'warning' },
    repairing: { variant: 'warning' },
    migrating: { variant: 'purple' },
    stopped: { variant: 'neutral' },
    failed: { variant: 'danger' },
    destroyed: { variant: 'neutral' },
  }

  it.each(INSTANCE_STATES)('shows %s in its colour', (state) => {
    render(<RunStateBadge state={state} />)
    expect(screen.getByText(state).className).toBe(badgeClass(colours[state]))
  })

  it('says how long the instance has been in the state, and when it is due for restart', () => {
    const since = new Date('2025-06-01T12:00:00Z')
    render(<RunStateBadge state="failed" since={since} now={new Date('2025-06-01T12:03:30Z')} dueForRestart />)
    expect(screen.getByText('for 3 minutes')).toBeTruthy()
    expect(screen.getByText('due for restart')).toBeTruthy()
  })

  it('words durations by their largest unit', () => {
    const since = new Date('2025-06-01T12:00:00Z')
    const at = (ms: number) => runStateDuration(since, new Date(since.getTime() + ms))
    expect(at(30_000)).toBe('for under a minute')
    expect(at(60_000)).toBe('for 1 minute')
    expect(at(2 * 3_600_000 + 5 * 60_000)).toBe('for 2 hours')
    expect(at(3 * 86_400_000)).toBe('for 3 days')
  })
})
