import type { AnyRoute } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { afterRows, api, ApiError, fetchApi, onSessionEnd, queryClient, sessionNumber, type CurrentUser, type Group, type SectionRead } from '~/api'
import { useSection } from './kit/section'
import { dropDraftsNotOf } from '~/machines/shared/drafts'

/**
 * Every signed-in page belongs to the session it was loaded in: the
 * session's number is one of the loader deps of `route` and of every route
 * below it, so it is part of each match's identity. After a session ends
 * (sign-out, a 401, another user) no navigation can take a page the router
 * still holds — the one on screen, whose URL only gained a query, or one
 * Back returns to — however slowly the sign-in page itself arrives: every
 * loader runs again, in the session now, and each page's component mounts
 * anew (the router's remount deps, routes/router.ts).
 */
export function scopeToSession<R extends AnyRoute>(route: R): R {
  const own = route.options.loaderDeps
  // (Set on the options, as `route.update` would: it does not take loader deps.)
  Object.assign(route.options, { loaderDeps: (opts: { search: unknown }) => ({ ...own?.(opts), session: sessionNumber() }) })
  const children: unknown = route.children
  const list = Array.isArray(children) ? children : children && typeof children === 'object' ? Object.values(children) : []
  for (const child of list as AnyRoute[]) scopeToSession(child)
  return route
}

/** The session now, for a component: it renders again when a session ends. */
export function useSessionNumber(): number {
  return useSyncExternalStore(onSessionEnd, sessionNumber)
}

/**
 * A read of the session: asked once per session, then answered at
 * once from the cache, and read again in the background at most once a
 * minute (not at every navigation: the lists' 2 s freshness is for the data
 * on screen; who the user is changes with a sign-in, which clears the
 * cache). So a navigation never waits on it. It is never dropped for being
 * unused (gcTime), only by clearCache (sign-out, sign-in, another user). A
 * background read that answers 401 still sends to login at once (api/client).
 */
const SESSION_STALE_MS = 60_000

function sessionRead<T>(queryKey: readonly unknown[], queryFn: () => Promise<T>): Promise<T> {
  const options = { queryKey, queryFn, gcTime: Infinity, staleTime: SESSION_STALE_MS }
  const cached = queryClient.getQueryData<T>(queryKey)
  if (cached === undefined) return queryClient.fetchQuery(options)
  // Fetches only when stale; its failure is the next navigation's (the cache keeps the old answer meanwhile).
  void queryClient.prefetchQuery(options)
  return Promise.resolve(cached)
}

// The keys fetchApi uses (api/cache), so the pages that read the user share these answers.
const readMe = () => sessionRead(['/v1/me', {}], () => api.get('/v1/me'))
const askGroups = () => api.get('/v1/me/groups')
const readGroups = () => sessionRead(['/v1/me/groups', {}], askGroups)

/**
 * Whether the user is a fleet viewer: whoever can read the system policy; a
 * 403 there just means "not an operator". Kept under a key of its own (below
 * the policy's path, so invalidating the policy marks it stale too): the
 * policy's own entry holds the policy, and a 403 is no data. The policy is
 * read through that entry, so an operator page's fleet role, asked next,
 * takes the same answer instead of asking again.
 */
const askFleetViewer = () =>
  fetchApi('/v1/system/policy').then(
    () => true,
    (e: unknown) => {
      if (e instanceof ApiError && e.statusCode === 403) return false
      throw e
    },
  )
export const readFleetViewer = () => sessionRead(['/v1/system/policy', { fleetViewer: true }], askFleetViewer)

/**
 * What every signed-in page waits for: nothing of the session. Any answer a
 * page's own reads get proves the session (a 401 from any call still sends to
 * sign-in), so its rows wait only for them. Who the user is is read at once,
 * a part of the shell (the user menu's name); the user's groups and whether
 * they are a fleet viewer are parts of the pages that show them (the system
 * switch, the profile's groups), read once the page's rows are in.
 */
export function loadSession() {
  const session = sessionNumber()
  // What another user typed before their session ended is not this user's.
  void readMe().then((me) => dropDraftsNotOf(me.id), () => undefined)
  afterRows(() => void readGroups().catch(() => undefined))
  afterRows(() => void readFleetViewer().catch(() => undefined))
  return { session }
}

/** The session's reads as parts of a page: the keys and reads `loadSession` starts. */
// (Their reads are the calls themselves: a read through the cache under its own key would wait for itself.)
export const meSection = (): SectionRead<CurrentUser> => ({ key: ['/v1/me', {}], read: () => api.get('/v1/me') })
export const groupsSection = (): SectionRead<{ items: Group[] }> => ({ key: ['/v1/me/groups', {}], read: askGroups })
export const fleetViewerSection = (): SectionRead<boolean> => ({ key: ['/v1/system/policy', { fleetViewer: true }], read: askFleetViewer })

/** The user signed in, once known (undefined until then). */
export function useMe(): CurrentUser | undefined {
  const me = useSection(meSection())
  return me.status === 'ready' ? me.data : undefined
}

/**
 * A form that takes a draft kept across a sign-in needs to know whose it
 * is: its loader waits for this (from the cache after the session's first read).
 */
export const readSignedInUser = () => readMe()

/** Whether the user is a fleet viewer, once known (false until then: nothing of the system is offered before it is). */
export function useFleetViewer(): boolean {
  const viewer = useSection(fleetViewerSection())
  return viewer.status === 'ready' && viewer.data
}

/** The id of the user signed in now, as the session's read told it; undefined before it. */
export function signedInUser(): string | undefined {
  return queryClient.getQueryData<{ id: string }>(['/v1/me', {}])?.id
}

/**
 * The system pages' gate: a fleet viewer goes on at once; anyone else asks
 * the policy again, so its 403 is the page's error.
 */
export async function requireFleetViewer(): Promise<void> {
  if (await readFleetViewer()) return
  await fetchApi('/v1/system/policy')
}

/**
 * For the 403 page: the user is in no group and holds no role on the
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
