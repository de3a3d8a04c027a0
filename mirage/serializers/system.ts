// Wire shapes for hardware, IP pools, quotas and utilization.
import type { Row } from '../store'
import { identity, type S } from './common'

export const rack = (r: Row<'rack'>): S['Rack'] => ({
  id: r.id,
  time_created: r.time_created,
  time_modified: r.time_modified,
})

export const sled = (r: Row<'sled'>): S['Sled'] => ({
  id: r.id,
  rack_id: r.rackId,
  baseboard: r.baseboard,
  policy: r.policy,
  state: r.state,
  usable_hardware_threads: r.usable_hardware_threads,
  usable_physical_ram: r.usable_physical_ram,
  time_created: r.time_created,
  time_modified: r.time_modified,
})

export const physicalDisk = (r: Row<'physicalDisk'>): S['PhysicalDisk'] => ({
  id: r.id,
  sled_id: r.sledId ?? null,
  form_factor: r.form_factor,
  model: r.model,
  serial: r.serial,
  vendor: r.vendor,
  policy: r.policy,
  state: r.state,
  time_created: r.time_created,
  time_modified: r.time_modified,
})

export const ipPool = (r: Row<'ipPool'>): S['IpPool'] => identity(r)

export const siloIpPool = (r: Row<'ipPool'>, link: Row<'ipPoolSiloLink'>): S['SiloIpPool'] => ({
  ...identity(r),
  is_default: link.is_default,
})

export const ipPoolRange = (r: Row<'ipPoolRange'>): S['IpPoolRange'] => ({
  id: r.id,
  ip_pool_id: r.ipPoolId,
  range: r.range,
  time_created: r.time_created,
})

export const ipPoolSiloLink = (r: Row<'ipPoolSiloLink'>): S['IpPoolSiloLink'] => ({
  ip_pool_id: r.ipPoolId,
  silo_id: r.siloId,
  is_default: r.is_default,
})

export const siloQuotas = (r: Row<'siloQuota'>): S['SiloQuotas'] => ({
  silo_id: r.siloId,
  cpus: r.cpus,
  memory: r.memory,
  storage: r.storage,
})

export const sledInstance = (
  i: Row<'instance'>,
  projectRow: Row<'project'>,
  siloRow: Row<'silo'>,
): S['SledInstance'] => ({
  id: i.id,
  name: i.name,
  active_sled_id: i.activeSledId ?? '',
  migration_id: null,
  memory: i.memory,
  ncpus: i.ncpus,
  project_name: projectRow.name,
  silo_name: siloRow.name,
  state: i.run_state,
  time_created: i.time_created,
  time_modified: i.time_modified,
})
