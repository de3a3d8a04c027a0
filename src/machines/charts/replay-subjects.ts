// What a replay drives: one real resource of the server (the preview's mock,
// or a rack), made through the public API in the walk's start state, and the
// console's own machine for it. Only API calls — the mock is treated as Nexus.
import { waitFor, type AnyActorRef, type EventObject, createActor, type ActorRefFrom } from 'xstate'
import { api, ApiError, type Project, type Disk, type Instance, GiB, type InstanceState } from '~/api'
import { generateName } from '~/validation'
import { requestAction } from '../shared/lifecycle.connect'
import { resourceIn, type ActionResult } from '../shared/lifecycle.machine'
import { type WalkStep } from './walk.rules'
import { attachDisk } from '../compute/instance-storage'
import { instanceMachine, instanceLifecycle, type InstanceActionEvent } from '../compute/instance.machine'
import { diskLifecycle, diskMachine, type DiskActionEvent } from '../storage/disk.machine'
import { nexusImportApi } from '../storage/image-upload'
import { createDisk } from '../storage/disks'

export type ReplayOptions = {
  /** How often the console's machines poll a transitional resource (default: the pages' 2 s). */
  pollIntervalMs?: number
  /** How long a step may wait for the server's own transition. */
  stepTimeoutMs?: number
  /** The project the replay works in (found or made). */
  project?: string
}

export const REPLAY_PROJECT = 'state-chart-replay'
export const STEP_TIMEOUT_MS = 15_000

export type ActOutcome = { ok: true } | { ok: false; error: string } | { ok: 'unsupported'; why: string }

export interface ReplaySubject {
  /** What the resource is called, for the results ('instance replay-3f9a'). */
  readonly title: string
  /** The state the console's machine holds now. */
  machineState(): string
  /** The state the server reports now ('destroyed' once it is gone). */
  serverState(): Promise<string>
  /** Does `event` through the calls the console's pages make; resolves when the machine has the answer. */
  act(event: string): Promise<ActOutcome>
  /** Resolves true when the machine (polling as the pages do) holds `state`; false after the timeout. */
  waitForMachine(state: string, timeoutMs: number): Promise<boolean>
  /** Ends the machines (the resource stays, for QA to look at). */
  stop(): void
}

/**
 * A subject driven by the console's lifecycle machine for its resource (the
 * instance's, the disk's): its state is the machine's, or the server's read of it.
 */
export abstract class LifecycleSubject<R extends { id: string; name: string }, E extends EventObject> implements ReplaySubject {
  constructor(
    protected readonly project: string,
    protected readonly actor: AnyActorRef,
    private readonly spec: { key: string; stateOf: (resource: R) => string },
    private readonly read: (id: string) => Promise<R>,
  ) {}

  get title() {
    return `${this.spec.key} ${this.resource.name}`
  }

  /** The resource as the machine holds it. */
  protected get resource(): R {
    return resourceIn<R>(this.spec, this.actor.getSnapshot().context)
  }

  machineState() {
    return this.actor.getSnapshot().status === 'done' ? 'destroyed' : this.spec.stateOf(this.resource)
  }

