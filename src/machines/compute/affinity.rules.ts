// The limits on group membership, the same for both kinds of group: the
// console says so before a call, and the mock refuses past them.

/** The most members a group (affinity or anti-affinity) holds. */
export const GROUP_MAX_MEMBERS = 32

/** The most groups of each kind an instance belongs to. */
export const INSTANCE_MAX_GROUPS = 16
