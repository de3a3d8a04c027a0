// Support bundles. Fleet viewers list
// and read; creating and deleting need "modify" on the fleet (fleet admin).
// - A new bundle is collecting and becomes active one transition time later
//   (lib/lifecycle.ts: the clock instances use).
// - A delete marks a collecting or active bundle destroying, and it is gone a
//   transition time later; a failed one goes at once; a destroying one is
//   refused in Nexus's words.
// - The index and the downloads answer only for an active bundle, else 400
//   "Cannot download bundle in non-active state". Files come as
//   application/octet-stream, the whole bundle as application/zip, each with
//   a content-disposition naming it; a HEAD gives the length.
// Left out: the storage limit ("one per external disk") is not modelled, and
// Range requests are answered whole.
import { requireFleet } from '../lib/authz'
import { invalidRequest, notFound } from '../lib/errors'
import { later } from '../lib/lifecycle'
import { ID_ONLY, paginate } from '../lib/paginate'
import { created, noContent, ok, type Reply, type Route } from '../lib/route'
import { bundleFiles, bundleIndex, zipBundle, type BundleFile } from '../lib/support-bundles'
import type { S } from '../serializers/common'
import type { Row, Store } from '../store'

const BUNDLES = '/experimental/v1/system/support-bundles'

const view = (b: Row<'supportBundle'>): S['SupportBundleInfo'] => ({
  id: b.id,
  reason_for_creation: b.reason_for_creation,
  reason_for_failure: b.reason_for_failure ?? null,
  state: b.state,
  time_created: b.time_created,
})

function bundleOf(store: Store, id: string): Row<'supportBundle'> {
  const bundle = store.find('supportBundle', id)
  if (!bundle) throw notFound('support-bundle', { id })
  return bundle
}

/** An active bundle's files; anything else cannot be read (Nexus's words). */
function filesOf(store: Store, id: string): { bundle: Row<'supportBundle'>; files: BundleFile[] } {
  const bundle = bundleOf(store, id)
  if (bundle.state !== 'active') throw invalidRequest('Cannot download bundle in non-active state')
  return { bundle, files: bundleFiles(bundle) }
}

function fileIn(files: BundleFile[], path: string): BundleFile {
  const file = files.find((f) => f.path === path)
  // The sled agent's word for a name the zip does not hold.
  if (!file) throw notFound('file', { name: path })
  return file
}

const bytes = (body: string, type: string, name: string, head: boolean): Reply<unknown> => ({
  status: 200,
  body: head ? undefined : body,
  headers: {
    'Content-Type': type,
    'Content-Length': String(body.length),
    'Content-Disposition': `attachment; filename="${name}"`,
  },
})

// A bundle's zip never changes: made once (the padding search takes a moment).
const zips = new Map<string, string>()
const zipOf = (id: string, files: BundleFile[]) => {
  if (!zips.has(id)) zips.set(id, zipBundle(files))
  return zips.get(id)!
}

/** collecting → active, destroying → gone: one step on the mock's clock, if nothing else moved it. */
function settle(id: string, from: 'collecting' | 'destroying') {
  later(id, [from], (store, rowId) => {
    const bundle = store.find('supportBundle', rowId)
    if (!bundle || bundle.state !== from) return false
    if (from === 'collecting') bundle.update({ state: 'active' })
    else bundle.destroy()
    return true
  })
}

export function supportBundleRoutes(route: Route) {
  route('get', BUNDLES, ({ store, actor, query }) => {
    requireFleet(store, actor, 'viewer')
    return ok(paginate(query, store.all('supportBundle'), view, { sorts: ID_ONLY }))
  })

  route('post', BUNDLES, ({ store, actor }) => {
    requireFleet(store, actor, 'admin')
    const bundle = store.create('supportBundle', {
      reason_for_creation: 'Created by external API',
      reason_for_failure: null,
      state: 'collecting',
      time_created: new Date().toISOString(),
    })
    settle(bundle.id, 'collecting')
    return created(view(bundle))
  })

  route('get', `${BUNDLES}/{bundle_id}`, ({ store, actor, path }) => {
    requireFleet(store, actor, 'viewer')
    return ok(view(bundleOf(store, path.bundle_id)))
  })

  route('delete', `${BUNDLES}/{bundle_id}`, ({ store, actor, path }) => {
    requireFleet(store, actor, 'viewer')
    const bundle = bundleOf(store, path.bundle_id)
    requireFleet(store, actor, 'admin')
    if (bundle.state === 'failed') {
      bundle.destroy()
      return noContent()
    }
    if (bundle.state === 'destroying') throw invalidRequest('Cannot update support bundle state from Destroying to Destroying')
    bundle.update({ state: 'destroying' })
    settle(bundle.id, 'destroying')
    return noContent()
  })

  route('get', `${BUNDLES}/{bundle_id}/index`, ({ store, actor, path }) => {
    requireFleet(store, actor, 'viewer')
    const { files } = filesOf(store, path.bundle_id)
    const index = bundleIndex(files)
    return { status: 200, body: index, headers: { 'Content-Type': 'text/plain', 'Content-Length': String(index.length) } }
  })

  for (const method of ['get', 'head'] as const) {
    route(method, `${BUNDLES}/{bundle_id}/download`, ({ store, actor, path }) => {
      requireFleet(store, actor, 'viewer')
      const { bundle, files } = filesOf(store, path.bundle_id)
      return bytes(zipOf(bundle.id, files), 'application/zip', `support-bundle-${bundle.id}.zip`, method === 'head')
    })
    route(method, `${BUNDLES}/{bundle_id}/download/{file}`, ({ store, actor, path }) => {
      requireFleet(store, actor, 'viewer')
      const { files } = filesOf(store, path.bundle_id)
      const file = fileIn(files, path.file)
      const name = file.path.split('/').at(-1) ?? file.path
      return bytes(file.text, 'application/octet-stream', name, method === 'head')
    })
  }
}
