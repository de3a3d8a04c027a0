// The VPC's firewall rules tab and its rule forms: a chunk of their own
// (firewall-rules.routes.tsx).
import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '~/api'
import type { FirewallRuleFormValues } from '~/machines/networking/firewall-rule-form'
import { deleteFirewallRule } from '~/machines/networking/firewall-rules'
import { FirewallRuleForm } from '~/views/networking/firewall-rules/FirewallRuleForm'
import { FirewallRulesTab } from '~/views/networking/firewall-rules/FirewallRulesTab'
import { useConfirmDelete, type FormRouteProps, type ListPageProps } from '../kit'
import { vpcRef, type RuleFormLoad } from './firewall-rules.routes'

export function FirewallRules({ list, params }: ListPageProps<VpcFirewallRule>) {
  const ref = vpcRef(params)
  const confirmDelete = useConfirmDelete()
  return (
    <FirewallRulesTab
      {...ref}
      list={list}
      onDelete={(rule) =>
        void confirmDelete({ noun: 'firewall rule', name: rule.name, remove: () => deleteFirewallRule(ref, rule.name) })
      }
    />
  )
}

type Form = FormRouteProps<FirewallRuleFormValues, VpcFirewallRuleUpdate, RuleFormLoad>

const ruleForm = (title: (rule?: VpcFirewallRule) => string, submitLabel: string) =>
  function RuleForm({ form, onDismiss, loaded }: Form) {
    return (
      <FirewallRuleForm
        title={title(loaded.rule)}
        submitLabel={submitLabel}
        form={form}
        suggestions={loaded.suggestions}
        onDismiss={onDismiss}
      />
    )
  }

export const NewRuleForm = ruleForm(() => 'Add firewall rule', 'Add rule')
export const CloneRuleForm = ruleForm((rule) => `Clone firewall rule ${rule?.name}`, 'Add rule')
export const EditRuleForm = ruleForm((rule) => `Edit firewall rule ${rule?.name}`, 'Update rule')
