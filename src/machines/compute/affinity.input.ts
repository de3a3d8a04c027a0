// The affinity pages' reads: the groups list (with member counts), one group,
// its members, and the instances the add-member form offers. By id where
// Nexus takes one without a project, so a rename does not pull a group out
// from under its own page.
import { allPages, fetchApi, firstPage, MAX_LIMIT, PAGE_SIZE } from '~/api'
import type { FetchPage, Page, PageParams } from '../shared/list.machine'
import { memberCandidates, type MemberCandidate } from './affinity-members.rules'
import type { AntiAffinityGroupMember, AntiAffinityGroupRow } from './anti-affinity-form.input'

/** Every group read (and write) is under this path. */
export const GROUPS = '/v1/anti-affinity-groups'

export const fetchGroup = ({ project, antiAffinityGroup }: { project: string; antiAffinityGroup: string }) =>
  fetchApi('/v1/anti-affinity-groups/{anti_affinity_group}', {
    path: { anti_affinity_group: antiAffinityGroup },
    query: { project },
  })

const fetchMembers = (groupId: string, { pageToken, limit }: PageParams) =>
  fetchApi('/v1/anti-affinity-groups/{anti_affinity_group}/members', {
    path: { anti_affinity_group: groupId },
    query: { limit, pageToken },
  })

/** A group's members, by the group's id. */
export const membersPage =
  (groupId: string): FetchPage<AntiAffinityGroupMember> =>
  (p) =>
    fetchMembers(groupId, p)

/**
 * A page of groups with each group's member count. A group holds at most 32
 * members, so one read of a page of members counts them; a count that fails
 * to load shows as unknown rather than failing the list.
 */
export const groupRowsPage =
  (project: string): FetchPage<AntiAffinityGroupRow> =>
  async ({ pageToken, limit, sortBy, keep }): Promise<Page<AntiAffinityGroupRow>> => {
    const page = await fetchApi(GROUPS, { query: { project, limit, pageToken, sortBy } })
    // A search of every page counts the members of its matches only.
    const items = await Promise.all(
      (keep ? page.items.filter((g) => keep(g)) : page.items).map((g) =>
        fetchMembers(g.id, { limit: PAGE_SIZE }).then(
          (members): AntiAffinityGroupRow => ({ ...g, members: { count: members.items.length, more: !!members.nextPage } }),
          () => g,
        ),
      ),
    )
    return { items, nextPage: page.nextPage }
  }

/**
 * The add-member form's choices: one bounded page of the project's instances
 * (a project may hold thousands; when it was cut, the form takes any name),
 * less the group's members, which are few and read whole.
 */
export const memberCandidatesPage =
  (project: string, groupId: string): FetchPage<MemberCandidate> =>
  async () => {
    const [instances, members] = await Promise.all([
      firstPage((limit) => fetchApi('/v1/instances', { query: { project, limit } })),
      allPages((pageToken) => fetchMembers(groupId, { limit: MAX_LIMIT, pageToken })),
    ])
    return { items: memberCandidates(instances.items, members), nextPage: instances.more ? 'more' : undefined }
  }
