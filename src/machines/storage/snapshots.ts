// Snapshots of a project's disks: the list's rows (each with the name of the
// disk it was taken from; whether the page keeps polling is in
// shared/disk.rules.ts, as the route asks it up front), the create form
// and its disk picker, which offers only the disks the action table lets be
// snapshotted, delete, and the list's bulk actions. Each mutation invalidates
// the cached reads it changes.
import { api, apiSection, fetchApi, firstPage, invalidate, PAGE_SIZE, type Bounded, type Disk, type Snapshot } from '~/api'
import { generateName, messages, validateDescription, validateName } from '~/validation'
import type { BulkSpec } from '../shared/bulk.rules'
import { diskCan, diskDisabledReason, diskStateLabel, type DiskStateName } from '../shared/disk.rules'
import { lookupSection, partSection, startPart, type Found } from '../shared/section-reads'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'
import type { FetchPage } from '../shared/list.machine'

export type SnapshotState = Snapshot['state']

/** Every snapshot state, for tables and tests that walk them all. */
export const SNAPSHOT_STATES = ['creating', 'ready', 'faulted', 'destroyed'] as const satisfies readonly SnapshotState[]

/** Only a ready snapshot is a source for a disk or an image (one still being made or faulted has no data to copy). */
export const IMAGE_SOURCE_NOT_READY = 'Only a ready snapshot can be an image’s source'

// ---- the list's rows ----------------------------------------------------------
//
// A page of the project's snapshots: the rows alone. The disk each was taken
// from is named in a part of the page: not every disk of the project (at 5,000
// disks, five requests of 1,000 before a row showed) but the first page of
// them, started with the rows, and one GET by id for each disk not on it,
// after the rows.

/** A row of the snapshots list. */
export type SnapshotRow = Snapshot

/**
 * The disk a snapshot was taken from: its name, `{ deleted: true }` when the
 * project has no such disk any more, or `undefined` while it is not known.
 */
export type SnapshotDisk = { name: string } | { deleted: true } | undefined

/** A snapshot's disk from what the part found. */
export function snapshotDisk(snapshot: Pick<Snapshot, 'diskId'>, found: Found<Pick<Disk, 'name'>>): SnapshotDisk {
  const disk = found.get(snapshot.diskId)
  return disk === null ? { deleted: true } : disk && { name: disk.name }
}

const firstDisks = (project: string) => apiSection('/v1/disks', { query: { project, limit: PAGE_SIZE } })

/** The disks `snapshots` were taken from, by id: a part of the page that lists them. */
export const snapshotDisksSection = (project: string, snapshots: readonly Pick<Snapshot, 'diskId'>[]) =>
  lookupSection(
    ['snapshot-disks', project],
    snapshots.map((s) => s.diskId),
    {
      lists: (ask) => [ask('/v1/disks', { query: { project, limit: PAGE_SIZE } }).then((p) => p.items)],
      byId: (ask, id) => ask('/v1/disks/{disk}', { path: { disk: id } }),
      idOf: (d) => d.id,
    },
    ['/v1/disks', '/v1/disks/{disk}'],
  )

/** A page of the project's snapshots; the disks' first page leaves with it, not waited for. */
export const snapshotRowsPage =
  (project: string): FetchPage<SnapshotRow> =>
  async ({ pageToken, limit, sortBy, keep }) => {
    if (!keep) startPart(firstDisks(project))
    const page = await fetchApi('/v1/snapshots', { query: { project, limit, pageToken, sortBy } })
    return { items: keep ? page.items.filter(keep) : page.items, nextPage: page.nextPage }
  }

// ---- the list's delete ----------------------------------------------------------

export async function deleteSnapshot(project: string, snapshot: string): Promise<void> {
  await api.delete('/v1/snapshots/{snapshot}', { path: { snapshot }, query: { project } })
  await invalidate('/v1/snapshots', '/v1/snapshots/{snapshot}')
}

// ---- the create form ------------------------------------------------------------

