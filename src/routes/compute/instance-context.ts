import { createContext, useContext } from 'react'
import type { ExternalIp } from '~/api'
import type { InstanceProps } from '~/machines/compute/instance.connect'

/**
 * The instance page's live instance: one machine, started by the page
 * (instance.pages.tsx), shared by its header and every tab, so a tab's
 * actions follow the instance's state while it is open; and the external
 * IPs the page's route read (and re-reads when they change).
 */
export const InstanceContext = createContext<{ instance: InstanceProps; externalIps: ExternalIp[] } | null>(null)

function usePage() {
  const page = useContext(InstanceContext)
  if (!page) throw new Error('useInstance must be used inside the instance page')
  return page
}

export const useInstance = (): InstanceProps => usePage().instance
export const useExternalIps = (): ExternalIp[] => usePage().externalIps
