// The operator pages' write rights come from the user's fleet role: one
// section, started by the system layout for every /system page and followed
// here (machines/access/my-role fleetRoleSection). A page is drawn without
// waiting for it; its writes are offered once it is in.
import { fleetRoleSection } from '~/machines/access/my-role'
import { networkingWriteOf } from '~/machines/system/rack-networking.rules'
import { useSection } from '../kit'

/** The fleet role, as its read stands. */
export const useFleetRole = () => useSection(fleetRoleSection())

/** May this user change the rack's networking (a fleet admin): disabled, with why, until the role is in. */
export const useNetworkingWrite = () => networkingWriteOf(useFleetRole())
