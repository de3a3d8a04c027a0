// The silo's TLS certificates for its external API (used with the form
// machine): the add form's values, rules and call, and delete for the confirm
// dialog. Nexus parses the chain and key for real (and checks they match);
// the form catches what can be told from the text: not PEM, the parts
// swapped, an encrypted key, an expired certificate.
import { api, invalidate, type Schema } from '~/api'
import { validateDescription, validateName } from '~/validation'
import { isExpired, pemMixUp, readCertificateChain, validateCertificatePem, validateKeyPem } from '../shared/certificates.rules'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'
import { CERTIFICATES_PATH, type Certificate } from './certificates.reads'

// The pages' reads (the list's pages, one certificate) live in
// certificates.reads.ts, which the route takes at boot; named here too.
export { CERTIFICATES_PATH, certificatesPage, fetchCertificate, type Certificate } from './certificates.reads'

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
  await invalidate(CERTIFICATES_PATH)
  return cert
}

export async function deleteCertificate(certificate: string): Promise<void> {
  await api.delete('/v1/certificates/{certificate}', { path: { certificate } })
  await invalidate(CERTIFICATES_PATH)
}

export const certificateFormMachine = createFormMachine<CertificateValues, Certificate>()

/** Nexus has no update for a certificate: the form only adds. `submit` is replaceable for tests. */
export function certificateFormInput(
  submit: (values: CertificateValues) => Promise<Certificate> = createCertificate,
): FormInput<CertificateValues, Certificate> {
  return { initialValues: certificateInitialValues, secrets: ['key'], validate: (v) => validateCertificate(v), submit }
}
