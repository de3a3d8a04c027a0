// Hostile text in every free-text field the console shows (README "Security"):
// markup that would run if any view put API strings into the page as HTML.
// Loaded on top of the default seed only when asked for — `localStorage.seed
// = 'hostile'` and a reload — so the ordinary preview and its tests do not see it.
import type { Store } from '../store'
import { assignRole } from './identity'
import { childId, ids, stableId } from './ids'
import { stamps } from './time'

export const HOSTILE = {
  img: '<img src=x onerror=alert(1)>',
  script: '"><script>alert(1)</script>',
} as const

/** The hostile rows' names (names themselves cannot hold markup: Nexus refuses it). */
export const hostileNames = { project: 'hostile-project', sshKey: 'hostile-key', user: 'hostile-user' } as const

/** Whether this page asked for the hostile seed. */
export function hostileSeedWanted(): boolean {
  try {
    return globalThis.localStorage?.getItem('seed') === 'hostile'
  } catch {
    return false // storage can be blocked
  }
}

export function seedHostile(store: Store) {
  const project = stableId(`project:${hostileNames.project}`)
  store.create('project', {
    id: project,
    siloId: ids.silo.mazeWar,
    name: hostileNames.project,
    description: HOSTILE.img,
    ...stamps(8),
  })

  store.create('sshKey', {
    id: childId('ssh-key', 'ada-lovelace', hostileNames.sshKey),
    siloUserId: ids.user.ada,
    name: hostileNames.sshKey,
    description: HOSTILE.script,
    // Not a key at all: the details view shows what the API holds, as text.
    public_key: `ssh-ed25519 ${HOSTILE.img} ${HOSTILE.script}`,
    ...stamps(8),
  })

  // Display names come from identity providers: any text at all.
  const user = stableId(`user:maze-war/${hostileNames.user}`)
  store.create('user', { id: user, siloId: ids.silo.mazeWar, userName: hostileNames.user, display_name: HOSTILE.img, groupIds: [] })
  const group = stableId('group:maze-war/hostile-group')
  store.create('group', { id: group, siloId: ids.silo.mazeWar, display_name: HOSTILE.script, userIds: [] })
  assignRole(store, 'project', project, { user }, 'viewer')
  assignRole(store, 'project', project, { group }, 'viewer')
  // Ada administers it, as she does every project she made.
  assignRole(store, 'project', project, { user: ids.user.ada }, 'admin')
}
