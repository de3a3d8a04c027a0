// Looking one item up by its exact name, for pickers that show only the first
// page of a list (Nexus has no search by name): instance create's boot sources
// and disk create's snapshot or image. Shared by compute and storage.
import { ApiError, api, PICKER_LIMIT, type Disk, type Image, type Snapshot } from '~/api'
import { validateName } from '~/validation'

export const isDetached = (d: Pick<Disk, 'state'>) => d.state.state === 'detached'
export const isReadySnapshot = (s: Pick<Snapshot, 'state'>) => s.state === 'ready'

/** The boot-source lists a name can be looked up in, when the page shows only their first items. */
export type FindList = 'siloImages' | 'projectImages' | 'snapshots' | 'disks'
export type Found = Image | Snapshot | Disk

/** What a list's items are called, for its note and its messages. */
export const FIND_NOUNS: Record<FindList, { one: string; many: string; scope: string }> = {
  siloImages: { one: 'silo image', many: 'silo images', scope: 'this silo' },
  projectImages: { one: 'image', many: 'images', scope: 'this project' },
  snapshots: { one: 'snapshot', many: 'snapshots', scope: 'this project' },
  disks: { one: 'disk', many: 'disks', scope: 'this project' },
}

/** 'Showing the first 100 disks of this project.' */
export const truncatedNote = (list: FindList) => `Showing the first ${PICKER_LIMIT} ${FIND_NOUNS[list].many} of ${FIND_NOUNS[list].scope}.`

export const findMessages = {
  notFound: (list: FindList, name: string) => `No ${FIND_NOUNS[list].one} named ${name} in ${FIND_NOUNS[list].scope}`,
  diskNotDetached: (name: string, state: string) => `Disk ${name} is ${state.replaceAll('_', ' ')}; only a detached disk can be used`,
  snapshotNotReady: (name: string, state: string) => `Snapshot ${name} is ${state}; only a ready snapshot can be a boot disk’s source`,
} as const

/** The check a typed name gets before it is looked up (the name messages). */
export const validateFindName = (list: FindList, name: string) =>
  validateName(name.trim(), list === 'disks' ? 'Disk name' : 'Name')

/** One GET by name; a 404 reads as the list's "No … named …". */
export async function findByName(project: string, list: FindList, name: string): Promise<Found> {
  const get = (): Promise<Found> => {
    switch (list) {
      case 'siloImages':
        // Without a project Nexus looks a name up among the silo's images.
        return api.get('/v1/images/{image}', { path: { image: name } })
      case 'projectImages':
        return api.get('/v1/images/{image}', { path: { image: name }, query: { project } })
      case 'snapshots':
        return api.get('/v1/snapshots/{snapshot}', { path: { snapshot: name }, query: { project } })
      case 'disks':
        return api.get('/v1/disks/{disk}', { path: { disk: name }, query: { project } })
    }
  }
  const found = await get().catch((e: unknown) => {
    throw e instanceof ApiError && e.statusCode === 404 ? new Error(findMessages.notFound(list, name)) : e
  })
  if (list === 'disks' && !isDetached(found as Disk)) {
    throw new Error(findMessages.diskNotDetached(name, (found as Disk).state.state))
  }
  if (list === 'snapshots' && !isReadySnapshot(found as Snapshot)) {
    throw new Error(findMessages.snapshotNotReady(name, (found as Snapshot).state))
  }
  return found
}

/** The list with `item` in it (at the end, once). */
export function withFound<T extends { id: string }>(items: readonly T[], item: T): T[] {
  return items.some((i) => i.id === item.id) ? [...items] : [...items, item]
}
