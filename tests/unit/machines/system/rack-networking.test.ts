// The rack networking forms ↔ the bodies they send (address lot with blocks,
// loopback address, allow-list), their validators (addresses, one version
// per block, first ≤ last, unique items) and who may write.
import { describe, expect, test } from 'vitest'
import {
  addressLotCreateBody,
  addressLotInitialValues,
  blockErrors,
  validateAddressLot,
  type AddressLotFormValues,
} from '~/machines/system/address-lots'
import {
  addDraft,
  allowListBody,
  allowListValues,
  needsWarning,
  validateAllowList,
  type AllowListFormValues,
  addEntry,
  allowListMessages,
  parseEntry,
} from '~/machines/system/allow-list'
import {
  loopbackCreateBody,
  loopbackInitialValues,
  loopbackLotDefault,
  loopbackRackDefault,
  loopbackKey,
  validateLoopback,
  type LoopbackFormValues,
} from '~/machines/system/loopback-addresses'
import { NETWORKING_ADMIN_ONLY, networkingWrite } from '~/machines/system/rack-networking.rules'
import { messages } from '~/validation'
import { ipRangeMessages } from '~/validation/network'

const lot = (blocks: AddressLotFormValues['blocks']): AddressLotFormValues => ({
  name: 'edge',
  description: 'uplinks',
  kind: 'infra',
  blocks,
})

describe('address lot form', () => {
  test('two blocks become the create body, addresses trimmed', () => {
    const values = lot([
      { first: ' 10.0.0.1', last: '10.0.0.9 ' },
      { first: 'fd00::1', last: 'fd00::ff' },
    ])
    expect(validateAddressLot(values)).toEqual({})
    expect(addressLotCreateBody(values)).toEqual({
      name: 'edge',
      description: 'uplinks',
      kind: 'infra',
      blocks: [
        { firstAddress: '10.0.0.1', lastAddress: '10.0.0.9' },
        { firstAddress: 'fd00::1', lastAddress: 'fd00::ff' },
      ],
    })
  })

  test('a block is two addresses of one version, first ≤ last; the form says which block', () => {
    expect(blockErrors([{ first: '10.0.0', last: '10.0.0.1' }])).toEqual([{ first: messages.ip.invalid, last: undefined }])
    expect(blockErrors([{ first: '10.0.0.1', last: 'fd00::1' }])).toEqual([{ last: ipRangeMessages.version }])
    expect(blockErrors([{ first: '10.0.0.9', last: '10.0.0.1' }])).toEqual([{ last: ipRangeMessages.order }])
    expect(validateAddressLot(lot([{ first: '10.0.0.1', last: '10.0.0.2' }, { first: '10.0.0.9', last: '10.0.0.1' }])).blocks).toBe(
      `Block 2: ${ipRangeMessages.order}`,
    )
  })

  test('at least one block, each once', () => {
    expect(validateAddressLot(lot([])).blocks).toBe('Add at least one block')
    const twice = { first: '10.0.0.1', last: '10.0.0.2' }
    expect(validateAddressLot(lot([twice, { first: ' 10.0.0.1', last: '10.0.0.2' }])).blocks).toBe(messages.unique)
  })

  test('the empty form starts with one infra block to fill in, and names the fields to fix', () => {
    expect(addressLotInitialValues.blocks).toHaveLength(1)
    expect(addressLotInitialValues.kind).toBe('infra')
    const errors = validateAddressLot(addressLotInitialValues)
    expect(errors.name).toBeTruthy()
    expect(errors.blocks).toBe(`Block 1: ${messages.ip.invalid}`)
  })
})

describe('loopback address form', () => {
  const load = {
    racks: [{ id: 'c19a698f-c6f9-4a17-ae30-20d711b8f7dc', timeCreated: new Date(), timeModified: new Date() }],
    lots: [
      { id: 'a', name: 'uplink-pool', kind: 'pool' as const, description: '', timeCreated: new Date(), timeModified: new Date() },
      { id: 'b', name: 'initial-infra', kind: 'infra' as const, description: '', timeCreated: new Date(), timeModified: new Date() },
    ],
  }
  const filled = (patch: Partial<LoopbackFormValues> = {}): LoopbackFormValues => ({
    ...loopbackInitialValues,
    ...loopbackRackDefault(load.racks),
    ...loopbackLotDefault(load.lots),
    address: ' 172.20.15.11 ',
    mask: '32',
    ...patch,
  })

  test('nothing is picked until the choices are in; then the only rack and the first infra lot are the defaults', () => {
    expect(loopbackInitialValues).toMatchObject({ rack: '', addressLot: '', switchLocation: 'switch0' })
    expect(loopbackRackDefault(load.racks)).toEqual({ rack: load.racks[0].id })
    expect(loopbackRackDefault([...load.racks, { ...load.racks[0], id: 'other' }])).toEqual({})
    expect(loopbackLotDefault(load.lots)).toEqual({ addressLot: 'initial-infra' })
    expect(loopbackLotDefault(load.lots.slice(0, 1))).toEqual({})
  })

  test('values become the create body', () => {
    const values = filled({ switchLocation: 'switch1', anycast: true })
    expect(validateLoopback(values)).toEqual({ rack: undefined, address: undefined, mask: undefined, addressLot: undefined })
    expect(loopbackCreateBody(values)).toEqual({
      rackId: load.racks[0].id,
      switchLocation: 'switch1',
      address: '172.20.15.11',
      mask: 32,
      addressLot: 'initial-infra',
      anycast: true,
    })
  })

  test('address and mask (a prefix length for its version) are checked', () => {
    expect(validateLoopback(filled({ address: '172.20.15' })).address).toBe(messages.ip.invalid)
    expect(validateLoopback(filled({ mask: '' })).mask).toBe('Mask is required')
    expect(validateLoopback(filled({ mask: '3.5' })).mask).toBe('Mask must be a whole number')
    expect(validateLoopback(filled({ mask: '33' })).mask).toBe('Mask must be 32 or less for this address')
    expect(validateLoopback(filled({ address: 'fd00::1', mask: '64' })).mask).toBeUndefined()
    expect(validateLoopback(filled({ rack: '', addressLot: '' }))).toMatchObject({ rack: 'Rack is required', addressLot: 'Address lot is required' })
  })

  test('the DELETE path is rack, switch, address and mask', () => {
    expect(
      loopbackKey({ id: 'x', address: 'fd00:99::10/128', addressLotBlockId: 'y', rackId: 'r', switchLocation: 'switch1' }),
    ).toEqual({ rack_id: 'r', switch_location: 'switch1', address: 'fd00:99::10', subnet_mask: 128 })
  })
})

