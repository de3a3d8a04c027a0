// The rack's switches and their ports
// (link status, LLDP service and neighbours, applying and clearing settings)
// and switch port settings, with Nexus's rules and wording. Reads: fleet
// viewers; writes: fleet admins. A port is named by rack, switch and port name.
import { blockHolding, lookupAddressLot } from '../lib/address-lots'
import { requireFleet } from '../lib/authz'
import {
  array,
  arrayValue,
  bool,
  field,
  intValue,
  ipNetValue,
  ipValue,
  name,
  nameOrId,
  nameValue,
  object,
  optArray,
  str,
  strValue,
  uuid,
  variant,
} from '../lib/body'
import { alreadyExists, badRequest, invalidRequest, notFound } from '../lib/errors'
import { isUuid, requiredQuery, type LookupCtx } from '../lib/lookup'
import { ID_ONLY, paginate } from '../lib/paginate'
import { randomUuid } from '../lib/random'
import { created, noContent, ok, type Route } from '../lib/route'
import type { S } from '../serializers/common'
import { bgpPeer } from '../seed/switches'
import type { Row, Store } from '../store'

type Body = Record<string, unknown>
const now = () => new Date().toISOString()
const byKey = (value: string) => (isUuid(value) ? { id: value } : { name: value })

/** Nexus's answer while settings are applied to a port (the mock's wording: the document names none). */
export const SETTINGS_IN_USE = 'switch port settings are in use by a switch port'

const rackSwitch = (r: Row<'rackSwitch'>): S['Switch'] => ({
  id: r.id,
  rack_id: r.rackId,
  baseboard: r.baseboard,
  time_created: r.time_created,
  time_modified: r.time_modified,
})

const switchPort = (r: Row<'switchPort'>): S['SwitchPort'] => ({
  id: r.id,
  rack_id: r.rackId,
  switch_location: r.switch_location,
  port_name: r.port_name,
  port_settings_id: r.port_settings_id ?? null,
})

const settingsIdentity = (r: Row<'switchPortSettings'>): S['SwitchPortSettingsIdentity'] => ({
  id: r.id,
  name: r.name,
  description: r.description,
  time_created: r.time_created,
  time_modified: r.time_modified,
})

const settingsView = (r: Row<'switchPortSettings'>): S['SwitchPortSettings'] => ({
  ...settingsIdentity(r),
  port: r.port,
  groups: r.groups,
  links: r.links,
  interfaces: r.interfaces,
  vlan_interfaces: r.vlan_interfaces,
  routes: r.routes,
  addresses: r.addresses,
  bgp_peers: r.bgp_peers,
})

function lookupSettings({ store }: LookupCtx, value: string): Row<'switchPortSettings'> {
  const row = store.first('switchPortSettings', (s) => (isUuid(value) ? s.id === value : s.name === value))
  if (!row) throw notFound('switch-port-settings', byKey(value))
  return row
}

/** A port by its rack and switch (query) and its name (path), as Nexus's `switch_port_get_id` finds it. */
function lookupPort(store: Store, query: URLSearchParams, port: string): Row<'switchPort'> {
  const rackId = requiredQuery(query, 'rack_id')
  if (!isUuid(rackId)) throw badRequest('unable to parse query string: rack_id: UUID parsing failed')
  const location = requiredQuery(query, 'switch_location')
  return portAt(store, rackId, location, port)
}

function portAt(store: Store, rackId: string, location: string, port: string): Row<'switchPort'> {
  const row = store.first('switchPort', (p) => p.rackId === rackId && p.switch_location === location && p.port_name === port)
  if (!row) throw notFound('switch-port', { name: port })
  return row
}

/**
 * The port's link as the switch's dataplane daemon reports it (the document
 * leaves it open: `{ link, monitors }`): up once settings with a link are
 * applied to a cabled port.
 */
