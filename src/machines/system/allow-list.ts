// The allow-list (used with the form machine): which source addresses may
// reach the rack's user-facing services — any, or a list of addresses and
// networks. An entry is an IP address or a network, kept as the network Nexus
// stores (a lone address is its /32 or /128), each once ('Items must be
// unique'). Nexus also refuses the unspecified address and a /0; the console
// says so before sending. The edit form holds the mode, the entries and the
// entry being typed; saving a list is confirmed first (ALLOW_LIST_WARNING).
import { api, fetchApi, invalidate, type RequestBody, type Schema } from '~/api'
import { messages, parseCidr, parseIp, validateCidr, validateIp, validateUnique, MAX_WIDTH } from '~/validation'
import { ipPosition } from '~/validation/network'
import type { FieldErrors, FormInput } from '../shared/form.machine'

export type AllowList = Schema<'AllowList'>
export type AllowListBody = RequestBody<'/v1/system/networking/allow-list', 'put'>

export const ALLOW_LIST_PATH = '/v1/system/networking/allow-list'

export const fetchAllowList = () => fetchApi(ALLOW_LIST_PATH)

/** The page's own read, and its edit form's: the list (whether this user may change it is the fleet role's section). */
export const loadAllowListPage = () => fetchAllowList()

// ---- entries -------------------------------------------------------------------

export const allowListMessages = {
  unspecified: 'The unspecified address cannot be an entry: choose “Any source” to allow every address',
  zeroWidth: 'An entry cannot be a /0 network: choose “Any source” to allow every address',
  empty: 'Add at least one address or network, or choose “Any source”',
  pending: 'Add this entry to the list, or clear it',
} as const

/** An entry as typed, checked: the network it stands for, or why it is not one. */
export function parseEntry(text: string): { ok: true; value: string } | { ok: false; message: string } {
  const value = text.trim()
  if (value === '') return { ok: false, message: messages.required('Address or network') }
  const problem = value.includes('/') ? validateCidr(value) : validateIp(value)
  if (problem) return { ok: false, message: problem }
  const cidr = value.includes('/') ? parseCidr(value)! : undefined
  const address = cidr?.address ?? value
  if (ipPosition(address)?.value === 0n) return { ok: false, message: allowListMessages.unspecified }
  if (cidr && cidr.width === 0) return { ok: false, message: allowListMessages.zeroWidth }
  return { ok: true, value: cidr ? cidr.text : `${value}/${MAX_WIDTH[parseIp(value)!.version]}` }
}

/** The list with the draft added, or the draft's problem (a duplicate: 'Items must be unique'). */
export function addEntry(items: readonly string[], draft: string): { items: string[] } | { error: string } {
  const parsed = parseEntry(draft)
  if (!parsed.ok) return { error: parsed.message }
  const next = [...items, parsed.value]
  const duplicate = validateUnique(next.map((e) => e.toLowerCase()))
  return duplicate ? { error: duplicate } : { items: next }
}

/**
 * The confirm before a list is saved. Nexus does not tell the browser which
 * address it sees this browser's requests come from (a proxy or NAT may
 * change it), so the warning cannot name it: it says what to check.
 */
export const ALLOW_LIST_WARNING =
  'Only the addresses and networks in this list will reach the rack’s user-facing services — this console and the API included. ' +
  'If the address your browser connects from is not in it, you lose access and it can only be restored from inside the rack. ' +
  'The console cannot tell which address the rack sees for this browser (a proxy or NAT may change it): check that one of the entries holds it. ' +
  'Nexus refuses a list that would shut out the address this request comes from.'

// ---- the edit form -------------------------------------------------------------

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
