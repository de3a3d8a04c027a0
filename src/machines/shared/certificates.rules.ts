// TLS certificates as the console checks and reads them before Nexus does:
// what looks like PEM (a chain of CERTIFICATE blocks, one PRIVATE KEY block),
// and what a certificate says (subject, issuer, validity, DNS names), read by
// a small DER walk (no X.509 library: the console only shows these fields).
// Two areas ask: a new silo's certificates (system) and the silo's own
// certificates page (silo).
import { messages } from '~/validation'

export const PEM_CERT_MESSAGE = 'Must be PEM: -----BEGIN CERTIFICATE----- … -----END CERTIFICATE-----'
export const PEM_KEY_MESSAGE = 'Must be PEM: -----BEGIN PRIVATE KEY----- … -----END PRIVATE KEY-----'

// One PEM block: a BEGIN line, base64 lines (headers such as Proc-Type allowed), the matching END line.
const BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----\r?\n([\s\S]*?)\r?\n?-----END \1-----/g
const BASE64_LINE = /^[A-Za-z0-9+/=]+$/

export type PemBlock = { label: string; base64: string }

/** The PEM blocks `text` is made of, or null when it is anything else. */
export function pemBlocks(text: string): PemBlock[] | null {
  const trimmed = text.trim()
  const blocks: PemBlock[] = []
  let rest = trimmed
  for (const [whole, label, body] of trimmed.matchAll(BLOCK)) {
    const lines = body.split(/\r?\n/).filter((l) => l.trim() && !l.includes(':'))
    if (lines.length === 0 || !lines.every((l) => BASE64_LINE.test(l.trim()))) return null
    blocks.push({ label, base64: lines.map((l) => l.trim()).join('') })
    rest = rest.replace(whole, '')
  }
  return blocks.length > 0 && rest.trim() === '' ? blocks : null
}

/** The labels of the PEM blocks `text` is made of, or null when it is anything else. */
export const pemLabels = (text: string): string[] | null => pemBlocks(text)?.map((b) => b.label) ?? null

const isKeyLabel = (label: string) => /(^|\s)PRIVATE KEY$/.test(label)

/** A certificate chain: one or more CERTIFICATE blocks. */
export function validateCertificatePem(text: string): string | undefined {
  if (!text.trim()) return messages.required('Certificate')
  const labels = pemLabels(text)
  return labels && labels.every((l) => l === 'CERTIFICATE') ? undefined : PEM_CERT_MESSAGE
}

/** One private key block (PKCS#8, or PKCS#1 RSA / SEC1 EC). */
export function validateKeyPem(text: string): string | undefined {
  if (!text.trim()) return messages.required('Key')
  const labels = pemLabels(text)
  return labels && labels.length === 1 && isKeyLabel(labels[0]) ? undefined : PEM_KEY_MESSAGE
}

/**
 * The usual mix-ups, said plainly: a key pasted as the chain, a certificate
 * as the key, a key still encrypted. Undefined when none of them.
 */
export function pemMixUp(text: string, part: 'chain' | 'key'): string | undefined {
  const labels = pemLabels(text)
  if (!labels) return undefined
  if (part === 'chain' && labels.some(isKeyLabel)) return 'This is a private key: it goes under Private key, and the certificate chain here'
  if (part === 'key' && labels.includes('CERTIFICATE')) return 'This is a certificate: it goes under Certificate chain, and the private key here'
  if (part === 'key' && labels.includes('ENCRYPTED PRIVATE KEY')) return 'The private key is encrypted: give it without a passphrase (e.g. openssl pkey -in key.pem)'
  return undefined
}

// ---- X.509, read far enough to show it ------------------------------------

/** What the console shows of one certificate. */
export type CertificateSummary = {
  /** The subject's common name, or its whole name when it has none. */
  subject: string
  issuer: string
  notBefore: Date
  notAfter: Date
  /** DNS names of the subject alternative name extension. */
  dnsNames: string[]
}

type Tlv = { tag: number; start: number; end: number }

