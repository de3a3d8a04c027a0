// A VPC's page: its properties above a tab per part of the VPC.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { Vpc } from '~/api'
import type { Section } from '~/machines/shared/section'
import { CopyToClipboard, formatDateTime, PropertiesTable, ResourceHeader, SectionFailure, SectionValue, Tabs } from '~/views/ui'

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
  /** The VPC's name, from its URL: the title, before its read is in. */
  name: string
  /** The VPC's read: the properties fill in when it answers (the tab's rows do not wait for it). */
  vpc: Section<Vpc>
  /** The system router's page (linked when the VPC names one). */
  systemRouterHref: string
  onEdit: () => void
  onDelete: () => void
  tab: VpcTab
  onTabChange: (tab: VpcTab) => void
  children: ReactNode
}

const monoCell = css({ fontFamily: 'mono', fontSize: 'xs', display: 'inline-flex', alignItems: 'center', gap: '1.5' })
const link = css({ color: 'accent', _hover: { textDecoration: 'underline' } })

/** The VPC page: name, properties, then a tab per part of the VPC (each tab a URL). */
export function VpcHeader({ name, vpc, systemRouterHref, onEdit, onDelete, tab, onTabChange, children }: HeaderProps) {
  // Each property in its place: '…' while the read is under way; a failure is said once, above them.
  const value = (show: (v: Vpc) => ReactNode) =>
    vpc.status === 'failed' ? '—' : (
      <SectionValue section={vpc} what="the VPC">
        {show}
      </SectionValue>
    )
  return (
    <>
      <ResourceHeader
        // (While the read is under way a description's line is kept, so the page does not move when it comes.)
        resource={{ name, description: vpc.status === 'ready' ? vpc.data.description : vpc.status === 'pending' ? '\u00a0' : undefined }}
        menuLabel="VPC actions"
        items={[
          { label: 'Edit', onSelect: onEdit },
          { label: 'Delete', danger: true, onSelect: onDelete },
        ]}
      />
      {vpc.status === 'failed' && <SectionFailure what="the VPC’s properties" message={vpc.message} retry={vpc.retry} />}
      <PropertiesTable
        columns={2}
        items={[
          { label: 'DNS name', value: value((v) => <span className={monoCell}>{v.dnsName}</span>) },
          {
            label: 'IPv6 prefix',
            value: value((v) => (
              <span className={monoCell}>
                {v.ipv6Prefix} <CopyToClipboard text={v.ipv6Prefix} label="Copy IPv6 prefix" />
              </span>
            )),
          },
          {
            label: 'System router',
            value: value((v) =>
              v.systemRouterId ? (
                <Link to={systemRouterHref} className={link}>
                  system
                </Link>
              ) : (
                '—'
              ),
            ),
          },
          { label: 'Created', value: value((v) => formatDateTime(v.timeCreated)) },
          { label: 'Last modified', value: value((v) => formatDateTime(v.timeModified)) },
        ]}
      />
      <Tabs aria-label="VPC" value={tab} onValueChange={onTabChange} tabs={VPC_TABS}>
        {children}
      </Tabs>
    </>
  )
}
