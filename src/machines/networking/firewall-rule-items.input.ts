// The lists inside a firewall rule form: targets, host filters, port ranges and
// protocols. Each list is edited through a draft (the type and text being typed)
// that joins the list only when it is valid and not already there.
import type { VpcFirewallRuleHostFilter, VpcFirewallRuleProtocol, VpcFirewallRuleTarget } from '~/api'
import { formatPortRange, parseCidr, parsePortRange, validateCidr, validateIp, validateName, validatePortRange, validateUnique } from '~/validation'

/** Targets and host filters name the same five kinds of thing. */
export type ItemType = VpcFirewallRuleTarget['type'] & VpcFirewallRuleHostFilter['type']

export type ItemKind = {
  type: ItemType
  /** In the type picker and the list. */
  label: string
  /** The label of the value field for this type. */
  valueLabel: string
  hint?: string
}

export const ITEM_KINDS: readonly ItemKind[] = [
  { type: 'vpc', label: 'VPC', valueLabel: 'VPC name' },
  { type: 'subnet', label: 'VPC subnet', valueLabel: 'Subnet name' },
  { type: 'instance', label: 'Instance', valueLabel: 'Instance name' },
  { type: 'ip', label: 'IP address', valueLabel: 'IP address', hint: 'An IPv4 or IPv6 address' },
  { type: 'ip_net', label: 'IP network', valueLabel: 'IP network', hint: 'Looks like 192.168.0.0/16 or fd00::/48' },
]

export const itemKind = (type: ItemType): ItemKind => ITEM_KINDS.find((k) => k.type === type) ?? ITEM_KINDS[0]

/** What is being typed into one list's fields; `error` is the last refused Add. */
export type ItemDraft = { type: ItemType; value: string; error?: string }
export type PortDraft = { value: string; error?: string }

export const emptyItemDraft = (type: ItemType = 'vpc'): ItemDraft => ({ type, value: '' })
export const emptyPortDraft = (): PortDraft => ({ value: '' })

/** A draft being edited again: its last refusal no longer applies. */
export function editDraft<D extends { error?: string }>(draft: D, patch: Partial<Omit<D, 'error'>>): D {
  const { error: _dropped, ...rest } = { ...draft, ...patch }
  return rest as D
}

type Parsed<T> = { ok: true; item: T } | { ok: false; message: string }

/** The draft's text as an item of its type (names as typed; networks written plainly), or why not. */
function parseItem(type: ItemType, text: string): Parsed<string> {
  const value = text.trim()
  if (type === 'ip') {
    const message = validateIp(value)
    return message ? { ok: false, message } : { ok: true, item: value }
  }
  if (type === 'ip_net') {
    const message = validateCidr(value)
    return message ? { ok: false, message } : { ok: true, item: parseCidr(value)?.text ?? value }
  }
  const message = validateName(value, itemKind(type).valueLabel)
  return message ? { ok: false, message } : { ok: true, item: value }
}

export type AddResult<T, D> = { items: T[]; draft: D }

/**
 * Adds the draft to `items` and empties the draft (keeping its type); when the
 * draft is invalid or already listed, the items stay and the draft says why.
 */
export function addItem<T extends VpcFirewallRuleTarget | VpcFirewallRuleHostFilter>(
  items: readonly T[],
  draft: ItemDraft,
): AddResult<T, ItemDraft> {
  const parsed = parseItem(draft.type, draft.value)
  if (!parsed.ok) return { items: [...items], draft: { ...draft, error: parsed.message } }
  // Every target and host filter type is a { type, value } pair with a string value.
  const item = { type: draft.type, value: parsed.item } as T
  const next = [...items, item]
  const duplicate = validateUnique(next)
  if (duplicate) return { items: [...items], draft: { ...draft, error: duplicate } }
  return { items: next, draft: emptyItemDraft(draft.type) }
}

/** Same for a port range: stored as the API's L4PortRange text ('80', '8000-8080'). */
export function addPort(ports: readonly string[], draft: PortDraft): AddResult<string, PortDraft> {
  const message = validatePortRange(draft.value)
  const range = parsePortRange(draft.value)
  if (message || !range) return { items: [...ports], draft: { ...draft, error: message } }
  const next = [...ports, formatPortRange(range)]
  const duplicate = validateUnique(next)
  if (duplicate) return { items: [...ports], draft: { ...draft, error: duplicate } }
  return { items: next, draft: emptyPortDraft() }
}

export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index)
}

export const PROTOCOLS: readonly VpcFirewallRuleProtocol[] = ['TCP', 'UDP', 'ICMP']

/** Checks or unchecks one protocol; the list stays in one order, whatever the clicks. */
export function toggleProtocol(
  protocols: readonly VpcFirewallRuleProtocol[],
  protocol: VpcFirewallRuleProtocol,
  on: boolean,
): VpcFirewallRuleProtocol[] {
  return PROTOCOLS.filter((p) => (p === protocol ? on : protocols.includes(p)))
}
