// An operator page's writes come from the signed-in user's fleet role, one
// section for every /system page (machines/access/my-role fleetRoleSection,
// started by the system layout, whose notice says once when it could not be
// read). A page is drawn without waiting for it; until it is in, and when it
// could not be read, every write is disabled, saying why (writesOf).
import type { FleetRole } from '~/api'
import { fleetRoleSection } from '~/machines/access/my-role'
import { writesOf, type Permission } from '~/machines/shared/permission.rules'
import { useSection } from '../kit'

/** `writes`: the page's rules by role; asked with no role, it gives the shape of what the page may write. */
export function useFleetWrites<W extends Record<string, Permission>>(writes: (role: FleetRole | undefined) => W): W {
  return writesOf(useSection(fleetRoleSection()), writes, writes(undefined))
}
