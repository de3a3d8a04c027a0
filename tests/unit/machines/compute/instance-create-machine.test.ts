import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { api, ApiError, queryClient, type Instance, type SshKey } from '~/api'
import { connectForm } from '~/machines/shared/form.connect'
import { instanceCreateDefaults, type InstanceCreateValues } from '~/machines/compute/instance-create'
import { attachDiskFormInput, attachDiskFormMachine, connectInstanceCreate, instanceCreateMachine, newDiskFormInput, newDiskFormMachine, type InstanceCreateInput } from '~/machines/compute/instance-create.machine'
import { createSshKey, sshKeyFormInput, validateSshKey } from '~/machines/settings/ssh-keys'
import { validateName } from '~/validation'
import { NO_PICKERS } from '~/machines/compute/instance-create-pickers'
import { ids, makePickers } from './instance-create.fixtures'

const pickers = makePickers()

function start(input: Partial<InstanceCreateInput> = {}) {
  const actor = createActor(instanceCreateMachine, {
    input: { project: 'mock-project', pickers, submit: vi.fn(), ...input },
  }).start()
  const form = actor.getSnapshot().context.form
  /** The page's props as the view would get them now. */
  const page = () => connectInstanceCreate(connectForm(form.getSnapshot(), form.send), actor.getSnapshot().context.pickers)
  return { actor, form, page, values: () => form.getSnapshot().context.values }
}

/** The page actor with its lookups replaced (find a boot source, a VPC's subnets). */
function startWith(input: Partial<InstanceCreateInput>, lookups: { find?: (input: never) => Promise<unknown>; loadSubnets?: (input: never) => Promise<unknown> }) {
  const machine = instanceCreateMachine.provide({
    actors: {
      ...(lookups.find && { find: fromPromise(({ input }) => lookups.find!(input as never)) as never }),
      ...(lookups.loadSubnets && { subnets: fromPromise(({ input }) => lookups.loadSubnets!(input as never)) as never }),
    },
  })
  const actor = createActor(machine, { input: { project: 'mock-project', pickers, submit: vi.fn(), ...input } }).start()
  const form = actor.getSnapshot().context.form
  const page = () =>
    connectInstanceCreate(connectForm(form.getSnapshot(), form.send), actor.getSnapshot().context.pickers, actor.getSnapshot().context.search, actor.send)
  return { actor, page }
}

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('instance create machine', () => {
  it('opens before its pickers’ lists; each fills in as it lands, its defaults taking the fields the user left', () => {
    const { actor, page, values } = start({ pickers: NO_PICKERS, landed: [] })
    expect(values()).toMatchObject({ bootSource: 'siloImage', siloImageId: '', sshKeys: [], nicVpc: '', ephemeralIpPool: '' })
    // The user sets the name and the memory before any list is in.
    page().change('name', 'mine')
    page().change('preset', 'custom')
    page().change('memory', 24)
    actor.send({ type: 'LANDED', lists: { sshKeys: pickers.sshKeys, siloImages: pickers.siloImages }, more: {} })
    expect(values().sshKeys).toEqual([ids.keyA, ids.keyB])
    // The boot source waits for all three boot lists.
    expect(values().siloImageId).toBe('')
    actor.send({ type: 'LANDED', lists: { projectImages: pickers.projectImages, snapshots: pickers.snapshots }, more: {} })
    expect(values()).toMatchObject({ bootSource: 'siloImage', siloImageId: ids.ubuntu, name: 'mine', memory: 24 })
    expect(actor.getSnapshot().context.landed).toEqual(['sshKeys', 'siloImages', 'projectImages', 'snapshots'])
  })

  it('defaults that land are not unsaved input', () => {
    const { actor, page } = start({ pickers: NO_PICKERS, landed: [] })
    const { more: _, ...lists } = pickers
    actor.send({ type: 'LANDED', lists, more: {} })
    expect(page().values.siloImageId).toBe(ids.ubuntu)
    expect(page().isDirty).toBe(false)
  })

  it('the rules check against the lists as they land', () => {
    const { actor, page } = start({ pickers: NO_PICKERS, landed: [] })
    page().change('bootSource', 'projectImage')
    page().change('projectImageId', pickers.projectImages[0].id)
    page().change('bootDiskSize', 1)
    expect(page().errors.bootDiskSize).toBeUndefined()
    actor.send({ type: 'LANDED', lists: { projectImages: pickers.projectImages }, more: {} })
    page().submit()
    expect(page().errors.bootDiskSize).toMatch(/^Must be at least/)
  })

  it('starts the form with the defaults and the pickers as loaded', () => {
    const { page } = start()
    expect(page().values).toMatchObject({ preset: 'general-2', bootSource: 'siloImage', sshKeys: [ids.keyA, ids.keyB] })
    expect(page().pickers).toBe(pickers)
    expect(page().isDirty).toBe(false)
  })

  it('a created SSH key joins the list, checked', () => {
    const { actor, page } = start()
    page().toggleSshKey(ids.keyA, false)
    const key = { ...pickers.sshKeys[0], id: 'new-key', name: 'new-key' } as SshKey
    actor.send({ type: 'SSH_KEY_CREATED', key })
    expect(page().pickers.sshKeys.map((k) => k.name)).toEqual(['laptop', 'desktop', 'new-key'])
    expect(page().values.sshKeys).toEqual([ids.keyB, 'new-key'])
  })

  it('disks from the modals join the list; remove takes one out', () => {
    const { actor, page } = start()
    actor.send({ type: 'DISK_ADDED', disk: { type: 'create', name: 'scratch', description: '', size: 5, blockSize: 4096 } })
    actor.send({ type: 'DISK_ADDED', disk: { type: 'attach', name: 'data-1' } })
    expect(page().values.disks.map((d) => d.name)).toEqual(['scratch', 'data-1'])
    expect(page().diskCount).toBe(3)
    // an attached disk is no longer offered
    expect(page().attachableDisks.map((d) => d.name)).toEqual(['data-2'])
    page().removeDisk(0)
    expect(page().values.disks.map((d) => d.name)).toEqual(['data-1'])
  })

  it('submits the values and ends with the created instance', async () => {
    const instance = { id: 'x', name: 'web-1' } as Instance
    const submit = vi.fn().mockResolvedValue(instance)
    const { form, page } = start({ submit })
    page().submit()
    const done = await waitFor(form, (s) => s.status === 'done')
    expect(done.output).toBe(instance)
    expect(submit).toHaveBeenCalledWith(page().values)
  })

  it('a refused submit keeps every value and shows the server message', async () => {
    const submit = vi.fn().mockRejectedValue(new ApiError({ type: 'error', message: 'Instance name already exists' }))
    const { form, page } = start({ submit })
    page().change('name', 'taken')
    page().choosePreset('highMemory-8')
    const before = page().values
    page().submit()
    await waitFor(form, (s) => s.matches('editing') && s.context.serverError !== undefined)
    expect(page().formErrors).toEqual(['Instance name already exists'])
    expect(page().values).toEqual(before)
  })

  it('an invalid form is not submitted and every message shows', () => {
    const submit = vi.fn()
    const { page } = start({ submit })
    page().choosePresetCategory('custom')
    page().change('ncpus', 100)
    page().change('bootDiskSize', 1)
    page().submit()
    expect(submit).not.toHaveBeenCalled()
    expect(page().errors).toEqual({ ncpus: 'Must be 64 or less', bootDiskSize: 'Must be at least 3 GiB' })
  })
})

