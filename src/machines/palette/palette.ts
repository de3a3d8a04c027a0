// What the quick-actions palette lists beyond the fixed pages: fetched when it
// opens (never on every page), through the API cache, first pages only.
import { fetchApi, type AntiAffinityGroup, type Instance, type Project, type Vpc } from '~/api'
import { errorMessage } from '../shared/error-message.rules'
import { readFresh } from '../shared/lifecycle.machine'

/** A palette is for jumping, not browsing: one short page of each list, never the next. */
export const PALETTE_LIMIT = 25

/** Where the user is: the palette loads the current project's and instance's data. */
export type PaletteScope = { project?: string; instance?: string }

export type PaletteData = {
  projects: Project[]
  /** The current project's instances, VPCs and anti-affinity groups, to go to by name. */
  instances: Instance[]
  vpcs: Vpc[]
  antiAffinityGroups: AntiAffinityGroup[]
  /** The instance page's instance as the server has it now: its actions depend on its run state. */
  instance?: Instance
  /** The first failed call's message; whatever else loaded is still offered. */
  error?: string
}

export const NO_DATA: PaletteData = { projects: [], instances: [], vpcs: [], antiAffinityGroups: [] }

export const scopeKey = (scope: PaletteScope) => JSON.stringify([scope.project ?? null, scope.instance ?? null])

export async function loadPaletteData({ project, instance }: PaletteScope): Promise<PaletteData> {
  const errors: unknown[] = []
  // One failed list (a 403 on a project, say) leaves the others on offer.
  const settle = <T>(call: Promise<T> | undefined, fallback: T): Promise<T> =>
    call ? call.catch((e: unknown) => (errors.push(e), fallback)) : Promise.resolve(fallback)
  const limit = PALETTE_LIMIT
  const inProject = <T>(call: (project: string) => Promise<{ items: T[] }>) =>
    settle(project ? call(project).then((r) => r.items) : undefined, [] as T[])

  const [projects, instances, vpcs, antiAffinityGroups, current] = await Promise.all([
    settle(
      fetchApi('/v1/projects', { query: { limit } }).then((r) => r.items),
      [] as Project[],
    ),
    inProject((p) => fetchApi('/v1/instances', { query: { project: p, limit } })),
    inProject((p) => fetchApi('/v1/vpcs', { query: { project: p, limit } })),
    inProject((p) => fetchApi('/v1/anti-affinity-groups', { query: { project: p, limit } })),
    // Not from the cache (a copy up to 2 s old could offer Stop on an instance that has since
    // stopped) but into it: the palette's instance machine follows the cache.
    settle(
      project && instance ? readFresh('/v1/instances/{instance}', { path: { instance }, query: { project } }) : undefined,
      undefined as Instance | undefined,
    ),
  ])
  return {
    projects,
    instances,
    vpcs,
    antiAffinityGroups,
    instance: current,
    error: errors.length ? errorMessage(errors[0]) : undefined,
  }
}
