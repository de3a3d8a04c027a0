import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { api, ApiError, queryClient, type Disk, type Instance, type Snapshot } from '~/api'
import { connectDisk } from '~/machines/storage/disk.connect'
import { diskMachine, type SnapshotInput } from '~/machines/storage/disk.machine'
import { connectForm } from '~/machines/shared/form.connect'
import {
  attachableDisksPage,
  attachDisk,
  attachDiskFormInput,
  attachDiskFormMachine,
  attachPermission,
  BOOT_DISK_DETACH_REASON,
  createAndAttachDisk,
  createDiskFormInput,
  createDiskFormMachine,
  diskRowPermissions,
  instanceDisksPage,
  checkByActionStates,
  checkByRunState,
  splitBootDisk,
  validateCreateDisk,
  anyDiskInTransition,
} from '~/machines/compute/instance-storage'
import { fakeDiskMachine } from '../storage/disk.fixture'

const GiB = 1024 ** 3
const ref = { project: 'mock-project', instance: 'db1' }
const t = new Date('2025-01-01T00:00:00Z')

const disk = (name: string, state: Disk['state']['state'], id = `id-${name}`): Disk => ({
  id,
  name,
  description: '',
  projectId: 'p',
  size: 10 * GiB,
  blockSize: 4096,
  devicePath: `/mnt/${name}`,
  state: (state === 'attached' || state === 'attaching' || state === 'detaching'
    ? { state, instance: 'i' }
    : { state }) as Disk['state'],
  timeCreated: t,
  timeModified: t,
})

const instance = (runState: Instance['runState'], bootDiskId: string | null = 'id-boot'): Instance => ({
  id: 'i',
  name: 'db1',
  description: '',
  hostname: 'db1',
  projectId: 'p',
  ncpus: 2,
  memory: 4 * GiB,
  runState,
  autoRestartEnabled: true,
  autoRestartPolicy: 'never',
  bootDiskId,
  timeCreated: t,
  timeModified: t,
  timeRunStateUpdated: t,
})

/** What the row's disk machine says about the disk (the storage tab asks it, not the table). */
const rowDisk = (name: string, state: Disk['state']['state'], id?: string) => {
  const actor = createActor(diskMachine, { input: { project: 'mock-project', disk: disk(name, state, id), poll: false } }).start()
  return connectDisk(actor.getSnapshot(), actor.send, actor)
}

const instancesKey = ['/v1/instances/{instance}/disks', { path: { instance: 'db1' }, query: { project: 'mock-project', limit: 50 } }]
const disksKey = ['/v1/disks', { query: { project: 'mock-project' } }]
const snapshotsKey = ['/v1/snapshots', { query: { project: 'mock-project' } }]
const seedCache = () => {
  queryClient.setQueryData(instancesKey, { items: [] })
  queryClient.setQueryData(disksKey, { items: [] })
  queryClient.setQueryData(snapshotsKey, { items: [] })
}
const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('storage tab reads', () => {
  it('reads a page of the instance disks; the images their sources are named from leave with it, not waited for', async () => {
    const get = vi.spyOn(api, 'get')
    const fetchSpy = vi.spyOn(queryClient, 'fetchQuery').mockResolvedValue({ items: [disk('a', 'attached')] })
    const page = await instanceDisksPage(ref)({ limit: 50, pageToken: 'tok' })
    expect(page.items.map((d) => d.name)).toEqual(['a'])
    expect(fetchSpy.mock.calls.map(([o]) => o.queryKey)).toEqual([
      ['/v1/images', { query: { project: 'mock-project', limit: 50 } }],
      ['/v1/images', { query: { limit: 50 } }],
      ['/v1/instances/{instance}/disks', { path: { instance: 'db1' }, query: { project: 'mock-project', limit: 50, pageToken: 'tok' } }],
    ])
    expect(get).not.toHaveBeenCalled()
  })

  it('offers only disks the table lets attach (creating, detached)', async () => {
    vi.spyOn(queryClient, 'fetchQuery').mockResolvedValue({
      items: [disk('a', 'attached'), disk('b', 'detached'), disk('c', 'creating'), disk('d', 'faulted')],
    })
    const page = await attachableDisksPage('mock-project')({ limit: 50 })
    expect(page.items.map((d) => d.name)).toEqual(['b', 'c'])
    expect(page.nextPage).toBeNull()
  })

  it('splits the boot disk from the others and polls while a disk moves', () => {
    const disks = [disk('a', 'attached'), disk('boot', 'attached', 'id-boot')]
    const { boot, other } = splitBootDisk({ bootDiskId: 'id-boot' }, disks)
    expect(boot.map((d) => d.name)).toEqual(['boot'])
    expect(other.map((d) => d.name)).toEqual(['a'])
    expect(anyDiskInTransition(disks)).toBe(false)
    expect(anyDiskInTransition([...disks, disk('x', 'detaching')])).toBe(true)
    expect(anyDiskInTransition([...disks, disk('x', 'importing_from_url')])).toBe(true)
    // Waiting for an upload is not moving.
    expect(anyDiskInTransition([...disks, disk('x', 'import_ready')])).toBe(false)
  })
})

