// BGP configs, announce sets and their
// announcements, the peers' status, routes and message history, and BFD
// sessions, with Nexus's rules and wording.
// Reads: fleet viewers; writes: fleet admins.
import { blockHolding, lookupAddressLot } from '../lib/address-lots'
import { requireFleet } from '../lib/authz'
import { array, field, int, ipNetValue, ipValue, name, nameOrId, nameValue, object, optName, str, variant } from '../lib/body'
import { bfdStateAt, messageHistory, peerStateAt, routerId } from '../lib/bgp'
import { badRequest, conflict, invalidRequest, notFound } from '../lib/errors'
import { isIpv4, isIpv4Net } from '../lib/ip'
import { isUuid, requiredQuery, type LookupCtx } from '../lib/lookup'
import { paginate } from '../lib/paginate'
import { created, noContent, ok, type Route } from '../lib/route'
import { identity, type S } from '../serializers/common'
import type { Row, Store } from '../store'

type Body = Record<string, unknown>
const now = () => new Date().toISOString()

const byKey = (value: string) => (isUuid(value) ? { id: value } : { name: value })

function lookupAnnounceSet({ store }: LookupCtx, value: string): Row<'bgpAnnounceSet'> {
  const set = store.first('bgpAnnounceSet', (s) => (isUuid(value) ? s.id === value : s.name === value))
  if (!set) throw notFound('bgp-announce-set', byKey(value))
  return set
}

function lookupConfig({ store }: LookupCtx, value: string): Row<'bgpConfig'> {
  const config = store.first('bgpConfig', (c) => (isUuid(value) ? c.id === value : c.name === value))
  if (!config) throw notFound('bgp-config', byKey(value))
  return config
}

const announcementsOf = (store: Store, setId: string) => store.where('bgpAnnouncement', (a) => a.announceSetId === setId)

// ---- wire shapes ----------------------------------------------------------------

const announceSet = (r: Row<'bgpAnnounceSet'>): S['BgpAnnounceSet'] => identity(r)

const announcement = (r: Row<'bgpAnnouncement'>): S['BgpAnnouncement'] => ({
  announce_set_id: r.announceSetId,
  address_lot_block_id: r.addressLotBlockId,
  network: r.network,
})

const bgpConfig = (r: Row<'bgpConfig'>): S['BgpConfig'] => ({ ...identity(r), asn: r.asn, vrf: r.vrf ?? null })

function peerStatus(store: Store, p: Row<'bgpPeer'>, at: number): S['BgpPeerStatus'] {
  const { state, durationMs } = peerStateAt(p, at)
  return {
    addr: p.addr,
    switch: p.switch,
    local_asn: store.find('bgpConfig', p.bgpConfigId)?.asn ?? 0,
    remote_asn: p.remote_asn,
    state,
    state_duration_millis: durationMs,
  }
}

const bfdStatus = (r: Row<'bfdSession'>, at: number): S['BfdStatus'] => ({
  peer: r.peer,
  local: r.local ?? null,
  switch: r.switch,
  mode: r.mode,
  detection_threshold: r.detection_threshold,
  required_rx: r.required_rx,
  state: bfdStateAt(r, at),
})

/** `?asn=`: a u32, as Dropshot parses it. */
function asnQuery(query: URLSearchParams): number {
  const raw = requiredQuery(query, 'asn')
  if (!/^\d+$/.test(raw)) throw badRequest('unable to parse query string: asn: invalid digit found in string')
  const asn = Number(raw)
  if (asn > 4_294_967_295) throw badRequest('unable to parse query string: asn: number too large to fit in target type')
  return asn
}

/** The peers of the configs with this ASN. */
function peersOfAsn(store: Store, asn: number) {
  const configs = new Set(store.where('bgpConfig', (c) => c.asn === asn).map((c) => c.id))
  return store.where('bgpPeer', (p) => configs.has(p.bgpConfigId))
}

const SWITCHES = ['switch0', 'switch1'] as const

