// What the firewall rules tab and its rule forms read: the VPC's rules as the
// list's one page, and, before a rule form opens, the rules (names are unique
// among them), the rule it starts from, and names to suggest.
import { fetchApi, PAGE_SIZE, type VpcFirewallRule } from '~/api'
import type { Page } from '../shared/list.machine'
import type { ItemType } from './firewall-rule-items.input'
import { fetchFirewallRules, type VpcRef } from './firewall-rules.reads'

/** Names to offer in a rule's target and host fields, by the kind they name. */
export type RuleSuggestions = Partial<Record<ItemType, readonly string[]>>

export type RuleFormLoad = {
  rules: VpcFirewallRule[]
  suggestions: RuleSuggestions
  /** The rule cloned or edited; absent for a new rule, or when no rule has the name asked for. */
  rule?: VpcFirewallRule
}

/** The rules tab's list: Nexus returns a VPC's rules in one piece (no pages), so its one page is all. */
export const firewallRulesPage =
  (ref: VpcRef) =>
  async (): Promise<Page<VpcFirewallRule>> => ({ items: await fetchFirewallRules(ref), nextPage: null })

/**
 * The project's VPCs (this one first), this VPC's subnets, the project's
 * instances. Only a convenience, so a failed read leaves the field to free
 * text rather than failing the form.
 */
async function fetchSuggestions({ project, vpc }: VpcRef): Promise<RuleSuggestions> {
  const names = (p: Promise<{ items: { name: string }[] }>) => p.then((r) => r.items.map((i) => i.name)).catch(() => [])
  const [vpcs, subnets, instances] = await Promise.all([
    names(fetchApi('/v1/vpcs', { query: { project, limit: PAGE_SIZE } })),
    names(fetchApi('/v1/vpc-subnets', { query: { project, vpc, limit: PAGE_SIZE } })),
    names(fetchApi('/v1/instances', { query: { project, limit: PAGE_SIZE } })),
  ])
  return { vpc: [vpc, ...vpcs.filter((v) => v !== vpc)], subnet: subnets, instance: instances }
}

/** What every rule form reads before it opens; with `ruleName`, the rule it clones or edits. */
export async function loadRuleForm(ref: VpcRef, ruleName?: string): Promise<RuleFormLoad> {
  const [rules, suggestions] = await Promise.all([fetchFirewallRules(ref), fetchSuggestions(ref)])
  return { rules, suggestions, rule: ruleName === undefined ? undefined : rules.find((r) => r.name === ruleName) }
}
