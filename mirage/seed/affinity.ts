// Affinity and anti-affinity groups and their members.
import type { Store } from '../store'
import { childId, ids } from './ids'
import { stamps } from './time'

export function seedAffinity(store: Store) {
  const member = (name: string) => childId('instance', 'mock-project', name)
  store.create('antiAffinityGroup', {
    id: childId('anti-affinity-group', 'mock-project', 'romulus-remus'),
    projectId: ids.project.mock,
    name: 'romulus-remus',
    description: 'Keep the two web servers on different sleds',
    policy: 'fail',
    failure_domain: 'sled',
    instanceIds: [member('web-1'), member('web-2')],
    ...stamps(12),
  })
  store.create('antiAffinityGroup', {
    id: childId('anti-affinity-group', 'mock-project', 'set-apart'),
    projectId: ids.project.mock,
    name: 'set-apart',
    description: 'Best effort: spread these if there is room',
    policy: 'allow',
    failure_domain: 'sled',
    instanceIds: [member('db1'), member('analytics')],
    ...stamps(13),
  })
  store.create('antiAffinityGroup', {
    id: childId('anti-affinity-group', 'mock-project', 'empty-group'),
    projectId: ids.project.mock,
    name: 'empty-group',
    description: 'No members yet',
    policy: 'allow',
    failure_domain: 'sled',
    instanceIds: [],
    ...stamps(14),
  })

  store.create('affinityGroup', {
    id: childId('affinity-group', 'mock-project', 'close-together'),
    projectId: ids.project.mock,
    name: 'close-together',
    description: 'Keep the API next to its cache',
    policy: 'allow',
    failure_domain: 'sled',
    instanceIds: [member('api-1'), member('cache-1'), member('db1')],
    ...stamps(14),
  })
  store.create('affinityGroup', {
    id: childId('affinity-group', 'mock-project', 'near-storage'),
    projectId: ids.project.mock,
    name: 'near-storage',
    description: 'Batch jobs beside their data; no members yet',
    policy: 'fail',
    failure_domain: 'sled',
    instanceIds: [],
    ...stamps(15),
  })
}
