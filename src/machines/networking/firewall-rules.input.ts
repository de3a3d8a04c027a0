// A VPC's firewall rules. Nexus has no call for one rule: the only write is a
// PUT of the whole set, so every change here reads the rules fresh,
// changes the set, and puts it back. What goes back for each rule is only the
// fields an update keeps.
import { api, invalidate, type VpcFirewallRule, type VpcFirewallRuleFilter, type VpcFirewallRuleUpdate } from '~/api'
import { FIREWALL_RULES_PATH, type VpcRef } from './firewall-rules.reads'

// The tab's reads live in firewall-rules.reads.ts (its route takes them at
// boot); named here too, beside the writes.
export { FIREWALL_RULES_PATH, fetchFirewallRules, sortRules, type VpcRef } from './firewall-rules.reads'

export const ruleNameTaken = 'A rule with this name already exists'
export const ruleGone = (name: string) => `Firewall rule ${name} no longer exists`

/** Only the filters that are set: an absent filter means "any" to Nexus. */
function copyFilters({ hosts, ports, protocols }: VpcFirewallRuleFilter): VpcFirewallRuleFilter {
  const filters: VpcFirewallRuleFilter = {}
  if (hosts != null) filters.hosts = hosts
  if (ports != null) filters.ports = ports
  if (protocols != null) filters.protocols = protocols
  return filters
}

/** A rule as read, as the PUT wants it back: no id, vpc id or timestamps. */
export function ruleToUpdate(rule: VpcFirewallRule | VpcFirewallRuleUpdate): VpcFirewallRuleUpdate {
  return {
    name: rule.name,
    action: rule.action,
    description: rule.description,
    direction: rule.direction,
    filters: copyFilters(rule.filters),
    priority: rule.priority,
    status: rule.status,
    targets: rule.targets,
  }
}

// The three changes the console makes to a rule set. Each throws the message
// the user reads when the set it was given no longer allows the change (someone
// else changed the rules since the form opened).

export function addRule(rules: readonly VpcFirewallRuleUpdate[], rule: VpcFirewallRuleUpdate): VpcFirewallRuleUpdate[] {
  if (rules.some((r) => r.name === rule.name)) throw new Error(ruleNameTaken)
  return [...rules, rule]
}

/** Puts `rule` where the rule named `originalName` was; the rule may be renamed. */
export function replaceRule(
  rules: readonly VpcFirewallRuleUpdate[],
  originalName: string,
  rule: VpcFirewallRuleUpdate,
): VpcFirewallRuleUpdate[] {
  if (!rules.some((r) => r.name === originalName)) throw new Error(ruleGone(originalName))
  if (rule.name !== originalName && rules.some((r) => r.name === rule.name)) throw new Error(ruleNameTaken)
  return rules.map((r) => (r.name === originalName ? rule : r))
}

export function removeRule(rules: readonly VpcFirewallRuleUpdate[], name: string): VpcFirewallRuleUpdate[] {
  if (!rules.some((r) => r.name === name)) throw new Error(ruleGone(name))
  return rules.filter((r) => r.name !== name)
}

/**
 * Reads the current rules (never from the cache: the set put back must be the
 * server's latest), applies `change`, puts the whole set, and returns what
 * Nexus saved.
 */
export async function changeRules(
  { project, vpc }: VpcRef,
  change: (rules: VpcFirewallRuleUpdate[]) => VpcFirewallRuleUpdate[],
): Promise<VpcFirewallRule[]> {
  const current = await api.get(FIREWALL_RULES_PATH, { query: { project, vpc } })
  const rules = change(current.rules.map(ruleToUpdate))
  const saved = await api.put(FIREWALL_RULES_PATH, { query: { project, vpc }, body: { rules } })
  await invalidate(FIREWALL_RULES_PATH)
  return saved.rules
}

export async function deleteFirewallRule(ref: VpcRef, name: string): Promise<void> {
  await changeRules(ref, (rules) => removeRule(rules, name))
}
