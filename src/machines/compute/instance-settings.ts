// The instance settings tab: what its route loads (the disks, the groups the
// instance is in, of both kinds, and the others it may join), and its forms
// (used with the form machine): resize, boot disk, auto-restart policy and add
// to a group.
// The first three submit through the instance machine (it holds the rules and
// the call), so each is handed a function that runs the machine's action and
// throws its error.
import { apiSection, GiB, MAX_LIMIT, type Instance, type Read } from '~/api'
import { CPU_BOUNDS, MEMORY_GIB_BOUNDS, validateSize } from '~/validation'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'
import type { InstanceRef } from '../shared/permission.rules'
import { startPart } from '../shared/section-reads'
import { addGroupMember, GROUP_READS, GROUP_KINDS, instanceGroupsSection, projectGroupsSection, type GroupKind } from './affinity'
import { INSTANCE_READS } from './instance-page'
import type { ActionResult, AutoRestartPolicy } from './instance.machine'

export { CPU_BOUNDS, MEMORY_GIB_BOUNDS }

/** The instance's disks, the boot disk select's choices: a part of the tab (an instance has at most 12). */
export const bootDiskChoicesSection = ({ project, instance }: InstanceRef) =>
  apiSection('/v1/instances/{instance}/disks', { path: { instance }, query: { project, limit: MAX_LIMIT } })

/**
 * The settings tab is about the instance, which the instance page holds: it
 * waits for nothing. Its parts leave as it is entered: the boot disk
 * select's disks, and of each kind the groups the instance is in and the
 * project's groups it may join.
 */
export function loadInstanceSettings(ref: InstanceRef): void {
  startPart(bootDiskChoicesSection(ref))
  for (const kind of GROUP_KINDS) {
    startPart(instanceGroupsSection(kind, ref.project, ref.instance))
    startPart(projectGroupsSection(kind, ref.project))
  }
}

/** What the settings tab reads: the instance's lists, and the project's groups of both kinds. */
export const INSTANCE_SETTINGS_READS: Read[] = [...INSTANCE_READS, '/v1/instances/{instance}/affinity-groups', ...GROUP_READS]

/** A machine action's outcome as a promise a form can submit. */
export async function orThrow(result: Promise<ActionResult>): Promise<void> {
  const r = await result
  if (!r.ok) throw new Error(r.error)
}

/** A field left empty is undefined (and refused as not a whole number, as a fraction is). */
export type ResizeValues = { ncpus: number | undefined; memoryGiB: number | undefined }
export const resizeValues = (i: Instance): ResizeValues => ({ ncpus: i.ncpus, memoryGiB: i.memory / GiB })
export const validateResize = (v: ResizeValues): FieldErrors<ResizeValues> => {
  const errors: FieldErrors<ResizeValues> = {}
  const ncpus = validateSize(v.ncpus ?? Number.NaN, CPU_BOUNDS)
  const memoryGiB = validateSize(v.memoryGiB ?? Number.NaN, MEMORY_GIB_BOUNDS)
  if (ncpus) errors.ncpus = ncpus
  if (memoryGiB) errors.memoryGiB = memoryGiB
  return errors
}
export const resizeFormMachine = createFormMachine<ResizeValues, void>()
export const resizeFormInput = (
  instance: Instance,
  resize: (ncpus: number, memory: number) => Promise<ActionResult>,
): FormInput<ResizeValues, void> => ({
  initialValues: resizeValues(instance),
  validate: validateResize,
  // Validation has refused an empty field by now.
  submit: (v) => orThrow(resize(v.ncpus!, v.memoryGiB! * GiB)),
})

/** 'default' stands for no explicit policy (null on the wire). */
export type AutoRestartChoice = AutoRestartPolicy | 'default'
export type AutoRestartValues = { policy: AutoRestartChoice }
export const autoRestartFormMachine = createFormMachine<AutoRestartValues, void>()
export const autoRestartFormInput = (
  instance: Instance,
  set: (policy: AutoRestartPolicy | null) => Promise<ActionResult>,
): FormInput<AutoRestartValues, void> => ({
  initialValues: { policy: instance.autoRestartPolicy ?? 'default' },
  submit: (v) => orThrow(set(v.policy === 'default' ? null : v.policy)),
})

export type BootDiskValues = { disk: string }
export const bootDiskFormMachine = createFormMachine<BootDiskValues, void>()
export const bootDiskFormInput = (
  bootDiskId: string | null | undefined,
  set: (disk: string | null) => Promise<ActionResult>,
): FormInput<BootDiskValues, void> => ({
  initialValues: { disk: bootDiskId ?? '' },
  submit: (v) => orThrow(set(v.disk || null)),
})

/** Joining a group of `kind`: the instance must be stopped (the instance machine's rule says why not). */
export type AddToGroupValues = { group: string }
export const addToGroupFormMachine = createFormMachine<AddToGroupValues, unknown>()
export const addToGroupFormInput = (kind: GroupKind, project: string, instance: string): FormInput<AddToGroupValues, unknown> => ({
  initialValues: { group: '' },
  submit: (v) => addGroupMember(kind, project, v.group, instance),
})
