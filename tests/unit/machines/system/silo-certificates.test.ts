import { describe, expect, it } from 'vitest'
import {
  addCertificate,
  editCertDraft,
  emptyCertDraft,
  PEM_CERT_MESSAGE,
  PEM_KEY_MESSAGE,
  pemLabels,
  removeCertificate,
  validateCertificatePem,
  validateKeyPem,
} from '~/machines/system/silos'

const block = (label: string, body = 'MIIBszCCAVmgAwIBAgIU\nAbCd+/==') => `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----`
const CERT = block('CERTIFICATE')
const KEY = block('PRIVATE KEY')

describe('what looks like PEM', () => {
  it('reads the labels of a chain of blocks, with whitespace around and between', () => {
    expect(pemLabels(`\n${CERT}\n\n${block('CERTIFICATE')}\n`)).toEqual(['CERTIFICATE', 'CERTIFICATE'])
  })

  it('refuses text around a block, mismatched labels, an empty or non-base64 body', () => {
    expect(pemLabels(`hello\n${CERT}`)).toBeNull()
    expect(pemLabels('-----BEGIN CERTIFICATE-----\nMIIB\n-----END PRIVATE KEY-----')).toBeNull()
    expect(pemLabels('-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----')).toBeNull()
    expect(pemLabels(block('CERTIFICATE', 'not base64!'))).toBeNull()
    expect(pemLabels('MIIBszCCAVmgAwIBAgIU')).toBeNull()
  })

  it('a certificate is CERTIFICATE blocks only; a key is one PRIVATE KEY block (PKCS#8, RSA or EC)', () => {
    expect(validateCertificatePem(CERT)).toBeUndefined()
    expect(validateCertificatePem(KEY)).toBe(PEM_CERT_MESSAGE)
    expect(validateCertificatePem('')).toBe('Certificate is required')
    expect(validateKeyPem(KEY)).toBeUndefined()
    expect(validateKeyPem(block('RSA PRIVATE KEY'))).toBeUndefined()
    expect(validateKeyPem(block('EC PRIVATE KEY'))).toBeUndefined()
    expect(validateKeyPem(CERT)).toBe(PEM_KEY_MESSAGE)
    expect(validateKeyPem(`${KEY}\n${KEY}`)).toBe(PEM_KEY_MESSAGE)
    expect(validateKeyPem(' ')).toBe('Key is required')
  })
})

describe('the certificate list', () => {
  it('adds a valid draft and empties it', () => {
    const { list, draft } = addCertificate([], { name: 'web', cert: CERT, key: KEY })
    expect(list).toEqual([{ name: 'web', cert: `${CERT}\n`, key: `${KEY}\n` }])
    expect(draft).toEqual(emptyCertDraft())
  })

  it('refuses a bad draft field by field, keeping the list and what was typed', () => {
    const typed = { name: 'Web', cert: KEY, key: '' }
    const { list, draft } = addCertificate([], typed)
    expect(list).toEqual([])
    expect(draft).toEqual({
      ...typed,
      errors: { name: 'Must start with a lower-case letter', cert: PEM_CERT_MESSAGE, key: 'Key is required' },
    })
    // Editing the draft again drops the refusal.
    expect(editCertDraft(draft, { name: 'web' })).toEqual({ name: 'web', cert: KEY, key: '' })
  })

  it('refuses a name already listed; removes by name', () => {
    const once = addCertificate([], { name: 'web', cert: CERT, key: KEY }).list
    expect(addCertificate(once, { name: 'web', cert: CERT, key: KEY }).draft.errors).toEqual({ name: 'Items must be unique' })
    expect(removeCertificate(once, 'web')).toEqual([])
  })
})
