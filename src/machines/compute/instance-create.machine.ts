// The create-instance page: one actor holding what the pickers offer and the
// form (a generic form machine, spawned as its child). Other flows of the page
// report back to it: a new SSH key joins the list checked, a disk from the
// disk modals joins the form's list. Also the small forms of those modals, and
// `connectInstanceCreate`, which turns the form's props into the page's.
import { assign, sendTo, setup, type ActorRefFrom } from 'xstate'
import type { Disk, FloatingIp, Instance, SshKey } from '~/api'
import { generateName, messages, validateDescription, validateSize } from '~/validation'
import type { FormProps } from '../shared/form.connect'
import { createFormMachine, type FormInput } from '../shared/form.machine'
import {
  BLOCK_SIZES,
  createInstance,
  DEFAULT_DISK_GIB,
  DISK_SIZE_BOUNDS,
  diskCount,
  findPreset,
  instanceCreateDefaults,
  instanceCreateMessages,
  isDetached,
  isUnattached,
  MAX_DISKS,
  minBootDiskSize,
  presetCategory,
  PRESETS,
  validateInstanceCreate,
  validateNewDiskName,
  type AdditionalDisk,
  type BlockSize,
  type BootSource,
  type ExistingDisk,
  type InstanceCreatePickers,
  type InstanceCreateValues,
  type NewDisk,
  type PresetCategory,
  type VpcSubnet,
} from './instance-create'

export const instanceFormMachine = createFormMachine<InstanceCreateValues, Instance>()
export type InstanceFormActor = ActorRefFrom<typeof instanceFormMachine>

export type InstanceCreateInput = {
  project: string
  pickers: InstanceCreatePickers
  /** Defaults to instanceCreateDefaults(pickers). */
  initialValues?: InstanceCreateValues
  /** Defaults to POST /v1/instances in `project`. */
  submit?: (values: InstanceCreateValues) => Promise<Instance>
}

export type InstanceCreateContext = {
  project: string
  pickers: InstanceCreatePickers
  form: InstanceFormActor
}

export type InstanceCreateEvent =
  | { type: 'SSH_KEY_CREATED'; key: SshKey }
  | { type: 'DISK_ADDED'; disk: AdditionalDisk }

const formValues = (context: InstanceCreateContext) => context.form.getSnapshot().context.values

export const instanceCreateMachine = setup({
  types: {
    input: {} as InstanceCreateInput,
    context: {} as InstanceCreateContext,
    events: {} as InstanceCreateEvent,
  },
  actors: { form: instanceFormMachine },
}).createMachine({
  id: 'instanceCreate',
  context: ({ input, spawn }) => ({
    project: input.project,
    pickers: input.pickers,
    form: spawn('form', {
      id: 'form',
      input: {
        initialValues: input.initialValues ?? instanceCreateDefaults(input.pickers),
        // The rules read images, snapshots, disks and pools: none of them change
        // while the page is open (only SSH keys are added, and no rule reads them).
        validate: (values) => validateInstanceCreate(values, input.pickers),
        submit: input.submit ?? ((values) => createInstance(input.project, values)),
      },
    }),
  }),
  on: {
    SSH_KEY_CREATED: {
      actions: [
        assign({
          pickers: ({ context, event }) => ({ ...context.pickers, sshKeys: [...context.pickers.sshKeys, event.key] }),
        }),
        sendTo(
          ({ context }) => context.form,
          ({ context, event }) => ({ type: 'CHANGE' as const, name: 'sshKeys' as const, value: [...formValues(context).sshKeys, event.key.id] }),
        ),
      ],
    },
    DISK_ADDED: {
      actions: sendTo(
        ({ context }) => context.form,
        ({ context, event }) => ({ type: 'CHANGE' as const, name: 'disks' as const, value: [...formValues(context).disks, event.disk] }),
      ),
    },
  },
})

// ---- the page's props ----------------------------------------------------------

export type InstanceCreateProps = FormProps<InstanceCreateValues, Instance> & {
  pickers: InstanceCreatePickers
  presetCategory: PresetCategory
  choosePresetCategory: (category: PresetCategory) => void
  choosePreset: (id: string) => void
  chooseBootSource: (source: BootSource) => void
  /** The image, snapshot or disk of the current boot source; a bigger image raises the size. */
  chooseBootItem: (id: string) => void
  /** GiB: the image's or snapshot's size, rounded up. */
  minBootDiskSize: number
  /** Detached disks not chosen yet, for 'Attach existing disk'. */
  attachableDisks: Disk[]
  /** Detached disks not among the additional disks, for booting from an existing disk. */
  bootableDisks: Disk[]
  unattachedFloatingIps: FloatingIp[]
  /** Subnets of the custom interface's VPC. */
  subnets: VpcSubnet[]
  chooseVpc: (name: string) => void
  diskCount: number
  canAddDisk: boolean
  removeDisk: (index: number) => void
  toggleSshKey: (id: string, checked: boolean) => void
  toggleFloatingIp: (name: string, checked: boolean) => void
}

