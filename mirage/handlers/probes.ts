// Instrumentation probes (experimental): list, create, view, delete. The
// rules and texts are in ../lib/probes.ts.
import { requireProject } from '../lib/authz'
import { name, optNameOrId, str, uuid } from '../lib/body'
import { notFound } from '../lib/errors'
import { isUuid, lookupProject, requiredQuery, type LookupCtx } from '../lib/lookup'
import { paginate } from '../lib/paginate'
import { createProbe, probeInfo, probeView } from '../lib/probes'
import { created, noContent, ok, type Route } from '../lib/route'

/** The probe in the query's project; Nexus looks it up "for create" (collaborator), even to show it. */
function probeOf(ctx: LookupCtx & { path: Record<string, string>; query: URLSearchParams }) {
  const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
  requireProject(ctx.store, ctx.actor, project, 'collaborator')
  const value = ctx.path.probe
  const probe = ctx.store.first('probe', (p) => p.projectId === project.id && (isUuid(value) ? p.id === value : p.name === value))
  if (!probe) throw notFound('probe', isUuid(value) ? { id: value } : { name: value })
  return probe
}

export function probeRoutes(route: Route) {
  route('get', '/experimental/v1/probes', (ctx) => {
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    return ok(paginate(ctx.query, ctx.store.where('probe', (p) => p.projectId === project.id), (p) => probeInfo(ctx.store, p)))
  })

  route('post', '/experimental/v1/probes', (ctx) => {
    const body = ctx.json()
    const probe = { name: name(body), description: str(body, 'description'), sled: uuid(str(body, 'sled'), 'sled'), ipPool: optNameOrId(body, 'ip_pool') }
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    requireProject(ctx.store, ctx.actor, project, 'collaborator')
    return created(probeView(createProbe(ctx.store, project, probe)))
  })

  route('get', '/experimental/v1/probes/{probe}', (ctx) => ok(probeInfo(ctx.store, probeOf(ctx))))

  route('delete', '/experimental/v1/probes/{probe}', (ctx) => {
    probeOf(ctx).destroy()
    return noContent()
  })
}
