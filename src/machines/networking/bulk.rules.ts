// Bulk actions of the networking lists: floating IPs, a VPC's firewall rules.
import type { VpcFirewallRule } from '~/api'
import type { BulkSpec } from '../shared/bulk.rules'
import { changeRules, type VpcRef } from './firewall-rules.input'
import { DELETE_ATTACHED_REASON, type FloatingIpRow } from './floating-ip-rows.input'

export const FLOATING_IP_BULK: BulkSpec<FloatingIpRow> = {
  noun: { one: 'floating IP', many: 'floating IPs' },
  keyOf: (f) => f.id,
  nameOf: (f) => f.name,
  actions: [
    {
      id: 'detach',
      label: 'Detach',
      doing: 'Detaching',
      done: 'Detached',
      danger: true,
      confirm: true,
      refusal: (f) => (f.instanceId ? undefined : 'Not attached to an instance'),
    },
    {
      id: 'delete',
      label: 'Delete',
      doing: 'Deleting',
      done: 'Deleted',
      danger: true,
      confirm: true,
      refusal: (f) => (f.instanceId ? DELETE_ATTACHED_REASON : undefined),
    },
  ],
}

export const FIREWALL_RULE_BULK: BulkSpec<VpcFirewallRule> = {
  noun: { one: 'firewall rule', many: 'firewall rules' },
  keyOf: (r) => r.id,
  nameOf: (r) => r.name,
  // The rules are one set: deleting several is one PUT of the rules that are left.
  actions: [{ id: 'delete', label: 'Delete', doing: 'Deleting', done: 'Deleted', danger: true, confirm: true, batch: true }],
}

/** Deletes the named rules in one PUT of the set that is left (read fresh first). */
export async function deleteFirewallRules(ref: VpcRef, names: readonly string[]): Promise<void> {
  const gone = new Set(names)
  await changeRules(ref, (rules) => rules.filter((r) => !gone.has(r.name)))
}
