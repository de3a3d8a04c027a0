// Instances in every run state, each with a network interface.
import type { components } from '../../src/api/generated/nexus'
import { VMM_STATES } from '../lib/instance-state'
import type { Store } from '../store'
import { sledId } from './hardware'
import { childId, ids } from './ids'
import { at, justBefore, stamps } from './time'

type InstanceState = components['schemas']['InstanceState']
type RestartPolicy = components['schemas']['InstanceAutoRestartPolicy']

const GiB = 1024 ** 3

interface SeedInstance {
  name: string
  state: InstanceState
  ncpus: number
  memoryGiB: number
  bootDisk?: string
  policy?: RestartPolicy
  /** failed instances that were restarted by the control plane before */
  lastAutoRestart?: { at: string; cooldownUntil: string }
  /** The sled it runs on, when not the next in turn. */
  sled?: string
}

/**
 * Where the seeded instances with a VMM run: each on the next of these in
 * turn, or on the sled it names. What each sled's instances hold stays under
 * what it can hold (128 threads, 1,012 GiB); BRM42220031 is nearly full
 * (116 of 128 vCPUs, with the two large instances of other-project), and
 * BRM42220052, no longer provisionable, still runs the instance migrating
 * off it.
 */
const SLED_SERIALS = ['BRM42220014', 'BRM42220017', 'BRM42220031']
const NEARLY_FULL = 'BRM42220031'

export const MOCK_INSTANCES: SeedInstance[] = [
  { name: 'db1', state: 'running', ncpus: 2, memoryGiB: 4, bootDisk: 'disk-1' },
  { name: 'web-1', state: 'running', ncpus: 4, memoryGiB: 8, bootDisk: 'web-1-boot' },
  { name: 'web-2', state: 'running', ncpus: 4, memoryGiB: 8, bootDisk: 'web-2-boot' },
  { name: 'analytics', state: 'stopped', ncpus: 8, memoryGiB: 32, bootDisk: 'analytics-boot' },
  { name: 'legacy-app', state: 'stopped', ncpus: 1, memoryGiB: 2 },
  { name: 'build-runner', state: 'creating', ncpus: 4, memoryGiB: 16 },
  { name: 'cache-1', state: 'starting', ncpus: 2, memoryGiB: 8 },
  { name: 'api-1', state: 'rebooting', ncpus: 2, memoryGiB: 4 },
  { name: 'batch-1', state: 'stopping', ncpus: 16, memoryGiB: 64, sled: 'BRM42220017' },
  { name: 'worker-repair', state: 'repairing', ncpus: 2, memoryGiB: 4 },
  { name: 'worker-migrate', state: 'migrating', ncpus: 2, memoryGiB: 4, sled: 'BRM42220052' },
  {
    name: 'crashy',
    state: 'failed',
    ncpus: 1,
    memoryGiB: 2,
    policy: 'best_effort',
    // Restarted once before; its cooldown has long passed, so it is due for another restart.
    lastAutoRestart: { at: at(10), cooldownUntil: at(10, 1) },
  },
  { name: 'broken', state: 'failed', ncpus: 1, memoryGiB: 2, policy: 'never' },
]

const OTHER_INSTANCES: SeedInstance[] = [
  { name: 'other-1', state: 'running', ncpus: 2, memoryGiB: 4, bootDisk: 'other-1-boot' },
  { name: 'other-2', state: 'stopped', ncpus: 1, memoryGiB: 2, bootDisk: 'other-2-boot' },
  { name: 'warehouse', state: 'running', ncpus: 64, memoryGiB: 384, sled: NEARLY_FULL },
  { name: 'etl-1', state: 'running', ncpus: 48, memoryGiB: 256, sled: NEARLY_FULL },
]

const RESEARCH_INSTANCES: SeedInstance[] = [
  { name: 'research-1', state: 'running', ncpus: 4, memoryGiB: 16, bootDisk: 'research-1-boot' },
]

const SECOND = 1000
const MINUTE = 60 * SECOND

