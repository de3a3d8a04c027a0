// The VPC's firewall rules tab: a chunk of its own (firewall-rules.routes.tsx).
import type { VpcFirewallRule } from '~/api'
import { changeFirewallRules, deleteFirewallRule, FIREWALL_RULE_BULK } from '~/machines/networking/firewall-rules'
import { FirewallRulesTab } from '~/views/networking/firewall-rules/FirewallRulesTab'
import { useBulk, useConfirmDelete, type ListPageProps } from '../kit'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { FirewallRuleForm } from '~/views/networking/firewall-rules/FirewallRuleForm'
export { editRuleFormInput, firewallRulesPage, loadRuleForm, newRuleFormInput } from '~/machines/networking/firewall-rules'

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
