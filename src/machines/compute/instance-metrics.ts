// What an instance's disk and network metric subtabs offer to narrow to: its
// disks (the virtual_disk timeseries carry `disk_id`) and its network
// interfaces (instance_network_interface carries `interface_id`). A part of
// the subtab: the charts (all of them) draw without waiting for it; an
// instance has at most 12 disks and 8 interfaces.
import { MAX_LIMIT } from '~/api'
import type { MetricChoice, MetricKind } from '../shared/metrics.machine'
import type { InstanceRef } from '../shared/permission.rules'
import { partSection, startPart } from '../shared/section-reads'

/** The subtabs that narrow, and by what. */
export type NarrowedMetric = 'disk' | 'network'
const NARROWS: Record<NarrowedMetric, Omit<MetricChoice, 'options'> & { what: string }> = {
  disk: { field: 'disk_id', label: 'Disk', what: 'the instance’s disks' },
  network: { field: 'interface_id', label: 'Network interface', what: 'the instance’s network interfaces' },
}

export const narrows = (metric: MetricKind): metric is NarrowedMetric => metric === 'disk' || metric === 'network'

/** How a subtab names what it narrows to, and where it could not be read. */
export const narrowing = (metric: NarrowedMetric) => NARROWS[metric]

/** The disks or interfaces to narrow to, as choices: a part of the subtab. */
export const metricOptionsSection = ({ project, instance }: InstanceRef, metric: NarrowedMetric) =>
  partSection(
    ['metric-options', metric, project, instance],
    async (ask): Promise<MetricChoice['options']> => {
      const items =
        metric === 'disk'
          ? (await ask('/v1/instances/{instance}/disks', { path: { instance }, query: { project, limit: MAX_LIMIT } })).items
          : (await ask('/v1/network-interfaces', { query: { project, instance, limit: MAX_LIMIT } })).items
      return items.map((i) => ({ value: i.id, label: i.name }))
    },
    metric === 'disk' ? '/v1/instances/{instance}/disks' : ['/v1/network-interfaces', '/v1/network-interfaces/{interface}'],
  )

/**
 * The subtab's narrowing: its field, at once (the charts' machine queries by
 * it); its choices leave as the route is entered, not waited for.
 */
export function loadMetricChoice(ref: InstanceRef, metric: MetricKind): MetricChoice | undefined {
  if (!narrows(metric)) return undefined
  startPart(metricOptionsSection(ref, metric))
  const { field, label } = NARROWS[metric]
  return { field, label, options: [] }
}
