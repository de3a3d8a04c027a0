// What a silo (or the fleet) has provisioned over time, as both utilization
// pages chart it: the silo's own (utilization/) and the system's (system/).
import type { Measurement, SystemMetricName } from '~/api'
import type { ChartPoint, ChartUnit } from './metrics.machine'

export type SiloChart = { id: string; title: string; metric: SystemMetricName; unit: ChartUnit }

export const SILO_CHARTS: readonly SiloChart[] = [
  { id: 'cpus', title: 'CPUs provisioned', metric: 'cpus_provisioned', unit: 'count' },
  { id: 'memory', title: 'Memory provisioned', metric: 'ram_provisioned', unit: 'bytes' },
  { id: 'storage', title: 'Storage provisioned', metric: 'virtual_disk_space_provisioned', unit: 'bytes' },
]

/** A measurement's number; anything else (a histogram, a missing sample) is a gap. */
export function measurementPoint(m: Measurement): ChartPoint {
  const value = (m.datum as { datum?: unknown }).datum
  return [m.timestamp.getTime(), typeof value === 'number' ? value : null]
}
