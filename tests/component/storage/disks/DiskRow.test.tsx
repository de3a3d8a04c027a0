import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import type { Disk, Snapshot } from '~/api'
import { DISK_STATES, diskCan, diskDisabledReason, type DiskStateName } from '~/machines/shared/disk.rules'
import { ACTION_IN_PROGRESS } from '~/machines/storage/disk.machine'
import { badgeClass } from '~/views/ui'
import { DISK_STATE_COLOR, DiskRowActions, DiskStateBadge } from '~/views/storage/disks/DiskRow'
import { diskListItems, type DiskItemHandlers } from '~/views/storage/disks/DisksPage'
import { deferred, type Deferred } from '../../../unit/machines/shared/deferred'
import { fakeDiskMachine, makeDisk } from '../../../unit/machines/storage/disk.fixture'

function Row({ disk, snapshot, on }: { disk: Disk; snapshot: Deferred<Snapshot>; on: DiskItemHandlers }) {
  const actor = useActorRef(
    fakeDiskMachine({ snapshot: fromPromise(() => snapshot.promise) }),
    { input: { project: 'mock-project', disk, poll: false } },
  )
  return (
    <DiskRowActions
      actor={actor}
      name={disk.name}
      // As the disks list does: Detach only for a disk on an instance, by the disk machine's word here.
      items={(d) =>
        diskListItems(
          d,
          d.instanceId ? { allowed: d.actions.detach.enabled, reason: d.actions.detach.reason } : undefined,
          on,
        )
      }
    />
  )
}

function setup(state: DiskStateName) {
  const snapshot = deferred<Snapshot>()
  const on = { snapshot: vi.fn(), delete: vi.fn(), detach: vi.fn() }
  render(<Row disk={makeDisk(state)} snapshot={snapshot} on={on} />)
  const user = userEvent.setup()
  const open = async () => {
    screen.getByRole('button', { name: `Actions for ${makeDisk(state).name}` }).focus()
    await user.keyboard('{Enter}')
    const items = await screen.findAllByRole('menuitem')
    // The menu takes focus a frame after it opens; keys sent before then go to the trigger.
    await waitFor(() => expect(document.activeElement?.closest('[role=menu]')).toBeTruthy())
    return items
  }
  const close = async () => {
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryAllByRole('menuitem')).toHaveLength(0))
  }
  return { user, open, close, on, snapshot }
}

const isDisabled = (el: HTMLElement) => el.getAttribute('aria-disabled') === 'true'
const onInstance: DiskStateName[] = ['attached', 'attaching', 'detaching']

afterEach(() => vi.restoreAllMocks())

describe('disk row menu', () => {
  it.each(DISK_STATES)('when %s, opens exactly what the disk table allows, with reasons', async (state) => {
    const { open, close } = setup(state)
    const items = await open()
    const expected = onInstance.includes(state) ? ['Snapshot', 'Detach', 'Delete'] : ['Snapshot', 'Delete']
    // Copy ID and Copy name come first in every row menu.
    expect(items.map((i) => i.getAttribute('aria-label') ?? i.textContent)).toEqual(['Copy ID', 'Copy name', ...expected])
    const actionOf = { Snapshot: 'snapshot', Detach: 'detach', Delete: 'delete' } as const
    for (const label of expected) {
      const action = actionOf[label as keyof typeof actionOf]
      const el = screen.getByRole('menuitem', { name: label })
      expect(isDisabled(el), `${label} when ${state}`).toBe(!diskCan(action, state))
      const reason = diskDisabledReason(action, state)
      if (reason) expect(screen.getByRole('menuitem', { name: label, description: reason })).toBe(el)
    }
    await close()
  })

  it('hands the chosen action to the page, and shows it in flight with the others closed', async () => {
    const { open, close, user, on } = setup('detached')
    await open()
    const highlighted = () => screen.getByRole('menuitem', { name: 'Snapshot' }).hasAttribute('data-highlighted')
    // Snapshot is the first item after Copy ID and Copy name.
    await user.keyboard('{Home}{ArrowDown}{ArrowDown}')
    await waitFor(() => expect(highlighted()).toBe(true))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(on.snapshot).toHaveBeenCalledTimes(1))
    expect(on.snapshot.mock.calls[0][0].disk.name).toBe('data')
    // The page runs the action through the machine (here: by hand).
    void on.snapshot.mock.calls[0][0].snapshot()
    await waitFor(() => expect(screen.queryAllByRole('menuitem')).toHaveLength(0))
    await open()
    expect(isDisabled(screen.getByRole('menuitem', { name: 'Snapshotting…' }))).toBe(true)
    expect(screen.getByRole('menuitem', { name: 'Delete', description: ACTION_IN_PROGRESS })).toBeTruthy()
    await close()
  })
})

describe('disk state badge', () => {
  it.each(DISK_STATES)('shows %s in its own colour', (state) => {
    render(<DiskStateBadge state={state} />)
    const badge = screen.getByText(state.replaceAll('_', ' '))
    expect(badge.className).toBe(badgeClass({ variant: DISK_STATE_COLOR[state] }))
  })

  it('tells the kinds of state apart', () => {
    expect(DISK_STATE_COLOR.attached).not.toBe(DISK_STATE_COLOR.detached)
    expect(DISK_STATE_COLOR.faulted).not.toBe(DISK_STATE_COLOR.attaching)
    expect(DISK_STATE_COLOR.import_ready).not.toBe(DISK_STATE_COLOR.detached)
    expect(DISK_STATE_COLOR.maintenance).not.toBe(DISK_STATE_COLOR.faulted)
    // Every moving state looks alike: it will change on its own.
    const moving = ['attaching', 'detaching', 'creating', 'finalizing', 'importing_from_url', 'importing_from_bulk_writes'] as const
    expect(new Set(moving.map((s) => DISK_STATE_COLOR[s])).size).toBe(1)
  })
})
