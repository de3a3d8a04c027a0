// Support bundles an operator collected before: two ready to download, and
// one that failed (its debug dataset went away), which can only be deleted.
import type { Store } from '../store'
import { stableId } from './ids'
import { at } from './time'

export const SEEDED_BUNDLES = {
  active: stableId('support-bundle:active'),
  older: stableId('support-bundle:older'),
  failed: stableId('support-bundle:failed'),
}

export function seedSupportBundles(store: Store) {
  store.create('supportBundle', {
    id: SEEDED_BUNDLES.older,
    reason_for_creation: 'Created by external API',
    state: 'active',
    time_created: at(4, 2),
  })
  store.create('supportBundle', {
    id: SEEDED_BUNDLES.failed,
    reason_for_creation: 'Created by external API',
    reason_for_failure: 'Allocated dataset no longer exists',
    state: 'failed',
    time_created: at(11, 5),
  })
  store.create('supportBundle', {
    id: SEEDED_BUNDLES.active,
    reason_for_creation: 'Created by external API',
    state: 'active',
    time_created: at(19, 1),
  })
}