function decodeBase64(base64: string): Uint8Array | null {
  try {
    const bin = atob(base64)
    return Uint8Array.from(bin, (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

/** One DER tag-length-value at `at`, or null past `limit` or when malformed. */
function tlv(der: Uint8Array, at: number, limit = der.length): Tlv | null {
  if (at + 2 > limit) return null
  const tag = der[at]
  let len = der[at + 1]
  let start = at + 2
  if (len & 0x80) {
    const n = len & 0x7f
    if (n === 0 || n > 4 || start + n > limit) return null
    len = 0
    for (let i = 0; i < n; i++) len = len * 256 + der[start + i]
    start += n
  }
  const end = start + len
  return end > limit ? null : { tag, start, end }
}

/** The TLVs directly inside a constructed one. */
function children(der: Uint8Array, parent: Tlv): Tlv[] | null {
  const out: Tlv[] = []
  for (let at = parent.start; at < parent.end; ) {
    const t = tlv(der, at, parent.end)
    if (!t) return null
    out.push(t)
    at = t.end
  }
  return out
}

const OID = { cn: '2.5.4.3', o: '2.5.4.10', ou: '2.5.4.11', c: '2.5.4.6', san: '2.5.29.17' }
const ATTR_LABEL: Record<string, string> = { [OID.cn]: 'CN', [OID.o]: 'O', [OID.ou]: 'OU', [OID.c]: 'C' }

function oid(der: Uint8Array, t: Tlv): string {
  const bytes = der.subarray(t.start, t.end)
  const parts = [Math.floor(bytes[0] / 40), bytes[0] % 40]
  let n = 0
  for (const b of bytes.subarray(1)) {
    n = n * 128 + (b & 0x7f)
    if (!(b & 0x80)) {
      parts.push(n)
      n = 0
    }
  }
  return parts.join('.')
}

function text(der: Uint8Array, t: Tlv): string {
  const bytes = der.subarray(t.start, t.end)
  // BMPString is UTF-16BE; the rest read as UTF-8 (PrintableString and IA5String are ASCII).
  if (t.tag === 0x1e) return String.fromCharCode(...Array.from({ length: bytes.length / 2 }, (_, i) => (bytes[2 * i] << 8) | bytes[2 * i + 1]))
  return new TextDecoder().decode(bytes)
}

/** A Name: its CN when it has one, else its attributes as 'O=…, C=…'. */
function name(der: Uint8Array, t: Tlv): string {
  const attrs: [string, string][] = []
  for (const set of children(der, t) ?? []) {
    for (const seq of children(der, set) ?? []) {
      const [type, value] = children(der, seq) ?? []
      if (type?.tag === 0x06 && value) attrs.push([oid(der, type), text(der, value)])
    }
  }
  const cn = attrs.find(([o]) => o === OID.cn)
  if (cn) return cn[1]
  return attrs.map(([o, v]) => `${ATTR_LABEL[o] ?? o}=${v}`).join(', ')
}

function time(der: Uint8Array, t: Tlv): Date | null {
  const s = text(der, t)
  // UTCTime YYMMDDHHMMSSZ (years 1950–2049), GeneralizedTime YYYYMMDDHHMMSSZ.
  const m = t.tag === 0x17 ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(s) : t.tag === 0x18 ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(s) : null
  if (!m) return null
  const year = t.tag === 0x17 ? (Number(m[1]) < 50 ? 2000 : 1900) + Number(m[1]) : Number(m[1])
  return new Date(Date.UTC(year, Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])))
}

function dnsNames(der: Uint8Array, extensions: Tlv | undefined): string[] {
  const list = extensions && children(der, extensions)?.[0]
  for (const ext of (list && children(der, list)) ?? []) {
    const parts = children(der, ext) ?? []
    if (parts[0]?.tag !== 0x06 || oid(der, parts[0]) !== OID.san) continue
    const octets = parts[parts.length - 1]
    const names = tlv(der, octets.start, octets.end)
    return ((names && children(der, names)) ?? []).filter((n) => n.tag === 0x82).map((n) => text(der, n))
  }
  return []
}

/** One DER certificate read, or null when it is not one. */
export function readCertificate(der: Uint8Array): CertificateSummary | null {
  const cert = tlv(der, 0)
  if (!cert || cert.tag !== 0x30 || cert.end !== der.length) return null
  const tbs = children(der, cert)?.[0]
  if (!tbs || tbs.tag !== 0x30) return null
  const fields = children(der, tbs)
  if (!fields) return null
  // version [0] is optional (v1 certificates leave it out).
  const f = fields[0]?.tag === 0xa0 ? fields.slice(1) : fields
  const [, , issuer, validity, subject] = f
  if (!issuer || !validity || !subject || validity.tag !== 0x30) return null
  const [from, until] = children(der, validity) ?? []
  const notBefore = from && time(der, from)
  const notAfter = until && time(der, until)
  if (!notBefore || !notAfter) return null
  return {
    subject: name(der, subject),
    issuer: name(der, issuer),
    notBefore,
    notAfter,
    dnsNames: dnsNames(der, f.find((x) => x.tag === 0xa3)),
  }
}

/** Every certificate of a PEM chain, leaf first; null when a block is not a certificate the walk can read. */
export function readCertificateChain(pem: string): CertificateSummary[] | null {
  const blocks = pemBlocks(pem)
  if (!blocks || blocks.some((b) => b.label !== 'CERTIFICATE')) return null
  const out: CertificateSummary[] = []
  for (const b of blocks) {
    const der = decodeBase64(b.base64)
    const summary = der && readCertificate(der)
    if (!summary) return null
    out.push(summary)
  }
  return out
}

/** Past its notAfter: Nexus refuses such a chain, and clients refuse the certificate. */
export const isExpired = (c: CertificateSummary, now: Date = new Date()) => c.notAfter < now
