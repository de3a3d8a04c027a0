// Wire shapes for instances, their network interfaces and anti-affinity groups.
import type { Row } from '../store'
import { identity, type S } from './common'

export const instance = (r: Row<'instance'>): S['Instance'] => ({
  ...identity(r),
  project_id: r.projectId,
  hostname: r.hostname,
  memory: r.memory,
  ncpus: r.ncpus,
  run_state: r.run_state,
  time_run_state_updated: r.time_run_state_updated,
  auto_restart_enabled: r.auto_restart_enabled,
  auto_restart_policy: r.auto_restart_policy ?? null,
  auto_restart_cooldown_expiration: r.auto_restart_cooldown_expiration ?? null,
  time_last_auto_restarted: r.time_last_auto_restarted ?? null,
  boot_disk_id: r.boot_disk_id ?? null,
})

export const networkInterface = (r: Row<'networkInterface'>): S['InstanceNetworkInterface'] => ({
  ...identity(r),
  instance_id: r.instanceId,
  subnet_id: r.subnetId,
  vpc_id: r.vpcId,
  ip: r.ip,
  mac: r.mac,
  primary: r.primary,
  transit_ips: r.transit_ips ?? [],
})

export const antiAffinityGroup = (r: Row<'antiAffinityGroup'>): S['AntiAffinityGroup'] => ({
  ...identity(r),
  project_id: r.projectId,
  failure_domain: r.failure_domain,
  policy: r.policy,
})

export const antiAffinityGroupMember = (i: Row<'instance'>): S['AntiAffinityGroupMember'] => ({
  type: 'instance',
  value: { id: i.id, name: i.name, run_state: i.run_state },
})

export const affinityGroup = (r: Row<'affinityGroup'>): S['AffinityGroup'] => ({
  ...identity(r),
  project_id: r.projectId,
  failure_domain: r.failure_domain,
  policy: r.policy,
})

export const affinityGroupMember = (i: Row<'instance'>): S['AffinityGroupMember'] => ({
  type: 'instance',
  value: { id: i.id, name: i.name, run_state: i.run_state },
})
