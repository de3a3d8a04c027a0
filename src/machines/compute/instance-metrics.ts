// What an instance's disk and network metric subtabs offer to narrow to: its
// disks (the virtual_disk timeseries carry `disk_id`) and its network
// interfaces (instance_network_interface carries `interface_id`). Read with
// the subtab's route; an instance has at most 12 disks and 8 interfaces.
import { fetchApi, MAX_LIMIT } from '~/api'
import type { MetricChoice, MetricKind } from '../shared/metrics.machine'
import type { InstanceRef } from '../shared/permission.rules'

export async function loadMetricChoice({ project, instance }: InstanceRef, metric: MetricKind): Promise<MetricChoice | undefined> {
  if (metric === 'disk') {
    const disks = await fetchApi('/v1/instances/{instance}/disks', { path: { instance }, query: { project, limit: MAX_LIMIT } })
    return { field: 'disk_id', label: 'Disk', options: disks.items.map((d) => ({ value: d.id, label: d.name })) }
  }
  if (metric === 'network') {
    const nics = await fetchApi('/v1/network-interfaces', { query: { project, instance, limit: MAX_LIMIT } })
    return { field: 'interface_id', label: 'Network interface', options: nics.items.map((n) => ({ value: n.id, label: n.name })) }
  }
  return undefined
}
