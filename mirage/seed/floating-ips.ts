// External IPs: floating IPs, some attached to instances, and instances' ephemeral IPs.
import type { Store } from '../store'
import { childId, ids } from './ids'
import { stamps } from './time'

export function seedFloatingIps(store: Store) {
  const fip = (project: string, projectId: string, name: string, ip: string, ipPoolId: string, instance: string | null, day: number) =>
    store.create('floatingIp', {
      id: childId('floating-ip', project, name),
      projectId,
      name,
      description: instance ? `Attached to ${instance}` : 'Not attached',
      ip,
      ipPoolId,
      instanceId: instance ? childId('instance', project, instance) : null,
      ...stamps(day),
    })
  fip('mock-project', ids.project.mock, 'rootbeer-float', '123.4.56.4', ids.ipPool.one, 'db1', 10)
  fip('mock-project', ids.project.mock, 'cola-float', '123.4.56.5', ids.ipPool.one, null, 10)
  fip('mock-project', ids.project.mock, 'ginger-ale', '10.0.0.21', ids.ipPool.two, 'web-1', 11)
  fip('other-project', ids.project.other, 'other-float', '123.4.56.6', ids.ipPool.one, null, 12)
}

export function seedEphemeralIps(store: Store) {
  const eph = (project: string, instance: string, ip: string, ipPoolId: string) =>
    store.create('ephemeralIp', {
      id: childId('ephemeral-ip', project, instance),
      instanceId: childId('instance', project, instance),
      ipPoolId,
      ip,
    })
  eph('mock-project', 'db1', '123.4.56.7', ids.ipPool.one)
  eph('mock-project', 'web-1', '123.4.56.8', ids.ipPool.one)
  eph('mock-project', 'web-2', '123.4.56.9', ids.ipPool.one)
  eph('other-project', 'other-1', '123.4.56.10', ids.ipPool.one)
  eph('myriad-research', 'research-1', 'fd00::10', ids.ipPool.three)
}
