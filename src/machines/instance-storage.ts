// The instance storage tab: its lists, what each disk row may do (the instance
// table of src/machines/instance-actions and the disk table of
// ./disk-actions together), the calls behind the row actions, and the two side
// forms (attach an existing disk; create a disk and attach it). Every mutation
// invalidates instance and disk reads, so the tables on screen refresh.
import { api, fetchApi, invalidate, type Disk, type Instance, type InstanceState, type Snapshot } from '~/api'
import { generateName, messages, validateDescription, validateName, validateSize } from '~/validation'
import { diskCan, diskDisabledReason, type DiskStateName } from './disk-actions'
import { createFormMachine, type FieldErrors, type FormInput } from './form.machine'
import { disabledReason, instanceCan, type InstanceAction } from './instance-actions'
import type { ActionState } from './instance.connect'
import type { FetchPage } from './list.machine'

/** The instance a tab is about, as it appears in the URL. */
export type InstanceRef = { project: string; instance: string }

/** Enough for a picker: every disk of a project fits in one request. */
export const ALL_ISH = 1000

const GiB = 1024 ** 3
/** Disk sizes the create form accepts, in GiB. */
export const DISK_SIZE_GIB = { min: 1, max: 1023 } as const
/** Blank disks are created with this block size (one of 512, 2048, 4096). */
export const BLANK_DISK_BLOCK_SIZE = 4096

/** Disks on their way between states; their lists keep polling until they settle. */
const TRANSITIONAL: readonly DiskStateName[] = ['attaching', 'detaching', 'creating', 'finalizing']
export const anyDiskInTransition = (disks: Disk[]) => disks.some((d) => TRANSITIONAL.includes(d.state.state))

// ---- reads -------------------------------------------------------------------

export const instanceDisksPage =
  ({ project, instance }: InstanceRef): FetchPage<Disk> =>
  ({ pageToken, limit }) =>
    fetchApi('/v1/instances/{instance}/disks', { path: { instance }, query: { project, limit, pageToken } })

/** The project's disks that may be attached (spec §4: creating or detached), for the attach form. */
export const attachableDisksPage =
  (project: string): FetchPage<Disk> =>
  async () => {
    const page = await fetchApi('/v1/disks', { query: { project, limit: ALL_ISH } })
    return { items: page.items.filter((d) => diskCan('attach', d.state)), nextPage: null }
  }

/** The instance's boot disk and the others, from one page of its disks. */
export function splitBootDisk(instance: Pick<Instance, 'bootDiskId'>, disks: Disk[]) {
  return {
    boot: disks.filter((d) => d.id === instance.bootDiskId),
    other: disks.filter((d) => d.id !== instance.bootDiskId),
  }
}

// ---- what a row and the tab may do ---------------------------------------------

export type Permission = { allowed: boolean; reason?: string }
export type DiskRowAction = 'detach' | 'snapshot' | 'setAsBootDisk' | 'unsetAsBootDisk'

/** What the instance allows (spec §4 instance table), as the tab's permissions. */
export type InstanceCheck = (action: InstanceAction) => Permission

/** The instance table applied to a run state. */
export const checkByRunState =
  (runState: InstanceState): InstanceCheck =>
  (action) =>
    instanceCan(action, runState) ? { allowed: true } : { allowed: false, reason: disabledReason(action, runState) }

/**
 * The instance page's live action states (src/machines/instance.connect): the
 * same table, and also refused while another instance action is in flight.
 */
export const checkByActionStates =
  (actions: Record<InstanceAction, ActionState>): InstanceCheck =>
  (action) =>
    actions[action].enabled ? { allowed: true } : { allowed: false, reason: actions[action].reason }

const permit = (...reasons: (string | undefined)[]): Permission => {
  const reason = reasons.find((r) => r !== undefined)
  return reason === undefined ? { allowed: true } : { allowed: false, reason }
}

/** A refusal always says why; the instance's own busy action carries no reason of its own. */
const why = (p: Permission) => (p.allowed ? undefined : (p.reason ?? 'In progress'))

export const BOOT_DISK_DETACH_REASON = 'Unset the boot disk before detaching it'

/**
 * Each row action with whether it is allowed and, if not, why: the instance
 * is asked first, then the disk table (./disk-actions).
 */
