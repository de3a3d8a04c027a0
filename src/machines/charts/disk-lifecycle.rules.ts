// The disk lifecycle QA walks (the twelve disk states, the action table and bulk
// import flow): edges are the table in shared/disk.rules.ts and the import calls,
// each aimed where Nexus's answer puts the disk, plus the steps Nexus takes on
// its own. A test holds them to the preview's mock.
import { DISK_ACTIONS, DISK_STATES, diskStateLabel, type DiskAction, type DiskStateName } from '../shared/disk.rules'
import { isDiskTransitional } from '../storage/disk.machine'
import { actionEdges, serverEdges, type Lifecycle, type LifecycleEdge, type ServerStep } from './lifecycle.rules'

/** Where an action leaves the disk; unlisted actions leave the state alone. */
export const DISK_ACTION_TARGETS: Partial<Record<DiskAction, DiskStateName>> = {
  delete: 'destroyed',
  attach: 'attached',
  detach: 'detached',
}

export const DISK_ACTION_LABELS: Record<DiskAction, string> = {
  delete: 'delete',
  snapshot: 'snapshot',
  attach: 'attach',
  detach: 'detach',
  setAsBootDisk: 'set as boot disk',
}

export type BulkImportCall = 'start' | 'write' | 'stop' | 'finalize'

/**
 * The bulk-write import flow (start, write, stop, finalize) as Nexus
 * takes it: each call in the states it is accepted in, to the state its
 * answer leaves the disk in.
 */
export const BULK_IMPORT_CALLS: Readonly<Record<BulkImportCall, { from: readonly DiskStateName[]; to: DiskStateName }>> = {
  start: { from: ['import_ready'], to: 'importing_from_bulk_writes' },
  write: { from: ['importing_from_bulk_writes'], to: 'importing_from_bulk_writes' },
  stop: { from: ['importing_from_bulk_writes'], to: 'import_ready' },
  finalize: { from: ['import_ready'], to: 'finalizing' },
}

export const BULK_IMPORT_LABELS: Record<BulkImportCall, string> = {
  start: 'start import',
  write: 'write',
  stop: 'stop import',
  finalize: 'finalize',
}

/**
 * What Nexus does on its own. In the preview, attach and detach land at once
 * and finalize's saga ends within its call (mirage/handlers/bulk-import.ts).
 */
export const DISK_SERVER_STEPS: readonly ServerStep[] = [
  { event: 'created', from: 'creating', to: 'detached', when: 'its storage is allocated', preview: false },
  { event: 'attached', from: 'attaching', to: 'attached', when: 'the instance has the disk', preview: false },
  { event: 'detached', from: 'detaching', to: 'detached', when: 'the instance has let go of the disk', preview: false },
  { event: 'finalized', from: 'finalizing', to: 'detached', when: 'the finalize saga is done', preview: 'instant' },
]

const bulkTable = Object.fromEntries(Object.entries(BULK_IMPORT_CALLS).map(([k, v]) => [k, v.from])) as Record<
  BulkImportCall,
  readonly DiskStateName[]
>

export const bulkImportEdges = (): LifecycleEdge[] =>
  actionEdges(bulkTable, {
    target: (call) => BULK_IMPORT_CALLS[call].to,
    label: (call) => BULK_IMPORT_LABELS[call],
    stateLabel: (s) => diskStateLabel(s as DiskStateName),
    preview: () => 'instant',
  })

const diskTable: Readonly<Record<DiskAction, readonly DiskStateName[]>> = DISK_ACTIONS

const diskActionEdges = () =>
  actionEdges(diskTable, {
    target: (action, from) => DISK_ACTION_TARGETS[action] ?? from,
    label: (action) => DISK_ACTION_LABELS[action],
    stateLabel: (s) => diskStateLabel(s as DiskStateName),
    preview: () => 'instant',
  })

const diskState = (s: DiskStateName) => ({
  id: s,
  label: diskStateLabel(s),
  transitional: isDiskTransitional(s),
  final: s === 'destroyed',
})

export const diskLifecycle: Lifecycle = {
  name: 'disk',
  noun: 'Disk',
  initial: 'detached',
  states: DISK_STATES.map(diskState),
  entries: [
    { id: 'create', label: 'create', target: 'creating' },
    { id: 'create-import', label: 'create for import', target: 'import_ready' },
  ],
  edges: [...diskActionEdges(), ...bulkImportEdges(), ...serverEdges(DISK_SERVER_STEPS)],
}

const IMPORT_FLOW: readonly DiskStateName[] = ['import_ready', 'importing_from_bulk_writes', 'finalizing', 'detached', 'destroyed']

/**
 * The image upload's disk (the bulk import): made ready for import, written,
 * finalized, then deleted once the image is made from its snapshot.
 */
export const bulkImportLifecycle: Lifecycle = {
  name: 'bulk-import',
  noun: 'Disk',
  initial: 'import_ready',
  states: IMPORT_FLOW.map(diskState),
  entries: [{ id: 'create-import', label: 'create for import', target: 'import_ready' }],
  edges: [
    ...bulkImportEdges(),
    ...serverEdges(DISK_SERVER_STEPS.filter((s) => s.event === 'finalized')),
    ...diskActionEdges().filter((e) => e.event === 'delete' && IMPORT_FLOW.includes(e.source as DiskStateName)),
  ],
}