describe('what a disk row may do', () => {
  it('detach needs an instance that may detach and an attached disk, and never the boot disk', () => {
    expect(diskRowPermissions(checkByRunState('stopped'), instance('stopped'), rowDisk('a', 'attached')).detach).toEqual({ allowed: true })
    expect(diskRowPermissions(checkByRunState('running'), instance('running'), rowDisk('a', 'attached')).detach).toEqual({
      allowed: false,
      reason: 'Only available when the instance is creating, stopped or failed',
    })
    expect(diskRowPermissions(checkByRunState('stopped'), instance('stopped'), rowDisk('a', 'detaching')).detach).toEqual({
      allowed: false,
      reason: 'Only available when the disk is attached',
    })
    expect(diskRowPermissions(checkByRunState('stopped'), instance('stopped'), rowDisk('boot', 'attached', 'id-boot')).detach).toEqual({
      allowed: false,
      reason: BOOT_DISK_DETACH_REASON,
    })
  })

  it('snapshot depends on the disk only', () => {
    expect(diskRowPermissions(checkByRunState('running'), instance('running'), rowDisk('a', 'attached')).snapshot.allowed).toBe(true)
    expect(diskRowPermissions(checkByRunState('running'), instance('running'), rowDisk('a', 'attaching')).snapshot).toEqual({
      allowed: false,
      reason: 'Only available when the disk is attached or detached',
    })
  })

  it('set as boot disk needs updateBootDisk on the instance and an attached disk', () => {
    expect(diskRowPermissions(checkByRunState('failed'), instance('failed'), rowDisk('a', 'attached')).setAsBootDisk).toEqual({ allowed: true })
    expect(diskRowPermissions(checkByRunState('running'), instance('running'), rowDisk('a', 'attached')).setAsBootDisk.reason).toBe(
      'Only available when the instance is stopped, failed or creating',
    )
    expect(diskRowPermissions(checkByRunState('stopped'), instance('stopped'), rowDisk('a', 'attaching')).setAsBootDisk.allowed).toBe(false)
    expect(diskRowPermissions(checkByRunState('stopped'), instance('stopped'), rowDisk('boot', 'attached', 'id-boot')).unsetAsBootDisk).toEqual({
      allowed: true,
    })
  })

  it('follows the instance page\'s live action states, which also refuse while the instance is busy', () => {
    const actions = Object.fromEntries(
      (['attachDisk', 'detachDisk', 'updateBootDisk'] as const).map((a) => [a, { enabled: true, busy: false }]),
    ) as never as Parameters<typeof checkByActionStates>[0]
    const busy = { ...actions, detachDisk: { enabled: false, reason: 'Another action is in progress', busy: false } }
    expect(diskRowPermissions(checkByActionStates(actions), instance('stopped'), rowDisk('a', 'attached')).detach).toEqual({
      allowed: true,
    })
    expect(diskRowPermissions(checkByActionStates(busy), instance('stopped'), rowDisk('a', 'attached')).detach).toEqual({
      allowed: false,
      reason: 'Another action is in progress',
    })
    // The action in flight itself has no reason of its own; it still says why.
    const inFlight = { ...actions, attachDisk: { enabled: false, busy: true } }
    expect(attachPermission(checkByActionStates(inFlight))).toEqual({ allowed: false, reason: 'In progress' })
  })

  it('follows the row\'s disk machine, which refuses while the disk is busy', () => {
    const hang = fromPromise<Snapshot, SnapshotInput>(() => new Promise<Snapshot>(() => {}))
    const machine = fakeDiskMachine({ snapshot: hang })
    const actor = createActor(machine, { input: { project: 'mock-project', disk: disk('a', 'attached'), poll: false } }).start()
    const row = () => connectDisk(actor.getSnapshot(), actor.send, actor)
    void row().snapshot()
    const can = diskRowPermissions(checkByRunState('stopped'), instance('stopped'), row())
    expect(can.detach).toEqual({ allowed: false, reason: 'Another action is in progress' })
    expect(can.setAsBootDisk).toEqual({ allowed: false, reason: 'Another action is in progress' })
    // The snapshot in flight is the busy one: it still says why.
    expect(can.snapshot).toEqual({ allowed: false, reason: 'In progress' })
    actor.stop()
  })

  it('the attach buttons follow the instance attachDisk rule', () => {
    expect(attachPermission(checkByRunState('stopped'))).toEqual({ allowed: true })
    expect(attachPermission(checkByRunState('creating'))).toEqual({ allowed: true })
    expect(attachPermission(checkByRunState('running'))).toEqual({
      allowed: false,
      reason: 'Only available when the instance is creating or stopped',
    })
  })
})