/**
 * When each state still under way when the page opened began: seconds ago for
 * the transitional ones (they finish on the mock's clock, lib/seed-settle.ts),
 * minutes ago for a migration or repair. Settled states date from the day after
 * the instance was made.
 */
const UNDER_WAY_FOR: Partial<Record<InstanceState, number>> = {
  creating: 20 * SECOND,
  starting: 15 * SECOND,
  stopping: 10 * SECOND,
  rebooting: 5 * SECOND,
  migrating: 4 * MINUTE,
  repairing: 12 * MINUTE,
}

const mac = (n: number) => `A8:40:25:F0:${(n >> 8).toString(16).padStart(2, '0')}:${(n & 0xff).toString(16).padStart(2, '0')}`.toUpperCase()

let nicCount = 0

/** Every instance was created with its creator's SSH keys; the mock projects' creator is Ada. */
const adaKeys = [childId('ssh-key', 'ada-lovelace', 'm1-macbook-pro'), childId('ssh-key', 'ada-lovelace', 'mac-mini')]

function seedIn(store: Store, project: string, projectId: string, vpc: string, subnet: string, list: SeedInstance[], day: number) {
  const vpcId = childId('vpc', project, vpc)
  const subnetId = childId('subnet', project, vpc, subnet)
  list.forEach((s, i) => {
    const id = childId('instance', project, s.name)
    const onSled = VMM_STATES.includes(s.state)
    const underWay = UNDER_WAY_FOR[s.state]
    // One still being created was asked for just now, not weeks ago.
    const made = s.state === 'creating' ? { time_created: justBefore(underWay!), time_modified: justBefore(underWay!) } : stamps(day, day + 1)
    store.create('instance', {
      id,
      projectId,
      name: s.name,
      description: `${s.name}, ${s.state}`,
      hostname: s.name,
      ncpus: s.ncpus,
      memory: s.memoryGiB * GiB,
      run_state: s.state,
      time_run_state_updated: underWay === undefined ? at(day + 1, i) : justBefore(underWay),
      // Nexus reports whether the policy (best effort when unset) would restart it.
      auto_restart_enabled: s.policy !== 'never',
      auto_restart_policy: s.policy ?? null,
      time_last_auto_restarted: s.lastAutoRestart?.at ?? null,
      auto_restart_cooldown_expiration: s.lastAutoRestart?.cooldownUntil ?? null,
      boot_disk_id: s.bootDisk ? childId('disk', project, s.bootDisk) : null,
      activeSledId: onSled ? sledId(s.sled ?? SLED_SERIALS[i % SLED_SERIALS.length]) : null,
      sshKeyIds: project === 'myriad-research' ? [] : adaKeys,
      ...made,
    })
    nicCount++
    store.create('networkInterface', {
      id: childId('nic', project, s.name, 'nic0'),
      instanceId: id,
      vpcId,
      subnetId,
      name: 'nic0',
      description: `The primary interface of ${s.name}`,
      primary: true,
      ip: `172.30.0.${10 + i}`,
      mac: mac(nicCount),
      transit_ips: [],
      ...stamps(day),
    })
  })
}

export function seedInstances(store: Store) {
  nicCount = 0
  seedIn(store, 'mock-project', ids.project.mock, 'mock-vpc', 'mock-subnet', MOCK_INSTANCES, 9)
  seedIn(store, 'other-project', ids.project.other, 'default', 'default', OTHER_INSTANCES, 11)
  seedIn(store, 'myriad-research', ids.project.research, 'default', 'default', RESEARCH_INSTANCES, 12)

  // db1 also sits on the second subnet, and routes a transit range.
  store.create('networkInterface', {
    id: childId('nic', 'mock-project', 'db1', 'nic1'),
    instanceId: childId('instance', 'mock-project', 'db1'),
    vpcId: childId('vpc', 'mock-project', 'mock-vpc'),
    subnetId: childId('subnet', 'mock-project', 'mock-vpc', 'mock-subnet-2'),
    name: 'nic1',
    description: 'A secondary interface',
    primary: false,
    ip: '172.30.4.10',
    mac: mac(0xff),
    transit_ips: ['10.8.0.0/24'],
    ...stamps(9),
  })
}