describe('connectInstanceCreate', () => {
  it('a preset sets vCPUs and memory; custom keeps them editable', () => {
    const { page } = start()
    page().choosePresetCategory('highCpu')
    expect(page().values).toMatchObject({ preset: 'highCpu-2', ncpus: 2, memory: 4 })
    expect(page().presetCategory).toBe('highCpu')
    page().choosePreset('highCpu-8')
    expect(page().values).toMatchObject({ preset: 'highCpu-8', ncpus: 8, memory: 16 })
    page().choosePresetCategory('custom')
    expect(page().values).toMatchObject({ preset: 'custom', ncpus: 8, memory: 16 })
    expect(page().presetCategory).toBe('custom')
  })

  it('a bigger image raises the boot disk size; a smaller one leaves it', () => {
    const { page } = start()
    expect(page().values.bootDiskSize).toBe(10)
    page().chooseBootItem(ids.windows)
    expect(page().values).toMatchObject({ siloImageId: ids.windows, bootDiskSize: 20 })
    expect(page().minBootDiskSize).toBe(20)
    page().chooseBootItem(ids.ubuntu)
    expect(page().values.bootDiskSize).toBe(20)
    expect(page().minBootDiskSize).toBe(3)
  })

  it('switching the source picks up that source’s choice and minimum', () => {
    const { page } = start()
    page().change('bootDiskSize', 4)
    page().chooseBootSource('snapshot')
    expect(page().values).toMatchObject({ bootSource: 'snapshot', snapshotId: ids.snapshot, bootDiskSize: 13 })
    page().chooseBootSource('disk')
    page().chooseBootItem('data-2')
    expect(page().values).toMatchObject({ bootSource: 'disk', bootDiskAttach: 'data-2' })
    // the boot disk is not offered again as an additional disk
    expect(page().attachableDisks.map((d) => d.name)).toEqual(['data-1'])
    expect(page().bootableDisks.map((d) => d.name)).toEqual(['data-1', 'data-2'])
  })

  it('offers unattached floating IPs only, the chosen VPC’s subnets, and toggles choices', () => {
    const { page } = start()
    expect(page().unattachedFloatingIps.map((f) => f.name)).toEqual(['float-free'])
    page().toggleFloatingIp('float-free', true)
    expect(page().values.floatingIps).toEqual(['float-free'])
    page().toggleFloatingIp('float-free', false)
    expect(page().values.floatingIps).toEqual([])
    expect(page().subnets.map((s) => s.name)).toEqual(['default', 'backend'])
    page().chooseVpc('other-vpc')
    expect(page().values).toMatchObject({ nicVpc: 'other-vpc', nicSubnet: 'other-subnet' })
    page().toggleSshKey(ids.keyA, false)
    page().toggleSshKey(ids.keyA, true)
    expect(page().values.sshKeys).toEqual([ids.keyB, ids.keyA])
  })

  it('another VPC’s subnets are read when it is chosen, and its first one picked', async () => {
    const [first, second] = pickers.vpcs
    const loadSubnets = vi.fn(async () => ({ subnets: second.subnets!, moreSubnets: false }))
    const { actor, page } = startWith({ pickers: { ...pickers, vpcs: [first, { vpc: second.vpc }] } }, { loadSubnets })
    page().chooseVpc('other-vpc')
    expect(page().values).toMatchObject({ nicVpc: 'other-vpc', nicSubnet: '' })
    expect(page().loadingSubnets).toBe(true)
    await waitFor(actor, (s) => s.matches({ subnets: 'idle' }))
    expect(loadSubnets).toHaveBeenCalledWith({ project: 'mock-project', vpc: 'other-vpc' })
    expect(page().values).toMatchObject({ nicVpc: 'other-vpc', nicSubnet: 'other-subnet' })
    expect(page().subnets.map((s) => s.name)).toEqual(['other-subnet'])
    // back to the first VPC: its subnets are known, no request
    page().chooseVpc('default')
    expect(page().values.nicSubnet).toBe('default')
    expect(loadSubnets).toHaveBeenCalledTimes(1)
  })

  it('a boot source found by name joins its list and is chosen, the size raised to hold it', async () => {
    const big = { ...pickers.siloImages[1], id: 'far-image', name: 'far-image' }
    const find = vi.fn(async () => big)
    const { actor, page } = startWith({ pickers: { ...pickers, more: { siloImages: true } } }, { find })
    expect(page().more).toEqual({ siloImages: true })
    page().find('siloImages', ' far-image ')
    expect(page().finding).toBe('siloImages')
    await waitFor(actor, (s) => s.matches({ find: 'idle' }))
    expect(find).toHaveBeenCalledWith({ project: 'mock-project', list: 'siloImages', name: 'far-image' })
    expect(page().pickers.siloImages.map((i) => i.name)).toEqual(['ubuntu', 'windows', 'far-image'])
    expect(page().values).toMatchObject({ siloImageId: 'far-image', bootDiskSize: 20 })
  })

  it('a disk found by name becomes the boot disk (by name)', async () => {
    const far = { ...pickers.disks[0], id: 'far', name: 'disk-4000' }
    const { actor, page } = startWith({}, { find: vi.fn(async () => far) })
    page().chooseBootSource('disk')
    page().find('disks', 'disk-4000')
    await waitFor(actor, (s) => s.matches({ find: 'idle' }))
    expect(page().values.bootDiskAttach).toBe('disk-4000')
    expect(page().bootableDisks.map((d) => d.name)).toContain('disk-4000')
  })

  it('a name that is not found, or not a name, says why where it was typed', async () => {
    const { actor, page } = startWith({}, { find: vi.fn(() => Promise.reject(new Error('No disk named nope in this project'))) })
    page().find('disks', '')
    expect(page().findError).toEqual({ list: 'disks', message: 'Disk name is required' })
    page().find('disks', 'nope')
    await waitFor(actor, (s) => s.matches({ find: 'idle' }) && !!s.context.search.findError)
    expect(page().findError).toEqual({ list: 'disks', message: 'No disk named nope in this project' })
    expect(page().finding).toBeUndefined()
  })

  it('a disk the attach modal looked up by name joins the pickers; the form keeps its name only', () => {
    const far = { ...pickers.disks[0], id: 'far', name: 'disk-4000' }
    const { actor, page } = start()
    actor.send({ type: 'DISK_ADDED', disk: { type: 'attach', name: 'disk-4000', found: far } })
    expect(page().values.disks).toEqual([{ type: 'attach', name: 'disk-4000' }])
    expect(page().pickers.disks.map((d) => d.name)).toContain('disk-4000')
  })

  it('no more disks than the limit', () => {
    const values: InstanceCreateValues = {
      ...instanceCreateDefaults(pickers),
      disks: Array.from({ length: 11 }, (_, i) => ({ type: 'attach' as const, name: `d-${i}` })),
    }
    const { page } = start({ initialValues: values })
    expect(page().diskCount).toBe(12)
    expect(page().canAddDisk).toBe(false)
  })
})

