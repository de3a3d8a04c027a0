// The system utilization page's silo filter: the charts of a scope (the fleet,
// or one silo) are measured against what bounds it.
import type { UtilizationSummary } from './utilization.input'
import type { ChartLimit } from './utilization-metrics.input'

/** The fleet is bounded by the rack's estimated capacity, one silo by its quota. */
export const scopeLimit = (summary: UtilizationSummary): ChartLimit =>
  summary.capacity
    ? { label: 'Capacity (estimate)', counts: summary.capacity }
    : { label: 'Quota', counts: summary.allocated }
