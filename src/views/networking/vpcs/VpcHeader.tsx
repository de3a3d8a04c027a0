// A VPC's page: its properties above a tab per part of the VPC.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { Vpc } from '~/api'
import { CopyToClipboard, formatDateTime, PropertiesTable, ResourceHeader, Tabs } from '~/views/ui'

export const VPC_TABS = [
  { value: 'firewall-rules', label: 'Firewall rules' },
  { value: 'subnets', label: 'Subnets' },
  { value: 'routers', label: 'Routers' },
  { value: 'internet-gateways', label: 'Internet gateways' },
] as const
export type VpcTab = (typeof VPC_TABS)[number]['value']

/**
 * The tab a URL under the VPC shows: the segment after the VPC's name, with a
 * form's '-new' dropped ('subnets-new' is over the subnets tab). 'edit' and
 * anything else stay on the default tab.
 */
export function vpcTabOf(pathname: string): VpcTab {
  const segments = pathname.split('/')
  const at = segments.indexOf('vpcs')
  const segment = (at >= 0 ? segments[at + 2] : undefined)?.replace(/-new$/, '')
  return VPC_TABS.find((t) => t.value === segment)?.value ?? 'firewall-rules'
}

type HeaderProps = {
  vpc: Vpc
  /** The system router's page, when the VPC names one. */
  systemRouterHref?: string
  onEdit: () => void
  onDelete: () => void
  tab: VpcTab
  onTabChange: (tab: VpcTab) => void
  children: ReactNode
}

const monoCell = css({ fontFamily: 'mono', fontSize: 'xs', display: 'inline-flex', alignItems: 'center', gap: '1.5' })
const link = css({ color: 'accent', _hover: { textDecoration: 'underline' } })

/** The VPC page: name, properties, then a tab per part of the VPC (each tab a URL). */
export function VpcHeader({ vpc, systemRouterHref, onEdit, onDelete, tab, onTabChange, children }: HeaderProps) {
  return (
    <>
      <ResourceHeader
        resource={vpc}
        menuLabel="VPC actions"
        items={[
          { label: 'Edit', onSelect: onEdit },
          { label: 'Delete', danger: true, onSelect: onDelete },
        ]}
      />
      <PropertiesTable
        columns={2}
        items={[
          { label: 'DNS name', value: <span className={monoCell}>{vpc.dnsName}</span> },
          {
            label: 'IPv6 prefix',
            value: (
              <span className={monoCell}>
                {vpc.ipv6Prefix} <CopyToClipboard text={vpc.ipv6Prefix} label="Copy IPv6 prefix" />
              </span>
            ),
          },
          {
            label: 'System router',
            value: systemRouterHref ? (
              <Link to={systemRouterHref} className={link}>
                system
              </Link>
            ) : (
              '—'
            ),
          },
          { label: 'Created', value: formatDateTime(vpc.timeCreated) },
          { label: 'Last modified', value: formatDateTime(vpc.timeModified) },
        ]}
      />
      <Tabs aria-label="VPC" value={tab} onValueChange={onTabChange} tabs={VPC_TABS}>
        {children}
      </Tabs>
    </>
  )
}
