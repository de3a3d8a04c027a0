// The create-instance page: one actor holding what the pickers offer and the
// form (a generic form machine, spawned as its child). Other flows of the page
// report back to it: a new SSH key joins the list checked, a disk from the
// disk modals joins the form's list. It also fetches what the first load left
// out (the pickers hold each list's first page only): a boot source looked up
// by name, and a VPC's subnets once that VPC is chosen. Also the small forms
// of the modals, and `connectInstanceCreate`, which turns the form's props
// into the page's.
import { assign, enqueueActions, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate'
import type { Disk, FloatingIp, SshKey } from '~/api'
import { generateName, messages, validateDescription, validateName, validateSize } from '~/validation'
import { errorMessage } from '../shared/error-message.rules'
import type { FormProps } from '../shared/form.connect'
import type { Section } from '../shared/section'
import { createFormMachine, type FormInput } from '../shared/form.machine'
import {
  BLOCK_SIZES,
  createInstances,
  type CreatedInstances,
  DEFAULT_DISK_GIB,
  DISK_SIZE_BOUNDS,
  diskCount,
  findPreset,
  instanceCreateDefaults,
  instanceCreateMessages,
  isUnattached,
  pickerDefaults,
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
  type InstanceCreateValues,
  type NewDisk,
  type PresetCategory,
} from './instance-create'
import { bootItemChanges, foundChanges, type FieldChange } from './instance-create-boot'
import { loadSubnets, PICKER_LISTS, type InstanceCreatePickers, type PickerList, type VpcChoice, type VpcSubnet } from './instance-create-pickers'
import { findByName, isDetached, validateFindName, withFound, type FindList, type Found } from '~/machines/shared/find-by-name'

export const instanceFormMachine = createFormMachine<InstanceCreateValues, CreatedInstances>()
export type InstanceFormActor = ActorRefFrom<typeof instanceFormMachine>

export type InstanceCreateInput = {
  project: string
  /** What the pickers offer when the page opens (none yet: each list lands with `LANDED`). */
  pickers: InstanceCreatePickers
  /** The lists already in (all of `pickers`' when absent). */
  landed?: readonly PickerList[]
  /** Defaults to instanceCreateDefaults(pickers). */
  initialValues?: InstanceCreateValues
  /** Where editing starts, when not at the initial values (a draft kept across a sign-in). */
  values?: InstanceCreateValues
  /** Defaults to POST /v1/instances in `project`. */
  submit?: (values: InstanceCreateValues) => Promise<CreatedInstances>
}

/** What the page is fetching beyond its first load, and what went wrong. */
export type PickerSearch = {
  /** The list a name is being looked up in. */
  finding?: FindList
  findError?: { list: FindList; message: string }
  /** The VPC whose subnets are on their way. */
  loadingSubnets?: string
  subnetsError?: string
}

export type InstanceCreateContext = {
  project: string
  pickers: InstanceCreatePickers
  /** The pickers' lists that are in. */
  landed: readonly PickerList[]
  form: InstanceFormActor
  search: PickerSearch
}

/** An existing disk from the attach modal; `found` when it was looked up by name (not among the pickers). */
export type AttachedDisk = ExistingDisk & { found?: Disk }

/** Pickers' lists that landed, with which of them hold more than their first page. */
export type LandedLists = { lists: Partial<Omit<InstanceCreatePickers, 'more'>>; more: Partial<Record<PickerList, boolean>> }

export type InstanceCreateEvent =
  /** A picker's list is in (or in again): its choices join, its defaults fill the fields the user left, the rules check against it. */
  | ({ type: 'LANDED' } & LandedLists)
  | { type: 'SSH_KEY_CREATED'; key: SshKey }
  | { type: 'DISK_ADDED'; disk: AdditionalDisk | AttachedDisk }
  /** Look a boot source up by its exact name, and choose it. */
  | { type: 'FIND'; list: FindList; name: string }
  | { type: 'LOAD_SUBNETS'; vpc: string }

const formValues = (context: InstanceCreateContext) => context.form.getSnapshot().context.values

/**
 * A list as it landed. A whole list is the list: what it lacks was deleted
 * meanwhile. A list cut at its first page keeps what the page added beyond
 * it (an item found by name, a key made here).
 */
const mergeById = <T extends { id: string }>(landed: readonly T[], held: readonly T[], cut: boolean | undefined): T[] =>
  cut ? [...landed, ...held.filter((h) => !landed.some((l) => l.id === h.id))] : [...landed]

/** The VPCs as they landed, keeping the subnets read since for a VPC chosen meanwhile. */
const mergeVpcs = (landed: readonly VpcChoice[], held: readonly VpcChoice[]): VpcChoice[] =>
  landed.map((v) => (v.subnets ? v : (held.find((h) => h.vpc.id === v.vpc.id) ?? v)))

/** The pickers with the lists that landed. */
export function withLanded(pickers: InstanceCreatePickers, { lists, more }: LandedLists): InstanceCreatePickers {
  const next: InstanceCreatePickers = {
    siloImages: lists.siloImages ? mergeById(lists.siloImages, pickers.siloImages, more.siloImages) : pickers.siloImages,
    projectImages: lists.projectImages ? mergeById(lists.projectImages, pickers.projectImages, more.projectImages) : pickers.projectImages,
    snapshots: lists.snapshots ? mergeById(lists.snapshots, pickers.snapshots, more.snapshots) : pickers.snapshots,
    disks: lists.disks ? mergeById(lists.disks, pickers.disks, more.disks) : pickers.disks,
    sshKeys: lists.sshKeys ? mergeById(lists.sshKeys, pickers.sshKeys, more.sshKeys) : pickers.sshKeys,
    ipPools: lists.ipPools ? mergeById(lists.ipPools, pickers.ipPools, more.ipPools) : pickers.ipPools,
    floatingIps: lists.floatingIps ? mergeById(lists.floatingIps, pickers.floatingIps, more.floatingIps) : pickers.floatingIps,
    vpcs: lists.vpcs ? mergeVpcs(lists.vpcs, pickers.vpcs) : pickers.vpcs,
  }
  const allMore = { ...pickers.more, ...more }
  const cut = Object.fromEntries(Object.entries(allMore).filter(([, m]) => m))
  return Object.keys(cut).length ? { ...next, more: cut } : next
}

export const instanceCreateMachine = setup({
  types: {
    input: {} as InstanceCreateInput,
    context: {} as InstanceCreateContext,
    events: {} as InstanceCreateEvent,
  },
  actors: {
    form: instanceFormMachine,
    find: fromPromise<Found, { project: string; list: FindList; name: string }>(({ input }) =>
      findByName(input.project, input.list, input.name),
    ),
    subnets: fromPromise<Required<Omit<VpcChoice, 'vpc'>>, { project: string; vpc: string }>(({ input }) =>
      loadSubnets(input.project, input.vpc),
    ),
  },
}).createMachine({
  id: 'instanceCreate',
  type: 'parallel',
  context: ({ input, spawn }) => {
    const landed = input.landed ?? PICKER_LISTS
    return {
      project: input.project,
      pickers: input.pickers,
      landed,
      search: {},
      form: spawn('form', {
        id: 'form',
        input: {
          initialValues: input.initialValues ?? instanceCreateDefaults(input.pickers, new Set(landed)),
          values: input.values,
          // The rules read images, snapshots, disks and pools: as each list lands, they are given it (LANDED).
          validate: (values) => validateInstanceCreate(values, input.pickers),
          submit: input.submit ?? ((values) => createInstances(input.project, values)),
        },
      }),
    }
  },
  on: {
    LANDED: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const pickers = withLanded(context.pickers, event)
        const landed = [...new Set([...context.landed, ...(Object.keys(event.lists) as PickerList[])])]
        enqueue.assign({ pickers, landed })
        enqueue.sendTo(context.form, { type: 'RULES', validate: (values: InstanceCreateValues) => validateInstanceCreate(values, pickers) })
        enqueue.sendTo(context.form, { type: 'DEFAULTS', values: pickerDefaults(pickers, new Set(landed)) })
      }),
    },
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
      actions: [
        // A disk found by name joins the pickers (its size shows in the list of disks).
        assign({
          pickers: ({ context, event }) => {
            const found = 'found' in event.disk ? event.disk.found : undefined
            return found ? { ...context.pickers, disks: withFound(context.pickers.disks, found) } : context.pickers
          },
        }),
        sendTo(
          ({ context }) => context.form,
          ({ context, event }) => {
            const disk: AdditionalDisk = event.disk.type === 'attach' ? { type: 'attach', name: event.disk.name } : event.disk
            return { type: 'CHANGE' as const, name: 'disks' as const, value: [...formValues(context).disks, disk] }
          },
        ),
      ],
    },
  },
  states: {
    find: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            FIND: [
              {
                guard: ({ event }) => !!validateFindName(event.list, event.name),
                actions: assign({
                  search: ({ context, event }) => ({
                    ...context.search,
                    findError: { list: event.list, message: validateFindName(event.list, event.name)! },
                  }),
                }),
              },
              {
                target: 'finding',
                actions: assign({ search: ({ context, event }) => ({ ...context.search, finding: event.list, findError: undefined }) }),
              },
            ],
          },
        },
        finding: {
          invoke: {
            src: 'find',
            input: ({ context, event }) => {
              const { list, name } = event as Extract<InstanceCreateEvent, { type: 'FIND' }>
              return { project: context.project, list, name: name.trim() }
            },
            onDone: {
              target: 'idle',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const list = context.search.finding!
                const found = event.output
                const pickers = { ...context.pickers, [list]: withFound(context.pickers[list] as Found[], found) }
                enqueue.assign({ pickers, search: { ...context.search, finding: undefined } })
                for (const { name, value } of foundChanges(formValues(context), pickers, list, found)) {
                  enqueue.sendTo(context.form, { type: 'CHANGE', name, value })
                }
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                search: ({ context, event }) => ({
                  ...context.search,
                  finding: undefined,
                  findError: { list: context.search.finding!, message: errorMessage(event.error) },
                }),
              }),
            },
          },
        },
      },
    },
    subnets: {
      initial: 'idle',
      on: {
        // Another VPC chosen while one's subnets load: load that one's instead.
        LOAD_SUBNETS: {
          target: '.loading',
          reenter: true,
          actions: assign({ search: ({ context, event }) => ({ ...context.search, loadingSubnets: event.vpc, subnetsError: undefined }) }),
        },
      },
      states: {
        idle: {},
        loading: {
          invoke: {
            src: 'subnets',
            input: ({ context }) => ({ project: context.project, vpc: context.search.loadingSubnets! }),
            onDone: {
              target: 'idle',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const vpc = context.search.loadingSubnets!
                const vpcs = context.pickers.vpcs.map((v) => (v.vpc.name === vpc ? { ...v, ...event.output } : v))
                enqueue.assign({ pickers: { ...context.pickers, vpcs }, search: { ...context.search, loadingSubnets: undefined } })
                // The VPC is still the chosen one and no subnet is: its first.
                const values = formValues(context)
                const first = event.output.subnets[0]
                if (values.nicVpc === vpc && !values.nicSubnet && first) {
                  enqueue.sendTo(context.form, { type: 'CHANGE', name: 'nicSubnet', value: first.name })
                }
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                search: ({ context, event }) => ({ ...context.search, loadingSubnets: undefined, subnetsError: errorMessage(event.error) }),
              }),
            },
          },
        },
      },
    },
  },
})