describe('allow-list', () => {
  const list = (ips: string[], draft = ''): AllowListFormValues => ({ mode: 'list', ips, draft: { value: draft } })

  test('an entry is an address (kept as its /32 or /128) or a network, the validation messages otherwise', () => {
    expect(parseEntry(' 10.0.0.1 ')).toEqual({ ok: true, value: '10.0.0.1/32' })
    expect(parseEntry('fd00::1')).toEqual({ ok: true, value: 'fd00::1/128' })
    expect(parseEntry('10.0.0.0/8')).toEqual({ ok: true, value: '10.0.0.0/8' })
    expect(parseEntry('10.0.0.0')).toEqual({ ok: true, value: '10.0.0.0/32' })
    expect(parseEntry('10.0.0/8')).toEqual({ ok: false, message: messages.ip.invalid })
    expect(parseEntry('10.0.0.0/33')).toEqual({ ok: false, message: messages.cidr.maxWidthV4 })
    expect(parseEntry('fd00::/129')).toEqual({ ok: false, message: messages.cidr.maxWidthV6 })
    expect(parseEntry('10.0.0.0/x')).toEqual({ ok: false, message: messages.cidr.widthInteger })
    expect(parseEntry('0.0.0.0')).toEqual({ ok: false, message: allowListMessages.unspecified })
    expect(parseEntry('::/64')).toEqual({ ok: false, message: allowListMessages.unspecified })
    expect(parseEntry('10.0.0.0/0')).toEqual({ ok: false, message: allowListMessages.zeroWidth })
  })

  test('each entry once: a duplicate is refused with the uniqueness message', () => {
    expect(addEntry(['10.0.0.1/32'], '10.0.0.1')).toEqual({ error: messages.unique })
    expect(addEntry(['FD00::/64'.toLowerCase()], 'FD00::/64')).toEqual({ error: messages.unique })
    expect(addEntry(['10.0.0.1/32'], '10.0.0.2')).toEqual({ items: ['10.0.0.1/32', '10.0.0.2/32'] })
    expect(addDraft(list(['10.0.0.1/32'], '10.0.0.1'))).toEqual({ ips: ['10.0.0.1/32'], draft: { value: '10.0.0.1', error: messages.unique } })
    expect(addDraft(list([], '192.168.1.0/24'))).toEqual({ ips: ['192.168.1.0/24'], draft: { value: '' } })
  })

  test('values ↔ body; a list needs an entry, and an entry typed but not added is pointed out', () => {
    expect(allowListBody({ mode: 'any', ips: ['10.0.0.1/32'], draft: { value: '' } })).toEqual({ allowedIps: { allow: 'any' } })
    expect(allowListBody(list(['10.0.0.0/8']))).toEqual({ allowedIps: { allow: 'list', ips: ['10.0.0.0/8'] } })
    const now = new Date()
    expect(allowListValues({ allowedIps: { allow: 'list', ips: ['10.0.0.0/8'] }, timeCreated: now, timeModified: now })).toEqual(
      list(['10.0.0.0/8']),
    )
    expect(allowListValues({ allowedIps: { allow: 'any' }, timeCreated: now, timeModified: now }).mode).toBe('any')
    expect(validateAllowList(list([])).ips).toBe(allowListMessages.empty)
    expect(validateAllowList(list(['10.0.0.0/8'], '10.1'))).toMatchObject({ draft: allowListMessages.pending })
    expect(validateAllowList({ mode: 'any', ips: [], draft: { value: 'junk' } })).toEqual({})
  })

  test('a list the form would send is confirmed first; any source, or a refused form, is not', () => {
    expect(needsWarning(list(['10.0.0.0/8']))).toBe(true)
    expect(needsWarning(list([]))).toBe(false)
    expect(needsWarning({ mode: 'any', ips: [], draft: { value: '' } })).toBe(false)
  })
})

test('only a fleet admin changes the rack’s networking', () => {
  expect(networkingWrite('admin')).toEqual({ allowed: true })
  expect(networkingWrite('collaborator')).toEqual({ allowed: false, reason: NETWORKING_ADMIN_ONLY })
  expect(networkingWrite(undefined)).toEqual({ allowed: false, reason: NETWORKING_ADMIN_ONLY })
})
