// The VPC's firewall rules tab: a chunk of its own (firewall-rules.routes.tsx).
import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '~/api'
import {
  changeFirewallRules,
  deleteFirewallRule,
  FIREWALL_RULE_BULK,
  ruleSuggestionsSection,
  type FirewallRuleFormValues,
  type RuleFormLoad,
} from '~/machines/networking/firewall-rules'
import { sectionData } from '~/machines/shared/section'
import { FirewallRuleForm } from '~/views/networking/firewall-rules/FirewallRuleForm'
import { FirewallRulesTab } from '~/views/networking/firewall-rules/FirewallRulesTab'
import { useNavigate } from '@tanstack/react-router'
import { answerFor } from '~/machines/networking/firewall-check'
import { pb } from '~/paths'
import { FirewallCheckPanel } from '~/views/networking/firewall-rules/FirewallCheck'
import { routeApi, useBulk, useConfirmDelete, useSection, type FormRouteProps, type ListPageProps } from '../kit'

// What the routes' loaders call: with the page, not in the app's chunk.
export { loadFirewallCheck } from '~/machines/networking/firewall-check'
export { editRuleFormInput, firewallRulesPage, loadRuleForm, newRuleFormInput } from '~/machines/networking/firewall-rules'

/** A rule's form: it opens with the rules; the names it suggests are a part of it (free text meanwhile). */
export function FirewallRuleFormPage(props: FormRouteProps<FirewallRuleFormValues, VpcFirewallRuleUpdate, RuleFormLoad> & { mode: 'new' | 'clone' | 'edit' }) {
  const { project, vpc } = props.params
  const suggestions = sectionData(useSection(ruleSuggestionsSection({ project, vpc })), {})
  return <FirewallRuleForm {...props} suggestions={suggestions} />
}

export function FirewallRules({ list, params: { project, vpc } }: ListPageProps<VpcFirewallRule>) {
  const confirmDelete = useConfirmDelete()
  // One PUT of the whole set, never one per rule.
  const selection = useBulk(
    FIREWALL_RULE_BULK,
    () => Promise.resolve({ ok: false, error: 'Firewall rules are changed together' }),
    async (action, rows) => {
      await changeFirewallRules({ project, vpc }, action, rows.map((r) => r.name))
      return { ok: true }
    },
  )
  return (
    <FirewallRulesTab
      project={project}
      vpc={vpc}
      list={list}
      selection={selection}
      onDelete={(rule) =>
        void confirmDelete({ noun: 'firewall rule', name: rule.name, remove: () => deleteFirewallRule({ project, vpc }, rule.name) })
      }
    />
  )
}

const checkRoute = routeApi('/authed/projects/$project/vpcs/$vpc/firewall-rules-list/firewall-rules-check')

/** The traffic check: the URL's question, the loaded rules and interfaces, the answer. */
export function FirewallCheck() {
  const { project, vpc } = checkRoute.useParams()
  const search = checkRoute.useSearch()
  const data = checkRoute.useLoaderData()
  const navigate = useNavigate()
  return (
    <FirewallCheckPanel
      project={project}
      vpc={vpc}
      search={search}
      data={data}
      answer={answerFor(data, search)}
      onAsk={(question) => void navigate({ to: pb.firewallRulesCheck({ project, vpc, ...question }), replace: true })}
      onDismiss={() => void navigate({ to: pb.firewallRules({ project, vpc }) })}
    />
  )
}
