// POST /v1/instances: what it makes (disks, interfaces, addresses, key and
// group links) and what it refuses, in Nexus's words. Nothing is written when
// any part is refused.
import { describe, expect, test } from 'vitest'
import { childId, ids } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'

withFreshServer({ transitionMs: 'manual' })

const GiB = 1024 ** 3
const P = '?project=mock-project'
const ubuntu = childId('image', 'maze-war', 'ubuntu-24-04')
const snapshot1 = childId('snapshot', 'mock-project', 'snapshot-1')

const base = (name = 'fresh') => ({
  name,
  description: 'made in a test',
  hostname: name,
  ncpus: 2,
  memory: 4 * GiB,
})

const create = (body: Record<string, unknown>, project = 'mock-project') =>
  call('POST', `/v1/instances?project=${project}`, body)

const names = (res: { body: { items: { name: string }[] } }) => res.body.items.map((i) => i.name).sort()

describe('a minimal instance', () => {
  test('answers 201 with the instance, creating, in the project', async () => {
    const res = await create(base())
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      name: 'fresh',
      hostname: 'fresh',
      ncpus: 2,
      memory: 4 * GiB,
      run_state: 'creating',
      project_id: ids.project.mock,
      auto_restart_enabled: true,
      auto_restart_policy: null,
      boot_disk_id: null,
    })
    expect((await call('GET', `/v1/instances/fresh${P}`)).body.id).toBe(res.body.id)
  })

  test('gets one interface, net0, in the project VPC with an address from its subnet', async () => {
    await create(base())
    const nics = (await call('GET', `/v1/network-interfaces${P}&instance=fresh`)).body.items
    expect(nics).toHaveLength(1)
    expect(nics[0]).toMatchObject({ name: 'net0', primary: true, transit_ips: [] })
    expect(nics[0].ip).toMatch(/^172\.30\.[0-3]\.\d+$/)
    expect(nics[0].mac).toMatch(/^A8:40:25:F[0-9A-E]:[0-9A-F]{2}:[0-9A-F]{2}$/)
    const taken = (await call('GET', `/v1/vpc-subnets/mock-subnet/network-interfaces${P}&vpc=mock-vpc`)).body.items
    expect(taken.filter((n: { ip: string }) => n.ip === nics[0].ip)).toHaveLength(1)
  })

  test("uses the project's default VPC where there is one", async () => {
    await call('POST', '/v1/projects', { name: 'fresh-project', description: '' })
    await create(base(), 'fresh-project')
    const nic = (await call('GET', '/v1/network-interfaces?project=fresh-project&instance=fresh')).body.items[0]
    const vpc = (await call('GET', '/v1/vpcs/default?project=fresh-project')).body
    expect(nic.vpc_id).toBe(vpc.id)
    expect(nic.ip).toBe('172.30.0.5')
  })

  test("is handed all of the user's SSH keys unless told otherwise", async () => {
    await create(base())
    expect(names(await call('GET', `/v1/instances/fresh/ssh-public-keys${P}`))).toEqual(['m1-macbook-pro', 'mac-mini'])
    await create({ ...base('picky'), ssh_public_keys: ['mac-mini'] })
    expect(names(await call('GET', `/v1/instances/picky/ssh-public-keys${P}`))).toEqual(['mac-mini'])
    await create({ ...base('keyless'), ssh_public_keys: [] })
    expect(names(await call('GET', `/v1/instances/keyless/ssh-public-keys${P}`))).toEqual([])
  })
})