// ---- the page's props ----------------------------------------------------------

/** Each picker's list as it stands: in, being read, or why it could not be (with Retry). */
export type PickerStatus = Record<PickerList, Section<unknown>>

const IN: Section<unknown> = { status: 'ready', data: undefined }
const ALL_IN: PickerStatus = { siloImages: IN, projectImages: IN, snapshots: IN, disks: IN, sshKeys: IN, ipPools: IN, floatingIps: IN, vpcs: IN }

export type InstanceCreateProps = FormProps<InstanceCreateValues, CreatedInstances> & {
  pickers: InstanceCreatePickers
  /** Each picker's list as it stands: a picker waits, or says why it could not be read, in its own place. */
  lists: PickerStatus
  /** The lists cut at their first page: each says so on the page. */
  more: Partial<Record<PickerList, boolean>>
  presetCategory: PresetCategory
  choosePresetCategory: (category: PresetCategory) => void
  choosePreset: (id: string) => void
  chooseBootSource: (source: BootSource) => void
  /** The image, snapshot or disk of the current boot source; a bigger image raises the size. */
  chooseBootItem: (id: string) => void
  /** Looks a boot source up by its exact name (one GET) and chooses it. */
  find: (list: FindList, name: string) => void
  /** The list a name is being looked up in. */
  finding?: FindList
  findError?: { list: FindList; message: string }
  /** GiB: the image's or snapshot's size, rounded up. */
  minBootDiskSize: number
  /** Detached disks not chosen yet, for 'Attach existing disk'. */
  attachableDisks: Disk[]
  /** Detached disks not among the additional disks, for booting from an existing disk. */
  bootableDisks: Disk[]
  unattachedFloatingIps: FloatingIp[]
  /** Subnets of the custom interface's VPC. */
  subnets: VpcSubnet[]
  /** The chosen VPC's subnets are on their way, or could not be read. */
  loadingSubnets: boolean
  subnetsError?: string
  /** The chosen VPC has more subnets than the page shows. */
  moreSubnets: boolean
  chooseVpc: (name: string) => void
  diskCount: number
  canAddDisk: boolean
  removeDisk: (index: number) => void
  toggleSshKey: (id: string, checked: boolean) => void
  toggleFloatingIp: (name: string, checked: boolean) => void
}

