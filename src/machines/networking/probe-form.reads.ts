// What the probes pages read besides the probes: the rack's sleds (to pick one
// and to name it) and the create form's choices, read before the form opens.
// Apart from probe-form.input.ts's fields and calls so the route takes only
// these at boot.
import { ApiError, fetchApi, MAX_LIMIT, type Schema } from '~/api'
import type { SiloIpPool } from '~/machines/shared/ip-pools.rules'

export type Probe = Schema<'Probe'>
export type Sled = Schema<'Sled'>

/** What the create form needs before it opens: the silo's pools and, when readable, the rack's sleds. */
export type ProbeChoices = {
  pools: SiloIpPool[]
  /** null: the user may not list sleds (not a fleet viewer), so the id is typed. */
  sleds: Sled[] | null
}

export const PROBES_PATH = '/experimental/v1/probes'

/** The rack's sleds (those a probe can run on: in service), or null when the user may not read them. */
export async function loadSleds({ inServiceOnly = true } = {}): Promise<Sled[] | null> {
  try {
    const page = await fetchApi('/v1/system/hardware/sleds', { query: { limit: MAX_LIMIT } })
    return inServiceOnly ? page.items.filter((s) => s.policy.kind === 'in_service') : page.items
  } catch (e) {
    // Nexus answers 403 to anyone who is not a fleet viewer: they type the id instead.
    if (e instanceof ApiError && (e.statusCode === 403 || e.statusCode === 404)) return null
    throw e
  }
}

export async function loadProbeChoices(): Promise<ProbeChoices> {
  const [pools, sleds] = await Promise.all([
    fetchApi('/v1/ip-pools', { query: { limit: MAX_LIMIT } }).then((p) => p.items),
    loadSleds(),
  ])
  return { pools, sleds }
}
