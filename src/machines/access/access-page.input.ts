// What the Access page works out before it acts: which policy its URL is about,
// how its dialogs name that place, and whether a row is the signed-in user's
// own last admin role (asked when the row is acted on).
import { checkOwnLastAdmin, type Me } from './own-admin.rules'
import type { AccessScope } from './policy.input'

/** A project's Access page when the URL names a project, else the silo's. */
export const accessScope = ({ project }: { project?: string }): AccessScope =>
  project ? { kind: 'project', project } : { kind: 'silo' }

/** How the modals and confirm name where the role is: 'the silo', 'project mock-project'. */
export const accessTarget = (scope: AccessScope) => (scope.kind === 'silo' ? 'the silo' : `project ${scope.project}`)

/** The signed-in user as the own-admin check needs them, from the session. */
export const meOf = (session: { me: { id: string }; groups: { id: string }[] }): Me => ({
  id: session.me.id,
  groupIds: session.groups.map((g) => g.id),
})

/**
 * Whether the row is the user's own last admin role, against the policy as it
 * is now. If that read fails, the action still goes ahead (no warning).
 */
export const ownLastAdmin = (scope: AccessScope, me: Me, identityId: string): Promise<boolean> =>
  checkOwnLastAdmin(scope, me, identityId).catch(() => false)
