// A silo's certificates with Nexus's rules (Nexus's certificate_create and
// CertificateValidator, certificates/src/lib.rs):
//
// - the chain must parse (every PEM block a DER certificate) and not be empty,
//   and no certificate in it may be expired; else 400 InvalidValue on
//   "certificate" ("Failed to parse certificate", "Certificate exists, but is
//   empty", "Certificate exists, but is expired");
// - the key must parse (one PEM private key whose DER is a structure); else
//   400 InvalidValue on "private-key" ("Failed to parse private key");
// - names are unique in the silo: 'already exists: certificate "x"';
// - only a silo admin (or a fleet collaborator, who is admin of every silo)
//   lists, creates, views or deletes them ;
//   anyone else gets 403.
// The mock reads DER just far enough for that. Unlike Nexus it does not check
// that the key matches the certificate (that needs the key's math).
import { field, name, str, variant } from './body'
import { alreadyExists, invalidValue } from './errors'
import type { Row, Store } from '../store'

export type CertificateParams = { name: string; description: string; cert: string; key: string; service: 'external_api' }

const BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g

function pemDer(text: string): { label: string; der: Uint8Array | null }[] {
  return [...text.matchAll(BLOCK)].map(([, label, body]) => {
    try {
      const bin = atob(body.replace(/\s+/g, ''))
      return { label, der: Uint8Array.from(bin, (c) => c.charCodeAt(0)) }
    } catch {
      return { label, der: null }
    }
  })
}

type Tlv = { tag: number; start: number; end: number }

function tlv(der: Uint8Array, at: number, limit = der.length): Tlv | null {
  if (at + 2 > limit) return null
  let len = der[at + 1]
  let start = at + 2
  if (len & 0x80) {
    const n = len & 0x7f
    if (n === 0 || n > 4 || start + n > limit) return null
    len = 0
    for (let i = 0; i < n; i++) len = len * 256 + der[start + i]
    start += n
  }
  return start + len > limit ? null : { tag: der[at], start, end: start + len }
}

function inside(der: Uint8Array, t: Tlv): Tlv[] | null {
  const out: Tlv[] = []
  for (let at = t.start; at < t.end; ) {
    const c = tlv(der, at, t.end)
    if (!c) return null
    out.push(c)
    at = c.end
  }
  return out
}

/** A whole DER SEQUENCE, as every certificate and key is. */
const isSequence = (der: Uint8Array | null): der is Uint8Array => {
  const t = der && tlv(der, 0)
  return !!t && t.tag === 0x30 && t.end === der!.length
}

/** A certificate's notAfter, or null when `der` is not a certificate. */
function notAfter(der: Uint8Array): Date | null {
  if (!isSequence(der)) return null
  const tbs = inside(der, tlv(der, 0)!)?.[0]
  const fields = tbs && tbs.tag === 0x30 ? inside(der, tbs) : null
  if (!fields) return null
  const validity = (fields[0]?.tag === 0xa0 ? fields.slice(1) : fields)[3]
  const until = validity?.tag === 0x30 ? inside(der, validity)?.[1] : undefined
  if (!until) return null
  const s = new TextDecoder().decode(der.subarray(until.start, until.end))
  const m = /^(\d{2}|\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(s)
  if (!m) return null
  const year = m[1].length === 2 ? (Number(m[1]) < 50 ? 2000 : 1900) + Number(m[1]) : Number(m[1])
  return new Date(Date.UTC(year, Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])))
}

/** The chain and key checked as Nexus's CertificateValidator does, in its order. */
export function validateCertificatePair(cert: string, key: string, now = new Date()): void {
  const blocks = pemDer(cert)
  if (blocks.length === 0) {
    // openssl finds no certificate in blank text, and fails on anything else.
    if (cert.trim() === '') throw invalidValue('certificate', 'Certificate exists, but is empty')
    throw invalidValue('certificate', 'Failed to parse certificate')
  }
  const dates = blocks.map((b) => (b.label === 'CERTIFICATE' && b.der ? notAfter(b.der) : null))
  if (dates.some((d) => d === null)) throw invalidValue('certificate', 'Failed to parse certificate')
  if (dates.some((d) => d! < now)) throw invalidValue('certificate', 'Certificate exists, but is expired')
  const keys = pemDer(key)
  if (keys.length !== 1 || !/(^| )PRIVATE KEY$/.test(keys[0].label) || keys[0].label === 'ENCRYPTED PRIVATE KEY' || !isSequence(keys[0].der)) {
    throw invalidValue('private-key', 'Failed to parse private key')
  }
}

/** The body of POST /v1/certificates, read as serde would. */
export function parseCertificateCreate(body: Record<string, unknown>): CertificateParams {
  return {
    name: name(body),
    description: str(body, 'description'),
    cert: str(body, 'cert'),
    key: str(body, 'key'),
    service: variant(field(body, 'service'), 'service', ['external_api'] as const),
  }
}

export function createCertificate(store: Store, siloId: string, params: CertificateParams, now: string): Row<'certificate'> {
  validateCertificatePair(params.cert, params.key, new Date(now))
  if (store.first('certificate', (c) => c.siloId === siloId && c.name === params.name)) throw alreadyExists('certificate', params.name)
  return store.create('certificate', { siloId, ...params, time_created: now, time_modified: now })
}
