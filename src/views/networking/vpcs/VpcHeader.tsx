import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { Vpc } from '~/api'
import { CopyToClipboard, PageHeader, PropertiesTable, Tabs, formatDateTime } from '~/views/ui'

export const VPC_TABS = [
  { value: 'firewall-rules', label: 'Firewall rules' },
  { value: 'subnets', label: 'Subnets' },
  { value: 'routers', label: 'Routers' },
  { value: 'internet-gateways', label: 'Internet gateways' },
] as const
export type VpcTab = (typeof VPC_TABS)[number]['value']

type Props = {
  vpc: Vpc
  /** The system router's page, when the VPC names one. */
  systemRouterHref?: string
  actions: ReactNode
  tab: VpcTab
  onTabChange: (tab: VpcTab) => void
  children: ReactNode
}

const mono = css({ fontFamily: 'mono', fontSize: 'xs', display: 'inline-flex', alignItems: 'center', gap: '1.5' })
const link = css({ color: 'accent', _hover: { textDecoration: 'underline' } })

/** The VPC page: name, properties, then a tab per part of the VPC (each tab a URL). */
export function VpcHeader({ vpc, systemRouterHref, actions, tab, onTabChange, children }: Props) {
  return (
    <>
      <PageHeader title={vpc.name} description={vpc.description || undefined} actions={actions} />
      <PropertiesTable
        columns={2}
        items={[
          { label: 'DNS name', value: <span className={mono}>{vpc.dnsName}</span> },
          {
            label: 'IPv6 prefix',
            value: (
              <span className={mono}>
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
      <Tabs aria-label="VPC" value={tab} onValueChange={(v) => onTabChange(v as VpcTab)} tabs={[...VPC_TABS]}>
        {children}
      </Tabs>
    </>
  )
}
