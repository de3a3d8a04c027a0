import { describe, expect, it } from 'vitest'
import { PEM_CERT_MESSAGE, PEM_KEY_MESSAGE } from '~/machines/shared/certificates.rules'
import { certificateCreateBody, validateCertificate } from '~/machines/silo/certificates'
import { expiredCert, TEST_CERT, TEST_KEY } from '../../tls-fixtures'

const values = { name: 'web', description: '', cert: TEST_CERT, key: TEST_KEY }
const now = new Date('2030-01-01')

describe('the add certificate form', () => {
  it('takes a chain and its key', () => {
    expect(validateCertificate(values, now)).toEqual({ name: undefined, description: undefined, cert: undefined, key: undefined })
  })

  it('says which part is wrong: the chain or the key', () => {
    expect(validateCertificate({ ...values, cert: 'garbage' }, now).cert).toBe(PEM_CERT_MESSAGE)
    expect(validateCertificate({ ...values, key: 'garbage' }, now).key).toBe(PEM_KEY_MESSAGE)
    const swapped = validateCertificate({ ...values, cert: TEST_KEY, key: TEST_CERT }, now)
    expect(swapped.cert).toMatch(/^This is a private key/)
    expect(swapped.key).toMatch(/^This is a certificate/)
    expect(validateCertificate({ ...values, cert: '', key: ' ' }, now)).toMatchObject({
      cert: 'Certificate chain is required',
      key: 'Private key is required',
    })
  })

  it('refuses an expired certificate, naming it and the day', () => {
    expect(validateCertificate({ ...values, cert: expiredCert() }, now).cert).toBe('The certificate for *.sys.oxide.example expired on 2016-11-21')
  })

  it('sends each PEM trimmed with one final newline, for the external API', () => {
    expect(certificateCreateBody({ ...values, cert: `\n\n${TEST_CERT}\n\n`, key: `  ${TEST_KEY}` })).toEqual({
      name: 'web',
      description: '',
      cert: TEST_CERT,
      key: TEST_KEY,
      service: 'external_api',
    })
  })
})
