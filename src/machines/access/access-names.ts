// An operator's access tables (the fleet's, and a silo's access tab) are their
// policy's rows; the names in them come from the users and groups, a read of
// its own and a part of the page. The rows are drawn as soon as the policy is
// in, each named by its id until the names are (and when they could not be
// read), in an order the names do not change — users first, then groups, as
// the policy lists them — so nothing moves when they come in.
import { composedSection, queryClient, type Read, type SectionRead } from '~/api'
import type { FetchPage } from '../shared/list.machine'
import { nameOf, pageOfRows, readDirectory, type AccessRow, type Directory } from './access'
import { readPolicy, type AccessScope, type Policy } from './policy'
import { IDENTITY_TYPES } from './roles.rules'

/** The two scopes whose tables are named this way. */
export type OperatorScope = Extract<AccessScope, { kind: 'fleet' } | { kind: 'system-silo' }>

/** What the names are read from: the signed-in user's silo's users and groups, or another silo's users. */
export const namesReads = (scope: OperatorScope): Read[] =>
  scope.kind === 'fleet' ? ['/v1/users', '/v1/groups'] : ['/v1/system/users', '/v1/system/users/{user_id}', '/v1/groups']

/** The names of the identities a policy holds, as a part of the page. */
export const namesSection = (scope: OperatorScope): SectionRead<Directory> =>
  composedSection(['identity-names', scope], () => readDirectory(scope), namesReads(scope))

const NO_NAMES: Directory = { users: [], groups: [] }

/** One row per identity with a role here, named from `names`; users first, then groups, each as the policy lists them. */
export function policyRows(policy: Policy, names: Directory): AccessRow[] {
  const seen = new Set<string>()
  const rows: AccessRow[] = []
  for (const a of policy.roleAssignments) {
    if (seen.has(a.identityId)) continue
    seen.add(a.identityId)
    rows.push({ id: a.identityId, identityType: a.identityType, name: nameOf(names, a.identityId), role: a.roleName, effectiveRole: a.roleName })
  }
  // A stable sort: within a type, the policy's order stays.
  return rows.sort((a, b) => IDENTITY_TYPES.indexOf(a.identityType) - IDENTITY_TYPES.indexOf(b.identityType))
}

/**
 * A page of the policy's rows, named by what the cache holds of the names
 * (the page reads them as a section, and reads its rows again when they come).
 */
export const policyRowsPage =
  (scope: OperatorScope): FetchPage<AccessRow> =>
  async (params) => {
    const policy = await readPolicy(scope)
    const names = queryClient.getQueryData<Directory>(namesSection(scope).key) ?? NO_NAMES
    return pageOfRows(policyRows(policy, names), params)
  }
