// A silo's identity providers, read: the silo page's tab and the SAML view
// modal. The routes import these with the app; the create form stays in
// idp-form.input.ts, loaded with it.
import { fetchApi } from '~/api'
import type { PageParams } from '../shared/list.machine'

export const idpsPage =
  (silo: string) =>
  ({ pageToken, limit }: PageParams) =>
    fetchApi('/v1/system/identity-providers', { query: { silo, limit, pageToken } })

export const fetchSamlIdp = (silo: string, provider: string) =>
  fetchApi('/v1/system/identity-providers/saml/{provider}', { path: { provider }, query: { silo } })
