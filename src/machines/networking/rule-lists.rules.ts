// The lists inside a firewall rule (targets, host filters, ports) as the
// fields edit them: the kinds of item, and a draft per list. Apart from the
// rules' reads and writes because the same fields are in the system's forms
// too (allow list, address lots, BGP, switch-port settings), which must not
// carry a VPC's firewall-rule calls with them.
import type { VpcFirewallRuleHostFilter, VpcFirewallRuleTarget } from '~/api'

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
