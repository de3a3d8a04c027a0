// A VPC's firewall rules as the rules tab reads them (through the cache,
// sorted as Nexus applies them). Apart from firewall-rules.input.ts's
// read-modify-write so the tab's route takes only these at boot.
import { fetchApi, type VpcFirewallRule } from '~/api'

export const FIREWALL_RULES_PATH = '/v1/vpc-firewall-rules'

export type VpcRef = { project: string; vpc: string }

/** By priority (lower first, as Nexus applies them), then by name. */
export function sortRules<R extends { priority: number; name: string }>(rules: readonly R[]): R[] {
  return [...rules].sort((a, b) => a.priority - b.priority || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

/** The rules for the table, sorted; through the cache, so the loader's read is reused. */
export async function fetchFirewallRules({ project, vpc }: VpcRef): Promise<VpcFirewallRule[]> {
  const { rules } = await fetchApi(FIREWALL_RULES_PATH, { query: { project, vpc } })
  return sortRules(rules)
}
