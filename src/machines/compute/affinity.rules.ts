// The limits on group membership, the same for both kinds of group: the
// console says so before a call, and the mock refuses past them. And the
// reads of groups, which the affinity list's route refreshes on without
// loading the groups' calls.
import type { Read } from '~/api'

/** The most members a group (affinity or anti-affinity) holds. */
export const GROUP_MAX_MEMBERS = 32

/** The most groups of each kind an instance belongs to. */
export const INSTANCE_MAX_GROUPS = 16

/** Every group read, of both kinds, and each instance's lists of its groups: a change to one changes the others. */
export const GROUP_READS: Read[] = [
  '/v1/anti-affinity-groups',
  '/v1/anti-affinity-groups/{anti_affinity_group}',
  '/v1/anti-affinity-groups/{anti_affinity_group}/members',
  '/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}',
  '/v1/affinity-groups',
  '/v1/affinity-groups/{affinity_group}',
  '/v1/affinity-groups/{affinity_group}/members',
  '/v1/affinity-groups/{affinity_group}/members/instance/{instance}',
]

/** Affinity groups keep their members together; anti-affinity groups keep them apart. */
export type GroupKind = 'affinity' | 'anti-affinity'

/** Each kind's name in a sentence ('Anti-affinity group x created'). */
export const KIND_NOUN: Record<GroupKind, string> = {
  affinity: 'affinity group',
  'anti-affinity': 'anti-affinity group',
}
