// Semantic versions as Nexus's `semver` crate reads and orders them: the
// target release may only move forward.
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/

export const isSemver = (v: string) => SEMVER.test(v)

const numeric = (s: string) => /^\d+$/.test(s)

/** Precedence (build metadata ignored); both must be valid versions. */
export function compareSemver(a: string, b: string): number {
  const [ma, mb] = [SEMVER.exec(a)!, SEMVER.exec(b)!]
  for (let i = 1; i <= 3; i++) {
    const d = Number(ma[i]) - Number(mb[i])
    if (d) return d
  }
  const [pa, pb] = [ma[4]?.split('.') ?? [], mb[4]?.split('.') ?? []]
  // No pre-release is the release itself, after every pre-release of it.
  if (!pa.length || !pb.length) return (pa.length ? 0 : 1) - (pb.length ? 0 : 1)
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    const [x, y] = [pa[i], pb[i]]
    if (x === y) continue
    if (numeric(x) && numeric(y)) return Number(x) - Number(y)
    if (numeric(x) !== numeric(y)) return numeric(x) ? -1 : 1
    return x < y ? -1 : 1
  }
  return pa.length - pb.length
}
