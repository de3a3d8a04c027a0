import { describe, expect, it } from 'vitest'
import {
  isExpired,
  PEM_CERT_MESSAGE,
  PEM_KEY_MESSAGE,
  pemBlocks,
  pemMixUp,
  readCertificate,
  readCertificateChain,
  validateCertificatePem,
  validateKeyPem,
} from '~/machines/shared/certificates.rules'
import { expiredCert, TEST_CERT, TEST_KEY } from '../../tls-fixtures'

describe('PEM', () => {
  it('reads each block with its base64 joined', () => {
    const blocks = pemBlocks(`${TEST_CERT}\n${TEST_CERT}`)
    expect(blocks?.map((b) => b.label)).toEqual(['CERTIFICATE', 'CERTIFICATE'])
    expect(blocks?.[0].base64).toMatch(/^MIIB1zCCAX2g[A-Za-z0-9+/=]+$/)
  })

  it('a chain is certificates, a key is one private key', () => {
    expect(validateCertificatePem(TEST_CERT)).toBeUndefined()
    expect(validateKeyPem(TEST_KEY)).toBeUndefined()
    expect(validateCertificatePem('hello')).toBe(PEM_CERT_MESSAGE)
    expect(validateKeyPem('hello')).toBe(PEM_KEY_MESSAGE)
  })

  it('says which part a mix-up belongs to', () => {
    expect(pemMixUp(TEST_KEY, 'chain')).toBe('This is a private key: it goes under Private key, and the certificate chain here')
    expect(pemMixUp(TEST_CERT, 'key')).toBe('This is a certificate: it goes under Certificate chain, and the private key here')
    expect(pemMixUp('-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIB\n-----END ENCRYPTED PRIVATE KEY-----', 'key')).toMatch(/^The private key is encrypted/)
    expect(pemMixUp(TEST_CERT, 'chain')).toBeUndefined()
    expect(pemMixUp(TEST_KEY, 'key')).toBeUndefined()
    expect(pemMixUp('not pem', 'key')).toBeUndefined()
  })
})

describe('X.509, read by a DER walk', () => {
  it('gives the subject, issuer, validity and DNS names of a certificate', () => {
    const [leaf] = readCertificateChain(TEST_CERT)!
    expect(leaf).toEqual({
      subject: '*.sys.oxide.example',
      issuer: '*.sys.oxide.example',
      notBefore: new Date('2026-11-24T14:06:10Z'),
      notAfter: new Date('2036-11-21T14:06:10Z'),
      dnsNames: ['*.sys.oxide.example'],
    })
    expect(isExpired(leaf, new Date('2030-01-01'))).toBe(false)
    expect(isExpired(leaf, new Date('2037-01-01'))).toBe(true)
  })

  it('reads every certificate of a chain, leaf first', () => {
    expect(readCertificateChain(`${TEST_CERT}${expiredCert()}`)?.map((c) => c.notAfter.getUTCFullYear())).toEqual([2036, 2016])
  })

  it('is null for what is not a certificate: a key, bad base64, a cut DER', () => {
    expect(readCertificateChain(TEST_KEY)).toBeNull()
    expect(readCertificateChain('-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----')).toBeNull()
    expect(readCertificate(new Uint8Array([0x30, 0x82, 0x01]))).toBeNull()
    expect(readCertificate(new Uint8Array([0x30, 0x03, 0x02, 0x01, 0x00]))).toBeNull()
  })
})
