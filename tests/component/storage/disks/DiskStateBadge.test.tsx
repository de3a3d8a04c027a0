import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DISK_STATES } from '~/machines/shared/disk.rules'
import { DISK_STATE_COLOR, DiskStateBadge } from '~/views/storage/disks/DiskStateBadge'
import { badgeClass } from '~/views/ui'

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
