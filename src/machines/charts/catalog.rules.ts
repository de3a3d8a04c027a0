// The charts QA can open: the lifecycles (instance, disk, the image upload's
// bulk import), each with the machine that drives it, and the machines that
// have only a machine view. For walking a machine without calling anything,
// each gets a sample input and what its calls would answer.
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import type { Disk, Instance, InstanceState } from '~/api'
import { deviceMachine } from '../auth/device.machine'
import { loginMachine } from '../auth/login.machine'
import { INSTANCE_STATES } from '../compute/instance.rules'
import { instanceMachine } from '../compute/instance.machine'
import { serialConsoleMachine } from '../compute/serial-console.machine'
import { createFormMachine } from '../shared/form.machine'
import { createListMachine } from '../shared/list.machine'
import { DISK_STATES } from '../shared/disk.rules'
import { diskMachine } from '../storage/disk.machine'
import { imageUploadMachine } from '../storage/image-upload.machine'
import { bulkImportLifecycle, diskLifecycle } from './disk-lifecycle.rules'
import { instanceLifecycle } from './instance-lifecycle.rules'
import type { Lifecycle } from './lifecycle.rules'
import { diskSubjects, instanceSubjects, type SubjectFactory } from './replay-subjects'
import type { SampleEvents, SampleOutput } from './state-chart.rules'

export type MachineDef = {
  machine: AnyStateMachine
  input?: (start: string) => unknown
  output?: SampleOutput
  events?: SampleEvents
  /** A choice of starting input, when the machine has one (e.g. the instance's run state). */
  start?: { label: string; options: readonly string[]; initial: string }
}

export type ChartDef = {
  name: string
  title: string
  /** The lifecycle view; charts without one show only their machine. */
  lifecycle?: Lifecycle
  /** How a replay makes and drives the resource. */
  subjects?: SubjectFactory
  machine: MachineDef
}

const SAMPLE_PROJECT_ID = '00000000-0000-4000-8000-000000000002'
const SAMPLE_INSTANCE_ID = '00000000-0000-4000-8000-000000000003'

const sampleInstance = (runState: InstanceState): Instance => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'sample',
  description: 'A sample instance for walking the chart',
  hostname: 'sample',
  projectId: SAMPLE_PROJECT_ID,
  ncpus: 2,
  memory: 4 * 1024 ** 3,
  runState,
  timeRunStateUpdated: new Date(),
  timeCreated: new Date(),
  timeModified: new Date(),
  autoRestartEnabled: true,
})

// What the server would answer, so the walk shows the states that follow.
const settle: Partial<Record<InstanceState, InstanceState>> = {
  creating: 'running',
  starting: 'running',
  stopping: 'stopped',
  rebooting: 'running',
}
const instanceOutput: SampleOutput = (event, snapshot: AnyMachineSnapshot) => {
  const current = (snapshot.context as { instance: Instance }).instance
  const op = event.replace('xstate.done.actor.', '')
  const next: Record<string, InstanceState> = { start: 'starting', stop: 'stopping', reboot: 'rebooting' }
  const runState = next[op] ?? (op === 'fetch' ? (settle[current.runState] ?? current.runState) : current.runState)
  return { ...current, runState, timeRunStateUpdated: new Date() }
}

const sampleDisk = (state: string): Disk => ({
  id: '00000000-0000-4000-8000-000000000004',
  name: 'sample-disk',
  description: 'A sample disk for walking the chart',
  projectId: SAMPLE_PROJECT_ID,
  size: 10 * 1024 ** 3,
  blockSize: 4096,
  devicePath: '/mnt/sample-disk',
  state: (['attached', 'attaching', 'detaching'].includes(state)
    ? { state, instance: SAMPLE_INSTANCE_ID }
    : { state }) as Disk['state'],
  timeCreated: new Date(),
  timeModified: new Date(),
})
const settledDisk: Record<string, string> = { attaching: 'attached', detaching: 'detached', creating: 'detached', finalizing: 'detached' }
const diskOutput: SampleOutput = (event, snapshot) => {
  const current = (snapshot.context as { disk: Disk }).disk
  const op = event.replace('xstate.done.actor.', '')
  if (op === 'snapshot') return { id: 'snapshot', name: 'sample-snapshot' }
  const next = op === 'attach' ? 'attached' : op === 'detach' ? 'detached' : (settledDisk[current.state.state] ?? current.state.state)
  return sampleDisk(next)
}

