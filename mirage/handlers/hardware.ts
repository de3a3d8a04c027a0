// Racks, sleds and physical disks: fleet viewers read them.
import { requireFleet } from '../lib/authz'
import { badRequest, notFound } from '../lib/errors'
import { isUuid } from '../lib/lookup'
import { ID_ONLY, paginate } from '../lib/paginate'
import { ok, type Route } from '../lib/route'
import type { TableName } from '../models'
import type { Row, Store } from '../store'
import * as system from '../serializers/system'

function byId<N extends TableName>(store: Store, table: N, kind: string, id: string): Row<N> {
  if (!isUuid(id)) throw badRequest(`bad parameter in URL path: unable to parse "${id}" as a UUID`)
  const row = store.find(table, id)
  if (!row) throw notFound(kind, { id })
  return row
}

export function hardwareRoutes(route: Route) {
  route('get', '/v1/system/hardware/racks', ({ store, actor, query }) => {
    requireFleet(store, actor, 'viewer')
    return ok(paginate(query, store.all('rack'), system.rack, { sorts: ID_ONLY }))
  })

  route('get', '/v1/system/hardware/racks/{rack_id}', ({ store, actor, path }) => {
    requireFleet(store, actor, 'viewer')
    return ok(system.rack(byId(store, 'rack', 'rack', path.rack_id)))
  })

  route('get', '/v1/system/hardware/sleds', ({ store, actor, query }) => {
    requireFleet(store, actor, 'viewer')
    return ok(paginate(query, store.all('sled'), system.sled, { sorts: ID_ONLY }))
  })

  route('get', '/v1/system/hardware/sleds/{sled_id}', ({ store, actor, path }) => {
    requireFleet(store, actor, 'viewer')
    return ok(system.sled(byId(store, 'sled', 'sled', path.sled_id)))
  })

  route('get', '/v1/system/hardware/sleds/{sled_id}/disks', ({ store, actor, path, query }) => {
    requireFleet(store, actor, 'viewer')
    const sled = byId(store, 'sled', 'sled', path.sled_id)
    const disks = store.where('physicalDisk', (d) => d.sledId === sled.id)
    return ok(paginate(query, disks, system.physicalDisk, { sorts: ID_ONLY }))
  })

  route('get', '/v1/system/hardware/sleds/{sled_id}/instances', ({ store, actor, path, query }) => {
    requireFleet(store, actor, 'viewer')
    const sled = byId(store, 'sled', 'sled', path.sled_id)
    const instances = store.where('instance', (i) => i.activeSledId === sled.id)
    return ok(
      paginate(
        query,
        instances,
        (i) => {
          const project = store.find('project', i.projectId)!
          return system.sledInstance(i, project, store.find('silo', project.siloId)!)
        },
        { sorts: ID_ONLY },
      ),
    )
  })

  route('get', '/v1/system/hardware/disks', ({ store, actor, query }) => {
    requireFleet(store, actor, 'viewer')
    return ok(paginate(query, store.all('physicalDisk'), system.physicalDisk, { sorts: ID_ONLY }))
  })

  route('get', '/v1/system/hardware/disks/{disk_id}', ({ store, actor, path }) => {
    requireFleet(store, actor, 'viewer')
    return ok(system.physicalDisk(byId(store, 'physicalDisk', 'physical-disk', path.disk_id)))
  })
}
