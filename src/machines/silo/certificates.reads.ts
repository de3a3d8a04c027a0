// The silo's TLS certificates as their pages read them: the list's pages and
// one certificate. Apart from certificates.input.ts, whose form checks the
// PEM text (shared/certificates.rules.ts, the costliest part), so the route
// takes only these at boot.
import { fetchApi, type Schema } from '~/api'
import type { PageParams } from '../shared/list.machine'

export type Certificate = Schema<'Certificate'>

export const CERTIFICATES_PATH = '/v1/certificates'

export const certificatesPage = ({ pageToken, limit }: PageParams) => fetchApi('/v1/certificates', { query: { limit, pageToken } })

/** One certificate, by name or id (the view modal). */
export const fetchCertificate = (certificate: string) => fetchApi('/v1/certificates/{certificate}', { path: { certificate } })
