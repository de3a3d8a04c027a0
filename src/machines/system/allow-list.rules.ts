// The allow-list's entries: an IP address or a network (with its validation messages),
// kept as the network Nexus stores (a lone address is its /32 or /128), each
// once ('Items must be unique'). Nexus also refuses the unspecified address
// and a /0; the console says so before sending.
import { messages, parseCidr, parseIp, validateCidr, validateIp, validateUnique, MAX_WIDTH } from '~/validation'
import { ipPosition } from '~/validation/ip-range'

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