function linkState(store: Store, port: Row<'switchPort'>) {
  const settings = store.find('switchPortSettings', port.port_settings_id)
  const link = settings?.links[0]
  const up = !!link && port.cabled
  const number = Number(port.port_name.replace(/\D/g, ''))
  return {
    link: {
      port_id: port.port_name,
      link_id: 0,
      enabled: !!link,
      link_state: up ? 'Up' : 'Down',
      fsm_state: up ? 'LinkUp' : link ? 'WaitSignal' : 'Disabled',
      speed: link?.speed ?? null,
      fec: link?.fec ?? null,
      autoneg: link?.autoneg ?? false,
      mtu: link?.mtu ?? null,
      media: port.cabled ? 'Optical' : 'None',
      mac: `a8:40:25:${port.switch_location === 'switch0' ? '00' : '01'}:00:${number.toString(16).padStart(2, '0')}`,
    },
    monitors: up
      ? { receiver_power: [-2.1, -2.3, -2.0, -2.2], transmitter_power: [0.8, 0.9, 0.7, 0.8], temperature: 38.5 }
      : null,
  }
}

// ---- a create body, read as Dropshot's serde would (paths in messages) -----------

const optU = (obj: Body, key: string, path: string, format: 'u8' | 'u16' | 'u32') =>
  obj[key] === undefined || obj[key] === null ? null : intValue(obj[key], `${path}.${key}`, format)

const optString = (obj: Body, key: string, path: string) =>
  obj[key] === undefined || obj[key] === null ? null : strValue(obj[key], `${path}.${key}`)

function lldpConfig(v: unknown, path: string): Omit<S['LldpLinkConfig'], 'id'> {
  const o = object(v, path)
  const enabled = field(o, 'enabled', path)
  if (typeof enabled !== 'boolean') throw badRequest(`unable to parse JSON body: ${path}.enabled: invalid type, expected a boolean`)
  const ip = o.management_ip === undefined || o.management_ip === null ? null : ipValue(o.management_ip, `${path}.management_ip`)
  return {
    enabled,
    chassis_id: optString(o, 'chassis_id', path),
    link_name: optString(o, 'link_name', path),
    link_description: optString(o, 'link_description', path),
    system_name: optString(o, 'system_name', path),
    system_description: optString(o, 'system_description', path),
    management_ip: ip,
  }
}

const SPEEDS = ['speed0_g', 'speed1_g', 'speed10_g', 'speed25_g', 'speed40_g', 'speed50_g', 'speed100_g', 'speed200_g', 'speed400_g'] as const
const FECS = ['firecode', 'none', 'rs'] as const
const GEOMETRIES = ['qsfp28x1', 'qsfp28x2', 'sfp28x4'] as const