export function bgpRoutes(route: Route) {
  // ---- configs ----------------------------------------------------------------

  route('get', '/v1/system/networking/bgp', ({ store, actor, query }) => {
    requireFleet(store, actor, 'viewer')
    return ok(paginate(query, store.all('bgpConfig'), bgpConfig))
  })

  route('post', '/v1/system/networking/bgp', (ctx) => {
    const body = ctx.json() as Body
    const configName = name(body)
    const description = str(body, 'description')
    const asn = int(body, 'asn', 'u32')
    const setRef = nameOrId(field(body, 'bgp_announce_set_id'), 'bgp_announce_set_id')
    const vrf = optName(body, 'vrf')
    requireFleet(ctx.store, ctx.actor, 'admin')
    const set = lookupAnnounceSet(ctx, setRef)
    // The same config again is the one there (Nexus's create is idempotent).
    const same = ctx.store.first(
      'bgpConfig',
      (c) => c.name === configName && c.asn === asn && c.announceSetId === set.id && (c.vrf ?? null) === vrf,
    )
    if (same) return created(bgpConfig(same))
    if (ctx.store.first('bgpConfig', (c) => c.asn === asn)) throw conflict('cannot have more than one configuration per ASN')
    if (ctx.store.first('bgpConfig', (c) => c.name === configName)) {
      throw conflict('a field that must be unique conflicts with an existing record')
    }
    const t = now()
    const row = ctx.store.create('bgpConfig', {
      name: configName,
      description,
      asn,
      vrf,
      announceSetId: set.id,
      time_created: t,
      time_modified: t,
    })
    return created(bgpConfig(row))
  })

  route('delete', '/v1/system/networking/bgp', (ctx) => {
    const ref = requiredQuery(ctx.query, 'name_or_id')
    requireFleet(ctx.store, ctx.actor, 'admin')
    const config = lookupConfig(ctx, ref)
    // A switch port settings' BGP peer names it (the peers status shows, and
    // the settings helper "hardware" keeps, by name or id).
    const names = (ref: string) => ref === config.id || ref === config.name
    const inSettings = ctx.store.all('switchPortSettings').some((s) => s.bgp_peers.some((p) => names(p.bgp_config)))
    if (inSettings || ctx.store.first('bgpPeer', (p) => p.bgpConfigId === config.id)) {
      throw conflict('BGP Config is in use and cannot be deleted')
    }
    config.destroy()
    return noContent()
  })

  // ---- announce sets --------------------------------------------------------------

  route('get', '/v1/system/networking/bgp-announce-set', ({ store, actor, query }) => {
    requireFleet(store, actor, 'viewer')
    // Nexus answers with one array, though it takes a page's parameters.
    return ok(paginate(query, store.all('bgpAnnounceSet'), announceSet).items)
  })

  route('put', '/v1/system/networking/bgp-announce-set', (ctx) => {
    const body = ctx.json() as Body
    const setName = name(body)
    const description = str(body, 'description')
    const items = array(body, 'announcement').map((a, i) => {
      const path = `announcement[${i}]`
      const item = object(a, path)
      return {
        ref: nameOrId(field(item, 'address_lot_block', path), `${path}.address_lot_block`),
        network: ipNetValue(field(item, 'network', path), `${path}.network`),
      }
    })
    requireFleet(ctx.store, ctx.actor, 'admin')
    // A block by its id, or a lot (by name or id) and its block that holds the network.
    const blockIdOf = ({ ref, network }: { ref: string; network: string }) => {
      const block = isUuid(ref) ? ctx.store.find('addressLotBlock', ref) : undefined
      if (block) return block.id
      const lot = lookupAddressLot(ctx, ref)
      const holding = blockHolding(ctx.store, lot.id, network.split('/')[0])
      if (!holding) throw invalidRequest(`network ${network} is not in address lot ${lot.name}`)
      return holding.id
    }
    const resolved = items.map((a) => ({ network: a.network, addressLotBlockId: blockIdOf(a) }))
    // Nexus finds the set by name or makes it; an existing set keeps its
    // description, and its announcements are replaced.
    const t = now()
    const set =
      ctx.store.first('bgpAnnounceSet', (s) => s.name === setName) ??
      ctx.store.create('bgpAnnounceSet', { name: setName, description, time_created: t, time_modified: t })
    announcementsOf(ctx.store, set.id).forEach((a) => a.destroy())
    for (const a of resolved) ctx.store.create('bgpAnnouncement', { announceSetId: set.id, ...a })
    return ok(announceSet(set))
  })

  route('delete', '/v1/system/networking/bgp-announce-set/{announce_set}', (ctx) => {
    requireFleet(ctx.store, ctx.actor, 'admin')
    const set = lookupAnnounceSet(ctx, ctx.path.announce_set)
    if (ctx.store.first('bgpConfig', (c) => c.announceSetId === set.id)) throw conflict('announce set in use')
    announcementsOf(ctx.store, set.id).forEach((a) => a.destroy())
    set.destroy()
    return noContent()
  })

  route('get', '/v1/system/networking/bgp-announce-set/{announce_set}/announcement', (ctx) => {
    requireFleet(ctx.store, ctx.actor, 'viewer')
    const set = lookupAnnounceSet(ctx, ctx.path.announce_set)
    return ok(announcementsOf(ctx.store, set.id).map(announcement))
  })

  // ---- status, routes, history --------------------------------------------------------

  route('get', '/v1/system/networking/bgp-status', ({ store, actor }) => {
    requireFleet(store, actor, 'viewer')
    const at = Date.now()
    return ok(store.all('bgpPeer').map((p) => peerStatus(store, p, at)))
  })

  route('get', '/v1/system/networking/bgp-exported', ({ store, actor }) => {
    requireFleet(store, actor, 'viewer')
    // What each switch sends each peer: its config's announce set (the IPv4 networks).
    const exports: Record<string, string[]> = {}
    for (const p of store.all('bgpPeer')) {
      const config = store.find('bgpConfig', p.bgpConfigId)
      const networks = config ? announcementsOf(store, config.announceSetId).map((a) => a.network) : []
      exports[p.addr] = networks.filter(isIpv4Net)
    }
    return ok({ exports })
  })

  route('get', '/v1/system/networking/bgp-routes-ipv4', ({ store, actor, query }) => {
    const asn = asnQuery(query)
    requireFleet(store, actor, 'viewer')
    const at = Date.now()
    // A peer's routes are in the switch's table while its session is up.
    const routes = peersOfAsn(store, asn)
      .filter((p) => peerStateAt(p, at).state === 'established')
      .flatMap((p) => p.advertises.map((prefix) => ({ id: routerId(p.addr), nexthop: p.addr, prefix, switch: p.switch })))
    return ok(routes)
  })

  route('get', '/v1/system/networking/bgp-message-history', ({ store, actor, query }) => {
    const asn = asnQuery(query)
    requireFleet(store, actor, 'viewer')
    const at = Date.now()
    const peers = peersOfAsn(store, asn)
    const switch_histories = SWITCHES.filter((sw) => peers.some((p) => p.switch === sw)).map((sw) => ({
      switch: sw,
      history: Object.fromEntries(peers.filter((p) => p.switch === sw).map((p) => [p.addr, messageHistory(p, at)])),
    }))
    return ok({ switch_histories })
  })

  // ---- BFD --------------------------------------------------------------------------

  route('get', '/v1/system/networking/bfd-status', ({ store, actor }) => {
    requireFleet(store, actor, 'viewer')
    const at = Date.now()
    return ok(store.all('bfdSession').map((s) => bfdStatus(s, at)))
  })

  route('post', '/v1/system/networking/bfd-enable', (ctx) => {
    const body = ctx.json() as Body
    const remote = ipValue(field(body, 'remote'), 'remote')
    const local = body.local === undefined || body.local === null ? null : ipValue(body.local, 'local')
    const sw = nameValue(field(body, 'switch'), 'switch')
    const mode = variant(field(body, 'mode'), 'mode', ['single_hop', 'multi_hop'] as const)
    const detection_threshold = int(body, 'detection_threshold', 'u8')
    const required_rx = int(body, 'required_rx', 'u64')
    requireFleet(ctx.store, ctx.actor, 'admin')
    if (!(SWITCHES as readonly string[]).includes(sw)) throw invalidRequest(`invalid switch location: ${sw}`)
    if (local !== null && isIpv4(local) !== isIpv4(remote)) {
      throw invalidRequest('local and remote addresses must be the same IP version')
    }
    // Enabling a session that is there sets it up again with these values.
    ctx.store.first('bfdSession', (s) => s.switch === sw && s.peer === remote)?.destroy()
    ctx.store.create('bfdSession', {
      peer: remote,
      local,
      switch: sw,
      mode,
      detection_threshold,
      required_rx,
      enabledAt: Date.now(),
    })
    return noContent()
  })

  route('post', '/v1/system/networking/bfd-disable', (ctx) => {
    const body = ctx.json() as Body
    const remote = ipValue(field(body, 'remote'), 'remote')
    const sw = nameValue(field(body, 'switch'), 'switch')
    requireFleet(ctx.store, ctx.actor, 'admin')
    const session = ctx.store.first('bfdSession', (s) => s.switch === sw && s.peer === remote)
    if (!session) throw notFound('bfd-session', { name: `${remote} on ${sw}` })
    session.destroy()
    return noContent()
  })
}
