import { lazyRouteComponent, notFound } from '@tanstack/react-router'
import { fetchApi, PAGE_SIZE, type VpcFirewallRule } from '~/api'
import { editRuleFormInput, newRuleFormInput, type RuleFormInput } from '~/machines/networking/firewall-rule-form'
import type { ItemType } from '~/machines/networking/firewall-rule-items'
import { fetchFirewallRules, FIREWALL_RULES_PATH, type VpcRef } from '~/machines/networking/firewall-rules'
import { formRoute, listRoute, type Params } from '../kit'
import { pb } from '~/paths'
import { vpcLayout } from './vpc.routes'

const pages = () => import('./firewall-rules.pages')

type Suggestions = Partial<Record<ItemType, readonly string[]>>

/**
 * Names to offer in the target and host fields: the project's VPCs (this one
 * first), this VPC's subnets, the project's instances. Only a convenience, so
 * a failed read leaves the field to free text rather than failing the form.
 */
async function fetchSuggestions({ project, vpc }: VpcRef): Promise<Suggestions> {
  const names = (p: Promise<{ items: { name: string }[] }>) => p.then((r) => r.items.map((i) => i.name)).catch(() => [])
  const [vpcs, subnets, instances] = await Promise.all([
    names(fetchApi('/v1/vpcs', { query: { project, limit: PAGE_SIZE } })),
    names(fetchApi('/v1/vpc-subnets', { query: { project, vpc, limit: PAGE_SIZE } })),
    names(fetchApi('/v1/instances', { query: { project, limit: PAGE_SIZE } })),
  ])
  return { vpc: [vpc, ...vpcs.filter((v) => v !== vpc)], subnet: subnets, instance: instances }
}

/** What every rule form needs: the VPC's rules now (names are unique among them) and the suggestions. */
async function loadRuleForm(ref: VpcRef) {
  const [rules, suggestions] = await Promise.all([fetchFirewallRules(ref), fetchSuggestions(ref)])
  return { rules, suggestions }
}

export const vpcRef = (p: Params): VpcRef => ({ project: p.project, vpc: p.vpc })

/** The rule named `name`, or the not-found page (an old link, a rule deleted meanwhile). */
function ruleNamed(rules: VpcFirewallRule[], name: string): VpcFirewallRule {
  const rule = rules.find((r) => r.name === name)
  if (!rule) throw notFound()
  return rule
}

/** The rules tab. Nexus returns a VPC's rules in one piece (no pages), so the list's one page is all. */
export const firewallRulesList = listRoute<VpcFirewallRule>({
  getParentRoute: () => vpcLayout,
  path: 'firewall-rules',
  crumb: (p) => [{ label: 'Firewall rules', to: pb.firewallRules({ project: p.project, vpc: p.vpc }) }],
  fetchPage: (ref) => () => fetchFirewallRules(vpcRef(ref)).then((items) => ({ items, nextPage: null })),
  refreshOn: FIREWALL_RULES_PATH,
  page: lazyRouteComponent(pages, 'FirewallRules'),
})

export type RuleFormLoad = Awaited<ReturnType<typeof loadRuleForm>> & { rule?: VpcFirewallRule }

/** New, clone and edit differ in their source rule, their input and their words. */
const ruleForm = (opts: {
  path: string
  crumb: string
  load: (params: Params) => Promise<RuleFormLoad>
  input: (ref: VpcRef, loaded: RuleFormLoad) => RuleFormInput
  verb: 'created' | 'updated'
  /** Its form, by name in firewall-rules.pages.tsx (title and button words differ). */
  form: 'NewRuleForm' | 'CloneRuleForm' | 'EditRuleForm'
}) =>
  formRoute({
    getParentRoute: () => firewallRulesList.layout,
    path: opts.path,
    crumb: opts.crumb,
    load: opts.load,
    input: (params, loaded) => opts.input(vpcRef(params), loaded),
    noun: 'firewall rule',
    verb: opts.verb,
    closeTo: (params) => pb.firewallRules(vpcRef(params)),
    form: lazyRouteComponent(pages, opts.form),
  })

/** The form's data and the rule named in the URL (the not-found page when it has gone). */
const withRule = async (params: Params): Promise<RuleFormLoad> => {
  const loaded = await loadRuleForm(vpcRef(params))
  return { ...loaded, rule: ruleNamed(loaded.rules, params.rule) }
}

export const firewallRulesNewRoute = ruleForm({
  path: 'firewall-rules-new',
  crumb: 'New rule',
  load: (params) => loadRuleForm(vpcRef(params)),
  input: (ref, { rules }) => newRuleFormInput(ref, rules),
  verb: 'created',
  form: 'NewRuleForm',
})

export const firewallRuleCloneRoute = ruleForm({
  path: 'firewall-rules-new/$rule',
  crumb: 'Clone rule',
  load: withRule,
  input: (ref, { rules, rule }) => newRuleFormInput(ref, rules, rule),
  verb: 'created',
  form: 'CloneRuleForm',
})

export const firewallRuleEditRoute = ruleForm({
  path: 'firewall-rules/$rule/edit',
  crumb: 'Edit rule',
  load: withRule,
  input: (ref, { rules, rule }) => editRuleFormInput(ref, rules, rule!),
  verb: 'updated',
  form: 'EditRuleForm',
})

export const firewallRulesRoutes = [
  firewallRulesList.withModals([firewallRulesNewRoute, firewallRuleCloneRoute, firewallRuleEditRoute]),
]
