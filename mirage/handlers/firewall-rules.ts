// A VPC's firewall rules, read and replaced as one set (Nexus has no per-rule
// calls). Both answers list the rules by name, as Nexus does.
import { requireProjectWrite } from '../lib/authz'
import { checkFirewallRules, parseFirewallRules } from '../lib/firewall-rules'
import { lookupVpc, requiredQuery } from '../lib/lookup'
import { ok, type Route } from '../lib/route'
import { now } from '../lib/vpcs'
import type { Row, Store } from '../store'
import * as net from '../serializers/networking'

function rulesOf(store: Store, vpc: Row<'vpc'>) {
  const rules = store
    .where('vpcFirewallRule', (r) => r.vpcId === vpc.id)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  return { rules: rules.map(net.firewallRule) }
}

export function firewallRuleRoutes(route: Route) {
  route('get', '/v1/vpc-firewall-rules', (ctx) => {
    const vpc = lookupVpc(ctx, requiredQuery(ctx.query, 'vpc'), ctx.query.get('project'))
    return ok(rulesOf(ctx.store, vpc))
  })

  route('put', '/v1/vpc-firewall-rules', (ctx) => {
    const rules = parseFirewallRules(ctx.json())
    const vpc = lookupVpc(ctx, requiredQuery(ctx.query, 'vpc'), ctx.query.get('project'))
    requireProjectWrite(ctx.store, ctx.actor, vpc.projectId)
    checkFirewallRules(rules)
    ctx.store.where('vpcFirewallRule', (r) => r.vpcId === vpc.id).forEach((r) => r.destroy())
    // Nexus replaces the set with new rows: new ids and creation times, even for unchanged rules.
    const t = now()
    for (const rule of rules) {
      ctx.store.create('vpcFirewallRule', { vpcId: vpc.id, ...rule, time_created: t, time_modified: t })
    }
    return ok(rulesOf(ctx.store, vpc))
  })
}
