// The instance settings tab's forms (used with the form machine): resize,
// boot disk and auto-restart policy. Their submits go through the instance
// machine (it holds the rules and the call), so each form is handed a
// function that runs the machine's action and throws its error.
import { GiB, type Instance } from '~/api'
import { addAntiAffinityGroupMember } from './anti-affinity-form.input'
import { CPU_BOUNDS, MEMORY_GIB_BOUNDS, validateSize } from '~/validation'

export { CPU_BOUNDS, MEMORY_GIB_BOUNDS }
import type { ActionResult, AutoRestartPolicy } from './instance.machine'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'


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

export type AddToGroupValues = { group: string }
export const addToGroupFormMachine = createFormMachine<AddToGroupValues, unknown>()
export const addToGroupFormInput = (project: string, instance: string): FormInput<AddToGroupValues, unknown> => ({
  initialValues: { group: '' },
  submit: (v) => addAntiAffinityGroupMember(project, v.group, instance),
})
