import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError, PICKER_LIMIT, queryClient, type Instance } from '~/api'
import { createInstance, encodeUserData, instanceCreateDefaults, instanceCreateMessages as m, MAX_DISKS, minBootDiskSize, toInstanceCreate, validateInstanceCreate, type InstanceCreatePickers, type InstanceCreateValues } from '~/machines/compute/instance-create'
import { bootItemChanges } from '~/machines/compute/instance-create-boot'
import { NO_PICKERS, pickerSections } from '~/machines/compute/instance-create-pickers'
import { withLanded } from '~/machines/compute/instance-create.machine'
import { findByName, truncatedNote, validateFindName } from '~/machines/shared/find-by-name'
import { validateName } from '~/validation'
import { GiB, ids, makePickers } from './instance-create.fixtures'

const pickers = makePickers()

/** Defaults with fixed names, so bodies can be compared exactly. */
const base = (over: Partial<InstanceCreateValues> = {}): InstanceCreateValues => ({
  ...instanceCreateDefaults(pickers),
  name: 'web-1',
  bootDiskName: 'web-1-boot',
  nicName: 'nic-1',
  ...over,
})

/** The body every test starts from; each test changes only what its choice changes. */
const baseBody = {
  name: 'web-1',
  description: '',
  hostname: 'web-1',
  ncpus: 2,
  memory: 8 * GiB,
  bootDisk: {
    type: 'create',
    name: 'web-1-boot',
    description: 'Created as a boot disk for web-1',
    size: 10 * GiB,
    diskSource: { type: 'image', imageId: ids.ubuntu },
  },
  disks: [],
  networkInterfaces: { type: 'default' },
  externalIps: [{ type: 'ephemeral', pool: 'pool-main' }],
  sshPublicKeys: [ids.keyA, ids.keyB],
  userData: '',
  autoRestartPolicy: null,
  antiAffinityGroups: [],
  start: true,
}

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('defaults', () => {
  it('generates valid names of at most 63 characters', () => {
    for (let i = 0; i < 50; i++) {
      const v = instanceCreateDefaults(pickers)
      expect(v.name).toMatch(/^instance-[0-9a-f]{6}$/)
      expect(v.bootDiskName).toMatch(/^boot-disk-[0-9a-f]{6}$/)
      for (const name of [v.name, v.bootDiskName, v.nicName]) {
        expect(validateName(name)).toBeUndefined()
        expect(name.length).toBeLessThanOrEqual(63)
      }
    }
  })

  it('picks the first preset and silo image, every SSH key, the default pool, and starts the instance', () => {
    const v = instanceCreateDefaults(pickers)
    expect(v).toMatchObject({
      preset: 'general-2',
      ncpus: 2,
      memory: 8,
      bootSource: 'siloImage',
      siloImageId: ids.ubuntu,
      projectImageId: ids.projectImage,
      // only ready snapshots can be a source
      snapshotId: ids.snapshot,
      bootDiskSize: 10,
      sshKeys: [ids.keyA, ids.keyB],
      nic: 'default',
      nicVpc: 'default',
      nicSubnet: 'default',
      ephemeralIp: true,
      ephemeralIpPool: 'pool-main',
      floatingIps: [],
      autoRestartPolicy: 'default',
      start: true,
    })
    expect(validateInstanceCreate(v, pickers)).toEqual({})
  })

  it('makes the boot disk big enough for the first image, and falls back when there are no images', () => {
    expect(instanceCreateDefaults(makePickers({ siloImages: [pickers.siloImages[1]] })).bootDiskSize).toBe(20)
    const none = instanceCreateDefaults(makePickers({ siloImages: [], projectImages: [] }))
    expect(none.bootSource).toBe('snapshot')
    expect(none.bootDiskSize).toBe(13) // 12.5 GiB rounded up
    const nothing = instanceCreateDefaults(makePickers({ siloImages: [], projectImages: [], snapshots: [], ipPools: [] }))
    expect(nothing.bootSource).toBe('disk')
    expect(nothing.ephemeralIpPool).toBe('')
  })
})