function createSettings(ctx: LookupCtx, body: Body): Row<'switchPortSettings'> {
  const settingsName = name(body)
  const description = str(body, 'description')
  const geometry = variant(field(object(field(body, 'port_config'), 'port_config'), 'geometry', 'port_config'), 'port_config.geometry', GEOMETRIES)
  const id = randomUuid()
  const links: S['SwitchPortLinkConfig'][] = array(body, 'links').map((v, i) => {
    const path = `links[${i}]`
    const l = object(v, path)
    const autoneg = field(l, 'autoneg', path)
    if (typeof autoneg !== 'boolean') throw badRequest(`unable to parse JSON body: ${path}.autoneg: invalid type, expected a boolean`)
    return {
      port_settings_id: id,
      link_name: nameValue(field(l, 'link_name', path), `${path}.link_name`),
      mtu: intValue(field(l, 'mtu', path), `${path}.mtu`, 'u16'),
      speed: variant(field(l, 'speed', path), `${path}.speed`, SPEEDS),
      fec: l.fec === undefined || l.fec === null ? null : variant(l.fec, `${path}.fec`, FECS),
      autoneg,
      lldp_link_config: { id: randomUuid(), ...lldpConfig(field(l, 'lldp', path), `${path}.lldp`) },
      tx_eq_config: null,
    }
  })
  const interfaces: S['SwitchInterfaceConfig'][] = optArray(body, 'interfaces').map((v, i) => {
    const path = `interfaces[${i}]`
    const o = object(v, path)
    const kind = object(field(o, 'kind', path), `${path}.kind`)
    return {
      id: randomUuid(),
      port_settings_id: id,
      interface_name: nameValue(field(o, 'link_name', path), `${path}.link_name`),
      kind: variant(field(kind, 'type', `${path}.kind`), `${path}.kind.type`, ['primary', 'vlan', 'loopback'] as const),
      v6_enabled: bool(o, 'v6_enabled', false),
    }
  })
  const addresses: S['SwitchPortAddressView'][] = array(body, 'addresses').flatMap((v, i) => {
    const path = `addresses[${i}]`
    const o = object(v, path)
    const link = nameValue(field(o, 'link_name', path), `${path}.link_name`)
    return arrayValue(field(o, 'addresses', path), `${path}.addresses`).map((a, j) => {
      const apath = `${path}.addresses[${j}]`
      const ao = object(a, apath)
      const address = ipNetValue(field(ao, 'address', apath), `${apath}.address`)
      const lot = lookupAddressLot(ctx, nameOrId(field(ao, 'address_lot', apath), `${apath}.address_lot`))
      const block = blockHolding(ctx.store, lot.id, address.split('/')[0])
      if (!block) throw invalidRequest('address not in lot')
      return {
        port_settings_id: id,
        interface_name: link,
        address,
        address_lot_id: lot.id,
        address_lot_name: lot.name,
        address_lot_block_id: block.id,
        vlan_id: optU(ao, 'vlan_id', apath, 'u16'),
      }
    })
  })
  const routes: S['SwitchPortRouteConfig'][] = optArray(body, 'routes').flatMap((v, i) => {
    const path = `routes[${i}]`
    const o = object(v, path)
    const link = nameValue(field(o, 'link_name', path), `${path}.link_name`)
    return arrayValue(field(o, 'routes', path), `${path}.routes`).map((r, j) => {
      const rpath = `${path}.routes[${j}]`
      const ro = object(r, rpath)
      return {
        port_settings_id: id,
        interface_name: link,
        dst: ipNetValue(field(ro, 'dst', rpath), `${rpath}.dst`),
        gw: ipValue(field(ro, 'gw', rpath), `${rpath}.gw`),
        vlan_id: optU(ro, 'vid', rpath, 'u16'),
        rib_priority: optU(ro, 'rib_priority', rpath, 'u8'),
      }
    })
  })
  const bgpPeers: S['BgpPeer'][] = optArray(body, 'bgp_peers').flatMap((v, i) => {
    const path = `bgp_peers[${i}]`
    const o = object(v, path)
    const link = nameValue(field(o, 'link_name', path), `${path}.link_name`)
    return arrayValue(field(o, 'peers', path), `${path}.peers`).map((p, j) => {
      const ppath = `${path}.peers[${j}]`
      const po = object(p, ppath)
      const config = nameOrId(field(po, 'bgp_config', ppath), `${ppath}.bgp_config`)
      // BGP configs are helper "bgp"'s table: a reference to one that is not there is Nexus's 404.
      if (!ctx.store.first('bgpConfig', (c) => (isUuid(config) ? c.id === config : c.name === config))) {
        throw notFound('bgp-config', byKey(config))
      }
      const peer = bgpPeer(ipValue(field(po, 'addr', ppath), `${ppath}.addr`), config, link)
      const n = (key: keyof S['BgpPeer'], format: 'u8' | 'u16' | 'u32') =>
        po[key] === undefined ? peer[key] : intValue(po[key], `${ppath}.${key}`, format)
      return {
        ...peer,
        interface_name: po.interface_name === undefined ? link : strValue(po.interface_name, `${ppath}.interface_name`),
        hold_time: n('hold_time', 'u32') as number,
        idle_hold_time: n('idle_hold_time', 'u32') as number,
        delay_open: n('delay_open', 'u32') as number,
        connect_retry: n('connect_retry', 'u32') as number,
        keepalive: n('keepalive', 'u32') as number,
        remote_asn: optU(po, 'remote_asn', ppath, 'u32'),
        vlan_id: optU(po, 'vlan_id', ppath, 'u16'),
      }
    })
  })
  if (ctx.store.first('switchPortSettings', (s) => s.name === settingsName)) throw alreadyExists('switch-port-settings', settingsName)
  const t = now()
  return ctx.store.create('switchPortSettings', {
    id,
    name: settingsName,
    description,
    time_created: t,
    time_modified: t,
    port: { port_settings_id: id, geometry },
    groups: [],
    links,
    interfaces,
    vlan_interfaces: [],
    routes,
    addresses,
    bgp_peers: bgpPeers,
  })
}

