// What the IP pool page reads: the pool with its address counts (with the
// route, and again when a change invalidates it), and the silos its link modal
// offers.
import type { Silo } from '~/api'
import type { Page } from '../shared/list.machine'
import { loadLinkableSilos } from './ip-pool-silos.input'
import { loadIpPoolPage } from './ip-pool-utilization.input'

export { loadIpPoolPage }

export type IpPoolPageData = Awaited<ReturnType<typeof loadIpPoolPage>>

/** The link modal's choices, as the list machine's one page: every silo not linked yet. */
export const linkableSilosPage =
  (pool: string) =>
  async (): Promise<Page<Silo>> => ({ items: await loadLinkableSilos(pool), nextPage: null })
