// The silo utilization page's filter, as its URL holds it (`?project=`): the
// route reads it as the page opens, before the page's module loads.

export type UtilizationSearch = { project?: string }

/** The project the charts are narrowed to; none (all projects) for anything but a non-empty name. */
export function utilizationSearch(raw: Record<string, unknown>): UtilizationSearch {
  const project = typeof raw.project === 'string' ? raw.project.trim() : ''
  return project ? { project } : {}
}