/**
 * The page's props. `search` and `send` are the page actor's (the lookups
 * beyond the first load); without them the page offers what was loaded only.
 */
export function connectInstanceCreate(
  form: FormProps<InstanceCreateValues, CreatedInstances>,
  pickers: InstanceCreatePickers,
  search: PickerSearch = {},
  send?: (event: InstanceCreateEvent) => void,
  lists: PickerStatus = ALL_IN,
): InstanceCreateProps {
  const { values, change } = form
  const changeAll = (changes: FieldChange<InstanceCreateValues>[]) => {
    for (const { name, value } of changes) change(name, value)
  }
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
  const chosenVpc = pickers.vpcs.find((v) => v.vpc.name === values.nicVpc)
  return {
    ...form,
    pickers,
    lists,
    more: pickers.more ?? {},
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
    chooseBootItem: (id) => changeAll(bootItemChanges(values, pickers, id)),
    find: (list, name) => send?.({ type: 'FIND', list, name }),
    finding: search.finding,
    findError: search.findError,
    minBootDiskSize: minBootDiskSize(values, pickers),
    attachableDisks: pickers.disks.filter((d) => isDetached(d) && !additional.has(d.name) && d.name !== bootName),
    bootableDisks: pickers.disks.filter((d) => isDetached(d) && !additional.has(d.name)),
    unattachedFloatingIps: pickers.floatingIps.filter(isUnattached),
    subnets: chosenVpc?.subnets ?? [],
    loadingSubnets: !!chosenVpc && search.loadingSubnets === chosenVpc.vpc.name,
    subnetsError: search.subnetsError,
    moreSubnets: !!chosenVpc?.moreSubnets,
    chooseVpc: (name) => {
      change('nicVpc', name)
      const choice = pickers.vpcs.find((v) => v.vpc.name === name)
      change('nicSubnet', choice?.subnets?.[0]?.name ?? '')
      // Not read yet: the machine reads them, and picks the first.
      if (choice && !choice.subnets) send?.({ type: 'LOAD_SUBNETS', vpc: name })
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

export const attachDiskFormMachine = createFormMachine<AttachDiskValues, AttachedDisk>()

/**
 * One of `disks` (the detached disks the page read) by name. When the project
 * has more disks than the page read (`more`), any name may be typed: a name
 * not among them is looked up with one GET, and must be a detached disk.
 */
export function attachDiskFormInput(
  search?: { project: string; disks: Disk[]; more: boolean },
): FormInput<AttachDiskValues, AttachedDisk> {
  return {
    initialValues: { name: '' },
    validate: (v) => ({
      name: !v.name ? instanceCreateMessages.diskRequired : search?.more ? validateName(v.name.trim(), 'Disk name') : undefined,
    }),
    submit: async (v) => {
      const name = v.name.trim()
      if (!search?.more || search.disks.some((d) => d.name === name)) return { type: 'attach', name }
      const found = (await findByName(search.project, 'disks', name)) as Disk
      return { type: 'attach', name, found }
    },
  }
}
