// Disks in every state, snapshots and images (project and silo).
import type { components } from '../../src/api/generated/nexus'
import type { Store } from '../store'
import { childId, ids } from './ids'
import { justBefore, stamps } from './time'

type DiskState = components['schemas']['DiskState']

const GiB = 1024 ** 3

const inst = (project: string, name: string) => childId('instance', project, name)

interface SeedDisk {
  name: string
  sizeGiB: number
  state: DiskState
  blockSize?: number
  image?: string
  snapshot?: string
}

const mockInstance = (name: string) => inst('mock-project', name)

const MOCK_DISKS: SeedDisk[] = [
  { name: 'disk-1', sizeGiB: 10, state: { state: 'attached', instance: mockInstance('db1') }, image: 'ubuntu-24-04' },
  { name: 'disk-2', sizeGiB: 20, state: { state: 'attached', instance: mockInstance('db1') } },
  { name: 'web-1-boot', sizeGiB: 16, state: { state: 'attached', instance: mockInstance('web-1') }, image: 'debian-12' },
  { name: 'web-2-boot', sizeGiB: 16, state: { state: 'attached', instance: mockInstance('web-2') }, image: 'debian-12' },
  { name: 'analytics-boot', sizeGiB: 64, state: { state: 'attached', instance: mockInstance('analytics') } },
  { name: 'disk-attaching', sizeGiB: 8, state: { state: 'attaching', instance: mockInstance('cache-1') } },
  { name: 'disk-detaching', sizeGiB: 8, state: { state: 'detaching', instance: mockInstance('api-1') } },
  { name: 'disk-3', sizeGiB: 100, state: { state: 'detached' } },
  { name: 'disk-4', sizeGiB: 10, state: { state: 'detached' }, snapshot: 'snapshot-1' },
  { name: 'disk-creating', sizeGiB: 4, state: { state: 'creating' } },
  { name: 'disk-faulted', sizeGiB: 4, state: { state: 'faulted' } },
  { name: 'disk-maintenance', sizeGiB: 4, state: { state: 'maintenance' } },
  { name: 'disk-import-ready', sizeGiB: 2, state: { state: 'import_ready' }, blockSize: 512 },
  { name: 'disk-importing-url', sizeGiB: 2, state: { state: 'importing_from_url' }, blockSize: 512 },
  { name: 'disk-bulk-import', sizeGiB: 2, state: { state: 'importing_from_bulk_writes' }, blockSize: 512 },
  { name: 'disk-finalizing', sizeGiB: 2, state: { state: 'finalizing' }, blockSize: 512 },
]

/** Disks mid-change when the page opened changed state seconds ago (they finish it: lib/seed-settle.ts). */
const UNDER_WAY = new Set<DiskState['state']>(['attaching', 'detaching', 'creating', 'finalizing', 'importing_from_url'])

function when(d: SeedDisk, day: number, i: number) {
  if (d.state.state === 'creating') return { time_created: justBefore(20_000), time_modified: justBefore(20_000) }
  const made = stamps(day, day + (i % 3))
  return UNDER_WAY.has(d.state.state) ? { ...made, time_modified: justBefore(10_000) } : made
}

function disks(store: Store, project: string, projectId: string, list: SeedDisk[], day: number) {
  list.forEach((d, i) =>
    store.create('disk', {
      id: childId('disk', project, d.name),
      projectId,
      name: d.name,
      description: `${d.name} (${d.state.state})`,
      size: d.sizeGiB * GiB,
      block_size: d.blockSize ?? 4096,
      device_path: `/mnt/${d.name}`,
      state: d.state,
      image_id: d.image ? childId('image', 'maze-war', d.image) : null,
      snapshot_id: d.snapshot ? childId('snapshot', project, d.snapshot) : null,
      ...when(d, day, i),
    }),
  )
}

function snapshots(store: Store) {
  const snap = (name: string, disk: string, sizeGiB: number, state: components['schemas']['SnapshotState'], day: number) =>
    store.create('snapshot', {
      id: childId('snapshot', 'mock-project', name),
      projectId: ids.project.mock,
      name,
      description: `A snapshot of ${disk}`,
      disk_id: childId('disk', 'mock-project', disk),
      size: sizeGiB * GiB,
      state,
      ...stamps(day),
    })
  snap('snapshot-1', 'disk-1', 10, 'ready', 12)
  snap('snapshot-2', 'disk-2', 20, 'ready', 13)
  snap('snapshot-3', 'disk-3', 100, 'creating', 14)
  snap('snapshot-faulted', 'disk-3', 100, 'faulted', 14)
  // The disk this was taken from has since been deleted.
  snap('snapshot-of-deleted-disk', 'deleted-disk', 6, 'ready', 8)
}

const sha = (seed: string) => ({ type: 'sha256' as const, value: childId('digest', seed).replace(/-/g, '').repeat(2) })

function images(store: Store) {
  const image = (
    scope: { project: string; projectId: string } | { silo: string },
    siloId: string,
    name: string,
    os: string,
    version: string,
    sizeGiB: number,
    day: number,
    digest = true,
  ) =>
    store.create('image', {
      id: 'project' in scope ? childId('image', scope.project, name) : childId('image', scope.silo, name),
      projectId: 'project' in scope ? scope.projectId : null,
      siloId,
      name,
      description: `${os} ${version}`,
      os,
      version,
      size: sizeGiB * GiB,
      block_size: 512,
      digest: digest ? sha(name) : null,
      ...stamps(day),
    })
  const mazeWar = { silo: 'maze-war' }
  image(mazeWar, ids.silo.mazeWar, 'ubuntu-24-04', 'ubuntu', '24.04', 3, 1)
  image(mazeWar, ids.silo.mazeWar, 'debian-12', 'debian', '12', 2, 1)
  image(mazeWar, ids.silo.mazeWar, 'arch-2025-04', 'arch', '2025.04.01', 1, 2, false)
  image(mazeWar, ids.silo.mazeWar, 'windows-server-2022', 'windows', 'server 2022', 20, 2)
  image({ silo: 'myriad' }, ids.silo.myriad, 'fedora-42', 'fedora', '42', 2, 3)
  const mock = { project: 'mock-project', projectId: ids.project.mock }
  image(mock, ids.silo.mazeWar, 'image-1', 'ubuntu', '22.04', 3, 12)
  image(mock, ids.silo.mazeWar, 'image-2', 'alpine', '3.21', 1, 13, false)
  image({ project: 'other-project', projectId: ids.project.other }, ids.silo.mazeWar, 'other-image', 'debian', '11', 2, 14)
}

export function seedStorage(store: Store) {
  images(store)
  disks(store, 'mock-project', ids.project.mock, MOCK_DISKS, 9)
  disks(
    store,
    'other-project',
    ids.project.other,
    [
      { name: 'other-1-boot', sizeGiB: 10, state: { state: 'attached', instance: inst('other-project', 'other-1') } },
      { name: 'other-2-boot', sizeGiB: 10, state: { state: 'attached', instance: inst('other-project', 'other-2') } },
    ],
    11,
  )
  disks(
    store,
    'myriad-research',
    ids.project.research,
    [{ name: 'research-1-boot', sizeGiB: 32, state: { state: 'attached', instance: inst('myriad-research', 'research-1') } }],
    12,
  )
  snapshots(store)
}
