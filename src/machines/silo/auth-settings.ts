// The silo's auth settings (used with the form machine): the longest a
// device token may live. Every user of the silo may read them; changing them
// takes a silo admin (Nexus answers others 403, which the form shows, every
// value kept).
import { api, fetchApi, invalidate, type Schema } from '~/api'
import { createFormMachine, type FormInput } from '../shared/form.machine'

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

// A device token's longest lifetime, as people say it (days and hours) and as
// Nexus keeps it (seconds, a u32 of at least 1; null for no limit).
export const HOUR = 3600
export const DAY = 24 * HOUR
/** Nexus's field is a u32 of seconds. */
export const MAX_TTL_SECONDS = 4_294_967_295

/** The form's fields: both empty is no limit. Hours may have a fraction (1.5 is 90 minutes). */
export type TtlParts = { days: number | undefined; hours: number | undefined }

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

/** e.g. '30 days', '1 day 12 hours', '90 minutes', 'No limit'. */
export function formatTtl(seconds: number | null | undefined): string {
  if (seconds == null) return 'No limit'
  const d = Math.floor(seconds / DAY)
  const h = Math.floor((seconds % DAY) / HOUR)
  const m = Math.floor((seconds % HOUR) / 60)
  const s = seconds % 60
  const parts = [d && plural(d, 'day'), h && plural(h, 'hour'), m && plural(m, 'minute'), s && plural(s, 'second')].filter(Boolean)
  return parts.length ? parts.join(' ') : plural(0, 'second')
}

/** Seconds as the form shows them: whole days, the rest in hours (two decimals at most). */
export function ttlToParts(seconds: number | null | undefined): TtlParts {
  if (seconds == null) return { days: undefined, hours: undefined }
  const days = Math.floor(seconds / DAY)
  const hours = Math.round(((seconds % DAY) / HOUR) * 100) / 100
  return { days: days || undefined, hours: hours || (days ? undefined : 0) }
}

/** The form's fields as Nexus's value: null when both are empty; whole seconds. */
export function partsToTtl({ days, hours }: TtlParts): number | null {
  if (days === undefined && hours === undefined) return null
  return Math.round((days ?? 0) * DAY + (hours ?? 0) * HOUR)
}

/** What is wrong with the fields, field by field; the total is said on hours. */
export function validateTtlParts(parts: TtlParts): Partial<Record<keyof TtlParts, string>> {
  const { days, hours } = parts
  if (days !== undefined && (!Number.isInteger(days) || days < 0)) return { days: 'Days must be a whole number, 0 or more' }
  if (hours !== undefined && (!Number.isFinite(hours) || hours < 0)) return { hours: 'Hours must be a number, 0 or more' }
  if (days !== undefined && hours !== undefined && hours >= 24) return { hours: 'Hours must be under 24 (add a day instead)' }
  const ttl = partsToTtl(parts)
  if (ttl === null) return {}
  if (ttl < 1) return { hours: 'A lifetime must be longer than 0; leave both fields empty for no limit' }
  if (ttl > MAX_TTL_SECONDS) return { days: `At most ${Math.floor(MAX_TTL_SECONDS / DAY).toLocaleString('en-US')} days` }
  return {}
}
