import { createRoute, notFound, Outlet } from '@tanstack/react-router'
import { fetchApi, PAGE_SIZE, type VpcFirewallRule } from '~/api'
import { editRuleFormInput, newRuleFormInput } from '~/machines/networking/firewall-rule-form'
import type { ItemType } from '~/machines/networking/firewall-rule-items'
import { deleteFirewallRule, fetchFirewallRules, FIREWALL_RULES_PATH, type VpcRef } from '~/machines/networking/firewall-rules'
import { FirewallRuleForm } from '~/views/networking/firewall-rules/FirewallRuleForm'
import { FirewallRulesTab } from '~/views/networking/firewall-rules/FirewallRulesTab'
import { useConfirmDelete, useFormPage, useListPage } from '../kit'
import { pb } from '../paths'
import { vpcLayout } from './vpc.routes'

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

/** The rule named `name`, or the not-found page (an old link, a rule deleted meanwhile). */
function ruleNamed(rules: VpcFirewallRule[], name: string): VpcFirewallRule {
  const rule = rules.find((r) => r.name === name)
  if (!rule) throw notFound()
  return rule
}

/**
 * The rules tab stays mounted under its create, clone and edit modals. Nexus
 * returns a VPC's rules in one piece (no pages), so the list's one page is all.
 */
export const firewallRulesLayout = createRoute({
  getParentRoute: () => vpcLayout,
  id: 'firewall-rules-list',
  staticData: { crumb: (p) => [{ label: 'Firewall rules', to: pb.firewallRules({ project: p.project, vpc: p.vpc }) }] },
  loader: ({ params }) => fetchFirewallRules(params),
  component: function FirewallRulesRoute() {
    const { project, vpc } = firewallRulesLayout.useParams()
    // Keyed: another VPC's tab starts a fresh list.
    return <FirewallRulesList key={`${project}/${vpc}`} project={project} vpc={vpc} />
  },
})

function FirewallRulesList(ref: VpcRef) {
  const { list } = useListPage({
    fetchPage: () => fetchFirewallRules(ref).then((items) => ({ items, nextPage: null })),
    initialPage: { items: firewallRulesLayout.useLoaderData(), nextPage: null },
    refreshOn: FIREWALL_RULES_PATH,
  })
  const confirmDelete = useConfirmDelete()
  return (
    <>
      <FirewallRulesTab
        {...ref}
        list={list}
        onDelete={(rule) =>
          void confirmDelete({ noun: 'firewall rule', name: rule.name, remove: () => deleteFirewallRule(ref, rule.name) })
        }
      />
      <Outlet />
    </>
  )
}

export const firewallRulesRoute = createRoute({
  getParentRoute: () => firewallRulesLayout,
  path: 'firewall-rules',
})

type NewRuleProps = VpcRef & { rules: VpcFirewallRule[]; suggestions: Suggestions; source?: VpcFirewallRule }

function NewRuleForm({ rules, suggestions, source, ...ref }: NewRuleProps) {
  const { form, close } = useFormPage(newRuleFormInput(ref, rules, source), {
    noun: 'firewall rule',
    verb: 'created',
    closeTo: pb.firewallRules(ref),
  })
  return (
    <FirewallRuleForm
      title={source ? `Clone firewall rule ${source.name}` : 'Add firewall rule'}
      submitLabel="Add rule"
      form={form}
      suggestions={suggestions}
      onDismiss={close}
    />
  )
}

export const firewallRulesNewRoute = createRoute({
  getParentRoute: () => firewallRulesLayout,
  path: 'firewall-rules-new',
  staticData: { crumb: 'New rule' },
  loader: ({ params }) => loadRuleForm(params),
  component: function NewFirewallRuleRoute() {
    const { project, vpc } = firewallRulesNewRoute.useParams()
    const { rules, suggestions } = firewallRulesNewRoute.useLoaderData()
    return <NewRuleForm project={project} vpc={vpc} rules={rules} suggestions={suggestions} />
  },
})

export const firewallRuleCloneRoute = createRoute({
  getParentRoute: () => firewallRulesLayout,
  path: 'firewall-rules-new/$rule',
  staticData: { crumb: 'Clone rule' },
  loader: async ({ params }) => {
    const { rules, suggestions } = await loadRuleForm(params)
    return { rules, suggestions, source: ruleNamed(rules, params.rule) }
  },
  component: function CloneFirewallRuleRoute() {
    const { project, vpc } = firewallRuleCloneRoute.useParams()
    const { rules, suggestions, source } = firewallRuleCloneRoute.useLoaderData()
    return <NewRuleForm key={source.name} project={project} vpc={vpc} rules={rules} suggestions={suggestions} source={source} />
  },
})

function EditRuleForm({ rules, suggestions, rule, ...ref }: VpcRef & { rules: VpcFirewallRule[]; suggestions: Suggestions; rule: VpcFirewallRule }) {
  const { form, close } = useFormPage(editRuleFormInput(ref, rules, rule), {
    noun: 'firewall rule',
    verb: 'updated',
    closeTo: pb.firewallRules(ref),
  })
  return (
    <FirewallRuleForm
      title={`Edit firewall rule ${rule.name}`}
      submitLabel="Update rule"
      form={form}
      suggestions={suggestions}
      onDismiss={close}
    />
  )
}

export const firewallRuleEditRoute = createRoute({
  getParentRoute: () => firewallRulesLayout,
  path: 'firewall-rules/$rule/edit',
  staticData: { crumb: 'Edit rule' },
  loader: async ({ params }) => {
    const { rules, suggestions } = await loadRuleForm(params)
    return { rules, suggestions, rule: ruleNamed(rules, params.rule) }
  },
  component: function EditFirewallRuleRoute() {
    const { project, vpc } = firewallRuleEditRoute.useParams()
    const { rules, suggestions, rule } = firewallRuleEditRoute.useLoaderData()
    return <EditRuleForm key={rule.name} project={project} vpc={vpc} rules={rules} suggestions={suggestions} rule={rule} />
  },
})

export const firewallRulesRoutes = [
  firewallRulesLayout.addChildren([firewallRulesRoute, firewallRulesNewRoute, firewallRuleCloneRoute, firewallRuleEditRoute]),
]
