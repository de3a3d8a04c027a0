// Address lot rules shared by the mock's
// networking handlers: where an address sits in a lot, and whether a lot is in
// use (Nexus: the lot has reserved blocks, made by loopback addresses and by
// switch port settings addresses; a lot in use is not deleted).
import { canonicalIp, inRange, isIpv4 } from './ip'
import { isUuid, type LookupCtx } from './lookup'
import { notFound } from './errors'
import type { Row, Store } from '../store'

/** A lot by name or id, as Nexus's lookup answers it. */
export function lookupAddressLot({ store }: LookupCtx, value: string): Row<'addressLot'> {
  const lot = store.first('addressLot', (l) => (isUuid(value) ? l.id === value : l.name === value))
  if (!lot) throw notFound('address-lot', isUuid(value) ? { id: value } : { name: value })
  return lot
}

export const blocksOf = (store: Store, lotId: string) => store.where('addressLotBlock', (b) => b.addressLotId === lotId)

/** The lot's block that holds `ip`, if any (Nexus's `try_reserve_block`: first ≤ ip ≤ last). */
export function blockHolding(store: Store, lotId: string, ip: string): Row<'addressLotBlock'> | undefined {
  return blocksOf(store, lotId).find(
    (b) => isIpv4(b.first_address) === isIpv4(ip) && inRange(canonicalIp(ip), b.first_address, b.last_address),
  )
}

/**
 * The lot's reservations that other tables hold. Switch port settings (helper
 * "hardware") reserve addresses too: add their check to this list.
 */
const RESERVERS: ((store: Store, blockIds: ReadonlySet<string>) => boolean)[] = [
  (store, blockIds) => store.all('loopbackAddress').some((l) => blockIds.has(l.addressLotBlockId)),
  (store, blockIds) =>
    store.all('switchPortSettings').some((s) => s.addresses.some((a) => blockIds.has(a.address_lot_block_id))),
]

export function addressLotInUse(store: Store, lotId: string): boolean {
  const blockIds = new Set(blocksOf(store, lotId).map((b) => b.id))
  return RESERVERS.some((inUse) => inUse(store, blockIds))
}