  async serverState() {
    try {
      return this.spec.stateOf(await this.read(this.resource.id))
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

  /** An action through the machine, as the console's pages send it. */
  protected send(event: E): Promise<ActOutcome> {
    return requestAction<E>(this.actor, event).then(actOutcome)
  }

  abstract act(event: string): Promise<ActOutcome>

  stop() {
    this.actor.stop()
  }
}

export const actOutcome = (r: ActionResult): ActOutcome => (r.ok ? { ok: true } : { ok: false, error: r.error })

export type SubjectFactory = {
  /** The start states the API can make; a walk from any other cannot be replayed. */
  startStates: readonly string[]
  /** `steps`: the walk, for a start state that is made differently for what follows. */
  create(from: string, options: ReplayOptions, steps: readonly WalkStep[]): Promise<ReplaySubject>
}

/** 'An instance cannot be made failed through the API' */
export const cannotMake = (noun: string, from: string) =>
  `${/^[aeiou]/i.test(noun) ? 'An' : 'A'} ${noun.toLowerCase()} cannot be made ${from} through the API`

export const isNotFound = (e: unknown) => e instanceof ApiError && e.statusCode === 404

export const replayName = (...parts: string[]) => generateName('replay', ...parts)

/** The replay's own project, made the first time. */
export async function replayProject(name = REPLAY_PROJECT): Promise<string> {
  try {
    const project: Project = await api.get('/v1/projects/{project}', { path: { project: name } })
    return project.name
  } catch (e) {
    if (!isNotFound(e)) throw e
  }
  const made = await api.post('/v1/projects', {
    body: { name, description: 'Resources the state-chart explorer replays its walks on' },
  })
  return made.name
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Asks the server until `read` gives `state` (the server's own steps take
 * their time); resolves with the last answer.
 */
export async function pollServer(read: () => Promise<string>, state: string, timeoutMs: number, everyMs = 300) {
  const end = Date.now() + timeoutMs
  let last = await read()
  while (last !== state && Date.now() < end) {
    await sleep(everyMs)
    last = await read()
  }
  return last
}

// Replaying a disk walk (the disk chart and the bulk import): a new disk made
// through POST /v1/disks (blank, or ready for import) and brought to the
// start state with the calls the console makes, then driven by the console's
// disk machine (DELETE, SNAPSHOT, ATTACH, DETACH), the image upload's import
// calls (start, write, stop, finalize), and for the boot disk the instance
// machine's update.
type DiskActor = ActorRefFrom<typeof diskMachine>

/** 512 zero bytes: one aligned bulk write. */
const ZERO_BLOCK = btoa(String.fromCharCode(...new Uint8Array(512)))

const getDisk = (id: string) => api.get('/v1/disks/{disk}', { path: { disk: id } })

const failure = (e: unknown): ActOutcome => ({ ok: false, error: e instanceof Error ? e.message : String(e) })

class DiskSubject extends LifecycleSubject<Disk, DiskActionEvent> {
  private instance?: Instance

  constructor(project: string, actor: DiskActor, instance?: Instance) {
    super(project, actor, diskLifecycle, getDisk)
    this.instance = instance
  }

  /** An import call, then the machine's refresh (the upload machine tells nobody else). */
  private async importCall(call: () => Promise<void>): Promise<ActOutcome> {
    try {
      await call()
    } catch (e) {
      return failure(e)
    }
    this.actor.send({ type: 'REFRESH' })
    await waitFor(this.actor, (s) => s.status === 'done' || !s.matches({ idle: 'refreshing' }))
    return { ok: true }
  }

  /** The stopped instance attach and boot-disk steps use, made the first time. */
  private async target(): Promise<Instance> {
    this.instance ??= await makeInstance(this.project, 'stopped')
    return this.instance
  }

  async act(event: string): Promise<ActOutcome> {
    const id = this.resource.id
    switch (event) {
      case 'delete':
        return this.send({ type: 'DELETE' })
      case 'snapshot':
        return this.send({ type: 'SNAPSHOT' })
      case 'attach':
        return this.send({ type: 'ATTACH', instance: (await this.target()).id })
      case 'detach':
        return this.send({ type: 'DETACH' })
      case 'setAsBootDisk':
        return this.setAsBootDisk()
      case 'start':
        return this.importCall(() => nexusImportApi.startImport(id))
      case 'write':
        return this.importCall(() => nexusImportApi.bulkWrite(id, 0, ZERO_BLOCK))
      case 'stop':
        return this.importCall(() => nexusImportApi.stopImport(id))
      case 'finalize':
        return this.importCall(() => nexusImportApi.finalize(id, null))
      default:
        return { ok: 'unsupported', why: 'the replay does not make this call yet' }
    }
  }

  /** The instance page's boot disk change: an update of the instance the disk is on. */
  private async setAsBootDisk(): Promise<ActOutcome> {
    const disk = this.resource
    const instanceId = 'instance' in disk.state ? disk.state.instance : undefined
    if (!instanceId) return { ok: false, error: 'The disk is on no instance' }
    try {
      const instance = await api.get('/v1/instances/{instance}', { path: { instance: instanceId } })
      const machine = createActor(instanceMachine, { input: { project: this.project, instance, poll: false } }).start()
      const result = await requestAction(machine, { type: 'UPDATE_BOOT_DISK', disk: disk.id })
      machine.stop()
      return actOutcome(result)
    } catch (e) {
      return failure(e)
    }
  }
}

/** How each start state is made: only calls the console itself makes. */
const MAKERS: Record<string, (project: string) => Promise<{ disk: Disk; instance?: Instance }>> = {
  detached: async (project) => ({ disk: await newBlankDisk(project) }),
  import_ready: async (project) => ({ disk: await newImportDisk(project) }),
  importing_from_bulk_writes: async (project) => {
    const disk = await newImportDisk(project)
    await nexusImportApi.startImport(disk.id)
    return { disk: await getDisk(disk.id) }
  },
  attached: async (project) => {
    const [disk, instance] = await Promise.all([newBlankDisk(project), makeInstance(project, 'stopped')])
    return { disk: await attachDisk({ project, instance: instance.name }, disk.name), instance }
  },
}

function newImportDisk(project: string): Promise<Disk> {
  return nexusImportApi.createDisk(project, {
    name: replayName('import'),
    description: 'Imported by a state-chart replay',
    size: 1024 ** 3,
    blockSize: 512,
  })
}

export const diskSubjects: SubjectFactory = {
  startStates: Object.keys(MAKERS),
  async create(from: string, options: ReplayOptions) {
    const make = MAKERS[from]
    if (!make) throw new Error(cannotMake('disk', from))
    const project = options.project ?? (await replayProject())
    const { disk, instance } = await make(project)
    if (disk.state.state !== from) throw new Error(`Disk ${disk.name} is ${disk.state.state}, not ${from}`)
    const actor = createActor(diskMachine, {
      input: { project, disk, pollIntervalMs: options.pollIntervalMs },
    }).start()
    return new DiskSubject(project, actor, instance)
  },
}

// Replaying an instance walk: a new instance made through POST /v1/instances
// and brought to the start state by the server's own steps, then driven by
// the console's instance machine (its START, STOP, … send the page's calls)
// and, for disks, by the instance storage tab's attach and the disk machine's
// detach.
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
