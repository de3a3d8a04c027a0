// Silos, their SAML identity providers and their IP pool links, as Nexus answers the writes.
import { describe, expect, test } from 'vitest'
import { actAs } from '../../../mirage'
import { ids } from '../../../mirage/seed/ids'
import { snakify } from '~/api'
import { idpCreateBody, idpInitialValues } from '~/machines/system/idps'
import { siloCreateBody, siloInitialValues } from '~/machines/system/silos'
import { call, withFreshServer } from './helpers'

withFreshServer()

const GiB = 1024 ** 3
const CERT = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n'
const KEY = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n'

const newSilo = (over: Record<string, unknown> = {}) => ({
  name: 'fresh',
  description: 'a new silo',
  discoverable: true,
  identity_mode: 'saml_jit',
  admin_group_name: 'fresh-admins',
  mapped_fleet_roles: { admin: ['viewer'] },
  quotas: { cpus: 16, memory: 64 * GiB, storage: 1024 * GiB },
  tls_certificates: [{ name: 'fresh-cert', description: '', cert: CERT, key: KEY, service: 'external_api' }],
  ...over,
})

const xml = '<?xml version="1.0"?><md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"/>'
const newIdp = (over: Record<string, unknown> = {}) => ({
  name: 'okta',
  description: 'the company IdP',
  acs_url: 'https://fresh.sys.example/login/fresh/saml/okta',
  slo_url: 'https://idp.example/slo',
  idp_entity_id: 'https://idp.example/entity',
  sp_client_id: 'console',
  technical_contact_email: 'ops@example.com',
  group_attribute_name: 'groups',
  idp_metadata_source: { type: 'base64_encoded_xml', data: btoa(xml) },
  ...over,
})

const poolNames = async (silo: string) =>
  (await call('GET', `/v1/system/silos/${silo}/ip-pools`)).body.items.map((p: { name: string; is_default: boolean }) =>
    p.is_default ? `${p.name} (default)` : p.name,
  )

describe('creating a silo', () => {
  test('answers 201 with the silo; its quotas and admin group come with it', async () => {
    const res = await call('POST', '/v1/system/silos', newSilo())
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      name: 'fresh',
      discoverable: true,
      identity_mode: 'saml_jit',
      mapped_fleet_roles: { admin: ['viewer'] },
    })
    expect((await call('GET', '/v1/system/silos')).body.items.map((s: { name: string }) => s.name)).toContain('fresh')
    expect((await call('GET', '/v1/system/silos/fresh/quotas')).body).toEqual({
      silo_id: res.body.id,
      cpus: 16,
      memory: 64 * GiB,
      storage: 1024 * GiB,
    })
    const policy = (await call('GET', '/v1/system/silos/fresh/policy')).body
    expect(policy.role_assignments).toEqual([{ identity_id: expect.any(String), identity_type: 'silo_group', role_name: 'admin' }])
  })

  test('refuses a name in use', async () => {
    const res = await call('POST', '/v1/system/silos', newSilo({ name: 'myriad' }))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error_code: 'ObjectAlreadyExists', message: 'already exists: silo "myriad"' })
  })

  test('refuses a certificate that is not PEM', async () => {
    const res = await call('POST', '/v1/system/silos', newSilo({ tls_certificates: [{ name: 'c', description: '', cert: 'nope', key: KEY, service: 'external_api' }] }))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error_code: 'InvalidValue', message: 'unsupported value for "certificate": Failed to parse certificate' })
  })

  test('needs quotas and an identity mode it knows', async () => {
    const { quotas: _q, ...noQuotas } = newSilo()
    expect((await call('POST', '/v1/system/silos', noQuotas)).body.message).toBe('unable to parse JSON body: missing field `quotas`')
    const res = await call('POST', '/v1/system/silos', newSilo({ identity_mode: 'ldap' }))
    expect(res.body.message).toMatch(/^unable to parse JSON body: identity_mode: unknown variant `ldap`, expected /)
  })

  test('takes a fleet collaborator; a fleet viewer gets 403', async () => {
    actAs(ids.user.grace)
    const res = await call('POST', '/v1/system/silos', newSilo({ mapped_fleet_roles: {} }))
    expect(res.status).toBe(403)
  })
})

describe("the console's bodies", () => {
  test('what the silo and identity provider forms send is what the mock (and Nexus) takes', async () => {
    const silo = siloCreateBody({
      ...siloInitialValues,
      name: 'from-form',
      identityMode: 'saml_jit',
      adminGroupName: 'admins',
      fleetRoles: { admin: 'admin', collaborator: '', viewer: '' },
      tlsCertificates: [{ name: 'web', cert: CERT, key: KEY }],
    })
    const created = await call('POST', '/v1/system/silos', snakify(silo) as Record<string, unknown>)
    expect(created.status).toBe(201)
    expect((await call('GET', '/v1/system/silos/from-form/quotas')).body.memory).toBe(siloInitialValues.memoryGib! * GiB)

    const idp = idpCreateBody({
      ...idpInitialValues,
      name: 'okta',
      acsUrl: 'https://a.example/acs',
      sloUrl: 'https://a.example/slo',
      idpEntityId: 'e',
      spClientId: 'c',
      technicalContactEmail: 'ops@example.com',
      metadataSource: 'file',
      metadataFile: { name: 'm.xml', size: xml.length, base64: btoa(xml) },
    })
    const res = await call('POST', '/v1/system/identity-providers/saml?silo=from-form', snakify(idp) as Record<string, unknown>)
    expect(res.status).toBe(201)
  })
})