export function diskRowPermissions(
  can: InstanceCheck,
  instance: Pick<Instance, 'bootDiskId'>,
  disk: Pick<Disk, 'id' | 'state'>,
): Record<DiskRowAction, Permission> {
  const isBoot = disk.id === instance.bootDiskId
  return {
    detach: permit(
      isBoot ? BOOT_DISK_DETACH_REASON : undefined,
      why(can('detachDisk')),
      diskDisabledReason('detach', disk.state),
    ),
    snapshot: permit(diskDisabledReason('snapshot', disk.state)),
    setAsBootDisk: permit(
      isBoot ? 'This is already the boot disk' : undefined,
      why(can('updateBootDisk')),
      diskDisabledReason('setAsBootDisk', disk.state),
    ),
    unsetAsBootDisk: permit(isBoot ? undefined : 'This is not the boot disk', why(can('updateBootDisk'))),
  }
}

/** Both 'Attach existing disk' and 'Create new disk' need the instance to allow attaching. */
export const attachPermission = (can: InstanceCheck): Permission => permit(why(can('attachDisk')))

// ---- calls -------------------------------------------------------------------------

async function invalidateStorage(): Promise<void> {
  await Promise.all([invalidate('/v1/instances'), invalidate('/v1/disks')])
}

/** `disk` is a name or id. */
export async function attachDisk({ project, instance }: InstanceRef, disk: string): Promise<Disk> {
  const attached = await api.post('/v1/instances/{instance}/disks/attach', {
    path: { instance },
    query: { project },
    body: { disk },
  })
  await invalidateStorage()
  return attached
}

export async function detachDisk({ project, instance }: InstanceRef, disk: string): Promise<Disk> {
  const detached = await api.post('/v1/instances/{instance}/disks/detach', {
    path: { instance },
    query: { project },
    body: { disk },
  })
  await invalidateStorage()
  return detached
}

/** A snapshot of the disk with a generated name (spec §5). */
export async function snapshotDisk(project: string, disk: Pick<Disk, 'name'>): Promise<Snapshot> {
  const snapshot = await api.post('/v1/snapshots', {
    query: { project },
    body: { name: generateName(disk.name, 'snapshot'), description: `Snapshot of ${disk.name}`, disk: disk.name },
  })
  await Promise.all([invalidateStorage(), invalidate('/v1/snapshots')])
  return snapshot
}

// ---- attach an existing disk ----------------------------------------------------

export type AttachDiskValues = { disk: string }

export function validateAttachDisk(values: AttachDiskValues): FieldErrors<AttachDiskValues> {
  return values.disk ? {} : { disk: messages.required('Disk') }
}

export const attachDiskFormMachine = createFormMachine<AttachDiskValues, Disk>()

export function attachDiskFormInput(ref: InstanceRef): FormInput<AttachDiskValues, Disk> {
  return {
    initialValues: { disk: '' },
    validate: validateAttachDisk,
    submit: (values) => attachDisk(ref, values.disk),
  }
}

// ---- create a disk and attach it ----------------------------------------------------

export type CreateDiskValues = { name: string; description: string; size: number | undefined }

export const createDiskInitialValues: CreateDiskValues = { name: '', description: '', size: 10 }

export function validateCreateDisk(values: CreateDiskValues): FieldErrors<CreateDiskValues> {
  const errors: FieldErrors<CreateDiskValues> = {}
  const name = validateName(values.name)
  const description = validateDescription(values.description)
  const size =
    values.size === undefined ? messages.required('Size') : validateSize(values.size, { ...DISK_SIZE_GIB, unit: 'GiB' })
  if (name) errors.name = name
  if (description) errors.description = description
  if (size) errors.size = size
  return errors
}

export async function createDisk(project: string, values: CreateDiskValues): Promise<Disk> {
  const disk = await api.post('/v1/disks', {
    query: { project },
    body: {
      name: values.name,
      description: values.description,
      size: (values.size ?? 0) * GiB,
      diskSource: { type: 'blank', blockSize: BLANK_DISK_BLOCK_SIZE },
    },
  })
  await invalidate('/v1/disks')
  return disk
}

/**
 * Creates the disk, then attaches it. If the attach fails the disk exists:
 * submitting again with the same name only retries the attach.
 */
export function createAndAttachDisk(ref: InstanceRef) {
  let created: Disk | undefined
  return async (values: CreateDiskValues): Promise<Disk> => {
    if (created?.name !== values.name) created = await createDisk(ref.project, values)
    return attachDisk(ref, created.name)
  }
}

export const createDiskFormMachine = createFormMachine<CreateDiskValues, Disk>()

export function createDiskFormInput(ref: InstanceRef): FormInput<CreateDiskValues, Disk> {
  return { initialValues: createDiskInitialValues, validate: validateCreateDisk, submit: createAndAttachDisk(ref) }
}
