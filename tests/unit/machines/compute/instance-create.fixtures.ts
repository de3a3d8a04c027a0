// Picker data for the create-instance tests: a little of everything, sized so
// that the image minimums matter (3 GiB and 20 GiB images, a 12.5 GiB snapshot).
import type { Disk, FloatingIp, Image, Snapshot, SshKey, Vpc } from '~/api'
import type { InstanceCreatePickers, VpcSubnet } from '~/machines/compute/instance-create'
import type { SiloIpPool } from '~/machines/shared/ip-pools.rules'

export const GiB = 1024 ** 3
const time = { timeCreated: new Date('2025-01-01T00:00:00Z'), timeModified: new Date('2025-01-01T00:00:00Z') }
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const PROJECT_ID = uuid(999)

const image = (n: number, name: string, sizeGiB: number, projectId?: string): Image => ({
  id: uuid(n),
  name,
  description: name,
  os: 'ubuntu',
  version: '24.04',
  size: sizeGiB * GiB,
  blockSize: 512,
  projectId,
  ...time,
})

const snapshot = (n: number, name: string, size: number, state: Snapshot['state'] = 'ready'): Snapshot => ({
  id: uuid(n),
  name,
  description: '',
  diskId: uuid(500 + n),
  projectId: PROJECT_ID,
  size,
  state,
  ...time,
})

const disk = (n: number, name: string, state: Disk['state'], sizeGiB = 10): Disk => ({
  id: uuid(n),
  name,
  description: '',
  devicePath: `/mnt/${name}`,
  projectId: PROJECT_ID,
  size: sizeGiB * GiB,
  blockSize: 4096,
  state,
  ...time,
})

const sshKey = (n: number, name: string): SshKey => ({
  id: uuid(n),
  name,
  description: '',
  publicKey: `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${name}`,
  siloUserId: uuid(900),
  ...time,
})

const pool = (n: number, name: string, isDefault: boolean): SiloIpPool => ({ id: uuid(n), name, description: '', isDefault, ...time })

const floatingIp = (n: number, name: string, ip: string, instanceId?: string): FloatingIp => ({
  id: uuid(n),
  name,
  description: '',
  ip,
  ipPoolId: uuid(60),
  projectId: PROJECT_ID,
  instanceId,
  ...time,
})

const vpc = (n: number, name: string): Vpc => ({
  id: uuid(n),
  name,
  description: '',
  dnsName: name,
  ipv6Prefix: 'fd00::/48',
  projectId: PROJECT_ID,
  systemRouterId: uuid(n + 1),
  ...time,
})

const subnet = (n: number, name: string, vpcId: string): VpcSubnet => ({
  id: uuid(n),
  name,
  description: '',
  ipv4Block: '172.30.0.0/22',
  ipv6Block: 'fd00::/64',
  vpcId,
  ...time,
})

export const ids = {
  ubuntu: uuid(1),
  windows: uuid(2),
  projectImage: uuid(3),
  snapshot: uuid(10),
  snapshotCreating: uuid(11),
  keyA: uuid(30),
  keyB: uuid(31),
}

export function makePickers(overrides: Partial<InstanceCreatePickers> = {}): InstanceCreatePickers {
  const defaultVpc = vpc(70, 'default')
  const otherVpc = vpc(72, 'other-vpc')
  return {
    siloImages: [image(1, 'ubuntu', 3), image(2, 'windows', 20)],
    projectImages: [image(3, 'project-image', 2, PROJECT_ID)],
    snapshots: [snapshot(10, 'snap-1', 12.5 * GiB), snapshot(11, 'snap-creating', GiB, 'creating')],
    disks: [
      disk(20, 'data-1', { state: 'detached' }, 100),
      disk(21, 'data-2', { state: 'detached' }, 20),
      disk(22, 'in-use', { state: 'attached', instance: uuid(800) }),
    ],
    sshKeys: [sshKey(30, 'laptop'), sshKey(31, 'desktop')],
    ipPools: [pool(40, 'pool-a', false), pool(41, 'pool-main', true)],
    floatingIps: [floatingIp(50, 'float-free', '10.0.0.5'), floatingIp(51, 'float-used', '10.0.0.6', uuid(801))],
    vpcs: [
      { vpc: defaultVpc, subnets: [subnet(80, 'default', defaultVpc.id), subnet(81, 'backend', defaultVpc.id)] },
      { vpc: otherVpc, subnets: [subnet(82, 'other-subnet', otherVpc.id)] },
    ],
    ...overrides,
  }
}