describe('toInstanceCreate', () => {
  it('builds the exact body from the defaults', () => {
    expect(toInstanceCreate(base())).toStrictEqual(baseBody)
  })

  it('sends the preset or custom shape, memory in bytes', () => {
    expect(toInstanceCreate(base({ preset: 'custom', ncpus: 6, memory: 24 }))).toStrictEqual({
      ...baseBody,
      ncpus: 6,
      memory: 24 * GiB,
    })
  })

  it('boot disk from a project image', () => {
    expect(toInstanceCreate(base({ bootSource: 'projectImage', bootDiskSize: 30 })).bootDisk).toStrictEqual({
      type: 'create',
      name: 'web-1-boot',
      description: 'Created as a boot disk for web-1',
      size: 30 * GiB,
      diskSource: { type: 'image', imageId: ids.projectImage },
    })
  })

  it('boot disk from a snapshot', () => {
    expect(toInstanceCreate(base({ bootSource: 'snapshot', bootDiskSize: 13 })).bootDisk).toStrictEqual({
      type: 'create',
      name: 'web-1-boot',
      description: 'Created as a boot disk for web-1',
      size: 13 * GiB,
      diskSource: { type: 'snapshot', snapshotId: ids.snapshot },
    })
  })

  it('boot from an existing disk attaches it by name', () => {
    expect(toInstanceCreate(base({ bootSource: 'disk', bootDiskAttach: 'data-1' })).bootDisk).toStrictEqual({
      type: 'attach',
      name: 'data-1',
    })
  })

  it('additional disks: blank ones are created, existing ones attached', () => {
    const body = toInstanceCreate(
      base({
        disks: [
          { type: 'create', name: 'scratch', description: 'tmp', size: 50, blockSize: 512 },
          { type: 'attach', name: 'data-2' },
        ],
      }),
    )
    expect(body.disks).toStrictEqual([
      { type: 'create', name: 'scratch', description: 'tmp', size: 50 * GiB, diskSource: { type: 'blank', blockSize: 512 } },
      { type: 'attach', name: 'data-2' },
    ])
  })

  it('network interface: default, none, or one custom interface with or without an address', () => {
    expect(toInstanceCreate(base({ nic: 'none' })).networkInterfaces).toStrictEqual({ type: 'none' })
    const custom = base({ nic: 'custom', nicDescription: 'front', nicVpc: 'default', nicSubnet: 'backend' })
    expect(toInstanceCreate(custom).networkInterfaces).toStrictEqual({
      type: 'create',
      params: [{ name: 'nic-1', description: 'front', vpcName: 'default', subnetName: 'backend' }],
    })
    expect(toInstanceCreate({ ...custom, nicIp: ' 172.30.0.10 ' }).networkInterfaces).toStrictEqual({
      type: 'create',
      params: [{ name: 'nic-1', description: 'front', vpcName: 'default', subnetName: 'backend', ip: '172.30.0.10' }],
    })
  })

  it('external IPs: ephemeral from the chosen pool or the default one, floating IPs by name, or none', () => {
    expect(toInstanceCreate(base({ ephemeralIpPool: 'pool-a', floatingIps: ['float-free'] })).externalIps).toStrictEqual([
      { type: 'ephemeral', pool: 'pool-a' },
      { type: 'floating', floatingIp: 'float-free' },
    ])
    expect(toInstanceCreate(base({ ephemeralIpPool: '' })).externalIps).toStrictEqual([{ type: 'ephemeral' }])
    expect(toInstanceCreate(base({ ephemeralIp: false, floatingIps: ['float-free'] })).externalIps).toStrictEqual([
      { type: 'floating', floatingIp: 'float-free' },
    ])
    expect(toInstanceCreate(base({ ephemeralIp: false })).externalIps).toStrictEqual([])
  })

  it('SSH keys: exactly the checked ones; none checked sends an empty list (no keys), not null (all keys)', () => {
    expect(toInstanceCreate(base({ sshKeys: [ids.keyB] })).sshPublicKeys).toStrictEqual([ids.keyB])
    expect(toInstanceCreate(base({ sshKeys: [] })).sshPublicKeys).toStrictEqual([])
  })

  it('user data goes out base64-encoded (UTF-8)', () => {
    const text = '#cloud-config\nhostname: héllo ✓\n'
    const body = toInstanceCreate(base({ userData: text }))
    expect(body.userData).toBe(Buffer.from(text, 'utf8').toString('base64'))
    expect(encodeUserData('hi')).toBe('aGk=')
  })

  it('auto-restart policy and start flag', () => {
    expect(toInstanceCreate(base({ autoRestartPolicy: 'never', start: false }))).toStrictEqual({
      ...baseBody,
      autoRestartPolicy: 'never',
      start: false,
    })
    expect(toInstanceCreate(base({ autoRestartPolicy: 'best_effort' })).autoRestartPolicy).toBe('best_effort')
  })
})

