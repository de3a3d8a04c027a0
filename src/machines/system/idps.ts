// A silo's identity providers: the silo page's tab, the SAML view modal, and
// the SAML create form (used with the form machine: its values, rules, the
// body it sends, exactly SamlIdentityProviderCreate, and the call). Files
// (metadata XML, signing keypair) arrive here already read: the view reads
// them in the browser and hands over their base64 text.
import { api, fetchApi, invalidate, type SamlIdentityProvider, type SamlIdentityProviderCreate } from '~/api'
import { messages, validateDescription, validateName } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { PageParams } from '../shared/list.machine'

export const idpsPage =
  (silo: string) =>
  ({ pageToken, limit }: PageParams) =>
    fetchApi('/v1/system/identity-providers', { query: { silo, limit, pageToken } })

export const fetchSamlIdp = (silo: string, provider: string) =>
  fetchApi('/v1/system/identity-providers/saml/{provider}', { path: { provider }, query: { silo } })

/** A file read in the browser: its name and size (to show) and its bytes in base64 (to send). */
export type ReadFile = { name: string; size: number; base64: string }

export type IdpFormValues = {
  name: string
  description: string
  acsUrl: string
  sloUrl: string
  idpEntityId: string
  spClientId: string
  technicalContactEmail: string
  groupAttributeName: string
  metadataSource: 'url' | 'file'
  metadataUrl: string
  metadataFile: ReadFile | null
  /** Optional request signing: both DER files, or neither. */
  signingCert: ReadFile | null
  signingKey: ReadFile | null
}

export const idpInitialValues: IdpFormValues = {
  name: '',
  description: '',
  acsUrl: '',
  sloUrl: '',
  idpEntityId: '',
  spClientId: '',
  technicalContactEmail: '',
  groupAttributeName: '',
  metadataSource: 'url',
  metadataUrl: '',
  metadataFile: null,
  signingCert: null,
  signingKey: null,
}

// The console's own words (the shared messages have none for these).
export const URL_MESSAGE = 'Must be a URL starting with http:// or https://'
export const EMAIL_MESSAGE = 'Must be an email address'
export const KEYPAIR_MESSAGE = 'Add both the certificate and the key, or neither'

function validateUrl(value: string, label: string): string | undefined {
  const v = value.trim()
  if (!v) return messages.required(label)
  return URL.canParse(v) && /^https?:$/.test(new URL(v).protocol) ? undefined : URL_MESSAGE
}

const required = (value: string, label: string) => (value.trim() ? undefined : messages.required(label))

export function validateIdp(values: IdpFormValues): FieldErrors<IdpFormValues> {
  const email = values.technicalContactEmail.trim()
  const halfKeypair = !values.signingCert !== !values.signingKey
  return {
    name: validateName(values.name),
    description: validateDescription(values.description),
    acsUrl: validateUrl(values.acsUrl, 'ACS URL'),
    sloUrl: validateUrl(values.sloUrl, 'SLO URL'),
    idpEntityId: required(values.idpEntityId, 'Entity ID'),
    spClientId: required(values.spClientId, 'SP client ID'),
    technicalContactEmail: !email
      ? messages.required('Technical contact email')
      : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
        ? undefined
        : EMAIL_MESSAGE,
    metadataUrl: values.metadataSource === 'url' ? validateUrl(values.metadataUrl, 'Metadata URL') : undefined,
    metadataFile: values.metadataSource === 'file' && !values.metadataFile ? messages.required('Metadata file') : undefined,
    signingKey: halfKeypair && !values.signingKey ? KEYPAIR_MESSAGE : undefined,
    signingCert: halfKeypair && !values.signingCert ? KEYPAIR_MESSAGE : undefined,
  }
}

/** SamlIdentityProviderCreate from the form; validateIdp() guarantees what it needs. */
export function idpCreateBody(values: IdpFormValues): SamlIdentityProviderCreate {
  return {
    name: values.name,
    description: values.description,
    acsUrl: values.acsUrl.trim(),
    sloUrl: values.sloUrl.trim(),
    idpEntityId: values.idpEntityId.trim(),
    spClientId: values.spClientId.trim(),
    technicalContactEmail: values.technicalContactEmail.trim(),
    groupAttributeName: values.groupAttributeName.trim() || null,
    idpMetadataSource:
      values.metadataSource === 'url'
        ? { type: 'url', url: values.metadataUrl.trim() }
        : { type: 'base64_encoded_xml', data: values.metadataFile?.base64 ?? '' },
    signingKeypair:
      values.signingCert && values.signingKey
        ? { publicCert: values.signingCert.base64, privateKey: values.signingKey.base64 }
        : null,
  }
}

export async function createIdp(silo: string, values: IdpFormValues): Promise<SamlIdentityProvider> {
  const idp = await api.post('/v1/system/identity-providers/saml', { query: { silo }, body: idpCreateBody(values) })
  await invalidate('/v1/system/identity-providers', '/v1/system/identity-providers/saml/{provider}')
  return idp
}

export function idpFormInput(silo: string): FormInput<IdpFormValues, SamlIdentityProvider> {
  return { initialValues: idpInitialValues, secrets: ['signingKey'], validate: validateIdp, submit: (v) => createIdp(silo, v) }
}
