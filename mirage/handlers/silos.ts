// Operator writes on silos and their SAML identity providers (reads are in
// system.ts). As in Nexus's policy: creating and deleting silos takes fleet
// collaborator ("create_child" on the fleet), and a silo whose roles confer
// fleet roles takes fleet admin too (it changes who administers the fleet);
// an identity provider takes admin on its silo (a fleet collaborator is one
// on every silo).
import { requireFleet, requireSiloModify } from '../lib/authz'
import { field, object, optStr, name, str, strValue, tagged } from '../lib/body'
import { alreadyExists, invalidRequest } from '../lib/errors'
import { lookupSilo, requiredQuery } from '../lib/lookup'
import { created, noContent, type Route } from '../lib/route'
import { createSilo, deleteSilo, parseSiloCreate } from '../lib/silos'
import * as identity from '../serializers/identity'

const now = () => new Date().toISOString()

/** The metadata document Nexus would fetch or decode, checked as far as the mock can. */
function checkMetadataSource(value: unknown): void {
  const { type, fields } = tagged(value, 'idp_metadata_source', ['url', 'base64_encoded_xml'] as const)
  if (type === 'url') {
    const url = strValue(field(fields, 'url', 'idp_metadata_source'), 'idp_metadata_source.url')
    // The mock cannot fetch it; Nexus would, and fails the same way on a URL it cannot parse.
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw invalidRequest(`bad URL: ${url}`)
    return
  }
  const data = strValue(field(fields, 'data', 'idp_metadata_source'), 'idp_metadata_source.data')
  let xml: string
  try {
    xml = atob(data)
  } catch {
    throw invalidRequest('error decoding base64')
  }
  if (!/<(\w+:)?EntityDescriptor[\s>]/.test(xml)) throw invalidRequest('idp metadata could not be parsed as XML metadata')
}

export function siloRoutes(route: Route) {
  route('post', '/v1/system/silos', ({ store, actor, json }) => {
    const params = parseSiloCreate(json())
    requireFleet(store, actor, 'collaborator')
    if (Object.values(params.mapped_fleet_roles).some((roles) => roles.length > 0)) requireFleet(store, actor, 'admin')
    return created(identity.silo(createSilo(store, params, now())))
  })

  route('delete', '/v1/system/silos/{silo}', (ctx) => {
    const silo = lookupSilo(ctx, ctx.path.silo)
    requireFleet(ctx.store, ctx.actor, 'collaborator')
    deleteSilo(ctx.store, silo)
    return noContent()
  })

  route('post', '/v1/system/identity-providers/saml', (ctx) => {
    const body = ctx.json()
    const providerName = name(body)
    const params = {
      description: str(body, 'description'),
      acs_url: str(body, 'acs_url'),
      slo_url: str(body, 'slo_url'),
      idp_entity_id: str(body, 'idp_entity_id'),
      sp_client_id: str(body, 'sp_client_id'),
      technical_contact_email: str(body, 'technical_contact_email'),
      group_attribute_name: optStr(body, 'group_attribute_name'),
    }
    checkMetadataSource(field(body, 'idp_metadata_source'))
    const keypair = body.signing_keypair == null ? null : object(body.signing_keypair, 'signing_keypair')
    const publicCert = keypair ? strValue(field(keypair, 'public_cert', 'signing_keypair'), 'signing_keypair.public_cert') : null
    if (keypair) strValue(field(keypair, 'private_key', 'signing_keypair'), 'signing_keypair.private_key')

    const silo = lookupSilo(ctx, requiredQuery(ctx.query, 'silo'))
    requireSiloModify(ctx.store, ctx.actor, silo)
    // Users of a local-only silo never sign in through a provider.
    if (silo.identity_mode !== 'saml_jit') throw invalidRequest('cannot create identity providers in this kind of Silo')
    if (ctx.store.first('identityProvider', (p) => p.siloId === silo.id && p.name === providerName)) {
      throw alreadyExists('saml-identity-provider', providerName)
    }
    const t = now()
    const idp = ctx.store.create('identityProvider', {
      siloId: silo.id,
      name: providerName,
      provider_type: 'saml',
      ...params,
      public_cert: publicCert,
      time_created: t,
      time_modified: t,
    })
    return created(identity.samlIdentityProvider(idp))
  })
}