describe('validateInstanceCreate', () => {
  const errorsOf = (over: Partial<InstanceCreateValues>) => validateInstanceCreate(base(over), pickers)

  it('name and description', () => {
    expect(errorsOf({ name: '' })).toEqual({ name: 'Name is required' })
    expect(errorsOf({ name: 'Web' })).toEqual({ name: 'Must start with a lower-case letter' })
    expect(errorsOf({ description: 'x'.repeat(513) })).toEqual({ description: 'Must be 512 characters or fewer' })
  })

  it('vCPUs 1–64 and memory 1–1024 GiB, whole numbers', () => {
    expect(errorsOf({ ncpus: 0 })).toEqual({ ncpus: 'Must be at least 1' })
    expect(errorsOf({ ncpus: 65 })).toEqual({ ncpus: 'Must be 64 or less' })
    expect(errorsOf({ ncpus: 1.5 })).toEqual({ ncpus: 'Must be a whole number' })
    expect(errorsOf({ ncpus: undefined })).toEqual({ ncpus: m.cpusRequired })
    expect(errorsOf({ ncpus: 64, memory: 1024 })).toEqual({})
    expect(errorsOf({ memory: 0 })).toEqual({ memory: 'Must be at least 1 GiB' })
    expect(errorsOf({ memory: 1025 })).toEqual({ memory: 'Must be 1024 GiB or less' })
    expect(errorsOf({ memory: undefined })).toEqual({ memory: 'Memory is required' })
  })

  it("boot disk size: 1–1023 GiB and at least the image's or snapshot's size, rounded up", () => {
    expect(errorsOf({ bootDiskSize: 2 })).toEqual({ bootDiskSize: 'Must be at least 3 GiB' })
    expect(errorsOf({ bootDiskSize: 3 })).toEqual({})
    expect(errorsOf({ siloImageId: ids.windows, bootDiskSize: 19 })).toEqual({ bootDiskSize: 'Must be at least 20 GiB' })
    expect(errorsOf({ bootSource: 'snapshot', bootDiskSize: 12 })).toEqual({ bootDiskSize: 'Must be at least 13 GiB' })
    expect(errorsOf({ bootDiskSize: 1024 })).toEqual({ bootDiskSize: 'Must be 1023 GiB or less' })
    expect(errorsOf({ bootDiskSize: undefined })).toEqual({ bootDiskSize: 'Disk size is required' })
    // an existing disk keeps its size: no size, no name
    expect(errorsOf({ bootSource: 'disk', bootDiskAttach: 'data-1', bootDiskSize: undefined, bootDiskName: '' })).toEqual({})
    expect(minBootDiskSize(base({ bootSource: 'snapshot' }), pickers)).toBe(13)
  })

  it('the chosen source needs a choice', () => {
    expect(errorsOf({ siloImageId: '' })).toEqual({ siloImageId: 'Image is required' })
    expect(errorsOf({ bootSource: 'projectImage', projectImageId: '' })).toEqual({ projectImageId: 'Image is required' })
    expect(errorsOf({ bootSource: 'snapshot', snapshotId: '' })).toEqual({ snapshotId: 'Snapshot is required' })
    expect(errorsOf({ bootSource: 'disk' })).toEqual({ bootDiskAttach: 'Disk is required' })
  })

  it('disk names: valid, unique in the form, free in the project', () => {
    expect(errorsOf({ bootDiskName: 'Boot' })).toEqual({ bootDiskName: 'Must start with a lower-case letter' })
    expect(errorsOf({ bootDiskName: '' })).toEqual({ bootDiskName: 'Disk name is required' })
    expect(errorsOf({ bootDiskName: 'in-use' })).toEqual({ bootDiskName: 'Disk name already exists' })
    expect(
      errorsOf({ bootDiskName: 'scratch', disks: [{ type: 'create', name: 'scratch', description: '', size: 1, blockSize: 4096 }] }),
    ).toEqual({ bootDiskName: m.diskNameTaken, disks: m.diskNameTaken })
  })

  it(`at most ${MAX_DISKS} disks, the boot disk included`, () => {
    const disks = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ type: 'create' as const, name: `d-${i}`, description: '', size: 1, blockSize: 4096 as const }))
    expect(errorsOf({ disks: disks(MAX_DISKS - 1) })).toEqual({})
    expect(errorsOf({ disks: disks(MAX_DISKS) })).toEqual({ disks: `An instance can have at most ${MAX_DISKS} disks` })
  })

  it('custom interface: name, VPC, subnet, and an IP only if given', () => {
    const custom = { nic: 'custom' as const }
    expect(errorsOf(custom)).toEqual({})
    expect(errorsOf({ ...custom, nicName: '', nicVpc: '', nicSubnet: '' })).toEqual({
      nicName: 'Name is required',
      nicVpc: 'VPC is required',
      nicSubnet: 'Subnet is required',
    })
    expect(errorsOf({ ...custom, nicIp: '10.0.0.300' })).toEqual({ nicIp: 'Not a valid IP address' })
    // not checked unless the interface is custom
    expect(errorsOf({ nicName: '', nicIp: 'nope' })).toEqual({})
  })

  it('an ephemeral IP needs a pool only when the silo has no default', () => {
    const noDefault = makePickers({ ipPools: [makePickers().ipPools[0]] })
    expect(validateInstanceCreate(base({ ephemeralIpPool: '' }), noDefault)).toEqual({ ephemeralIpPool: 'IP pool is required' })
    expect(validateInstanceCreate(base({ ephemeralIpPool: 'pool-a' }), noDefault)).toEqual({})
    expect(validateInstanceCreate(base({ ephemeralIpPool: '', ephemeralIp: false }), noDefault)).toEqual({})
    expect(errorsOf({ ephemeralIpPool: '' })).toEqual({})
  })

  it('user data: at most 32 KiB before encoding, counted in UTF-8 bytes', () => {
    expect(errorsOf({ userData: 'a'.repeat(32 * 1024) })).toEqual({})
    expect(errorsOf({ userData: 'a'.repeat(32 * 1024 + 1) })).toEqual({ userData: 'Must be 32 KiB or less' })
    expect(errorsOf({ userData: 'é'.repeat(16 * 1024 + 1) })).toEqual({ userData: 'Must be 32 KiB or less' })
  })

  it('floating IPs are unique', () => {
    expect(errorsOf({ floatingIps: ['float-free', 'float-free'] })).toEqual({ floatingIps: 'Items must be unique' })
  })
})