/** A disk offered by the picker: only those whose state allows a snapshot can be chosen. */
export type SnapshotDiskOption = {
  name: string
  state: DiskStateName
  disabled: boolean
  disabledReason?: string
}

export function snapshotDiskOptions(disks: readonly Pick<Disk, 'name' | 'state'>[]): SnapshotDiskOption[] {
  return disks.map((d) => ({
    name: d.name,
    state: d.state.state,
    disabled: !diskCan('snapshot', d.state),
    disabledReason: diskDisabledReason('snapshot', d.state),
  }))
}

/** 'disk-1 (attached)'; a disk that cannot be chosen says why. */
export const snapshotDiskOptionLabel = (o: SnapshotDiskOption) =>
  `${o.name} (${diskStateLabel(o.state)})${o.disabledReason ? `: ${o.disabledReason}` : ''}`

/** The picker's choices as they come: the allowed ones first. */
export function snapshotDiskChoices(disks: readonly Pick<Disk, 'name' | 'state'>[]): SnapshotDiskOption[] {
  const options = snapshotDiskOptions(disks)
  return [...options.filter((o) => !o.disabled), ...options.filter((o) => o.disabled)]
}

/**
 * The picker's choices, a part of the form: a page of the project's disks
 * (PICKER_LIMIT). A next page means the project has more: the form then takes
 * any disk's name (the create call looks it up).
 */
export const snapshotDiskChoicesSection = (project: string) =>
  partSection(
    ['snapshot-disk-choices', project],
    async (ask): Promise<Bounded<SnapshotDiskOption>> => {
      const { items, more } = await firstPage((limit) => ask('/v1/disks', { query: { project, limit } }))
      return { items: snapshotDiskChoices(items), more }
    },
    ['/v1/disks', '/v1/disks/{disk}'],
  )

/** The form opens at once; the disk picker's list leaves as it does. */
export function startSnapshotDiskChoices(project: string): Promise<void> {
  startPart(snapshotDiskChoicesSection(project))
  return Promise.resolve()
}

export type SnapshotFormValues = { disk: string; name: string; description: string }

/** A new form starts with a generated name, so picking a disk is enough. */
export const snapshotInitialValues = (): SnapshotFormValues => ({
  disk: '',
  name: generateName('snapshot'),
  description: '',
})

export function validateSnapshot(values: SnapshotFormValues): FieldErrors<SnapshotFormValues> {
  const errors: FieldErrors<SnapshotFormValues> = {}
  const name = validateName(values.name)
  const description = validateDescription(values.description)
  if (!values.disk) errors.disk = messages.required('Disk')
  if (name) errors.name = name
  if (description) errors.description = description
  return errors
}

/** `values.disk` is the disk's name (or id). */
export async function createSnapshot(project: string, values: SnapshotFormValues): Promise<Snapshot> {
  const snapshot = await api.post('/v1/snapshots', {
    query: { project },
    body: { name: values.name, description: values.description, disk: values.disk },
  })
  await invalidate('/v1/snapshots', '/v1/snapshots/{snapshot}')
  return snapshot
}

export const snapshotFormMachine = createFormMachine<SnapshotFormValues, Snapshot>()

export function snapshotFormInput(project: string): FormInput<SnapshotFormValues, Snapshot> {
  return {
    initialValues: snapshotInitialValues(),
    validate: validateSnapshot,
    submit: (values) => createSnapshot(project, values),
  }
}

/** One snapshot, which the new-image form is made from. */
export const fetchSnapshot = ({ project, snapshot }: { project: string; snapshot: string }) =>
  fetchApi('/v1/snapshots/{snapshot}', { path: { snapshot }, query: { project } })

// ---- the list's bulk actions ---------------------------------------------------------------

export const SNAPSHOT_BULK: BulkSpec<SnapshotRow> = {
  noun: { one: 'snapshot', many: 'snapshots' },
  keyOf: (s) => s.id,
  nameOf: (s) => s.name,
  actions: [{ id: 'delete', label: 'Delete', doing: 'Deleting', done: 'Deleted', danger: true, confirm: true }],
}
