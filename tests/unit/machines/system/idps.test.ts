import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, queryClient } from '~/api'
import {
  createIdp,
  EMAIL_MESSAGE,
  idpCreateBody,
  idpInitialValues,
  KEYPAIR_MESSAGE,
  URL_MESSAGE,
  validateIdp,
  type IdpFormValues,
} from '~/machines/system/idps'

const file = (name: string, base64: string) => ({ name, size: 10, base64 })
const filled: IdpFormValues = {
  ...idpInitialValues,
  name: 'okta',
  description: 'd',
  acsUrl: ' https://acme.sys.example/login/acme/saml/okta ',
  sloUrl: 'https://idp.example/slo',
  idpEntityId: 'https://idp.example/entity',
  spClientId: 'console',
  technicalContactEmail: 'ops@example.com',
  metadataUrl: 'https://idp.example/metadata',
}

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('identity provider form rules', () => {
  it('a filled form passes; everything but the group attribute and keypair is required', () => {
    expect(validateIdp(filled)).toEqual({})
    expect(validateIdp(idpInitialValues)).toEqual({
      name: 'Name is required',
      acsUrl: 'ACS URL is required',
      sloUrl: 'SLO URL is required',
      idpEntityId: 'Entity ID is required',
      spClientId: 'SP client ID is required',
      technicalContactEmail: 'Technical contact email is required',
      metadataUrl: 'Metadata URL is required',
    })
  })

  it('checks URLs and the email address', () => {
    expect(validateIdp({ ...filled, acsUrl: 'acme/login' }).acsUrl).toBe(URL_MESSAGE)
    expect(validateIdp({ ...filled, sloUrl: 'ftp://idp.example/slo' }).sloUrl).toBe(URL_MESSAGE)
    expect(validateIdp({ ...filled, technicalContactEmail: 'ops' }).technicalContactEmail).toBe(EMAIL_MESSAGE)
  })

  it('the metadata comes from the chosen source only', () => {
    const byFile = { ...filled, metadataSource: 'file' as const, metadataUrl: '' }
    expect(validateIdp(byFile).metadataFile).toBe('Metadata file is required')
    expect(validateIdp({ ...byFile, metadataFile: file('m.xml', 'PHg+') })).toEqual({})
  })

  it('a signing keypair is both files or neither', () => {
    expect(validateIdp({ ...filled, signingCert: file('c.der', 'AA==') }).signingKey).toBe(KEYPAIR_MESSAGE)
    expect(validateIdp({ ...filled, signingKey: file('k.der', 'AQ==') }).signingCert).toBe(KEYPAIR_MESSAGE)
  })
})

describe('SamlIdentityProviderCreate body', () => {
  it('by URL: trimmed text, no group attribute is null, no keypair is null', () => {
    expect(idpCreateBody(filled)).toEqual({
      name: 'okta',
      description: 'd',
      acsUrl: 'https://acme.sys.example/login/acme/saml/okta',
      sloUrl: 'https://idp.example/slo',
      idpEntityId: 'https://idp.example/entity',
      spClientId: 'console',
      technicalContactEmail: 'ops@example.com',
      groupAttributeName: null,
      idpMetadataSource: { type: 'url', url: 'https://idp.example/metadata' },
      signingKeypair: null,
    })
  })

  it('by file: the XML read as base64; the keypair as its two base64 DER files', () => {
    const body = idpCreateBody({
      ...filled,
      groupAttributeName: ' groups ',
      metadataSource: 'file',
      metadataFile: file('m.xml', 'PEVudGl0eURlc2NyaXB0b3IvPg=='),
      signingCert: file('c.der', 'AAEC'),
      signingKey: file('k.der', 'AwQF'),
    })
    expect(body).toMatchObject({
      groupAttributeName: 'groups',
      idpMetadataSource: { type: 'base64_encoded_xml', data: 'PEVudGl0eURlc2NyaXB0b3IvPg==' },
      signingKeypair: { publicCert: 'AAEC', privateKey: 'AwQF' },
    })
  })

  it('createIdp posts to the silo and marks its providers stale', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ name: 'okta' } as never)
    const key = ['/v1/system/identity-providers', { query: { silo: 'acme', limit: 50 } }]
    queryClient.setQueryData(key, { items: [] })
    await createIdp('acme', filled)
    expect(post).toHaveBeenCalledWith('/v1/system/identity-providers/saml', { query: { silo: 'acme' }, body: idpCreateBody(filled) })
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true)
  })
})
