// The target release's history and the releases whose repositories are
// uploaded. Nexus starts with generation 1, source unspecified (no release set
// yet); here an operator has since set 15.0.0. 16.0.0 is uploaded and may be
// set; anything else is not found, and 14.0.0 is older than the target.
import type { Store } from '../store'
import { stableId } from './ids'
import { at } from './time'

export const UPLOADED_RELEASES = ['14.0.0', '15.0.0', '16.0.0']

export function seedUpdate(store: Store) {
  for (const v of UPLOADED_RELEASES) store.create('tufRepo', { id: stableId(`tuf-repo:${v}`), systemVersion: v })
  store.create('targetRelease', {
    id: stableId('target-release:1'),
    generation: 1,
    release_source: { type: 'unspecified' },
    time_requested: at(0),
  })
  store.create('targetRelease', {
    id: stableId('target-release:2'),
    generation: 2,
    release_source: { type: 'system_version', version: '15.0.0' },
    time_requested: at(12, 3),
  })
}
