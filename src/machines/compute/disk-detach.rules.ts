// Detach on the disks list: the instance's side of the rule (its run state,
// its boot disk) together with the disk machine's, as on the instance's
// storage tab (./instance-storage), so both pages offer the same.
import type { Instance } from '~/api'
import type { Permission } from '../shared/permission.rules'
import { checkByRunState, diskRowPermissions, type DiskVerdicts } from './instance-storage.input'

/**
 * Whether a listed disk may be detached, and why not. Undefined (no Detach
 * item) for a disk on no instance; while its instance is still being looked
 * up, the disk machine alone answers.
 */
export function diskListDetach(
  instance: Pick<Instance, 'runState' | 'bootDiskId'> | undefined,
  disk: DiskVerdicts & { instanceId?: string },
): Permission | undefined {
  if (!disk.instanceId) return undefined
  if (instance) return diskRowPermissions(checkByRunState(instance.runState), instance, disk).detach
  const { enabled, reason } = disk.actions.detach
  return enabled ? { allowed: true } : { allowed: false, reason }
}