// The upload walks on a 1 MiB file; its calls answer as a successful import would.
const sampleFile = { size: 1024 * 1024, name: 'sample.img', slice: () => ({ arrayBuffer: async () => new ArrayBuffer(0) }) }
const uploadOutput: SampleOutput = (event) => {
  const op = event.replace('xstate.done.actor.', '')
  if (op === 'creatingDisk' || op === 'checkingDisk') return sampleDisk('import_ready')
  if (op === 'finalizing') return { id: 'snapshot', name: 'sample-snapshot' }
  if (op === 'creatingImage') return { id: 'image', name: 'sample-image' }
  if (op === 'deletingSnapshot') return true
  return undefined
}

// The serial console walks on a socket that is never opened (a walk runs no actor); the
// instance it reads is running when it was waited for, and rebooting when a close is looked into.
const serialOutput: SampleOutput = (event) => ({
  runState: event === 'xstate.done.actor.check' ? 'rebooting' : 'running',
  timeRunStateUpdated: new Date(),
})

const noop = () => Promise.resolve({ items: [] })

export const CHARTS: readonly ChartDef[] = [
  {
    name: 'instance',
    title: 'Instance lifecycle',
    lifecycle: instanceLifecycle,
    subjects: instanceSubjects,
    machine: {
      machine: instanceMachine,
      input: (runState) => ({ project: 'sample', instance: sampleInstance(runState as InstanceState) }),
      output: instanceOutput,
      start: { label: 'Instance starts in', options: INSTANCE_STATES, initial: 'stopped' },
    },
  },
  {
    name: 'disk',
    title: 'Disk lifecycle',
    lifecycle: diskLifecycle,
    subjects: diskSubjects,
    machine: {
      machine: diskMachine,
      input: (state) => ({ project: 'sample', disk: sampleDisk(state) }),
      output: diskOutput,
      start: { label: 'Disk starts in', options: DISK_STATES, initial: 'detached' },
    },
  },
  {
    name: 'bulk-import',
    title: 'Image upload (bulk import)',
    lifecycle: bulkImportLifecycle,
    subjects: diskSubjects,
    machine: {
      machine: imageUploadMachine,
      input: () => ({ project: 'sample' }),
      output: uploadOutput,
      events: {
        START: { values: { name: 'sample-image', description: '', os: 'linux', version: '1', blockSize: 512, file: sampleFile } },
      },
    },
  },
  {
    name: 'serial-console',
    title: 'Serial console',
    machine: {
      machine: serialConsoleMachine,
      input: (runState) => ({
        project: 'sample',
        instance: SAMPLE_INSTANCE_ID,
        url: 'wss://sample.invalid/serial-console/stream',
        runState,
        runStateSince: new Date(0),
      }),
      output: serialOutput,
      events: {
        SEND: { data: 'root\r' },
        'socket.data': { data: new Uint8Array([104, 105]) },
        'socket.closed': { code: 1000, reason: 'instance is rebooting' },
      },
      start: { label: 'Instance starts in', options: INSTANCE_STATES, initial: 'starting' },
    },
  },
  { name: 'device', title: 'Device code', machine: { machine: deviceMachine } },
  { name: 'login', title: 'Local login', machine: { machine: loginMachine, input: () => ({ silo: 'sample' }) } },
  {
    name: 'list',
    title: 'Paginated list',
    machine: {
      machine: createListMachine<unknown>(),
      input: () => ({ fetchPage: noop }),
      // One row, so a later page is shown rather than stepped back from.
      output: () => ({ items: [{}], nextPage: 'next' }),
    },
  },
  {
    name: 'form',
    title: 'Create/edit form',
    machine: {
      machine: createFormMachine<{ name: string }>(),
      input: () => ({ initialValues: { name: '' }, submit: noop }),
    },
  },
]

export const chartDef = (name: string) => CHARTS.find((c) => c.name === name)
