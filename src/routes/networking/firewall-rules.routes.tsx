import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router'
import type { VpcFirewallRule } from '~/api'
import type { RuleFormLoad } from '~/machines/networking/firewall-rules'
import type { VpcRef } from '~/machines/networking/vpcs'
import { firewallCheckSearch } from '~/machines/shared/url-questions.rules'
import { pb } from '~/paths'
import { formRoute, listRoute, type Params } from '../kit'
import { vpcLayout } from './vpcs.routes'

const pages = () => import('./firewall-rules.pages')
const vpcRef = (p: Params): VpcRef => ({ project: p.project, vpc: p.vpc })

/** The rules tab; its rule forms open over it. */
export const firewallRulesList = listRoute({
  getParentRoute: () => vpcLayout,
  path: 'firewall-rules',
  crumb: (p) => [{ label: 'Firewall rules', to: pb.firewallRules({ project: p.project, vpc: p.vpc }) }],
  fetchPage: (p) => async () => (await pages()).firewallRulesPage(vpcRef(p))(),
  refreshOn: '/v1/vpc-firewall-rules',
  page: lazyRouteComponent(pages, 'FirewallRules'),
})

/** The form's reads with the rule named in the URL; the not-found page when it has gone (an old link). */
async function withRule(p: Params): Promise<RuleFormLoad & { rule: VpcFirewallRule }> {
  const { rule, ...loaded } = await (await pages()).loadRuleForm(vpcRef(p), p.rule)
  if (!rule) throw notFound()
  return { ...loaded, rule }
}

const common = {
  getParentRoute: () => firewallRulesList.layout,
  noun: 'firewall rule',
  closeTo: (p: Params) => pb.firewallRules(vpcRef(p)),
  form: lazyRouteComponent(pages, 'FirewallRuleFormPage'),
}

export const firewallRulesNewRoute = formRoute({
  ...common,
  path: 'firewall-rules-new',
  crumb: 'New rule',
  load: async (p: Params) => (await pages()).loadRuleForm(vpcRef(p)),
  input: async (p, { rules }) => (await pages()).newRuleFormInput(vpcRef(p), rules),
  verb: 'created',
  props: { mode: 'new' },
})

export const firewallRuleCloneRoute = formRoute({
  ...common,
  path: 'firewall-rules-new/$rule',
  crumb: 'Clone rule',
  load: withRule,
  input: async (p, { rules, rule }) => (await pages()).newRuleFormInput(vpcRef(p), rules, rule),
  verb: 'created',
  props: { mode: 'clone' },
})

export const firewallRuleEditRoute = formRoute({
  ...common,
  path: 'firewall-rules/$rule/edit',
  crumb: 'Edit rule',
  load: withRule,
  input: async (p, { rules, rule }) => (await pages()).editRuleFormInput(vpcRef(p), rules, rule),
  verb: 'updated',
  props: { mode: 'edit' },
})

/** "Would this traffic get through?": a side panel over the rules; the question is the URL's search. */
export const firewallRulesCheckRoute = createRoute({
  getParentRoute: () => firewallRulesList.layout,
  path: 'firewall-rules-check',
  validateSearch: firewallCheckSearch,
  staticData: { crumb: 'Check traffic' },
  loader: async ({ params }) => (await pages()).loadFirewallCheck(vpcRef(params)),
  component: lazyRouteComponent(pages, 'FirewallCheck'),
})

export const firewallRulesRoutes = [
  firewallRulesList.withModals([firewallRulesNewRoute, firewallRuleCloneRoute, firewallRuleEditRoute, firewallRulesCheckRoute]),
]
