// Snapshots of a project's disks: the list's rows (each with the name of the
// disk it was taken from; whether the page keeps polling is in
// shared/disk.rules.ts, as the route asks it up front), the create form
// and its disk picker, which offers only the disks the action table lets be
// snapshotted, delete, and the list's bulk actions. Each mutation invalidates
// the cached reads it changes.
import { api, fetchApi, firstPage, invalidate, PAGE_SIZE, PICKER_LIMIT, type Disk, type Snapshot } from '~/api'
import { generateName, messages, validateDescription, validateName } from '~/validation'
import type { BulkSpec } from '../shared/bulk.rules'
import { diskCan, diskDisabledReason, diskStateLabel, type DiskStateName } from '../shared/disk.rules'
import { errorStatus } from '../shared/error-message.rules'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'
import type { FetchPage } from '../shared/list.machine'

export type SnapshotState = Snapshot['state']

/** Every snapshot state, for tables and tests that walk them all. */
export const SNAPSHOT_STATES = ['creating', 'ready', 'faulted', 'destroyed'] as const satisfies readonly SnapshotState[]

/** Only a ready snapshot is a source for a disk or an image (one still being made or faulted has no data to copy). */
export const IMAGE_SOURCE_NOT_READY = 'Only a ready snapshot can be an image’s source'

// ---- the list's rows ----------------------------------------------------------

const fetchDisk = (id: string) => fetchApi('/v1/disks/{disk}', { path: { disk: id } })

/**
 * The disk a snapshot was taken from: its name, `{ deleted: true }` when the
 * project has no such disk any more, or `undefined` when the disks could not
 * be read (the row still shows).
 */
export type SnapshotDisk = { name: string } | { deleted: true } | undefined

export type SnapshotRow = Snapshot & { disk: SnapshotDisk }

export function withDisks(snapshots: readonly Snapshot[], disks: readonly Pick<Disk, 'id' | 'name'>[] | undefined): SnapshotRow[] {
  const byId = new Map(disks?.map((d) => [d.id, d.name]))
  return snapshots.map((s) => {
    if (!disks) return { ...s, disk: undefined }
    const name = byId.get(s.diskId)
    return { ...s, disk: name === undefined ? { deleted: true } : { name } }
  })
}

/**
 * The disks `snapshots` were taken from, by id: from `known` (a first page of
 * the project's disks) where it has them, else one GET by id each. `null`:
 * the disk is gone (404); missing: it could not be read.
 */
export async function snapshotDisks(
  snapshots: readonly Snapshot[],
  known: readonly Pick<Disk, 'id' | 'name'>[],
  fetchOne: (id: string) => Promise<Pick<Disk, 'id' | 'name'>>,
): Promise<Map<string, Pick<Disk, 'id' | 'name'> | null>> {
  const byId = new Map<string, Pick<Disk, 'id' | 'name'> | null>(known.map((d) => [d.id, d]))
  const missing = [...new Set(snapshots.map((s) => s.diskId))].filter((id) => !byId.has(id))
  await Promise.all(
    missing.map((id) =>
      fetchOne(id).then(
        (d) => byId.set(id, d),
        (e: unknown) => (errorStatus(e) === 404 ? byId.set(id, null) : undefined),
      ),
    ),
  )
  return byId
}

/**
 * A page of the project's snapshots, each with its disk's name. Not every disk
 * of the project (at 5,000 disks, five requests of 1,000 before a row showed):
 * a first page of disks alongside, and a GET by id for each disk not on it.
 */
export const snapshotRowsPage =
  (project: string): FetchPage<SnapshotRow> =>
  async ({ pageToken, limit, sortBy }) => {
    const [page, known] = await Promise.all([
      fetchApi('/v1/snapshots', { query: { project, limit, pageToken, sortBy } }),
      fetchApi('/v1/disks', { query: { project, limit: PAGE_SIZE } }).then(
        (p) => p.items,
        () => undefined,
      ),
    ])
    // The disks could not be read at all: every row's disk is unknown.
    if (!known) return { items: withDisks(page.items, undefined), nextPage: page.nextPage }
    const disks = await snapshotDisks(page.items, known, fetchDisk)
    return {
      items: page.items.map((s) => {
        const d = disks.get(s.diskId)
        return { ...s, disk: d === undefined ? undefined : d === null ? { deleted: true } : { name: d.name } }
      }),
      nextPage: page.nextPage,
    }
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

/**
 * The picker's choices: a page of the project's disks (PICKER_LIMIT), the
 * ones allowed first. A next page means the project has more: the form then
 * takes any disk's name (the create call looks it up).
 */
export const snapshotDiskOptionsPage =
  (project: string): FetchPage<SnapshotDiskOption> =>
  async ({ pageToken }) => {
    const page = await fetchApi('/v1/disks', { query: { project, limit: PICKER_LIMIT, pageToken } })
    const options = snapshotDiskOptions(page.items)
    return { items: [...options.filter((o) => !o.disabled), ...options.filter((o) => o.disabled)], nextPage: page.nextPage }
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

/** The project's disks for the picker, the ones that may be snapshotted first; `more` when the page was cut. */
export const loadSnapshotDiskChoices = (project: string) =>
  firstPage((limit) => snapshotDiskOptionsPage(project)({ limit }))

// ---- the list's bulk actions ---------------------------------------------------------------

export const SNAPSHOT_BULK: BulkSpec<SnapshotRow> = {
  noun: { one: 'snapshot', many: 'snapshots' },
  keyOf: (s) => s.id,
  nameOf: (s) => s.name,
  actions: [{ id: 'delete', label: 'Delete', doing: 'Deleting', done: 'Deleted', danger: true, confirm: true }],
}
