import { describe, expect, it } from 'vitest'
import type { InstanceState } from '~/api'
import {
  INSTANCE_ACTION_NAMES,
  INSTANCE_STATES,
  TRANSITIONAL_STATES,
  disabledReason,
  instanceCan,
  isDueForRestart,
  isTransitional,
  type InstanceAction,
} from '~/machines/compute/instance.rules'
import { T0, makeInstance } from './instance.fixture'

// Spec §4 'Instance actions, by run state', restated here on its own as a grid
// (Y = allowed) so the data in src is checked against the spec, not against itself.
const columns: InstanceState[] = [
  'creating',
  'starting',
  'running',
  'rebooting',
  'stopping',
  'stopped',
  'repairing',
  'migrating',
  'failed',
  'destroyed',
]
const spec: Record<InstanceAction, string> = {
  //                        creating starting running rebooting stopping stopped repairing migrating failed destroyed
  start:                  '    .        .       .        .         .       Y        .         .       Y       .   ',
  delete:                 '    .        .       .        .         .       Y        .         .       Y       .   ',
  resize:                 '    Y        .       .        .         .       Y        .         .       Y       .   ',
  updateBootDisk:         '    Y        .       .        .         .       Y        .         .       Y       .   ',
  reboot:                 '    .        .       Y        .         .       .        .         .       .       .   ',
  stop:                   '    .        Y       Y        Y         .       .        .         .       Y       .   ',
  detachDisk:             '    Y        .       .        .         .       Y        .         .       Y       .   ',
  attachDisk:             '    Y        .       .        .         .       Y        .         .       .       .   ',
  updateNetworkInterface: '    .        .       .        .         .       Y        .         .       .       .   ',
  serialConsole:          '    .        .       Y        Y         .       .        Y         Y       .       .   ',
  addToAffinityGroup:     '    .        .       .        .         .       Y        .         .       .       .   ',
}

const marksOf = (row: string) => row.trim().split(/\s+/)
const cases = Object.entries(spec).flatMap(([action, row]) =>
  columns.map((state, i) => ({ action: action as InstanceAction, state, allowed: marksOf(row)[i] === 'Y' })),
)

describe('instance actions table', () => {
  it('covers every action and every run state', () => {
    expect([...INSTANCE_ACTION_NAMES].sort()).toEqual(Object.keys(spec).sort())
    expect([...INSTANCE_STATES].sort()).toEqual([...columns].sort())
    for (const row of Object.values(spec)) expect(marksOf(row)).toHaveLength(columns.length)
    expect(cases).toHaveLength(11 * 10)
  })

  it.each(cases)('$action in $state: allowed=$allowed', ({ action, state, allowed }) => {
    expect(instanceCan(action, state)).toBe(allowed)
    const reason = disabledReason(action, state)
    if (allowed) expect(reason).toBeUndefined()
    else expect(reason).toMatch(/^Only available when the instance is /)
  })

  it('says which states allow the action', () => {
    expect(disabledReason('start', 'running')).toBe('Only available when the instance is stopped or failed')
    expect(disabledReason('reboot', 'stopped')).toBe('Only available when the instance is running')
    expect(disabledReason('resize', 'running')).toBe('Only available when the instance is stopped, failed or creating')
    expect(disabledReason('serialConsole', 'stopped')).toBe(
      'Only available when the instance is running, rebooting, migrating or repairing',
    )
  })
})

describe('transitional states', () => {
  it('are creating, starting, stopping and rebooting (spec §4)', () => {
    expect([...TRANSITIONAL_STATES].sort()).toEqual(['creating', 'rebooting', 'starting', 'stopping'])
    expect(columns.filter(isTransitional)).toEqual(['creating', 'starting', 'rebooting', 'stopping'])
  })
})

describe('isDueForRestart', () => {
  const now = new Date(T0.getTime() + 60_000)
  const failed = (overrides = {}) => makeInstance({ runState: 'failed', autoRestartEnabled: true, ...overrides })

  it('is due when failed with auto restart and no cooldown expiry', () => {
    expect(isDueForRestart(failed({ autoRestartCooldownExpiration: undefined }), now)).toBe(true)
    expect(isDueForRestart(failed({ autoRestartCooldownExpiration: null }), now)).toBe(true)
  })

  it('is due once the cooldown expiry is past, not before', () => {
    expect(isDueForRestart(failed({ autoRestartCooldownExpiration: new Date(now.getTime() - 1) }), now)).toBe(true)
    expect(isDueForRestart(failed({ autoRestartCooldownExpiration: new Date(now.getTime() + 1) }), now)).toBe(false)
  })

  it('is never due without auto restart', () => {
    expect(isDueForRestart(failed({ autoRestartEnabled: false }), now)).toBe(false)
  })

  it('is never due unless failed', () => {
    for (const runState of columns.filter((s) => s !== 'failed')) {
      expect(isDueForRestart(makeInstance({ runState, autoRestartEnabled: true }), now)).toBe(false)
    }
  })

  it('compares with the current time by default', () => {
    expect(isDueForRestart(failed({ autoRestartCooldownExpiration: new Date(Date.now() - 60_000) }))).toBe(true)
    expect(isDueForRestart(failed({ autoRestartCooldownExpiration: new Date(Date.now() + 60_000) }))).toBe(false)
  })
})
