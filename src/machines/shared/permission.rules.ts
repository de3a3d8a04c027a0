// Whether an action is allowed now, and if not, why: what a view shows as an
// enabled item or a disabled one with its reason (the action table, roles).
import type { Section } from './section'

export type Permission = { allowed: boolean; reason?: string }

/** Why an action waits: the role it needs is still being read. */
export const ROLE_PENDING = 'Checking your role…'

/**
 * A page's writes, decided by a role that is a part of the page (a section):
 * while it is read, or when it could not be read, no write is offered as
 * allowed, each saying why; once it is in, `writes` decides.
 */
export function writesOf<R, W extends Record<string, Permission>>(role: Section<R>, writes: (role: R) => W, shape: W): W {
  if (role.status === 'ready') return writes(role.data)
  const reason = role.status === 'pending' ? ROLE_PENDING : `Could not read your role: ${role.message}`
  const denied: Record<string, Permission> = {}
  for (const key of Object.keys(shape)) denied[key] = { allowed: false, reason }
  return { ...shape, ...denied }
}

/** An instance by name in its project, as the instance's tabs and pickers name it. */
export type InstanceRef = { project: string; instance: string }