const bootItemField = {
  siloImage: 'siloImageId',
  projectImage: 'projectImageId',
  snapshot: 'snapshotId',
  disk: 'bootDiskAttach',
} as const satisfies Record<BootSource, keyof InstanceCreateValues>

export function connectInstanceCreate(
  form: FormProps<InstanceCreateValues, Instance>,
  pickers: InstanceCreatePickers,
): InstanceCreateProps {
  const { values, change } = form
  // A boot disk never shrinks below its image: a bigger source raises the size.
  const raiseSize = (next: InstanceCreateValues) => {
    const min = minBootDiskSize(next, pickers)
    if (next.bootSource !== 'disk' && (next.bootDiskSize === undefined || next.bootDiskSize < min)) {
      change('bootDiskSize', min)
    }
  }
  const choosePreset = (id: string) => {
    const preset = findPreset(id)
    change('preset', id)
    if (preset) {
      change('ncpus', preset.ncpus)
      change('memory', preset.memory)
    }
  }
  const additional = new Set(values.disks.map((d) => d.name))
  const bootName = values.bootSource === 'disk' ? values.bootDiskAttach : undefined
  const count = diskCount(values)
  return {
    ...form,
    pickers,
    presetCategory: presetCategory(values.preset),
    choosePresetCategory: (category) => {
      if (category === presetCategory(values.preset)) return
      if (category === 'custom') change('preset', 'custom')
      else choosePreset(PRESETS.find((p) => p.category === category)!.id)
    },
    choosePreset,
    chooseBootSource: (source) => {
      change('bootSource', source)
      raiseSize({ ...values, bootSource: source })
    },
    chooseBootItem: (id) => {
      const field = bootItemField[values.bootSource]
      change(field, id)
      raiseSize({ ...values, [field]: id })
    },
    minBootDiskSize: minBootDiskSize(values, pickers),
    attachableDisks: pickers.disks.filter((d) => isDetached(d) && !additional.has(d.name) && d.name !== bootName),
    bootableDisks: pickers.disks.filter((d) => isDetached(d) && !additional.has(d.name)),
    unattachedFloatingIps: pickers.floatingIps.filter(isUnattached),
    subnets: pickers.vpcs.find((v) => v.vpc.name === values.nicVpc)?.subnets ?? [],
    chooseVpc: (name) => {
      change('nicVpc', name)
      change('nicSubnet', pickers.vpcs.find((v) => v.vpc.name === name)?.subnets[0]?.name ?? '')
    },
    diskCount: count,
    canAddDisk: count < MAX_DISKS,
    removeDisk: (index) =>
      change(
        'disks',
        values.disks.filter((_, i) => i !== index),
      ),
    toggleSshKey: (id, checked) =>
      change('sshKeys', checked ? [...values.sshKeys.filter((k) => k !== id), id] : values.sshKeys.filter((k) => k !== id)),
    toggleFloatingIp: (name, checked) =>
      change(
        'floatingIps',
        checked ? [...values.floatingIps.filter((f) => f !== name), name] : values.floatingIps.filter((f) => f !== name),
      ),
  }
}

// ---- 'Create new disk' modal ----------------------------------------------------

export type NewDiskValues = { name: string; description: string; size: number | undefined; blockSize: BlockSize }

export const newDiskFormMachine = createFormMachine<NewDiskValues, NewDisk>()

/** A blank disk to create with the instance; its name must be free in the form and the project. */
export function newDiskFormInput(values: InstanceCreateValues, projectDisks: Disk[]): FormInput<NewDiskValues, NewDisk> {
  const taken = [
    ...(values.bootSource === 'disk' ? [] : [values.bootDiskName]),
    ...values.disks.map((d) => d.name),
  ]
  return {
    initialValues: { name: generateName('disk'), description: '', size: DEFAULT_DISK_GIB, blockSize: 4096 },
    validate: (v) => ({
      name: validateNewDiskName(v.name, taken, projectDisks),
      description: validateDescription(v.description),
      size: v.size === undefined ? instanceCreateMessages.sizeRequired : validateSize(v.size, DISK_SIZE_BOUNDS),
      blockSize: BLOCK_SIZES.includes(v.blockSize) ? undefined : messages.required('Block size'),
    }),
    // Nothing is saved yet: the disk is created with the instance.
    submit: async (v) => ({ type: 'create', name: v.name, description: v.description, size: v.size!, blockSize: v.blockSize }),
  }
}

// ---- 'Attach existing disk' modal -----------------------------------------------

export type AttachDiskValues = { name: string }

export const attachDiskFormMachine = createFormMachine<AttachDiskValues, ExistingDisk>()

export function attachDiskFormInput(): FormInput<AttachDiskValues, ExistingDisk> {
  return {
    initialValues: { name: '' },
    validate: (v) => ({ name: v.name ? undefined : instanceCreateMessages.diskRequired }),
    submit: async (v) => ({ type: 'attach', name: v.name }),
  }
}

// ---- 'Add SSH key' modal ---------------------------------------------------------

// The settings page's add-key form, so both check a key the same way.
export {
  createSshKey,
  sshKeyFormInput,
  sshKeyFormMachine,
  validateSshKey,
  type SshKeyValues,
} from '../settings/ssh-key-form'
