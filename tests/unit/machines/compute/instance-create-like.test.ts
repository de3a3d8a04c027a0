import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, type Disk, type Instance, type InstanceNetworkInterface } from '~/api'
import { batchValues, createInstances, createdSummary, instanceCreateDefaults, validateInstanceCreate } from '~/machines/compute/instance-create'
import { likeValues, nextFreeName, type LikeSource } from '~/machines/compute/instance-create-like'
import { GiB, ids, makePickers } from './instance-create.fixtures'

const t = new Date('2025-01-01T00:00:00Z')
const pickers = makePickers()
const defaults = instanceCreateDefaults(pickers)

const instance = (over: Partial<Instance> = {}): Instance => ({
  id: 'i1',
  name: 'web-1',
  description: 'the web tier',
  hostname: 'web-1',
  ncpus: 4,
  memory: 16 * GiB,
  projectId: 'p',
  runState: 'running',
  autoRestartEnabled: true,
  autoRestartPolicy: 'never',
  bootDiskId: 'boot',
  timeCreated: t,
  timeModified: t,
  timeRunStateUpdated: t,
  ...over,
})
const disk = (id: string, over: Partial<Disk> = {}): Disk => ({
  id,
  name: id,
  description: '',
  devicePath: `/mnt/${id}`,
  projectId: 'p',
  size: 20 * GiB,
  blockSize: 4096,
  state: { state: 'attached', instance: 'i1' },
  timeCreated: t,
  timeModified: t,
  ...over,
})
const nic: InstanceNetworkInterface = {
  id: 'n1',
  name: 'eth0',
  description: 'primary',
  instanceId: 'i1',
  ip: '172.30.1.5',
  mac: 'A8:40:25:F0:00:01',
  primary: true,
  subnetId: 's',
  vpcId: 'v',
  transitIps: [],
  timeCreated: t,
  timeModified: t,
}
const source = (over: Partial<LikeSource> = {}): LikeSource => ({
  instance: instance(),
  disks: [disk('boot', { imageId: ids.windows }), disk('data', { size: 100 * GiB })],
  nics: [nic],
  externalIps: [{ kind: 'ephemeral', ip: '203.0.113.4' }],
  sshKeys: [pickers.sshKeys[1]],
  network: { vpc: 'default', subnet: 'backend' },
  taken: ['web-1', 'web-2'],
  ...over,
})

afterEach(() => vi.restoreAllMocks())

describe('an instance like another', () => {
  it('suggests the next free name', () => {
    expect(nextFreeName('web-1', ['web-1'])).toBe('web-2')
    expect(nextFreeName('web-1', ['web-1', 'web-2', 'web-3'])).toBe('web-4')
    expect(nextFreeName('db', ['db'])).toBe('db-2')
    expect(nextFreeName(`${'a'.repeat(61)}-9`, [])).toBe(`${'a'.repeat(60)}-10`)
  })

  it('copies size, boot image, other disks as blank disks, networking, SSH keys and auto-restart; says user data cannot be read back', () => {
    const { values, notes } = likeValues(defaults, pickers, source())
    expect(values).toMatchObject({
      name: 'web-3',
      description: 'the web tier',
      preset: 'general-4',
      ncpus: 4,
      memory: 16,
      bootSource: 'siloImage',
      siloImageId: ids.windows,
      bootDiskSize: 20,
      nic: 'custom',
      nicVpc: 'default',
      nicSubnet: 'backend',
      nicIp: '',
      ephemeralIp: true,
      sshKeys: [ids.keyB],
      autoRestartPolicy: 'never',
      userData: '',
      count: 1,
    })
    expect(values.disks).toEqual([expect.objectContaining({ type: 'create', size: 100, blockSize: 4096 })])
    expect(notes[0]).toMatch(/User data cannot be read back/)
    expect(validateInstanceCreate(values, pickers)).toEqual(expect.not.objectContaining({ name: expect.any(String) }))
  })

  it('boots from the same snapshot; a size with no preset is custom', () => {
    const { values } = likeValues(defaults, pickers, source({ instance: instance({ ncpus: 3, memory: 7 * GiB }), disks: [disk('boot', { snapshotId: ids.snapshot })] }))
    expect(values).toMatchObject({ bootSource: 'snapshot', snapshotId: ids.snapshot, preset: 'custom', disks: [] })
  })

  it('says so when the boot source is not offered, or the instance has no interface', () => {
    const { values, notes } = likeValues(defaults, pickers, source({ disks: [disk('boot', { imageId: 'gone' })], nics: [], network: undefined }))
    expect(values.nic).toBe('none')
    expect(notes.join(' ')).toMatch(/not offered here: choose a boot disk/)
  })
})

describe('a count on instance create', () => {
  const values = { ...defaults, name: 'web', count: 3, disks: [{ type: 'create' as const, name: 'data', description: '', size: 10, blockSize: 4096 as const }] }

  it('names each {name}-i, with its own new disks', () => {
    expect(batchValues(values, 2)).toMatchObject({ name: 'web-2', bootDiskName: `${defaults.bootDiskName}-2`, disks: [{ name: 'data-2' }], count: 1 })
  })

  it('refuses what several cannot share', () => {
    const errors = validateInstanceCreate({ ...values, floatingIps: ['float-free'], nic: 'custom', nicIp: '172.30.0.9' }, pickers)
    expect(errors.floatingIps).toMatch(/goes to one instance/)
    expect(errors.nicIp).toMatch(/leave it blank/)
    expect(validateInstanceCreate({ ...values, count: 21 }, pickers).count).toBeDefined()
  })

  it('makes them, and reports each failure as a bulk action does', async () => {
    const post = vi.spyOn(api, 'post').mockImplementation(async (_path, { body }) => {
      if (body && 'name' in body && body.name === 'web-2') throw new Error('Instance name already exists')
      return instance({ name: body && 'name' in body ? String(body.name) : '' })
    })
    const result = await createInstances('p', values)
    expect(post).toHaveBeenCalledTimes(3)
    expect(result.created.map((i) => i.name)).toEqual(['web-1', 'web-3'])
    expect(createdSummary(result).text).toBe('Created 2 of 3 instances; 1 failed: web-2: Instance name already exists')
  })
})
