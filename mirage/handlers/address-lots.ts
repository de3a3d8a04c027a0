// Rack networking: address lots and their
// blocks, the switches' loopback addresses and the source-IP allow-list, with
// Nexus's rules and wording. Reads: fleet viewers; writes: fleet admins.
import { addressLotInUse, blockHolding, blocksOf, lookupAddressLot } from '../lib/address-lots'
import { requireFleet } from '../lib/authz'
import { array, field, int, ipNetValue, ipValue, name, nameOrId, nameValue, object, str, uuid, variant } from '../lib/body'
import { alreadyExists, badRequest, invalidRequest, NexusError, notFound } from '../lib/errors'
import { canonicalIp, isIpv4, isIpv6, ipv4ToInt, ipv6ToBigInt, netRange } from '../lib/ip'
import { ID_ONLY, paginate } from '../lib/paginate'
import { created, noContent, ok, type Route } from '../lib/route'
import * as wire from '../serializers/rack-networking'
import type { Store } from '../store'

const now = () => new Date().toISOString()
type Body = Record<string, unknown>

/**
 * The address Nexus would see this browser's requests come from. The in-page
 * mock has no peer: this stands for one on the operator's network, so a list
 * without 192.168.1.0/24 (or an entry holding it) is refused as Nexus refuses it.
 */
export const MOCK_CLIENT_ADDRESS = '192.168.1.20'

const position = (ip: string) => (isIpv4(ip) ? BigInt(ipv4ToInt(ip)) : ipv6ToBigInt(ip))

const ALLOW_LIST_ID = 'allow-list'

function allowListRow(store: Store) {
  const t = now()
  return (
    store.find('allowList', ALLOW_LIST_ID) ??
    store.create('allowList', { id: ALLOW_LIST_ID, allowed_ips: { allow: 'any' }, time_created: t, time_modified: t })
  )
}

