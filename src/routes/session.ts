import { ApiError, fetchApi } from '~/api'

/**
 * What every signed-in page needs before it renders, fetched in parallel as
 * soon as the route is known. A fleet viewer is whoever can read the system
 * policy (spec §6): a 403 there just means "not an operator".
 */
export async function loadSession() {
  const [me, groups, isFleetViewer] = await Promise.all([
    fetchApi('/v1/me'),
    fetchApi('/v1/me/groups'),
    fetchApi('/v1/system/policy').then(
      () => true,
      (e: unknown) => {
        if (e instanceof ApiError && e.statusCode === 403) return false
        throw e
      },
    ),
  ])
  return { me, groups: groups.items, isFleetViewer }
}

export type Session = Awaited<ReturnType<typeof loadSession>>

/**
 * For the 403 page (spec §6): the user is in no group and holds no role on the
 * silo. A policy the user can't even read counts as no role.
 */
export async function noGroupsOrRole(): Promise<boolean> {
  try {
    const [me, groups] = await Promise.all([fetchApi('/v1/me'), fetchApi('/v1/me/groups')])
    if (groups.items.length > 0) return false
    const policy = await fetchApi('/v1/policy').catch(() => null)
    return !policy?.roleAssignments.some((a) => a.identityId === me.id)
  } catch {
    return false
  }
}
