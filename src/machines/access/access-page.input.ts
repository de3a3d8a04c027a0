// What the Access page works out before it acts: which policy its URL is about,
// how its dialogs name that place, and whether a row is the signed-in user's
// own last admin role (asked when the row is acted on).
import { checkOwnLastAdmin } from './my-role.input'
import type { Me } from './own-admin.rules'
import type { AccessScope } from './policy.reads'
import { FLEET_ROLE_DESCRIPTIONS, ROLE_DESCRIPTIONS, type RoleDescriptions } from './roles.rules'

// The route reads the scope from its URL at boot: it lives with the policy's reads.
export { accessScope } from './policy.reads'

/** How the modals and confirm name where the role is: 'the fleet', 'the silo', 'project mock-project'. */
export const accessTarget = (scope: AccessScope) =>
  scope.kind === 'project'
    ? `project ${scope.project}`
    : scope.kind === 'fleet'
      ? 'the fleet'
      : scope.kind === 'system-silo'
        ? `silo ${scope.silo}`
        : 'the silo'

/** What the page says it shows, under its title. */
export const accessDescription = (scope: AccessScope) =>
  scope.kind === 'project'
    ? `Roles on project ${scope.project}, and the silo roles it inherits`
    : scope.kind === 'fleet'
      ? 'Roles on the fleet: who operates the whole system'
      : scope.kind === 'system-silo'
        ? `Roles on silo ${scope.silo}, given by its admins or by an operator`
        : 'Roles on the silo'

/** What each role means at this scope, for the role radios. */
export const roleDescriptions = (scope: AccessScope): RoleDescriptions =>
  scope.kind === 'fleet' ? FLEET_ROLE_DESCRIPTIONS : ROLE_DESCRIPTIONS

/** The signed-in user as the own-admin check needs them, from the session. */
export const meOf = (session: { me: { id: string; siloId?: string }; groups: { id: string }[] }): Me => ({
  id: session.me.id,
  groupIds: session.groups.map((g) => g.id),
  siloId: session.me.siloId,
})

/**
 * Whether the row is the user's own last admin role, against the policy as it
 * is now. If that read fails, the action still goes ahead (no warning).
 */
export const ownLastAdmin = (scope: AccessScope, me: Me, identityId: string): Promise<boolean> =>
  checkOwnLastAdmin(scope, me, identityId).catch(() => false)
