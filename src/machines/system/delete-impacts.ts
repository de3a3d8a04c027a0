// What an IP pool's or a silo's delete confirmation reads first.
import { fetchApi, firstPage, MAX_LIMIT, PICKER_LIMIT } from '~/api'
import { nonEmpty, type DeleteImpact } from '../shared/delete-impact.rules'
import { readGroup, type LinkTo } from '../shared/delete-impact'
import { fetchPoolUtilization } from './ip-pools'

/** Nexus's words when a pool still has ranges. */
export const POOL_HAS_RANGES = 'IP Pool cannot be deleted while it contains IP ranges'

/**
 * A pool's ranges (Nexus refuses while any exists), the silos linked to it and
 * the addresses allocated from it: ranges, links, utilization and the silos'
 * names, 4 requests.
 */
export async function ipPoolDeleteImpact(pool: string, to: { silo: LinkTo }): Promise<DeleteImpact> {
  const [ranges, links, utilization, silos] = await Promise.all([
    firstPage((limit) => fetchApi('/v1/system/ip-pools/{pool}/ranges', { path: { pool }, query: { limit } }), PICKER_LIMIT),
    firstPage((limit) => fetchApi('/v1/system/ip-pools/{pool}/silos', { path: { pool }, query: { limit } }), PICKER_LIMIT),
    fetchPoolUtilization(pool),
    firstPage((limit) => fetchApi('/v1/system/silos', { query: { limit } }), MAX_LIMIT),
  ])
  const siloName = new Map(silos.items.map((s) => [s.id, s.name]))
  const allocated = utilization.ipv4.allocated + utilization.ipv6.allocated
  return {
    dependents: nonEmpty([
      { noun: 'range', relation: 'in it', items: ranges.items.map((r) => ({ name: `${r.range.first}–${r.range.last}` })), more: ranges.more },
      {
        noun: 'silo',
        relation: 'linked to it',
        items: links.items.map((l) => {
          const name = siloName.get(l.siloId)
          return { name: name ?? l.siloId, to: name ? to.silo(name) : undefined }
        }),
        more: links.more,
      },
      {
        noun: 'address',
        relation: 'allocated from it',
        items: allocated > 0n ? [{ name: `${allocated.toLocaleString('en-US')} in use (instances' external and floating IPs)` }] : [],
      },
    ]),
    refusal: ranges.items.length > 0 ? `${POOL_HAS_RANGES}: remove them first` : undefined,
  }
}

/**
 * A silo's projects: Nexus refuses to delete a silo that contains a project.
 * Only the caller's own silo's projects can be read (1 request, with /v1/me,
 * which the session has read); another silo's cannot, and the dialog says so.
 */
export async function siloDeleteImpact(silo: { id: string; name: string }, to: { project: LinkTo }): Promise<DeleteImpact & { message?: string }> {
  const me = await fetchApi('/v1/me')
  if (me.siloId !== silo.id) {
    return {
      dependents: [],
      message: `Delete silo ${silo.name}? Its users, groups, identity providers and IP pool links go with it. Nexus refuses while it contains a project; its projects cannot be read from outside the silo.`,
    }
  }
  const projects = await readGroup('project', 'in it', (limit) => fetchApi('/v1/projects', { query: { limit } }), to.project)
  const dependents = nonEmpty([projects])
  return {
    dependents,
    refusal: dependents.length > 0 ? 'Nexus refuses to delete a silo that contains a project: delete its projects first' : undefined,
  }
}
