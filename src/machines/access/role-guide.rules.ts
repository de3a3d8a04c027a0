// What each role may do, in plain words, per place a role is given (the
// fleet, a silo, a project): the "What can each role do?" panel beside every
// role picker reads it, and so does a user's page. The API's own one-line
// name for each role ('Silo Administrator') is shown above ours when the
// signed-in user may read the built-in roles; the abilities are ours.
import { ROLES, roleRank, type RoleName } from './roles.rules'

/** Where a role is given. */
export type RoleLevel = 'fleet' | 'silo' | 'project'

/** A role's full name as the API spells it: 'silo.admin'. */
export const builtinRoleName = (level: RoleLevel, role: RoleName) => `${level}.${role}`

const LEVEL_LABELS: Record<RoleLevel, string> = { fleet: 'Fleet', silo: 'Silo', project: 'Project' }

/** Our name for a role when the API's is not at hand: 'Silo admin'. */
export const fallbackRoleTitle = (level: RoleLevel, role: RoleName) => `${LEVEL_LABELS[level]} ${role}`

/** What each role may do there, the weakest's abilities first; a stronger role may do all a weaker one may. */
export const ROLE_ABILITIES: Record<RoleLevel, Record<RoleName, readonly string[]>> = {
  fleet: {
    viewer: [
      'See the system pages: silos, IP pools, hardware, utilization, updates and fleet access',
      'Change nothing',
    ],
    collaborator: ['Everything a fleet viewer may do', 'Create, change and delete silos, their quotas and their access'],
    admin: [
      'Everything a fleet collaborator may do',
      'Manage the rack: sleds, networking, IP pools, certificates, updates, alerts and support bundles',
      'Create and delete the users of silos with local accounts',
      'Give and take away fleet roles',
    ],
  },
  silo: {
    viewer: [
      'See every project of the silo and everything in it',
      'See the silo’s images, utilization, users and groups',
      'Change nothing',
    ],
    collaborator: [
      'Everything a silo viewer may do',
      'Create projects, and act as admin of every project in the silo',
      'Create, change and delete anything in any project',
    ],
    admin: [
      'Everything a silo collaborator may do',
      'Give and take away roles on the silo',
      'Manage the silo’s certificates and settings',
    ],
  },
  project: {
    viewer: ['See the project and everything in it: instances, disks, images, networking and access', 'Change nothing'],
    collaborator: [
      'Everything a project viewer may do',
      'Create, change and delete instances, disks, snapshots, images, VPCs, floating IPs and the rest of the project',
    ],
    admin: ['Everything a project collaborator may do', 'Give and take away roles on the project'],
  },
}

/** A silo role reaches every project of the silo: said once under the silo's roles. */
export const SILO_ROLE_REACH = 'A silo role also applies to every project: a silo viewer is a viewer of each, a silo collaborator or admin an admin of each.'

/**
 * The project role a silo role gives on each of the silo's projects: a silo
 * collaborator or admin is admin there, a silo viewer a viewer.
 */
export function projectRoleFromSilo(siloRole: RoleName | undefined): RoleName | undefined {
  if (!siloRole) return undefined
  return roleRank(siloRole) >= roleRank('collaborator') ? 'admin' : 'viewer'
}

export type RoleGuideEntry = {
  role: RoleName
  /** 'silo.admin' */
  name: string
  /** The API's description ('Silo Administrator') when read, else ours ('Silo admin'). */
  title: string
  abilities: readonly string[]
}

export type RoleGuide = {
  level: RoleLevel
  /** Strongest first, as the picker lists them. */
  entries: RoleGuideEntry[]
  /** Under the entries: what else applies (a silo role's reach). */
  note?: string
  /** The titles are the API's own (false when the built-in roles could not be read). */
  fromApi: boolean
}

/** The built-in roles as the API lists them: name and description. */
export type ApiRole = { name: string; description: string }

/** The guide for one level, with the API's descriptions where given. */
export function roleGuide(level: RoleLevel, apiRoles: readonly ApiRole[] = []): RoleGuide {
  const described = new Map(apiRoles.map((r) => [r.name, r.description]))
  const entries = ROLES.map((role): RoleGuideEntry => {
    const name = builtinRoleName(level, role)
    return { role, name, title: described.get(name) || fallbackRoleTitle(level, role), abilities: ROLE_ABILITIES[level][role] }
  })
  return {
    level,
    entries,
    note: level === 'silo' ? SILO_ROLE_REACH : undefined,
    fromApi: entries.some((e) => described.has(e.name)),
  }
}