describe('storage calls', () => {
  it('attachDisk posts the disk to the instance and marks instance and disk reads stale', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(disk('a', 'attaching') as never)
    seedCache()
    await attachDisk(ref, 'a')
    expect(post).toHaveBeenCalledWith('/v1/instances/{instance}/disks/attach', {
      path: { instance: 'db1' },
      query: { project: 'mock-project' },
      body: { disk: 'a' },
    })
    expect(stale(instancesKey)).toBe(true)
    expect(stale(disksKey)).toBe(true)
  })
})

describe('attach disk form', () => {
  it('needs a disk, then attaches it', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(disk('disk-3', 'attaching') as never)
    const actor = createActor(attachDiskFormMachine, { input: attachDiskFormInput(ref) }).start()
    const props = () => connectForm(actor.getSnapshot(), actor.send)
    props().submit()
    expect(props().errors).toEqual({ disk: 'Disk is required' })
    expect(post).not.toHaveBeenCalled()
    props().change('disk', 'disk-3')
    props().submit()
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.output?.name).toBe('disk-3')
    expect(post.mock.calls[0][1]).toMatchObject({ body: { disk: 'disk-3' } })
  })
})

describe('create disk form', () => {
  it('checks name and size (1–1023 GiB)', () => {
    expect(validateCreateDisk({ name: 'data', description: '', size: 10 })).toEqual({})
    expect(validateCreateDisk({ name: '', description: '', size: undefined })).toEqual({
      name: 'Name is required',
      size: 'Size is required',
    })
    expect(validateCreateDisk({ name: 'data', description: '', size: 0 }).size).toBe('Must be at least 1 GiB')
    expect(validateCreateDisk({ name: 'data', description: '', size: 1024 }).size).toBe('Must be 1023 GiB or less')
    expect(validateCreateDisk({ name: 'data', description: '', size: 1.5 }).size).toBe('Must be a whole number')
  })

  it('creates a blank disk of the size in bytes, then attaches it', async () => {
    const created = disk('data', 'detached')
    const post = vi.spyOn(api, 'post').mockImplementation((async (path: string) =>
      path === '/v1/disks' ? created : { ...created, state: { state: 'attaching', instance: 'i' } }) as never)
    const actor = createActor(createDiskFormMachine, { input: createDiskFormInput(ref) }).start()
    actor.send({ type: 'CHANGE', name: 'name', value: 'data' })
    actor.send({ type: 'CHANGE', name: 'size', value: 20 })
    actor.send({ type: 'SUBMIT' })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.output?.state.state).toBe('attaching')
    expect(post.mock.calls[0]).toEqual([
      '/v1/disks',
      {
        query: { project: 'mock-project' },
        body: { name: 'data', description: '', size: 20 * GiB, diskSource: { type: 'blank', blockSize: 4096 } },
      },
    ])
    expect(post.mock.calls[1]).toEqual([
      '/v1/instances/{instance}/disks/attach',
      { path: { instance: 'db1' }, query: { project: 'mock-project' }, body: { disk: 'data' } },
    ])
  })

  it('after a failed attach, submitting again only retries the attach', async () => {
    const created = disk('data', 'detached')
    let attachFails = true
    const post = vi.spyOn(api, 'post').mockImplementation((async (path: string) => {
      if (path === '/v1/disks') return created
      if (attachFails) throw new ApiError({ type: 'error', message: 'Instance is busy', statusCode: 409 })
      return created
    }) as never)
    const submit = createAndAttachDisk(ref)
    const values = { name: 'data', description: '', size: 10 }
    await expect(submit(values)).rejects.toThrow('Instance is busy')
    attachFails = false
    await submit(values)
    expect(post.mock.calls.map((c) => c[0])).toEqual([
      '/v1/disks',
      '/v1/instances/{instance}/disks/attach',
      '/v1/instances/{instance}/disks/attach',
    ])
  })
})
