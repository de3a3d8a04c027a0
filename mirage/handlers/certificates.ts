// The signed-in user's silo's TLS certificates (mirage/lib/certificates.ts has Nexus's rules).
import { requireSiloModify } from '../lib/authz'
import { createCertificate, parseCertificateCreate } from '../lib/certificates'
import { notFound } from '../lib/errors'
import { isUuid } from '../lib/lookup'
import { paginate } from '../lib/paginate'
import { created, noContent, ok, type Ctx, type Method, type Route } from '../lib/route'
import type { Row } from '../store'
import * as certs from '../serializers/certificates'

/** Only a silo admin (or a fleet collaborator) sees or changes them: anyone else gets 403. */
function requireCertificateAdmin(ctx: Ctx<'/v1/certificates', Method> | Ctx<'/v1/certificates/{certificate}', Method>) {
  requireSiloModify(ctx.store, ctx.actor, ctx.actor.silo)
}

function lookupCertificate(ctx: Ctx<'/v1/certificates/{certificate}', Method>): Row<'certificate'> {
  const value = ctx.path.certificate
  const siloId = ctx.actor.silo.id
  const cert = ctx.store.first('certificate', (c) => c.siloId === siloId && (isUuid(value) ? c.id === value : c.name === value))
  if (!cert) throw notFound('certificate', isUuid(value) ? { id: value } : { name: value })
  return cert
}

export function certificateRoutes(route: Route) {
  route('get', '/v1/certificates', (ctx) => {
    requireCertificateAdmin(ctx)
    const siloId = ctx.actor.silo.id
    return ok(paginate(ctx.query, ctx.store.where('certificate', (c) => c.siloId === siloId), certs.certificate))
  })

  route('post', '/v1/certificates', (ctx) => {
    requireCertificateAdmin(ctx)
    const params = parseCertificateCreate(ctx.json())
    return created(certs.certificate(createCertificate(ctx.store, ctx.actor.silo.id, params, new Date().toISOString())))
  })

  route('get', '/v1/certificates/{certificate}', (ctx) => {
    requireCertificateAdmin(ctx)
    return ok(certs.certificate(lookupCertificate(ctx)))
  })

  route('delete', '/v1/certificates/{certificate}', (ctx) => {
    requireCertificateAdmin(ctx)
    lookupCertificate(ctx).destroy()
    return noContent()
  })
}
