// IP pools with their ranges, and which silos may draw on them.
import type { Store } from '../store'
import { childId, ids } from './ids'
import { at, stamps } from './time'

export function seedIpPools(store: Store) {
  const pools = [
    { id: ids.ipPool.one, name: 'ip-pool-1', description: 'Public IPv4 addresses', ranges: [['123.4.56.0', '123.4.56.20'], ['123.4.56.100', '123.4.56.200']] },
    { id: ids.ipPool.two, name: 'ip-pool-2', description: 'A smaller IPv4 pool', ranges: [['10.0.0.20', '10.0.0.30']] },
    { id: ids.ipPool.three, name: 'ip-pool-3', description: 'IPv6 addresses', ranges: [['fd00::1', 'fd00::ffff']] },
    { id: ids.ipPool.four, name: 'ip-pool-4', description: 'Not linked to any silo', ranges: [['10.1.0.1', '10.1.0.5']] },
  ]
  pools.forEach((p, i) => {
    store.create('ipPool', { id: p.id, name: p.name, description: p.description, ...stamps(i) })
    p.ranges.forEach(([first, last], j) =>
      store.create('ipPoolRange', {
        id: childId('ip-pool-range', p.name, String(j)),
        ipPoolId: p.id,
        range: { first, last },
        time_created: at(i, j + 1),
      }),
    )
  })

  const link = (ipPoolId: string, siloId: string, is_default: boolean) =>
    store.create('ipPoolSiloLink', { id: childId('ip-pool-silo-link', ipPoolId, siloId), ipPoolId, siloId, is_default })
  link(ids.ipPool.one, ids.silo.mazeWar, true)
  link(ids.ipPool.two, ids.silo.mazeWar, false)
  link(ids.ipPool.three, ids.silo.myriad, true)
  link(ids.ipPool.one, ids.silo.myriad, false)
  seedServicePool(store)
}

/** The pool the rack's own services draw on, as Nexus names it; it is never listed with the others. */
export const SERVICE_POOL = {
  id: childId('ip-pool', 'oxide-service-pool'),
  name: 'oxide-service-pool',
  /** Its first range holds the services' addresses; the second is free. */
  ranges: [
    ['198.51.100.1', '198.51.100.20'],
    ['198.51.100.100', '198.51.100.110'],
  ],
  /** The addresses the services hold: removing the first range is refused while they do. */
  addresses: [
    ['nexus', '198.51.100.2'],
    ['external-dns', '198.51.100.3'],
    ['boundary-ntp', '198.51.100.4'],
  ],
} as const

export function seedServicePool(store: Store) {
  const p = SERVICE_POOL
  store.create('ipPool', {
    id: p.id,
    name: p.name,
    description: 'IP Pool for Oxide Services',
    internal: true,
    ...stamps(0),
  })
  p.ranges.forEach(([first, last], j) =>
    store.create('ipPoolRange', {
      id: childId('ip-pool-range', p.name, String(j)),
      ipPoolId: p.id,
      range: { first, last },
      time_created: at(0, j + 1),
    }),
  )
  for (const [service, ip] of p.addresses) {
    store.create('serviceExternalIp', { id: childId('service-external-ip', service), ipPoolId: p.id, ip, service })
  }
}
