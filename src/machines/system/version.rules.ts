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
