// Wire shapes for address lots, their blocks
// and loopback addresses.
import type { Row } from '../store'
import { identity, type S } from './common'

export const addressLot = (r: Row<'addressLot'>): S['AddressLot'] => ({ ...identity(r), kind: r.kind })

export const addressLotBlock = (r: Row<'addressLotBlock'>): S['AddressLotBlock'] => ({
  id: r.id,
  first_address: r.first_address,
  last_address: r.last_address,
})

export const loopbackAddress = (r: Row<'loopbackAddress'>): S['LoopbackAddress'] => ({
  id: r.id,
  address: r.address,
  address_lot_block_id: r.addressLotBlockId,
  rack_id: r.rackId,
  switch_location: r.switch_location,
})

export const allowList = (r: Row<'allowList'>): S['AllowList'] => ({
  allowed_ips: r.allowed_ips,
  time_created: r.time_created,
  time_modified: r.time_modified,
})
