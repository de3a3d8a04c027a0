// Replaying a disk walk (the disk chart and the bulk import): a new disk made
// through POST /v1/disks (blank, or ready for import) and brought to the
// start state with the calls the console makes, then driven by the console's
// disk machine (DELETE, SNAPSHOT, ATTACH, DETACH), the image upload's import
// calls (start, write, stop, finalize), and for the boot disk the instance
// machine's update.
import { createActor, waitFor, type ActorRefFrom } from 'xstate'
import { api, type Disk, type Instance } from '~/api'
import { attachDisk } from '../compute/instance-storage.input'
import { instanceMachine } from '../compute/instance.machine'
import { diskLifecycle, diskMachine, type DiskActionEvent } from '../storage/disk.machine'
import { nexusImportApi } from '../storage/image-upload'
import { requestAction } from '../shared/lifecycle.connect'
import { makeInstance, newBlankDisk } from './replay-instance.input'
import {
  actOutcome,
  cannotMake,
  LifecycleSubject,
  replayName,
  replayProject,
  type ActOutcome,
  type ReplayOptions,
  type SubjectFactory,
} from './replay-subject.input'

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
