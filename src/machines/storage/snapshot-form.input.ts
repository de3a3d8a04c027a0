// Snapshots of a project's disks: the create form (used with the form
// machine) and its disk picker, which offers only the disks the action table lets be
// snapshotted, and delete, for the confirm dialog. Each mutation invalidates
// the cached reads it changes.
import { api, fetchApi, invalidate, PICKER_LIMIT, type Disk, type Snapshot } from '~/api'
import { generateName, messages, validateDescription, validateName } from '~/validation'
import { diskCan, diskDisabledReason, diskStateLabel, type DiskStateName } from '../shared/disk.rules'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'
import type { FetchPage } from '../shared/list.machine'

// The list's rows and its polling test live in snapshot-form.reads.ts, which
// the route takes at boot; named here too.
export {
  snapshotDisks,
  snapshotInTransition,
  snapshotRowsPage,
  withDisks,
  type SnapshotDisk,
  type SnapshotRow,
} from './snapshot-form.reads'

export type SnapshotState = Snapshot['state']

/** Every snapshot state, for tables and tests that walk them all. */
export const SNAPSHOT_STATES = ['creating', 'ready', 'faulted', 'destroyed'] as const satisfies readonly SnapshotState[]

/** Only a ready snapshot is a source for a disk or an image (one still being made or faulted has no data to copy). */
export const IMAGE_SOURCE_NOT_READY = 'Only a ready snapshot can be an image’s source'

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