export function addressLotRoutes(route: Route) {
  // ---- address lots ---------------------------------------------------------

  route('get', '/v1/system/networking/address-lot', ({ store, actor, query }) => {
    requireFleet(store, actor, 'viewer')
    return ok(paginate(query, store.all('addressLot'), wire.addressLot))
  })

  route('post', '/v1/system/networking/address-lot', ({ store, actor, json }) => {
    const body = json() as Body
    const lotName = name(body)
    const description = str(body, 'description')
    const kind = variant(field(body, 'kind'), 'kind', ['infra', 'pool'] as const)
    const blocks = array(body, 'blocks').map((b, i) => {
      const path = `blocks[${i}]`
      const block = object(b, path)
      return {
        first_address: ipValue(field(block, 'first_address', path), `${path}.first_address`),
        last_address: ipValue(field(block, 'last_address', path), `${path}.last_address`),
      }
    })
    requireFleet(store, actor, 'admin')
    for (const b of blocks) {
      if (isIpv4(b.first_address) !== isIpv4(b.last_address)) {
        throw invalidRequest('Block bounds must be in same address family')
      }
      if (position(b.first_address) > position(b.last_address)) throw invalidRequest('Invalid range, first must be <= last')
    }
    // Nexus would add the blocks to the lot of that name; the console (and the
    // document's "unique" name) treat a second lot of one name as a conflict.
    if (store.first('addressLot', (l) => l.name === lotName)) throw alreadyExists('address-lot', lotName)
    const t = now()
    const lot = store.create('addressLot', { name: lotName, description, kind, time_created: t, time_modified: t })
    const rows = blocks.map((b) => store.create('addressLotBlock', { addressLotId: lot.id, ...b }))
    return created({ lot: wire.addressLot(lot), blocks: rows.map(wire.addressLotBlock) })
  })

  route('delete', '/v1/system/networking/address-lot/{address_lot}', (ctx) => {
    requireFleet(ctx.store, ctx.actor, 'admin')
    const lot = lookupAddressLot(ctx, ctx.path.address_lot)
    if (addressLotInUse(ctx.store, lot.id)) throw invalidRequest('lot is in use')
    blocksOf(ctx.store, lot.id).forEach((b) => b.destroy())
    lot.destroy()
    return noContent()
  })

  route('get', '/v1/system/networking/address-lot/{address_lot}/blocks', (ctx) => {
    requireFleet(ctx.store, ctx.actor, 'viewer')
    const lot = lookupAddressLot(ctx, ctx.path.address_lot)
    return ok(paginate(ctx.query, blocksOf(ctx.store, lot.id), wire.addressLotBlock, { sorts: ID_ONLY }))
  })

  // ---- loopback addresses -----------------------------------------------------

  route('get', '/v1/system/networking/loopback-address', ({ store, actor, query }) => {
    requireFleet(store, actor, 'viewer')
    return ok(paginate(query, store.all('loopbackAddress'), wire.loopbackAddress, { sorts: ID_ONLY }))
  })

  route('post', '/v1/system/networking/loopback-address', (ctx) => {
    const body = ctx.json() as Body
    const address = ipValue(field(body, 'address'), 'address')
    const lotRef = nameOrId(field(body, 'address_lot'), 'address_lot')
    const anycast = field(body, 'anycast')
    if (typeof anycast !== 'boolean') throw badRequest('unable to parse JSON body: anycast: invalid type, expected a boolean')
    const mask = int(body, 'mask', 'u8')
    const rackId = uuid(field(body, 'rack_id'), 'rack_id')
    const switchLocation = nameValue(field(body, 'switch_location'), 'switch_location')
    requireFleet(ctx.store, ctx.actor, 'admin')
    if (mask > (isIpv4(address) ? 32 : 128)) throw invalidRequest('invalid address')
    if (!ctx.store.find('rack', rackId)) throw notFound('rack', { id: rackId })
    const lot = lookupAddressLot(ctx, lotRef)
    const block = blockHolding(ctx.store, lot.id, address)
    if (!block) throw invalidRequest('address not in lot')
    // A reservation is the one address: an anycast one may share it with other anycast ones.
    const lotBlocks = new Set(blocksOf(ctx.store, lot.id).map((b) => b.id))
    const taken = ctx.store
      .all('loopbackAddress')
      .filter((l) => lotBlocks.has(l.addressLotBlockId) && l.address.split('/')[0] === address)
    if (taken.some((l) => !anycast || !l.anycast)) throw invalidRequest('address unavailable')
    const row = ctx.store.create('loopbackAddress', {
      rackId,
      switch_location: switchLocation,
      address: `${address}/${mask}`,
      addressLotBlockId: block.id,
      anycast,
    })
    return created(wire.loopbackAddress(row))
  })

  route('delete', '/v1/system/networking/loopback-address/{rack_id}/{switch_location}/{address}/{subnet_mask}', (ctx) => {
    const { rack_id, switch_location, address, subnet_mask } = ctx.path
    if (!isIpv4(address) && !isIpv6(address)) throw badRequest(`bad parameter in URL path: address: invalid IP address syntax`)
    if (!/^\d+$/.test(subnet_mask) || Number(subnet_mask) > 255) {
      throw badRequest(`bad parameter in URL path: subnet_mask: invalid digit found in string`)
    }
    requireFleet(ctx.store, ctx.actor, 'admin')
    const net = `${canonicalIp(address)}/${Number(subnet_mask)}`
    const row = ctx.store.first(
      'loopbackAddress',
      (l) => l.rackId === rack_id && l.switch_location === switch_location && l.address === net,
    )
    if (!row) throw new NexusError(404, 'ObjectNotFound', `not found: loopback-address with address "${net}"`)
    row.destroy()
    return noContent()
  })

  // ---- allow-list -----------------------------------------------------------

  route('get', '/v1/system/networking/allow-list', ({ store, actor }) => {
    requireFleet(store, actor, 'viewer')
    return ok(wire.allowList(allowListRow(store)))
  })

  route('put', '/v1/system/networking/allow-list', ({ store, actor, json }) => {
    const body = json() as Body
    const allowed = object(field(body, 'allowed_ips'), 'allowed_ips')
    const allow = variant(field(allowed, 'allow', 'allowed_ips'), 'allowed_ips.allow', ['any', 'list'] as const)
    const ips =
      allow === 'list'
        ? array(allowed, 'ips').map((v, i) => ipNetValue(v, `allowed_ips.ips[${i}]`))
        : undefined
    requireFleet(store, actor, 'admin')
    if (ips) {
      if (ips.length > 1000) {
        throw invalidRequest(`Source IP allowlist is limited to 1000 entries, found ${ips.length}`)
      }
      const client = position(MOCK_CLIENT_ADDRESS)
      let containsClient = false
      for (const entry of ips) {
        const range = netRange(entry)!
        if (position(entry.split('/')[0]) === 0n) {
          throw invalidRequest(
            'Source IP allowlist may not contain the unspecified address. Use "any" to allow any source to connect to user-facing services.',
          )
        }
        if (range.width === 0) throw invalidRequest('Source IP allowlist entries may not have a netmask of /0.')
        if (!range.v6 && range.first <= client && client <= range.last) containsClient = true
      }
      if (!containsClient) {
        throw invalidRequest(
          'The source IP allow list would prevent access from the current client! Ensure that the allowlist contains an entry that continues to allow access from this peer.',
        )
      }
    }
    const row = allowListRow(store)
    row.update({ allowed_ips: ips ? { allow: 'list', ips } : { allow: 'any' }, time_modified: now() })
    return ok(wire.allowList(row))
  })
}
