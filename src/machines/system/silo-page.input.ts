// What the silo page reads with its route: the silo, its quotas and the first
// page of the tab it opens on (identity providers, or IP pools).
import { fetchApi, PAGE_SIZE } from '~/api'
import { idpsPage } from './idp-form.input'
import { fetchSilo } from './silo-form.input'
import { siloIpPoolsPage } from './silo-ip-pools.input'

/** The silo page's tabs; identity providers are the default (spec §2: `?tab=ip-pools`). */
export type SiloPageTab = 'idps' | 'ip-pools'

export async function loadSiloPage(silo: string, tab: SiloPageTab) {
  const first = { limit: PAGE_SIZE }
  const [siloRow, quotas, idps, pools] = await Promise.all([
    fetchSilo(silo),
    fetchApi('/v1/system/silos/{silo}/quotas', { path: { silo } }),
    tab === 'idps' ? idpsPage(silo)(first) : undefined,
    tab === 'ip-pools' ? siloIpPoolsPage(silo)(first) : undefined,
  ])
  return { silo: siloRow, quotas, idps, pools }
}

export type SiloPageData = Awaited<ReturnType<typeof loadSiloPage>>
