import { describe, expect, it } from 'vitest'
import { DISK_ACTIONS, DISK_STATES, diskCan, diskDisabledReason, type DiskAction } from '~/machines/shared/disk.rules'

// A literal copy of spec §4 "Disk actions, by state". The module's table must
// agree with it for every state and action, not only the allowed ones.
const spec: Record<DiskAction, string[]> = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  detach: ['attached'],
  setAsBootDisk: ['attached'],
}

// Spec §3: the twelve disk states.
const allStates = [
  'attached',
  'attaching',
  'creating',
  'detaching',
  'detached',
  'destroyed',
  'faulted',
  'maintenance',
  'import_ready',
  'importing_from_url',
  'importing_from_bulk_writes',
  'finalizing',
] as const

const actions = Object.keys(spec) as DiskAction[]

describe('disk actions (spec §4)', () => {
  it('knows every disk state of spec §3 and every action of the table', () => {
    expect([...DISK_STATES].sort()).toEqual([...allStates].sort())
    expect(Object.keys(DISK_ACTIONS).sort()).toEqual([...actions].sort())
  })

  for (const action of actions) {
    for (const state of allStates) {
      const allowed = spec[action].includes(state)
      it(`${action} is ${allowed ? 'allowed' : 'refused'} when the disk is ${state}`, () => {
        expect(diskCan(action, state)).toBe(allowed)
        // a disk's `state` object works the same as its name
        expect(diskCan(action, { state } as never)).toBe(allowed)
        const reason = diskDisabledReason(action, state)
        if (allowed) expect(reason).toBeUndefined()
        else expect(reason).toMatch(/^Only available when the disk is /)
      })
    }
  }

  it('names the allowed states in the reason', () => {
    expect(diskDisabledReason('delete', 'attached')).toBe('Only available when the disk is detached or faulted')
    expect(diskDisabledReason('snapshot', 'import_ready')).toBe('Only available when the disk is attached or detached')
    expect(diskDisabledReason('attach', 'attached')).toBe('Only available when the disk is creating or detached')
    expect(diskDisabledReason('detach', 'detaching')).toBe('Only available when the disk is attached')
    expect(diskDisabledReason('setAsBootDisk', 'detached')).toBe('Only available when the disk is attached')
  })
})
