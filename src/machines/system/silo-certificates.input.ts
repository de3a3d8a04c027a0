// The TLS certificates of a new silo: each is typed into a draft (name,
// certificate chain and private key, pasted as PEM) and joins the list only
// when it looks right. Nexus parses them for real; this catches the usual
// mistakes (a DER file, a key in the certificate box) before the round trip.
import type { CertificateCreate } from '~/api'
import { validateName, validateUnique } from '~/validation'
import { PEM_CERT_MESSAGE, PEM_KEY_MESSAGE, pemLabels, validateCertificatePem, validateKeyPem } from '../shared/certificates.rules'

/** One certificate as the form keeps it (Nexus's CertificateCreate less what the console fixes). */
export type TlsCertificate = { name: string; cert: string; key: string }

type DraftField = keyof TlsCertificate
export type CertDraft = TlsCertificate & { errors?: Partial<Record<DraftField, string>> }

export const emptyCertDraft = (): CertDraft => ({ name: '', cert: '', key: '' })

// The PEM checks are shared with the silo's own certificates page.
export { PEM_CERT_MESSAGE, PEM_KEY_MESSAGE, pemLabels, validateCertificatePem, validateKeyPem }

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