describe('the modals’ forms', () => {
  it('new disk: a generated name, 10 GiB, 4096-byte blocks; the name must be free', async () => {
    const values = { ...instanceCreateDefaults(pickers), bootDiskName: 'boot' }
    const input = newDiskFormInput(values, pickers.disks)
    expect(input.initialValues).toMatchObject({ description: '', size: 10, blockSize: 4096 })
    expect(input.initialValues.name).toMatch(/^disk-[0-9a-f]{6}$/)
    const v = input.initialValues
    expect(input.validate!({ ...v, name: 'boot' })).toMatchObject({ name: 'Another disk of this instance has this name' })
    expect(input.validate!({ ...v, name: 'data-1' })).toMatchObject({ name: 'Disk name already exists' })
    expect(input.validate!({ ...v, size: 0 })).toMatchObject({ size: 'Must be at least 1 GiB' })
    expect(input.validate!({ ...v, size: 1024 })).toMatchObject({ size: 'Must be 1023 GiB or less' })

    const actor = createActor(newDiskFormMachine, { input }).start()
    actor.send({ type: 'CHANGE', name: 'name', value: 'scratch' })
    actor.send({ type: 'CHANGE', name: 'blockSize', value: 512 })
    actor.send({ type: 'SUBMIT' })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.output).toEqual({ type: 'create', name: 'scratch', description: '', size: 10, blockSize: 512 })
  })

  it('attach disk, in a project with more disks than the page read: any name, looked up when not among them', async () => {
    const far = { ...pickers.disks[0], id: 'far', name: 'disk-4000' }
    const get = vi.spyOn(api, 'get').mockResolvedValue(far as never)
    const input = attachDiskFormInput({ project: 'mock-project', disks: pickers.disks, more: true })
    expect(input.validate!({ name: 'Not A Name' })).toEqual({ name: validateName('Not A Name', 'Disk name') })
    await expect(input.submit({ name: 'data-1' })).resolves.toEqual({ type: 'attach', name: 'data-1' })
    expect(get).not.toHaveBeenCalled()
    await expect(input.submit({ name: 'disk-4000' })).resolves.toEqual({ type: 'attach', name: 'disk-4000', found: far })
    expect(get).toHaveBeenCalledWith('/v1/disks/{disk}', { path: { disk: 'disk-4000' }, query: { project: 'mock-project' } })
  })

  it('attach disk: a disk must be chosen', async () => {
    const actor = createActor(attachDiskFormMachine, { input: attachDiskFormInput() }).start()
    actor.send({ type: 'SUBMIT' })
    expect(connectForm(actor.getSnapshot(), actor.send).errors).toEqual({ name: 'Disk is required' })
    actor.send({ type: 'CHANGE', name: 'name', value: 'data-1' })
    actor.send({ type: 'SUBMIT' })
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual({ type: 'attach', name: 'data-1' })
  })

  it('SSH key: name and public key required; saved to the profile', async () => {
    expect(validateSshKey({ name: '', description: '', publicKey: ' ' })).toEqual({
      name: 'Name is required',
      description: undefined,
      publicKey: 'Public key is required',
    })
    const key = { id: 'k', name: 'work' } as SshKey
    const post = vi.spyOn(api, 'post').mockResolvedValue(key as never)
    queryClient.setQueryData(['/v1/me/ssh-keys', {}], { items: [] })
    await expect(createSshKey({ name: 'work', description: '', publicKey: ' ssh-ed25519 AAAA \n' })).resolves.toBe(key)
    expect(post).toHaveBeenCalledWith('/v1/me/ssh-keys', {
      body: { name: 'work', description: '', publicKey: 'ssh-ed25519 AAAA' },
    })
    expect(queryClient.getQueryState(['/v1/me/ssh-keys', {}])?.isInvalidated).toBe(true)
    expect(sshKeyFormInput().submit).toBe(createSshKey)
  })
})
