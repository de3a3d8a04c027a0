// The silo's TLS certificates: the list's pages and one certificate, the add
// form (its PEM checks are shared/certificates.rules.ts) and delete.
import { fetchApi, type Schema, api, invalidate, type Read } from '~/api'
import { type PageParams } from '../shared/list.machine'
import { validateDescription, validateName } from '~/validation'
import { isExpired, pemMixUp, readCertificateChain, validateCertificatePem, validateKeyPem } from '../shared/certificates.rules'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'

export type Certificate = Schema<'Certificate'>

export const CERTIFICATES_PATH = '/v1/certificates'
export const CERTIFICATE_READS: Read[] = [CERTIFICATES_PATH, '/v1/certificates/{certificate}']

export const certificatesPage = ({ pageToken, limit }: PageParams) => fetchApi('/v1/certificates', { query: { limit, pageToken } })

/** One certificate, by name or id (the view modal). */
export const fetchCertificate = (certificate: string) => fetchApi('/v1/certificates/{certificate}', { path: { certificate } })

// The silo's TLS certificates for its external API (used with the form
// machine): the add form's values, rules and call, and delete for the confirm
// dialog. Nexus parses the chain and key for real (and checks they match);
// the form catches what can be told from the text: not PEM, the parts
// swapped, an encrypted key, an expired certificate.
type CertificateCreate = Schema<'CertificateCreate'>

export type CertificateValues = { name: string; description: string; cert: string; key: string }

export const certificateInitialValues: CertificateValues = { name: '', description: '', cert: '', key: '' }

/** The chain: PEM certificates, the right part, not expired (Nexus refuses an expired one). */
export function validateChain(cert: string, now = new Date()): string | undefined {
  const shape = pemMixUp(cert, 'chain') ?? validateCertificatePem(cert)
  if (shape) return shape.replace('Certificate is required', 'Certificate chain is required')
  const expired = readCertificateChain(cert)?.find((c) => isExpired(c, now))
  return expired ? `The certificate for ${expired.subject} expired on ${expired.notAfter.toISOString().slice(0, 10)}` : undefined
}

export function validateKey(key: string): string | undefined {
  const shape = pemMixUp(key, 'key') ?? validateKeyPem(key)
  return shape?.replace('Key is required', 'Private key is required')
}

export function validateCertificate(values: CertificateValues, now = new Date()): FieldErrors<CertificateValues> {
  return {
    name: validateName(values.name),
    description: validateDescription(values.description),
    cert: validateChain(values.cert, now),
    key: validateKey(values.key),
  }
}

/** The create body: each PEM trimmed and ended with one newline, as files end. */
export const certificateCreateBody = (v: CertificateValues): CertificateCreate => ({
  name: v.name,
  description: v.description,
  cert: `${v.cert.trim()}\n`,
  key: `${v.key.trim()}\n`,
  service: 'external_api',
})

/** POST /v1/certificates: a certificate for the signed-in user's silo. */
export async function createCertificate(values: CertificateValues): Promise<Certificate> {
  const cert = await api.post('/v1/certificates', { body: certificateCreateBody(values) })
  await invalidate(...CERTIFICATE_READS)
  return cert
}

export async function deleteCertificate(certificate: string): Promise<void> {
  await api.delete('/v1/certificates/{certificate}', { path: { certificate } })
  await invalidate(...CERTIFICATE_READS)
}

export const certificateFormMachine = createFormMachine<CertificateValues, Certificate>()

/** Nexus has no update for a certificate: the form only adds. `submit` is replaceable for tests. */
export function certificateFormInput(
  submit: (values: CertificateValues) => Promise<Certificate> = createCertificate,
): FormInput<CertificateValues, Certificate> {
  return { initialValues: certificateInitialValues, secrets: ['key'], validate: (v) => validateCertificate(v), submit }
}
