// Whether an action is allowed now, and if not, why: what a view shows as an
// enabled item or a disabled one with its reason (the action table, roles).
export type Permission = { allowed: boolean; reason?: string }

/** An instance by name in its project, as the instance's tabs and pickers name it. */
export type InstanceRef = { project: string; instance: string }
