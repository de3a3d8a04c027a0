// The TLS certificates of a new silo: each is typed into a draft (name,
// certificate chain and private key, pasted as PEM) and joins the list only
// when it looks right. Nexus parses them for real; this catches the usual
// mistakes (a DER file, a key in the certificate box) before the round trip.
import type { CertificateCreate } from '~/api'
import { messages, validateName, validateUnique } from '~/validation'

/** One certificate as the form keeps it (Nexus's CertificateCreate less what the console fixes). */
export type TlsCertificate = { name: string; cert: string; key: string }

type DraftField = keyof TlsCertificate
export type CertDraft = TlsCertificate & { errors?: Partial<Record<DraftField, string>> }

export const emptyCertDraft = (): CertDraft => ({ name: '', cert: '', key: '' })

export const PEM_CERT_MESSAGE = 'Must be PEM: -----BEGIN CERTIFICATE----- … -----END CERTIFICATE-----'
export const PEM_KEY_MESSAGE = 'Must be PEM: -----BEGIN PRIVATE KEY----- … -----END PRIVATE KEY-----'

// One PEM block: a BEGIN line, base64 lines (headers such as Proc-Type allowed), the matching END line.
const BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----\r?\n([\s\S]*?)\r?\n?-----END \1-----/g
const BASE64_LINE = /^[A-Za-z0-9+/=]+$/

/** The labels of the PEM blocks `text` is made of, or null when it is anything else. */
export function pemLabels(text: string): string[] | null {
  const trimmed = text.trim()
  const labels: string[] = []
  let rest = trimmed
  for (const [whole, label, body] of trimmed.matchAll(BLOCK)) {
    const lines = body.split(/\r?\n/).filter((l) => l.trim() && !l.includes(':'))
    if (lines.length === 0 || !lines.every((l) => BASE64_LINE.test(l.trim()))) return null
    labels.push(label)
    rest = rest.replace(whole, '')
  }
  return labels.length > 0 && rest.trim() === '' ? labels : null
}

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
  return labels && labels.length === 1 && /(^|\s)PRIVATE KEY$/.test(labels[0]) ? undefined : PEM_KEY_MESSAGE
}

/** A draft being edited again: its last refusal no longer applies. */
export function editCertDraft(draft: CertDraft, patch: Partial<TlsCertificate>): CertDraft {
  const { errors: _dropped, ...rest } = { ...draft, ...patch }
  return rest
}

/**
 * Adds the draft to `list` and empties it; when a field is wrong, or the name
 * is already listed, the list stays and the draft says why, field by field.
 */
export function addCertificate(list: readonly TlsCertificate[], draft: CertDraft): { list: TlsCertificate[]; draft: CertDraft } {
  const cert: TlsCertificate = { name: draft.name.trim(), cert: draft.cert.trim() + '\n', key: draft.key.trim() + '\n' }
  const errors: Partial<Record<DraftField, string>> = {
    name: validateName(cert.name) ?? validateUnique([...list.map((c) => c.name), cert.name]),
    cert: validateCertificatePem(draft.cert),
    key: validateKeyPem(draft.key),
  }
  const refused = Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) as CertDraft['errors']
  if (refused && Object.keys(refused).length > 0) return { list: [...list], draft: { ...draft, errors: refused } }
  return { list: [...list, cert], draft: emptyCertDraft() }
}

export const removeCertificate = (list: readonly TlsCertificate[], name: string) => list.filter((c) => c.name !== name)

/** Nexus's CertificateCreate: the console's certificates are for the silo's API and console. */
export const toCertificateCreate = (c: TlsCertificate): CertificateCreate => ({
  name: c.name,
  description: '',
  cert: c.cert,
  key: c.key,
  service: 'external_api',
})
