import { Link, useNavigate } from '@tanstack/react-router'
import type { VpcFirewallRule } from '~/api'
import type { ListProps } from '~/machines/shared/list.connect'
import type { ListSelection } from '~/machines/shared/bulk.connect'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { Badge, buttonClass } from '~/views/ui'
import { anyClass, RuleItems } from './RuleListFields'

type Props = {
  project: string
  vpc: string
  list: ListProps<VpcFirewallRule>
  onDelete: (rule: VpcFirewallRule) => void
  selection?: ListSelection<VpcFirewallRule>
}

/** The VPC's firewall rules tab: every rule, in the order Nexus applies them. */
export function FirewallRulesTab({ project, vpc, list, onDelete, selection }: Props) {
  const navigate = useNavigate()
  const at = (rule: string) => ({ project, vpc, rule })
  return (
    <ResourceListPage
      headless
      title="Firewall rules"
      create={{ label: 'New rule', to: pb.firewallRulesNew({ project, vpc }) }}
      actions={
        <Link to={pb.firewallRulesCheck({ project, vpc })} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          Check traffic
        </Link>
      }
      empty={{ title: 'No firewall rules', body: 'Add a rule to let traffic reach this VPC’s instances' }}
      list={list}
      selection={selection}
      rowKey={(r) => r.id}
      rowName={(r) => r.name}
      columns={[
        { header: 'Priority', cell: (r) => r.priority, width: '4.5rem' },
        {
          header: 'Name',
          cell: (r) => <NameLink to={pb.firewallRuleEdit(at(r.name))}>{r.name}</NameLink>,
          // Room for the usual name on one line; a long one (up to 63 characters) wraps.
          width: '11rem',
        },
        {
          header: 'Action',
          cell: (r) => <Badge variant={r.action === 'allow' ? 'success' : 'danger'}>{r.action}</Badge>,
          width: '5rem',
        },
        { header: 'Direction', cell: (r) => (r.direction === 'inbound' ? 'Inbound' : 'Outbound') },
        {
          header: 'Protocols',
          cell: (r) =>
            r.filters.protocols?.length ? r.filters.protocols.join(', ') : <span className={anyClass}>Any</span>,
        },
        { header: 'Targets', cell: (r) => <RuleItems items={r.targets} none="None" /> },
        {
          header: 'Filters',
          cell: (r) => <RuleItems items={r.filters.hosts ?? []} ports={r.filters.ports ?? []} none="Any" />,
        },
        {
          header: 'Status',
          cell: (r) => <Badge variant={r.status === 'enabled' ? 'success' : 'neutral'}>{r.status}</Badge>,
          width: '6rem',
        },
      ]}
      rowActions={(r) => [
        { label: 'Edit', onSelect: () => void navigate({ to: pb.firewallRuleEdit(at(r.name)) }) },
        { label: 'Clone', onSelect: () => void navigate({ to: pb.firewallRulesNew(at(r.name)) }) },
        { label: 'Delete', danger: true, onSelect: () => onDelete(r) },
      ]}
    />
  )
}
