// The instance storage tab: its lists (the first page loads with the tab's
// route), what each disk row may do (the instance machine's verdicts and the
// disk machine's, put together; the disks list's Detach asks the same), and
// the two side forms (attach an existing disk; create a disk and attach it). The row actions
// themselves (detach, snapshot) are the disk machine's calls (storage/disk.machine);
// setting the boot disk is the instance machine's. Every mutation invalidates
// instance and disk reads, so the tables on screen refresh.
import { api, fetchApi, GiB, invalidate, MAX_LIMIT, PAGE_SIZE, type Disk, type Instance, type InstanceState } from '~/api'
import { DEFAULT_BLOCK_SIZE, DISK_SIZE_GIB_BOUNDS, messages, nameDescriptionErrors, validateSize } from '~/validation'
import { diskCan, isDiskTransitional, type DiskAction } from '../shared/disk.rules'
import type { ActionState } from '../shared/lifecycle.connect'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'
import { disabledReason, instanceCan, type InstanceAction } from './instance.rules'
import type { FetchPage } from '../shared/list.machine'
import { startDiskSources } from '../shared/disk-sources'
import type { InstanceRef, Permission } from '../shared/permission.rules'
import type { Section } from '../shared/section'

/** Disk sizes Nexus accepts, in GiB. */
export const DISK_SIZE_GIB = DISK_SIZE_GIB_BOUNDS

/** Blank disks are created with this block size (one of 512, 2048, 4096). */
export const BLANK_DISK_BLOCK_SIZE = DEFAULT_BLOCK_SIZE

/** A list keeps polling while a disk on it is on its way between states (see shared/disk.rules). */
export const anyDiskInTransition = (disks: Disk[]) => disks.some((d) => isDiskTransitional(d.state))

// ---- reads -------------------------------------------------------------------

/**
 * A page of the instance's disks. The images they were made from are named
 * in a part of the tab (shared/disk-sources): their lists leave with the
 * disks, not waited for.
 */
export const instanceDisksPage =
  ({ project, instance }: InstanceRef): FetchPage<Disk> =>
  async ({ pageToken, limit }) => {
    startDiskSources(project, { snapshots: false })
    return fetchApi('/v1/instances/{instance}/disks', { path: { instance }, query: { project, limit, pageToken } })
  }

/** The storage tab: the first page of the instance's disks (a failure is the page's error). */
export const loadInstanceStorage = (ref: InstanceRef) => instanceDisksPage(ref)({ limit: PAGE_SIZE })

export type InstanceStorageData = Awaited<ReturnType<typeof loadInstanceStorage>>

/** What the storage tab's list reads. */
export const INSTANCE_DISKS = '/v1/instances/{instance}/disks'

/** The project's disks that may be attached (creating or detached), for the attach form. */
export const attachableDisksPage =
  (project: string): FetchPage<Disk> =>
  async () => {
    const page = await fetchApi('/v1/disks', { query: { project, limit: MAX_LIMIT } })
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

export type DiskRowAction = 'detach' | 'snapshot' | 'setAsBootDisk' | 'unsetAsBootDisk'

/** What the instance allows (the action table), as the tab's permissions. */
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

/** A refusal always says why; the busy action itself carries no reason of its own. */
const why = (p: Permission) => (p.allowed ? undefined : (p.reason ?? 'In progress'))
const whyNot = (s: ActionState) => why(s.enabled ? { allowed: true } : { allowed: false, reason: s.reason })

export const BOOT_DISK_DETACH_REASON = 'Unset the boot disk before detaching it'

/** What the disk machine says about a row (connectDisk's props). */
export type DiskVerdicts = { disk: Pick<Disk, 'id'>; actions: Record<DiskAction, ActionState> }

/**
 * Each row action with whether it is allowed and, if not, why: the instance
 * is asked first (its table, and whether it is busy), then the disk machine
 * (the disk table, and whether the disk is busy).
 */
export function diskRowPermissions(
  can: InstanceCheck,
  instance: Pick<Instance, 'bootDiskId'>,
  { disk, actions }: DiskVerdicts,
): Record<DiskRowAction, Permission> {
  const isBoot = disk.id === instance.bootDiskId
  return {
    detach: permit(isBoot ? BOOT_DISK_DETACH_REASON : undefined, why(can('detachDisk')), whyNot(actions.detach)),
    snapshot: permit(whyNot(actions.snapshot)),
    setAsBootDisk: permit(
      isBoot ? 'This is already the boot disk' : undefined,
      why(can('updateBootDisk')),
      whyNot(actions.setAsBootDisk),
    ),
    unsetAsBootDisk: permit(isBoot ? undefined : 'This is not the boot disk', why(can('updateBootDisk'))),
  }
}

// Detach on the disks list: the instance's side of the rule (its run state,
// its boot disk) together with the disk machine's, as on this tab, so both
// pages offer the same.
/**
 * Whether a listed disk may be detached, and why not. Undefined (no Detach
 * item) for a disk on no instance. Its instance is a part of the page, read
 * after the rows: until it is in, Detach is not offered (its rules are the
 * instance's too); an instance this user cannot read leaves the disk machine
 * alone to answer.
 */
export function diskListDetach(
  instance: Section<Pick<Instance, 'runState' | 'bootDiskId'> | undefined> | undefined,
  disk: DiskVerdicts & { instanceId?: string },
): Permission | undefined {
  if (!disk.instanceId || !instance) return undefined
  if (instance.status === 'pending') return { allowed: false, reason: 'Reading the disk’s instance…' }
  if (instance.status === 'failed') return { allowed: false, reason: `Could not read the disk’s instance: ${instance.message}` }
  if (instance.data) return diskRowPermissions(checkByRunState(instance.data.runState), instance.data, disk).detach
  const { enabled, reason } = disk.actions.detach
  return enabled ? { allowed: true } : { allowed: false, reason }
}

/** Both 'Attach existing disk' and 'Create new disk' need the instance to allow attaching. */
export const attachPermission = (can: InstanceCheck): Permission => permit(why(can('attachDisk')))

// ---- calls -------------------------------------------------------------------------

async function invalidateStorage(): Promise<void> {
  await Promise.all([invalidate('/v1/instances', '/v1/instances/{instance}', '/v1/instances/{instance}/anti-affinity-groups', '/v1/instances/{instance}/disks', '/v1/instances/{instance}/external-ips'), invalidate('/v1/disks', '/v1/disks/{disk}')])
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
  const errors: FieldErrors<CreateDiskValues> = nameDescriptionErrors(values)
  const size =
    values.size === undefined ? messages.required('Size') : validateSize(values.size, { ...DISK_SIZE_GIB, unit: 'GiB' })
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
  await invalidate('/v1/disks', '/v1/disks/{disk}')
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
  return {
    initialValues: createDiskInitialValues,
    validate: validateCreateDisk,
    submit: createAndAttachDisk(ref),
    followedBy: 'then attaches the new disk to this instance (POST /v1/instances/{instance}/disks/attach)',
  }
}
