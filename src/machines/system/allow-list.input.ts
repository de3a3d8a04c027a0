// The allow-list (used with the form machine): which source addresses may
// reach the rack's user-facing services — any, or a list of addresses and
// networks. The edit form holds the mode, the entries and the entry being
// typed; saving a list is confirmed first (allow-list.rules.ts).
import { api, fetchApi, invalidate, type FleetRole, type RequestBody, type Schema, type Read } from '~/api'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import { addEntry, allowListMessages } from './allow-list.rules'
import { loadNetworkingWrite, NETWORKING_WRITE_READS } from './rack-networking.rules'

export type AllowList = Schema<'AllowList'>
export type AllowListBody = RequestBody<'/v1/system/networking/allow-list', 'put'>

export const ALLOW_LIST_PATH = '/v1/system/networking/allow-list'

export const fetchAllowList = () => fetchApi(ALLOW_LIST_PATH)

export type AllowListMode = 'any' | 'list'

export type AllowListFormValues = {
  mode: AllowListMode
  ips: string[]
  /** The entry being typed, and its problem once Add refused it. */
  draft: { value: string; error?: string }
}

export const allowListValues = (current: AllowList): AllowListFormValues =>
  current.allowedIps.allow === 'list'
    ? { mode: 'list', ips: [...current.allowedIps.ips], draft: { value: '' } }
    : { mode: 'any', ips: [], draft: { value: '' } }

/** The form's values after Add: the entry in the list and the field cleared, or the field with its problem. */
export function addDraft(values: AllowListFormValues): Pick<AllowListFormValues, 'ips' | 'draft'> {
  const result = addEntry(values.ips, values.draft.value)
  return 'error' in result
    ? { ips: values.ips, draft: { value: values.draft.value, error: result.error } }
    : { ips: result.items, draft: { value: '' } }
}

export const removeEntry = (ips: readonly string[], index: number) => ips.filter((_, i) => i !== index)

export function validateAllowList(values: AllowListFormValues): FieldErrors<AllowListFormValues> {
  if (values.mode === 'any') return {}
  return {
    ips: values.ips.length === 0 ? allowListMessages.empty : undefined,
    draft: values.draft.error ?? (values.draft.value.trim() ? allowListMessages.pending : undefined),
  }
}

export const allowListBody = (values: AllowListFormValues): AllowListBody => ({
  allowedIps: values.mode === 'any' ? { allow: 'any' } : { allow: 'list', ips: values.ips },
})

/**
 * Whether saving these values asks first: a list (which may shut this browser
 * out) that the form would send; a refused form shows its messages instead.
 */
export const needsWarning = (values: AllowListFormValues) =>
  values.mode === 'list' && Object.values(validateAllowList(values)).every((message) => !message)

export async function saveAllowList(values: AllowListFormValues): Promise<AllowList> {
  const saved = await api.put(ALLOW_LIST_PATH, { body: allowListBody(values) })
  await invalidate(ALLOW_LIST_PATH)
  return saved
}

export function allowListFormInput(current: AllowList): FormInput<AllowListFormValues, AllowList> {
  return { initialValues: allowListValues(current), validate: validateAllowList, submit: saveAllowList }
}

/** The page's reads: the list, and whether this user may change it. */
export async function loadAllowListPage(readFleetRole: () => Promise<FleetRole | undefined>) {
  const [allowList, write] = await Promise.all([fetchAllowList(), loadNetworkingWrite(readFleetRole)])
  return { allowList, write }
}

export type AllowListPage = Awaited<ReturnType<typeof loadAllowListPage>>

export const ALLOW_LIST_PAGE_READS: Read[] = [ALLOW_LIST_PATH, ...NETWORKING_WRITE_READS]
