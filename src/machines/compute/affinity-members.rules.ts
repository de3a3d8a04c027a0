// Who may join an anti-affinity group (a stopped instance only), for
// the add-member form's choices. Apart from the group form's module so the
// affinity pages' reads (affinity.input.ts, taken by the route at boot) need
// none of the form's fields and calls.
import type { Instance, Schema } from '~/api'
import { disabledReason, instanceCan } from './instance.rules'

/** An instance offered to join a group; only a stopped one may. */
export type MemberCandidate = {
  name: string
  runState: Instance['runState']
  disabled: boolean
  disabledReason?: string
}

/** The project's instances that are not members yet, each marked whether it may join now. */
export function memberCandidates(
  instances: readonly Pick<Instance, 'id' | 'name' | 'runState'>[],
  members: readonly Schema<'AntiAffinityGroupMember'>[],
): MemberCandidate[] {
  const memberIds = new Set(members.map((m) => m.value.id))
  return instances
    .filter((i) => !memberIds.has(i.id))
    .map((i) => {
      const allowed = instanceCan('addToAffinityGroup', i.runState)
      return {
        name: i.name,
        runState: i.runState,
        disabled: !allowed,
        disabledReason: allowed ? undefined : disabledReason('addToAffinityGroup', i.runState),
      }
    })
}
