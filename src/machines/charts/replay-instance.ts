// Replaying an instance walk: a new instance made through POST /v1/instances
// and brought to the start state by the server's own steps, then driven by
// the console's instance machine (its START, STOP, … send the page's calls)
// and, for disks, by the instance storage tab's attach and the disk machine's
// detach.
import { createActor, waitFor, type ActorRefFrom } from 'xstate'
import { api, GiB, type Disk, type Instance, type InstanceState } from '~/api'
import { attachDisk } from '../compute/instance-storage'
import { instanceMachine, type ActionResult, type InstanceActionEvent } from '../compute/instance.machine'
import { createDisk } from '../storage/disk-form'
import { diskMachine, type DiskActionResult } from '../storage/disk.machine'
import {
  cannotMake,
  isNotFound,
  pollServer,
  replayName,
  replayProject,
  STEP_TIMEOUT_MS,
  type ActOutcome,
  type ReplaySubject,
  type SubjectFactory,
} from './replay-subject'

/** The states POST /v1/instances can bring an instance to, and whether it starts it. */
const CREATE_START: Partial<Record<InstanceState, boolean>> = { creating: false, stopped: false, running: true }

type InstanceActor = ActorRefFrom<typeof instanceMachine>

const outcome = (r: ActionResult | DiskActionResult): ActOutcome => (r.ok ? { ok: true } : { ok: false, error: r.error })

function send(actor: InstanceActor, event: InstanceActionEvent): Promise<ActOutcome> {
  return new Promise((resolve) => actor.send({ ...event, reply: (r) => resolve(outcome(r)) }))
}

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

class InstanceSubject implements ReplaySubject {
  /** Disks this replay attached, last first out. */
  private attached: Disk[] = []

  constructor(
    private readonly project: string,
    private readonly actor: InstanceActor,
  ) {}

  get title() {
    return `instance ${this.instance.name}`
  }

  private get instance(): Instance {
    return this.actor.getSnapshot().context.instance
  }

  machineState() {
    const s = this.actor.getSnapshot()
    return s.status === 'done' ? 'destroyed' : s.context.instance.runState
  }

  async serverState() {
    try {
      const i = await api.get('/v1/instances/{instance}', { path: { instance: this.instance.id } })
      return i.runState
    } catch (e) {
      if (isNotFound(e)) return 'destroyed'
      throw e
    }
  }

  async waitForMachine(state: string, timeoutMs: number) {
    try {
      await waitFor(this.actor, () => this.machineState() === state, { timeout: timeoutMs })
      return true
    } catch {
      return false
    }
  }

  act(event: string): Promise<ActOutcome> {
    const { ncpus, memory } = this.instance
    switch (event) {
      case 'start':
        return send(this.actor, { type: 'START' })
      case 'stop':
        return send(this.actor, { type: 'STOP' })
      case 'reboot':
        return send(this.actor, { type: 'REBOOT' })
      case 'delete':
        return send(this.actor, { type: 'DELETE' })
      case 'resize':
        // A change Nexus must check, so the call is really made.
        return send(this.actor, { type: 'RESIZE', ncpus: ncpus === 1 ? 2 : 1, memory })
      case 'updateBootDisk':
        return send(this.actor, { type: 'UPDATE_BOOT_DISK', disk: null })
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
      this.attached.push(await attachDisk({ project: this.project, instance: this.instance.name }, disk.name))
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
      return await new Promise<ActOutcome>((resolve) =>
        machine.send({ type: 'DETACH', instance: this.instance.id, reply: (r) => resolve(outcome(r)) }),
      )
    } finally {
      machine.stop()
    }
  }

  stop() {
    this.actor.stop()
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
