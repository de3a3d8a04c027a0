// Replaying an instance walk: a new instance made through POST /v1/instances
// and brought to the start state by the server's own steps, then driven by
// the console's instance machine (its START, STOP, … send the page's calls)
// and, for disks, by the instance storage tab's attach and the disk machine's
// detach.
import { createActor, type ActorRefFrom } from 'xstate'
import { api, GiB, type Disk, type Instance, type InstanceState } from '~/api'
import { attachDisk } from '../compute/instance-storage.input'
import { instanceLifecycle, instanceMachine, type InstanceActionEvent } from '../compute/instance.machine'
import { createDisk } from '../storage/disk-form.input'
import { diskMachine } from '../storage/disk.machine'
import { requestAction } from '../shared/lifecycle.connect'
import {
  actOutcome,
  cannotMake,
  LifecycleSubject,
  pollServer,
  replayName,
  replayProject,
  STEP_TIMEOUT_MS,
  type ActOutcome,
  type SubjectFactory,
} from './replay-subject.input'

/** The states POST /v1/instances can bring an instance to, and whether it starts it. */
const CREATE_START: Partial<Record<InstanceState, boolean>> = { creating: false, stopped: false, running: true }

type InstanceActor = ActorRefFrom<typeof instanceMachine>

export async function newBlankDisk(project: string): Promise<Disk> {
  return createDisk(project, {
    name: replayName('disk'),
    description: 'Attached and detached by a state-chart replay',
    source: 'blank',
    size: 1,
    blockSize: 4096,
    snapshotId: '',
    imageId: '',
  })
}

class InstanceSubject extends LifecycleSubject<Instance, InstanceActionEvent> {
  /** Disks this replay attached, last first out. */
  private attached: Disk[] = []

  constructor(project: string, actor: InstanceActor) {
    super(project, actor, instanceLifecycle, (id) => api.get('/v1/instances/{instance}', { path: { instance: id } }))
  }

  act(event: string): Promise<ActOutcome> {
    const { ncpus, memory } = this.resource
    switch (event) {
      case 'start':
        return this.send({ type: 'START' })
      case 'stop':
        return this.send({ type: 'STOP' })
      case 'reboot':
        return this.send({ type: 'REBOOT' })
      case 'delete':
        return this.send({ type: 'DELETE' })
      case 'resize':
        // A change Nexus must check, so the call is really made.
        return this.send({ type: 'RESIZE', ncpus: ncpus === 1 ? 2 : 1, memory })
      case 'updateBootDisk':
        return this.send({ type: 'UPDATE_BOOT_DISK', disk: null })
      case 'attachDisk':
        return this.attachNewDisk()
      case 'detachDisk':
        return this.detachDisk()
      default:
        return Promise.resolve({ ok: 'unsupported', why: 'the replay does not make this call yet' })
    }
  }

  private async attachNewDisk(): Promise<ActOutcome> {
    try {
      const disk = await newBlankDisk(this.project)
      this.attached.push(await attachDisk({ project: this.project, instance: this.resource.name }, disk.name))
      return { ok: true }
    } catch (e) {
      return { ok: false, error: e instanceof Error ? e.message : String(e) }
    }
  }

  /** Detaches the last disk attached here, attaching one first when there is none (as the storage tab needs). */
  private async detachDisk(): Promise<ActOutcome> {
    if (!this.attached.length) {
      const attached = await this.attachNewDisk()
      if (attached.ok !== true) return attached
    }
    const disk = this.attached.pop()!
    const machine = createActor(diskMachine, { input: { project: this.project, disk, poll: false } }).start()
    try {
      return actOutcome(await requestAction(machine, { type: 'DETACH', instance: this.resource.id }))
    } finally {
      machine.stop()
    }
  }
}

/**
 * A new instance in `from` (creating, stopped or running), once the server
 * has brought it there. One still creating is made to start when `start` says so.
 */
export async function makeInstance(
  project: string,
  from: string,
  timeoutMs = STEP_TIMEOUT_MS,
  startCreating = false,
): Promise<Instance> {
  const start = from === 'creating' ? startCreating : CREATE_START[from as InstanceState]
  if (start === undefined) throw new Error(cannotMake('instance', from))
  const name = replayName('instance')
  let instance = await api.post('/v1/instances', {
    query: { project },
    body: {
      name,
      description: `Made ${from} by a state-chart replay`,
      hostname: name,
      ncpus: 1,
      memory: GiB,
      bootDisk: null,
      disks: [],
      networkInterfaces: { type: 'none' },
      externalIps: [],
      antiAffinityGroups: [],
      autoRestartPolicy: null,
      userData: '',
      start,
    },
  })
  // The server brings it to the start state on its own.
  const read = async () => (instance = await api.get('/v1/instances/{instance}', { path: { instance: instance.id } })).runState
  const reached = await pollServer(read, from, timeoutMs)
  if (reached !== from) throw new Error(`Instance ${name} is ${reached}, not ${from}`)
  return instance
}

export const instanceSubjects: SubjectFactory = {
  startStates: Object.keys(CREATE_START),
  async create(from, options, steps) {
    const project = options.project ?? (await replayProject())
    // A walk that leaves creating by 'created-start' needs an instance made with start on.
    const leaving = steps.find((s) => s.from === 'creating' && s.edge.kind === 'server')
    const instance = await makeInstance(project, from, options.stepTimeoutMs, leaving?.edge.event === 'created-start')
    const actor = createActor(instanceMachine, {
      input: { project, instance, pollIntervalMs: options.pollIntervalMs },
    }).start()
    return new InstanceSubject(project, actor)
  },
}