describe('createInstance', () => {
  it('posts the body to the project and marks instance, disk and floating IP lists stale', async () => {
    const instance = { id: 'i', name: 'web-1' } as Instance
    const post = vi.spyOn(api, 'post').mockResolvedValue(instance as never)
    const keys = [
      ['/v1/instances', { query: { project: 'p' } }],
      ['/v1/disks', { query: { project: 'p' } }],
      ['/v1/floating-ips', { query: { project: 'p' } }],
      ['/v1/images', {}],
    ]
    for (const key of keys) queryClient.setQueryData(key, { items: [] })
    await expect(createInstance('p', base())).resolves.toBe(instance)
    expect(post).toHaveBeenCalledWith('/v1/instances', { query: { project: 'p' }, body: baseBody })
    expect(keys.map((k) => queryClient.getQueryState(k)?.isInvalidated)).toEqual([true, true, true, false])
  })

  it('passes on the server error', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError({ type: 'error', message: 'Instance name already exists' }))
    await expect(createInstance('p', base())).rejects.toThrow('Instance name already exists')
  })
})

/** Every picker's list as the page gets it (each a part of the page), put together as the page's machine does. */
async function loadInstanceCreatePickers(project: string): Promise<InstanceCreatePickers> {
  const sections = pickerSections(project)
  const signal = new AbortController().signal
  const [siloImages, projectImages, snapshots, disks, sshKeys, ipPools, floatingIps, vpcs] = await Promise.all([
    sections.siloImages.read({ signal }),
    sections.projectImages.read({ signal }),
    sections.snapshots.read({ signal }),
    sections.disks.read({ signal }),
    sections.sshKeys.read({ signal }),
    sections.ipPools.read({ signal }),
    sections.floatingIps.read({ signal }),
    sections.vpcs.read({ signal }),
  ])
  const all = { siloImages, projectImages, snapshots, disks, sshKeys, ipPools, floatingIps, vpcs }
  return withLanded(NO_PICKERS, {
    lists: {
      siloImages: siloImages.items,
      projectImages: projectImages.items,
      snapshots: snapshots.items,
      disks: disks.items,
      sshKeys: sshKeys.items,
      ipPools: ipPools.items,
      floatingIps: floatingIps.items,
      vpcs: vpcs.items,
    },
    more: Object.fromEntries(Object.entries(all).map(([list, page]) => [list, page.more])),
  })
}