describe('disks', () => {
  test('a boot disk from an image is made in the project, attached, and set as boot disk', async () => {
    const res = await create({
      ...base(),
      boot_disk: { type: 'create', name: 'fresh-boot', description: 'boot', size: 10 * GiB, disk_source: { type: 'image', image_id: ubuntu } },
    })
    expect(res.status).toBe(201)
    const disk = (await call('GET', `/v1/disks/fresh-boot${P}`)).body
    expect(disk).toMatchObject({
      size: 10 * GiB,
      block_size: 512,
      image_id: ubuntu,
      state: { state: 'attached', instance: res.body.id },
    })
    expect(res.body.boot_disk_id).toBe(disk.id)
  })

  test('blank, from a snapshot and existing disks go in the disk list', async () => {
    const res = await create({
      ...base(),
      disks: [
        { type: 'create', name: 'scratch', description: '', size: 2 * GiB, disk_source: { type: 'blank', block_size: 4096 } },
        { type: 'create', name: 'restored', description: '', size: 10 * GiB, disk_source: { type: 'snapshot', snapshot_id: snapshot1 } },
        { type: 'attach', name: 'disk-3' },
      ],
    })
    expect(res.status).toBe(201)
    expect(names(await call('GET', `/v1/instances/fresh/disks${P}`))).toEqual(['disk-3', 'restored', 'scratch'])
    expect((await call('GET', `/v1/disks/restored${P}`)).body.snapshot_id).toBe(snapshot1)
    expect(res.body.boot_disk_id).toBeNull()
  })

  const make = (size: number, source: Record<string, unknown>) => ({
    ...base(),
    disks: [{ type: 'create', name: 'd', description: '', size, disk_source: source }],
  })

  test.each([
    [make(2 * GiB, { type: 'image', image_id: ubuntu }), 'InvalidRequest', `disk size ${2 * GiB} must be greater than or equal to image size ${3 * GiB}`],
    [make(5 * GiB, { type: 'snapshot', snapshot_id: snapshot1 }), 'InvalidRequest', `disk size ${5 * GiB} must be greater than or equal to snapshot size ${10 * GiB}`],
    [make(GiB / 2, { type: 'blank', block_size: 512 }), 'InvalidValue', 'unsupported value for "size": total size must be at least 1 GiB'],
    [make(1.5 * GiB, { type: 'blank', block_size: 512 }), 'InvalidValue', 'unsupported value for "size": total size must be a multiple of 1 GiB'],
    [make(1024 * GiB, { type: 'blank', block_size: 512 }), 'InvalidValue', 'unsupported value for "size": total size must be less than 1023 GiB'],
  ])('refuses a bad disk size (%#)', async (body, code, message) => {
    const res = await create(body)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error_code: code, message })
    expect((await call('GET', `/v1/instances/fresh${P}`)).status).toBe(404)
  })

  test('refuses a block size Nexus does not offer', async () => {
    const res = await create(make(2 * GiB, { type: 'blank', block_size: 1000 }))
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/block_size: invalid value: integer `1000`, expected one of 512, 2048, 4096/)
  })

  test('refuses a disk name taken in the project, and makes nothing', async () => {
    const res = await create({
      ...base(),
      disks: [
        { type: 'create', name: 'new-one', description: '', size: 2 * GiB, disk_source: { type: 'blank', block_size: 512 } },
        { type: 'create', name: 'disk-3', description: '', size: 2 * GiB, disk_source: { type: 'blank', block_size: 512 } },
      ],
    })
    expect(res.body).toMatchObject({ error_code: 'ObjectAlreadyExists', message: 'already exists: disk "disk-3"' })
    expect((await call('GET', `/v1/disks/new-one${P}`)).status).toBe(404)
  })

  test('refuses to attach a disk in use, or one named twice', async () => {
    const inUse = await create({ ...base(), disks: [{ type: 'attach', name: 'disk-2' }] })
    expect(inUse.body.message).toBe('cannot attach disk "disk-2": disk is attached to another instance')
    const twice = await create({ ...base(), boot_disk: { type: 'attach', name: 'disk-3' }, disks: [{ type: 'attach', name: 'disk-3' }] })
    expect(twice.body.message).toBe('cannot attach disk "disk-3": disk is attached to another instance')
    const faulted = await create({ ...base(), disks: [{ type: 'attach', name: 'disk-faulted' }] })
    expect(faulted.body.message).toBe('cannot attach disk "disk-faulted": invalid state faulted')
  })

  test('refuses more than 12 disks, the boot disk included', async () => {
    const disks = Array.from({ length: 12 }, (_, i) => ({
      type: 'create',
      name: `d${i}`,
      description: '',
      size: GiB,
      disk_source: { type: 'blank', block_size: 512 },
    }))
    const res = await create({ ...base(), boot_disk: { type: 'attach', name: 'disk-3' }, disks })
    expect(res.body).toMatchObject({ error_code: 'InvalidRequest', message: 'cannot attach more than 12 disks to instance' })
  })
})

describe('network interfaces', () => {
  test("'none' makes none", async () => {
    await create({ ...base(), network_interfaces: { type: 'none' } })
    expect((await call('GET', `/v1/network-interfaces${P}&instance=fresh`)).body.items).toEqual([])
  })

  test("'create' makes each, the first primary, with the address asked for", async () => {
    const res = await create({
      ...base(),
      network_interfaces: {
        type: 'create',
        params: [
          { name: 'a', description: '', vpc_name: 'mock-vpc', subnet_name: 'mock-subnet', ip: '172.30.1.1' },
          { name: 'b', description: '', vpc_name: 'mock-vpc', subnet_name: 'mock-subnet-2' },
        ],
      },
    })
    expect(res.status).toBe(201)
    const nics = (await call('GET', `/v1/network-interfaces${P}&instance=fresh`)).body.items
    expect(nics.map((n: { name: string; primary: boolean; ip: string }) => [n.name, n.primary, n.ip])).toEqual([
      ['a', true, '172.30.1.1'],
      ['b', false, expect.stringMatching(/^172\.30\.[4-7]\./)],
    ])
  })

  test.each([
    [
      [
        { name: 'a', description: '', vpc_name: 'mock-vpc', subnet_name: 'mock-subnet' },
        { name: 'b', description: '', vpc_name: 'mock-vpc-2', subnet_name: 'default' },
      ],
      'All interfaces must be in the same VPC',
    ],
    [[{ name: 'a', description: '', vpc_name: 'mock-vpc', subnet_name: 'mock-subnet', ip: '172.30.0.10' }], "The IP address '172.30.0.10' is not available"],
    [[{ name: 'a', description: '', vpc_name: 'mock-vpc', subnet_name: 'mock-subnet', ip: '10.9.9.9' }], 'IP address 10.9.9.9 is not within the subnet 172.30.0.0/22'],
    [
      Array.from({ length: 9 }, (_, i) => ({ name: `n${i}`, description: '', vpc_name: 'mock-vpc', subnet_name: 'mock-subnet' })),
      'An instance may not have more than 8 network interfaces',
    ],
  ])('refuses %#', async (params, message) => {
    const res = await create({ ...base(), network_interfaces: { type: 'create', params } })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
  })

  test('an unknown subnet is not found', async () => {
    const res = await create({
      ...base(),
      network_interfaces: { type: 'create', params: [{ name: 'a', description: '', vpc_name: 'mock-vpc', subnet_name: 'nope' }] },
    })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('not found: vpc-subnet with name "nope"')
  })
})

