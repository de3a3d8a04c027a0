// The VPC's firewall rules tab: a chunk of its own (firewall-rules.routes.tsx).
import type { VpcFirewallRule } from '~/api'
import { deleteFirewallRule } from '~/machines/networking/firewall-rules.input'
import { FirewallRulesTab } from '~/views/networking/firewall-rules/FirewallRulesTab'
import { useConfirmDelete, type ListPageProps } from '../kit'

export function FirewallRules({ list, params: { project, vpc } }: ListPageProps<VpcFirewallRule>) {
  const confirmDelete = useConfirmDelete()
  return (
    <FirewallRulesTab
      project={project}
      vpc={vpc}
      list={list}
      onDelete={(rule) =>
        void confirmDelete({ noun: 'firewall rule', name: rule.name, remove: () => deleteFirewallRule({ project, vpc }, rule.name) })
      }
    />
  )
}
