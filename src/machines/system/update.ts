// The system update page: the rack's target release (the system version the
// update system moves every sled and component towards), and the "Set target
// release" form. Nexus takes a version whose repository has been uploaded and
// that is not older than the current target; the form checks what it can
// (a semantic version, not older) and the server says the rest.
import { api, fetchApi, invalidate, type FleetRole, type Read, type Schema } from '~/api'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { Permission } from '../shared/permission.rules'

// ---- versions ----
//
// A system version as Nexus takes it (`SetTargetReleaseParams.system_version`:
// a semantic version, the API document's pattern) and the order releases go in
// (semver precedence: major, minor, patch, then a pre-release sorts before its
// release; build metadata does not count).

/** The API document's pattern for `system_version` (semver 2.0.0). */
export const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/

export type Version = { major: number; minor: number; patch: number; pre: string[] }

export function parseVersion(text: string): Version | undefined {
  const m = SEMVER.exec(text)
  if (!m) return undefined
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), pre: m[4] ? m[4].split('.') : [] }
}

const numeric = (s: string) => /^\d+$/.test(s)

/** Pre-release identifiers: numbers by value and before words; words in ASCII order; a longer list after its prefix. */
function comparePre(a: string[], b: string[]): number {
  // No pre-release is the release itself, after every pre-release of it.
  if (a.length === 0 || b.length === 0) return (a.length === 0 ? 1 : 0) - (b.length === 0 ? 1 : 0)
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const [x, y] = [a[i], b[i]]
    if (x === y) continue
    if (numeric(x) && numeric(y)) return Number(x) - Number(y)
    if (numeric(x) !== numeric(y)) return numeric(x) ? -1 : 1
    return x < y ? -1 : 1
  }
  return a.length - b.length
}

/** Negative when `a` comes before `b`, 0 when they are the same release, positive after. */
export function compareVersions(a: Version, b: Version): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch || comparePre(a.pre, b.pre)
}

export const VERSION_REQUIRED = 'Enter the system version to update to'
export const VERSION_FORMAT = 'Use a version like 1.2.3: major, minor and patch numbers without leading zeros'

export const olderThanCurrent = (current: string) =>
  `Older than the current target release (${current}): the rack does not go back to an older release`

/**
 * Why `text` cannot be the new target release, or undefined when it can:
 * it must be a semantic version, and not older than the current target
 * (Nexus refuses a downgrade).
 */
export function targetVersionProblem(text: string, current: string | undefined): string | undefined {
  const value = text.trim()
  if (value === '') return VERSION_REQUIRED
  const version = parseVersion(value)
  if (!version) return VERSION_FORMAT
  const now = current === undefined ? undefined : parseVersion(current)
  if (now && compareVersions(version, now) < 0) return olderThanCurrent(current!)
  return undefined
}

// ---- the target release ----

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

/** The page's writes, by role. */
export const updateWrites = (role: FleetRole | undefined) => ({ setTarget: setTargetReleaseRight(role) })

export type UpdatePage = { release: TargetRelease }

/**
 * The page's own read: the target release. Whether the signed-in user may set
 * it is their fleet role's, a part of the page the system layout reads.
 */
export const loadUpdatePage = async (): Promise<UpdatePage> => ({ release: await fetchTargetRelease() })

/** What the page follows: the target release. */
export const UPDATE_PAGE_READS: Read[] = [TARGET_RELEASE_PATH]

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
