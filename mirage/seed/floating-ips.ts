// Floating IPs, some attached to instances.
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