describe('external IPs', () => {
  test('an ephemeral IP from the default pool, and a floating IP attached', async () => {
    const res = await create({ ...base(), external_ips: [{ type: 'ephemeral' }, { type: 'floating', floating_ip: 'cola-float' }] })
    expect(res.status).toBe(201)
    const ips = (await call('GET', `/v1/instances/fresh/external-ips${P}`)).body.items
    expect(ips).toEqual([
      { kind: 'ephemeral', ip: '123.4.56.0' },
      expect.objectContaining({ kind: 'floating', name: 'cola-float', instance_id: res.body.id }),
    ])
  })

  test('an ephemeral IP from a named pool', async () => {
    await create({ ...base(), external_ips: [{ type: 'ephemeral', pool: 'ip-pool-2' }] })
    const ips = (await call('GET', `/v1/instances/fresh/external-ips${P}`)).body.items
    expect(ips).toEqual([{ kind: 'ephemeral', ip: '10.0.0.20' }])
  })

  test.each([
    [[{ type: 'ephemeral' }, { type: 'ephemeral' }], 400, 'An instance may not have more than 1 ephemeral IP address'],
    [[{ type: 'floating', floating_ip: 'rootbeer-float' }], 400, 'floating IP cannot be attached to one instance while still attached to another'],
    [[{ type: 'ephemeral', pool: 'ip-pool-4' }], 404, 'not found: ip-pool with name "ip-pool-4"'],
  ])('refuses %j', async (external_ips, status, message) => {
    const res = await create({ ...base(), external_ips })
    expect(res.status).toBe(status)
    expect(res.body.message).toBe(message)
  })
})

describe('the rest of the body', () => {
  test('anti-affinity groups by name take the new instance as a member', async () => {
    await create({ ...base(), anti_affinity_groups: ['empty-group'] })
    const members = (await call('GET', `/v1/anti-affinity-groups/empty-group/members${P}`)).body.items
    expect(members.map((m: { value: { name: string } }) => m.value.name)).toEqual(['fresh'])
  })

  test('an auto-restart policy of never turns auto restart off', async () => {
    const res = await create({ ...base(), auto_restart_policy: 'never' })
    expect(res.body).toMatchObject({ auto_restart_policy: 'never', auto_restart_enabled: false })
  })

  test.each([
    [{ name: 'db1' }, 'ObjectAlreadyExists', 'already exists: instance "db1"'],
    [{ ncpus: 65 }, 'InvalidValue', 'unsupported value for "ncpus": cannot have more than 64 vCPUs per instance'],
    [{ memory: 3 * GiB + 1 }, 'InvalidValue', 'unsupported value for "size": memory must be divisible by 1 GiB'],
    [{ ssh_public_keys: ['grace-desktop'] }, 'ObjectNotFound', 'not found: ssh-key with name "grace-desktop"'],
    [{ anti_affinity_groups: ['nope'] }, 'ObjectNotFound', 'not found: anti-affinity-group with name "nope"'],
  ])('refuses %j', async (change, code, message) => {
    const res = await create({ ...base(), ...change })
    expect(res.body).toMatchObject({ error_code: code, message })
  })

  test('user data must be base64 of at most 32 KiB', async () => {
    expect((await create({ ...base(), user_data: btoa('#cloud-config\n') })).status).toBe(201)
    const bad = await create({ ...base('b'), user_data: 'not base64!' })
    expect(bad.body.message).toBe('unable to parse JSON body: user_data: invalid value: invalid base64 string, expected a valid base64 string')
    const big = await create({ ...base('c'), user_data: btoa('x'.repeat(32 * 1024 + 3)) })
    expect(big.body.message).toBe(`unable to parse JSON body: user_data: invalid length ${32 * 1024 + 3}, expected less than 32 KiB`)
  })

  test('a missing field is a body parse error', async () => {
    const { hostname: _, ...rest } = base()
    const res = await create(rest)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('unable to parse JSON body: missing field `hostname`')
  })

  test('the project is required', async () => {
    const res = await call('POST', '/v1/instances', base())
    expect(res.body.message).toBe('unable to parse query string: missing field `project`')
  })
})
