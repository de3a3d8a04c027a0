// The silo's auth settings (used with the form machine): the longest a
// device token may live. Every user of the silo may read them; changing them
// takes a silo admin (Nexus answers others 403, which the form shows, every
// value kept).
import { api, fetchApi, invalidate, type Schema } from '~/api'
import { createFormMachine, type FormInput } from '../shared/form.machine'
import { partsToTtl, ttlToParts, validateTtlParts, type TtlParts } from './ttl.rules'

export type SiloAuthSettings = Schema<'SiloAuthSettings'>

export const AUTH_SETTINGS_PATH = '/v1/auth-settings'

export type AuthSettingsValues = TtlParts

/** GET /v1/auth-settings: the signed-in user's silo. */
export const fetchAuthSettings = () => fetchApi('/v1/auth-settings')

export const authSettingsUpdateBody = (v: AuthSettingsValues) => ({ deviceTokenMaxTtlSeconds: partsToTtl(v) })

export async function updateAuthSettings(values: AuthSettingsValues): Promise<SiloAuthSettings> {
  const settings = await api.put('/v1/auth-settings', { body: authSettingsUpdateBody(values) })
  await invalidate(AUTH_SETTINGS_PATH)
  return settings
}

export const authSettingsFormMachine = createFormMachine<AuthSettingsValues, SiloAuthSettings>()

export function authSettingsFormInput(
  settings: SiloAuthSettings,
  submit: (values: AuthSettingsValues) => Promise<SiloAuthSettings> = updateAuthSettings,
): FormInput<AuthSettingsValues, SiloAuthSettings> {
  return { initialValues: ttlToParts(settings.deviceTokenMaxTtlSeconds), validate: validateTtlParts, submit }
}
