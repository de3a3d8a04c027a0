import { describe, expect, test } from 'vitest'
import { ROLE_PENDING } from '~/machines/shared/permission.rules'
import { NETWORKING_ADMIN_ONLY, networkingWriteOf } from '~/machines/system/rack-networking.rules'
import {
  addSledQuestion,
  EXPUNGED_SLED,
  INVENTORY_ADMIN_ONLY,
  inventoryWrites,
  inventoryWritesOf,
  provisionPolicyChange,
  provisionPolicyQuestion,
} from '~/machines/system/inventory'

const inService = (p: 'provisionable' | 'non_provisionable') => ({ policy: { kind: 'in_service' as const, provisionPolicy: p } })
const admin = inventoryWrites('admin')

describe('a sled’s provision policy', () => {
  test('switches to the other policy; a fleet admin may', () => {
    expect(provisionPolicyChange(inService('provisionable'), admin)).toEqual({
      to: 'non_provisionable',
      allowed: { allowed: true },
    })
    expect(provisionPolicyChange(inService('non_provisionable'), admin).to).toBe('provisionable')
  })

  test('anyone else sees why not; an expunged sled never changes', () => {
    for (const role of ['collaborator', 'viewer', undefined] as const) {
      expect(provisionPolicyChange(inService('provisionable'), inventoryWrites(role)).allowed).toEqual({
        allowed: false,
        reason: INVENTORY_ADMIN_ONLY,
      })
    }
    expect(provisionPolicyChange({ policy: { kind: 'expunged' } }, admin).allowed).toEqual({
      allowed: false,
      reason: EXPUNGED_SLED,
    })
  })

  test('the confirm says what the new policy means, for which sled', () => {
    const q = provisionPolicyQuestion({ baseboard: { serial: 'BRM1', part: 'p', revision: 1 } }, 'non_provisionable')
    expect(q.message).toBe(
      'Mark sled BRM1 non provisionable? No new instances or disks will be placed on this sled; what already runs on it stays there until moved.',
    )
    expect(q.success).toBe('Sled BRM1 marked non provisionable')
  })
})

test('adding a sled names it by serial, part and cubby', () => {
  const q = addSledQuestion({ baseboard: { serial: 'BRM2', part: '913', revision: 6 }, cubby: 14, rackId: 'r' })
  expect(q.message).toMatch(/^Add sled BRM2 \(part 913, cubby 14\) to the rack\?/)
})

describe('writes while the fleet role is a part of the page', () => {
  const retry = () => {}
  test('none is offered while the role is read, nor when it could not be: each says why', () => {
    expect(inventoryWritesOf({ status: 'pending' }).canChange).toEqual({ allowed: false, reason: ROLE_PENDING })
    expect(networkingWriteOf({ status: 'pending' })).toEqual({ allowed: false, reason: ROLE_PENDING })
    const failed = { status: 'failed' as const, message: 'Service Unavailable', retry }
    expect(inventoryWritesOf(failed).canChange).toEqual({ allowed: false, reason: 'Could not read your role: Service Unavailable' })
    expect(networkingWriteOf(failed)).toEqual({ allowed: false, reason: 'Could not read your role: Service Unavailable' })
  })

  test('once it is in, the role decides', () => {
    expect(inventoryWritesOf({ status: 'ready', data: 'admin' }).canChange).toEqual({ allowed: true })
    expect(inventoryWritesOf({ status: 'ready', data: 'viewer' }).canChange).toEqual({ allowed: false, reason: INVENTORY_ADMIN_ONLY })
    expect(networkingWriteOf({ status: 'ready', data: 'admin' })).toEqual({ allowed: true })
    expect(networkingWriteOf({ status: 'ready', data: undefined })).toEqual({ allowed: false, reason: NETWORKING_ADMIN_ONLY })
  })
})
