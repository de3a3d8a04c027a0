// The rack's target release. Fleet viewers
// read it; setting it takes fleet admin ("modify" on the target release
// config), else 403 (after the checks below, in Nexus's order). A new target
// is a new generation. Nexus's rules on the version, as modelled here:
// - older than the current target: 400, no error code, Nexus's sentence;
// - no uploaded repository for it: 404 `not found: tuf-repo with id "X"`;
// - the same version again is allowed (a new generation, as Nexus does).
// Left out: uploading repositories (the seed holds which are uploaded), and
// what the update system then does (the rack's software is not modelled).
import { requireFleet } from '../lib/authz'
import { str } from '../lib/body'
import { badRequest, notFound } from '../lib/errors'
import { created, ok, type Route } from '../lib/route'
import { compareSemver, isSemver } from '../lib/semver'
import type { S } from '../serializers/common'
import type { Row, Store } from '../store'

const view = (r: Row<'targetRelease'>): S['TargetRelease'] => ({
  generation: r.generation,
  release_source: r.release_source,
  time_requested: r.time_requested,
})

/** The current target release: the highest generation (Nexus seeds generation 1 at rack setup). */
export const currentTargetRelease = (store: Store): Row<'targetRelease'> =>
  store.all('targetRelease').reduce((a, b) => (b.generation > a.generation ? b : a))

export function updateRoutes(route: Route) {
  route('get', '/v1/system/update/target-release', ({ store, actor }) => {
    requireFleet(store, actor, 'viewer')
    return ok(view(currentTargetRelease(store)))
  })

  // Nexus's order: the body is parsed, the current target read (fleet viewer),
  // the version checked against it and looked up, and only the insert asks for
  // "modify" (fleet admin). So a fleet viewer asking for an older or unknown
  // version hears why that cannot be; asking for a good one, 403.
  route('put', '/v1/system/update/target-release', ({ store, actor, json }) => {
    const version = str(json() as Record<string, unknown>, 'system_version')
    // Dropshot parses the body (a semver::Version) before the handler runs; the wording is simplified.
    if (!isSemver(version)) {
      throw badRequest(`unable to parse JSON body: system_version: invalid semantic version "${version}"`)
    }
    requireFleet(store, actor, 'viewer')
    const current = currentTargetRelease(store)
    const source = current.release_source
    if (source.type === 'system_version' && compareSemver(source.version, version) > 0) {
      throw badRequest(
        `The requested target system release (${version}) is older than the current target system release (${source.version}). This is not supported.`,
      )
    }
    if (!store.first('tufRepo', (r) => r.systemVersion === version)) throw notFound('tuf-repo', { id: version })
    requireFleet(store, actor, 'admin')
    const next = store.create('targetRelease', {
      generation: current.generation + 1,
      release_source: { type: 'system_version', version },
      time_requested: new Date().toISOString(),
    })
    return created(view(next))
  })
}
