// Racks, sleds and physical disks: fleet viewers read them. A fleet admin
// changes a sled's provision policy and adds the sleds the rack sees but has
// not added.
import { requireFleet } from '../lib/authz'
import { str } from '../lib/body'
import { alreadyExists, badRequest, conflict, invalidValue, notFound } from '../lib/errors'
import { isUuid } from '../lib/lookup'
import { ID_ONLY, paginate } from '../lib/paginate'
import { created, ok, type Route } from '../lib/route'
import type { TableName } from '../models'
import type { Row, Store } from '../store'
import * as system from '../serializers/system'
import type { S } from '../serializers/common'

const GiB = 1024 ** 3

const uninitializedSled = (r: Row<'uninitializedSled'>): S['UninitializedSled'] => ({
  baseboard: r.baseboard,
  cubby: r.cubby,
  rack_id: r.rackId,
})

const PROVISION_POLICIES = ['provisionable', 'non_provisionable'] as const
type ProvisionPolicy = (typeof PROVISION_POLICIES)[number]

function provisionPolicyParam(body: Record<string, unknown>): ProvisionPolicy {
  const v = str(body, 'state')
  if (!(PROVISION_POLICIES as readonly string[]).includes(v)) {
    throw badRequest(
      `unable to parse JSON body: state: unknown variant \`${v}\`, expected \`provisionable\` or \`non_provisionable\``,
    )
  }
  return v as ProvisionPolicy
}

/** How Nexus words a sled's policy (views.rs `impl Display for SledPolicy`). */
const policyWords = (p: S['SledPolicy']) =>
  p.kind === 'expunged' ? 'expunged' : p.provision_policy === 'provisionable' ? 'in service' : 'not provisionable'

const sameBaseboard = (part: string, serial: string) => (r: { baseboard: S['Baseboard'] }) =>
  r.baseboard.part === part && r.baseboard.serial === serial

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

  route('get', '/v1/system/hardware/sleds-uninitialized', ({ store, actor, query }) => {
    // Nexus answers one page of everything and takes no page token.
    const token = query.get('page_token')
    if (token) throw invalidValue(token, 'bad page token')
    requireFleet(store, actor, 'viewer')
    // Nexus lists them by baseboard (part, then serial).
    const rows = store
      .all('uninitializedSled')
      .sort((a, b) => a.baseboard.part.localeCompare(b.baseboard.part) || a.baseboard.serial.localeCompare(b.baseboard.serial))
    return ok({ items: rows.map(uninitializedSled), next_page: null })
  })

  route('post', '/v1/system/hardware/sleds', ({ store, actor, json }) => {
    const body = json() as Record<string, unknown>
    const [part, serial] = [str(body, 'part'), str(body, 'serial')]
    requireFleet(store, actor, 'admin')
    const added = store.first('sled', sameBaseboard(part, serial))
    if (added) throw alreadyExists('sled', `${serial} (${part}): ${added.id}`)
    const seen = store.first('uninitializedSled', sameBaseboard(part, serial))
    // Nexus looks the baseboard up in its inventory; not there: not found, by the baseboard id's Debug form.
    if (!seen) throw notFound('sled', { id: `BaseboardId { part_number: "${part}", serial_number: "${serial}" }` })
    const now = new Date().toISOString()
    const sled = store.create('sled', {
      rackId: seen.rackId,
      baseboard: seen.baseboard,
      policy: { kind: 'in_service', provision_policy: 'provisionable' },
      state: 'active',
      usable_hardware_threads: 128,
      usable_physical_ram: 1012 * GiB,
      time_created: now,
      time_modified: now,
    })
    seen.destroy()
    return created({ id: sled.id })
  })

  route('put', '/v1/system/hardware/sleds/{sled_id}/provision-policy', ({ store, actor, path, json }) => {
    const state = provisionPolicyParam(json() as Record<string, unknown>)
    const sled = byId(store, 'sled', 'sled', path.sled_id)
    requireFleet(store, actor, 'admin')
    const old = sled.policy
    // An expunged sled never returns to service (Nexus's transition check, a 409).
    if (old.kind !== 'in_service') {
      const to = state === 'provisionable' ? 'in service' : 'not provisionable'
      throw conflict(
        `sled id ${sled.id} has current policy "${policyWords(old)}" and state "${sled.state}" and the transition to policy "${to}" is not permitted`,
      )
    }
    sled.update({ policy: { kind: 'in_service', provision_policy: state }, time_modified: new Date().toISOString() })
    return ok({ old_state: old.provision_policy, new_state: state })
  })
}
