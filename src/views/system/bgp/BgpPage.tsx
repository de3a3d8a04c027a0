import type { ReactNode } from 'react'
import { BGP_TABS, type BgpTab } from '~/machines/system/bgp.rules'
import { PageHeader, Tabs } from '~/views/ui'

type Props = { tab: BgpTab; onTabChange: (tab: BgpTab) => void; children: ReactNode }

/** The rack's BGP: how its peers are doing, its configs and the routes it announces. */
export function BgpPage({ tab, onTabChange, children }: Props) {
  return (
    <>
      <PageHeader
        title="BGP"
        description="The rack switches' BGP sessions with upstream routers: their state, and what the rack announces."
      />
      <Tabs aria-label="BGP" value={tab} onValueChange={(v) => onTabChange(v as BgpTab)} tabs={[...BGP_TABS]}>
        {children}
      </Tabs>
    </>
  )
}