describe('the pickers’ lists', () => {
  const q = (query: Record<string, unknown>) => ({ query: { limit: PICKER_LIMIT, ...query } })
  const set = (path: string, args: unknown, data: unknown) => queryClient.setQueryData([path, args], data)
  const load = (p: InstanceCreatePickers, next: (path: string) => string | null = () => null) => {
    set('/v1/images', q({}), { items: p.siloImages, nextPage: next('silo') })
    set('/v1/images', q({ project: 'mock' }), { items: p.projectImages, nextPage: next('project') })
    set('/v1/snapshots', q({ project: 'mock' }), { items: p.snapshots })
    set('/v1/disks', q({ project: 'mock' }), { items: p.disks, nextPage: next('disks') })
    set('/v1/me/ssh-keys', q({}), { items: p.sshKeys })
    set('/v1/ip-pools', q({}), { items: p.ipPools })
    set('/v1/floating-ips', q({ project: 'mock' }), { items: p.floatingIps })
    set('/v1/vpcs', q({ project: 'mock' }), { items: p.vpcs.map((v) => v.vpc) })
    const [first] = p.vpcs
    set('/v1/vpc-subnets', q({ project: 'mock', vpc: first.vpc.name }), { items: first.subnets, nextPage: next('subnets') })
  }

  it('reads the first page of each list, one request each, and the first VPC’s subnets only', async () => {
    const p = makePickers()
    load(p)
    const fetchQuery = vi.spyOn(queryClient, 'fetchQuery')
    const [first, second] = p.vpcs
    await expect(loadInstanceCreatePickers('mock')).resolves.toEqual({
      ...p,
      vpcs: [{ ...first, moreSubnets: false }, { vpc: second.vpc }],
    })
    // Nine lists, nine requests: no list is read to its end.
    expect(fetchQuery).toHaveBeenCalledTimes(9)
  })

  it('says which lists hold more than their first page', async () => {
    const p = makePickers()
    load(p, (list) => (['silo', 'disks', 'subnets'].includes(list) ? 'next' : null))
    const loaded = await loadInstanceCreatePickers('mock')
    expect(loaded.more).toEqual({ siloImages: true, disks: true })
    expect(loaded.vpcs[0].moreSubnets).toBe(true)
  })
})