export function switchPortRoutes(route: Route) {
  route('get', '/v1/system/hardware/switches', ({ store, actor, query }) => {
    requireFleet(store, actor, 'viewer')
    return ok(paginate(query, store.all('rackSwitch'), rackSwitch, { sorts: ID_ONLY }))
  })

  route('get', '/v1/system/hardware/switches/{switch_id}', ({ store, actor, path }) => {
    requireFleet(store, actor, 'viewer')
    if (!isUuid(path.switch_id)) throw badRequest(`bad parameter in URL path: unable to parse "${path.switch_id}" as a UUID`)
    const row = store.find('rackSwitch', path.switch_id)
    if (!row) throw notFound('switch', { id: path.switch_id })
    return ok(rackSwitch(row))
  })

  route('get', '/v1/system/hardware/switch-port', ({ store, actor, query }) => {
    requireFleet(store, actor, 'viewer')
    const only = query.get('switch_port_id')
    const rows = only ? store.where('switchPort', (p) => p.id === only) : store.all('switchPort')
    return ok(paginate(query, rows, switchPort, { sorts: ID_ONLY }))
  })

  route('get', '/v1/system/hardware/switch-port/{port}/status', ({ store, actor, path, query }) => {
    requireFleet(store, actor, 'viewer')
    return ok(linkState(store, lookupPort(store, query, path.port)))
  })

  route('get', '/v1/system/hardware/switch-port/{port}/lldp/config', ({ store, actor, path, query }) => {
    requireFleet(store, actor, 'viewer')
    return ok(lookupPort(store, query, path.port).lldp)
  })

  route('post', '/v1/system/hardware/switch-port/{port}/lldp/config', ({ store, actor, path, query, json }) => {
    const body = json() as Body
    const id = uuid(field(body, 'id'), 'id')
    const config = lldpConfig(body, 'body')
    requireFleet(store, actor, 'admin')
    const port = lookupPort(store, query, path.port)
    port.update({ lldp: { id, ...config } })
    return noContent()
  })

  route('post', '/v1/system/hardware/switch-port/{port}/settings', (ctx) => {
    const body = ctx.json() as Body
    const ref = nameOrId(field(body, 'port_settings'), 'port_settings')
    requireFleet(ctx.store, ctx.actor, 'admin')
    const port = lookupPort(ctx.store, ctx.query, ctx.path.port)
    const settings = lookupSettings(ctx, ref)
    port.update({ port_settings_id: settings.id })
    return noContent()
  })

  route('delete', '/v1/system/hardware/switch-port/{port}/settings', ({ store, actor, path, query }) => {
    requireFleet(store, actor, 'admin')
    lookupPort(store, query, path.port).update({ port_settings_id: null })
    return noContent()
  })

  route('get', '/v1/system/hardware/rack-switch-port/{rack_id}/{switch_location}/{port}/lldp/neighbors', ({ store, actor, path, query }) => {
    requireFleet(store, actor, 'viewer')
    if (!isUuid(path.rack_id)) throw badRequest(`bad parameter in URL path: unable to parse "${path.rack_id}" as a UUID`)
    const port = portAt(store, path.rack_id, path.switch_location, path.port)
    // Neighbours have no id of their own: a page of them is keyed by chassis.
    const rows = port.neighbors.map((n) => ({ id: n.chassis_id, n }))
    return ok(paginate(query, rows, (r) => r.n, { sorts: ID_ONLY }))
  })

  // ---- switch port settings ---------------------------------------------------

  route('get', '/v1/system/networking/switch-port-settings', (ctx) => {
    requireFleet(ctx.store, ctx.actor, 'viewer')
    const only = ctx.query.get('port_settings')
    const rows = only ? [lookupSettings(ctx, only)] : ctx.store.all('switchPortSettings')
    return ok(paginate(ctx.query, rows, settingsIdentity))
  })

  route('post', '/v1/system/networking/switch-port-settings', (ctx) => {
    const body = object(ctx.json(), 'body')
    requireFleet(ctx.store, ctx.actor, 'admin')
    return created(settingsView(createSettings(ctx, body)))
  })

  route('delete', '/v1/system/networking/switch-port-settings', (ctx) => {
    const ref = requiredQuery(ctx.query, 'port_settings')
    requireFleet(ctx.store, ctx.actor, 'admin')
    const settings = lookupSettings(ctx, ref)
    if (ctx.store.first('switchPort', (p) => p.port_settings_id === settings.id)) throw invalidRequest(SETTINGS_IN_USE)
    settings.destroy()
    return noContent()
  })

  route('get', '/v1/system/networking/switch-port-settings/{port}', (ctx) => {
    requireFleet(ctx.store, ctx.actor, 'viewer')
    return ok(settingsView(lookupSettings(ctx, ctx.path.port)))
  })
}
