// The system update page: the rack's target release (the system version the
// update system moves every sled and component towards), and the "Set target
// release" form. Nexus takes a version whose repository has been uploaded and
// that is not older than the current target; the form checks what it can
// (a semantic version, not older) and the server says the rest.
import { api, fetchApi, invalidate, type FleetRole, type Schema, type Read } from '~/api'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { Permission } from '../shared/permission.rules'
import { targetVersionProblem } from './version.rules'

export type TargetRelease = Schema<'TargetRelease'>

export const TARGET_RELEASE_PATH = '/v1/system/update/target-release'

export const fetchTargetRelease = () => fetchApi(TARGET_RELEASE_PATH)

/** The version the rack is set to move to; none until one was ever set (the source is then "unspecified"). */
export const targetVersion = (release: TargetRelease): string | undefined =>
  release.releaseSource.type === 'system_version' ? release.releaseSource.version : undefined

export const UPDATE_ADMIN_ONLY = 'Only a fleet admin can set the target release'

/** Setting the target release: fleet admins only (Nexus: "modify" on the target release config). */
export const setTargetReleaseRight = (role: FleetRole | undefined): Permission =>
  role === 'admin' ? { allowed: true } : { allowed: false, reason: UPDATE_ADMIN_ONLY }

export type UpdatePage = { release: TargetRelease; canSet: Permission }

/**
 * The page's reads: the target release, and whether the signed-in user may
 * set it. `readFleetRole` is the access area's answer (the route passes it in).
 */
export async function loadUpdatePage(readFleetRole: () => Promise<FleetRole | undefined>): Promise<UpdatePage> {
  const [release, role] = await Promise.all([fetchTargetRelease(), readFleetRole()])
  return { release, canSet: setTargetReleaseRight(role) }
}

/** What the page follows: the target release, and what the user's fleet role comes from. */
export const UPDATE_PAGE_READS: Read[] = [TARGET_RELEASE_PATH, '/v1/system/policy', '/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas']

// ---- the form --------------------------------------------------------------

export type TargetReleaseValues = { systemVersion: string }

export function validateTargetRelease(
  values: TargetReleaseValues,
  current: string | undefined,
): FieldErrors<TargetReleaseValues> {
  return { systemVersion: targetVersionProblem(values.systemVersion, current) }
}

export async function setTargetRelease(systemVersion: string): Promise<TargetRelease> {
  const release = await api.put(TARGET_RELEASE_PATH, { body: { systemVersion } })
  await invalidate(TARGET_RELEASE_PATH)
  return release
}

export function targetReleaseFormInput(current: TargetRelease): FormInput<TargetReleaseValues, TargetRelease> {
  const version = targetVersion(current)
  return {
    initialValues: { systemVersion: '' },
    validate: (values) => validateTargetRelease(values, version),
    submit: (values) => setTargetRelease(values.systemVersion.trim()),
  }
}

/** The version the form would send, once it passes the form's check (the confirm names it); undefined while it does not. */
export function versionToConfirm(values: TargetReleaseValues, current: TargetRelease): string | undefined {
  return validateTargetRelease(values, targetVersion(current)).systemVersion ? undefined : values.systemVersion.trim()
}

/** The confirm's question: what setting it does, and to what. */
export const setTargetReleaseQuestion = (version: string) =>
  `The rack will update to system version ${version}: the update system moves every sled and component of the fleet to it, in the background. This is fleet-wide, and the target cannot later be set back to an older version.`