describe('a boot source by name', () => {
  const disk = makePickers().disks[0]

  it('is one GET by name in the project (a silo image without one)', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue(disk as never)
    await expect(findByName('mock', 'disks', 'data-1')).resolves.toBe(disk)
    expect(get).toHaveBeenCalledWith('/v1/disks/{disk}', { path: { disk: 'data-1' }, query: { project: 'mock' } })
    const image = makePickers().siloImages[0]
    get.mockResolvedValue(image as never)
    await findByName('mock', 'siloImages', 'ubuntu')
    expect(get).toHaveBeenLastCalledWith('/v1/images/{image}', { path: { image: 'ubuntu' } })
  })

  it('says so when there is no such one, or it cannot be used', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError({ type: 'error', message: 'not found', statusCode: 404 }))
    await expect(findByName('mock', 'disks', 'nope')).rejects.toThrow('No disk named nope in this project')
    await expect(findByName('mock', 'siloImages', 'nope')).rejects.toThrow('No silo image named nope in this silo')
    vi.spyOn(api, 'get').mockResolvedValue(makePickers().disks[2] as never)
    await expect(findByName('mock', 'disks', 'in-use')).rejects.toThrow(
      'Disk in-use is attached; only a detached disk can be used',
    )
    vi.spyOn(api, 'get').mockResolvedValue(makePickers().snapshots[1] as never)
    await expect(findByName('mock', 'snapshots', 'snap-creating')).rejects.toThrow(
      'Snapshot snap-creating is creating; only a ready snapshot can be a boot disk’s source',
    )
  })

  it('other failures pass through', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError({ type: 'error', message: 'Forbidden', statusCode: 403 }))
    await expect(findByName('mock', 'snapshots', 'x')).rejects.toThrow('Forbidden')
  })

  it('a typed name gets the spec’s name checks first', () => {
    expect(validateFindName('disks', '')).toBe('Disk name is required')
    expect(validateFindName('disks', ' data-1 ')).toBeUndefined()
    expect(validateFindName('siloImages', 'Bad Name')).toBe(validateName('Bad Name'))
  })

  it('the note under a cut list', () => {
    expect(truncatedNote('disks')).toBe(`Showing the first ${PICKER_LIMIT} disks of this project.`)
    expect(truncatedNote('siloImages')).toBe(`Showing the first ${PICKER_LIMIT} silo images of this silo.`)
  })

  it('a chosen item raises the boot disk to its size', () => {
    const p = makePickers()
    const values = instanceCreateDefaults(p)
    expect(bootItemChanges({ ...values, bootDiskSize: 10 }, p, ids.windows)).toEqual([
      { name: 'siloImageId', value: ids.windows },
      { name: 'bootDiskSize', value: 20 },
    ])
    expect(bootItemChanges({ ...values, bootDiskSize: 30 }, p, ids.windows)).toEqual([{ name: 'siloImageId', value: ids.windows }])
  })
})

describe('a picker’s list landing again', () => {
  const stamp = new Date('2025-01-01T00:00:00Z')
  const key = (id: string) => ({ id, name: id, description: '', publicKey: 'ssh-ed25519 AAAA', siloUserId: 'u', timeCreated: stamp, timeModified: stamp })
  it('a whole list is the list: a key deleted meanwhile goes', () => {
    const held = withLanded(NO_PICKERS, { lists: { sshKeys: [key('a'), key('b')] }, more: {} })
    const next = withLanded(held, { lists: { sshKeys: [key('a')] }, more: {} })
    expect(next.sshKeys.map((k) => k.id)).toEqual(['a'])
  })
  it('a list cut at its first page keeps what the page added beyond it', () => {
    const held = withLanded(NO_PICKERS, { lists: { sshKeys: [key('a'), key('found')] }, more: { sshKeys: true } })
    const next = withLanded(held, { lists: { sshKeys: [key('a')] }, more: { sshKeys: true } })
    expect(next.sshKeys.map((k) => k.id)).toEqual(['a', 'found'])
  })
})