describe('deleting a silo', () => {
  test('removes it and its links, never the pools', async () => {
    await call('POST', '/v1/system/silos', newSilo())
    await call('POST', '/v1/system/ip-pools/ip-pool-4/silos', { silo: 'fresh', is_default: true })
    expect((await call('DELETE', '/v1/system/silos/fresh')).status).toBe(204)
    expect((await call('GET', '/v1/system/silos/fresh')).status).toBe(404)
    expect((await call('GET', '/v1/system/ip-pools/ip-pool-4/silos')).body.items).toEqual([])
    expect((await call('GET', '/v1/system/ip-pools/ip-pool-4')).status).toBe(200)
  })

  test('refuses a silo that still holds a project', async () => {
    const res = await call('DELETE', '/v1/system/silos/myriad')
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error_code: 'InvalidRequest', message: 'silo to be deleted contains a project' })
  })
})

describe('SAML identity providers', () => {
  test('a new one is listed on its silo and viewed by name', async () => {
    await call('POST', '/v1/system/silos', newSilo())
    const res = await call('POST', '/v1/system/identity-providers/saml?silo=fresh', newIdp())
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ name: 'okta', sp_client_id: 'console', group_attribute_name: 'groups', public_cert: null })
    const list = await call('GET', '/v1/system/identity-providers?silo=fresh')
    expect(list.body.items).toEqual([expect.objectContaining({ name: 'okta', provider_type: 'saml' })])
    const view = await call('GET', '/v1/system/identity-providers/saml/okta?silo=fresh')
    expect(view.body.technical_contact_email).toBe('ops@example.com')
  })

  test('takes metadata by URL and keeps a signing certificate', async () => {
    const res = await call(
      'POST',
      '/v1/system/identity-providers/saml?silo=myriad',
      newIdp({ idp_metadata_source: { type: 'url', url: 'https://idp.example/metadata' }, signing_keypair: { public_cert: 'AAEC', private_key: 'AwQF' } }),
    )
    expect(res.status).toBe(201)
    expect(res.body.public_cert).toBe('AAEC')
  })

  test('refuses metadata that is not XML, a name in use, and a local-only silo', async () => {
    const bad = await call('POST', '/v1/system/identity-providers/saml?silo=myriad', newIdp({ idp_metadata_source: { type: 'base64_encoded_xml', data: btoa('hello') } }))
    expect(bad.status).toBe(400)
    const taken = await call('POST', '/v1/system/identity-providers/saml?silo=myriad', newIdp({ name: 'mock-idp' }))
    expect(taken.body).toMatchObject({ error_code: 'ObjectAlreadyExists', message: 'already exists: saml-identity-provider "mock-idp"' })
    const local = await call('POST', '/v1/system/identity-providers/saml?silo=maze-war', newIdp())
    expect(local.body).toMatchObject({ error_code: 'InvalidRequest', message: 'cannot create identity providers in this kind of Silo' })
  })
})

describe('linking IP pools to a silo', () => {
  test('link, make default (the old default stays linked), unlink the default', async () => {
    const link = await call('POST', '/v1/system/ip-pools/ip-pool-4/silos', { silo: 'maze-war', is_default: false })
    expect(link.status).toBe(201)
    expect(link.body).toEqual({ ip_pool_id: ids.ipPool.four, silo_id: ids.silo.mazeWar, is_default: false })
    expect(await poolNames('maze-war')).toEqual(['ip-pool-1 (default)', 'ip-pool-2', 'ip-pool-4'])

    const update = await call('PUT', '/v1/system/ip-pools/ip-pool-4/silos/maze-war', { is_default: true })
    expect(update.body.is_default).toBe(true)
    expect(await poolNames('maze-war')).toEqual(['ip-pool-1', 'ip-pool-2', 'ip-pool-4 (default)'])

    expect((await call('DELETE', '/v1/system/ip-pools/ip-pool-4/silos/maze-war')).status).toBe(204)
    expect(await poolNames('maze-war')).toEqual(['ip-pool-1', 'ip-pool-2'])
  })

  test('a second link, or a second default, is a conflict', async () => {
    const again = await call('POST', '/v1/system/ip-pools/ip-pool-2/silos', { silo: 'maze-war', is_default: false })
    expect(again.status).toBe(400)
    expect(again.body.error_code).toBe('ObjectAlreadyExists')
    const secondDefault = await call('POST', '/v1/system/ip-pools/ip-pool-4/silos', { silo: 'maze-war', is_default: true })
    expect(secondDefault.body.error_code).toBe('ObjectAlreadyExists')
  })

  test('a pool whose addresses the silo holds stays linked', async () => {
    const res = await call('DELETE', '/v1/system/ip-pools/ip-pool-1/silos/maze-war')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('IP addresses from this pool are in use in the linked silo')
  })

  test('takes a fleet admin', async () => {
    actAs(ids.user.grace)
    expect((await call('POST', '/v1/system/ip-pools/ip-pool-4/silos', { silo: 'maze-war', is_default: false })).status).toBe(403)
  })
})
