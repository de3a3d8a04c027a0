// The IP pools linked to one silo, read: the silo page's IP pools tab. The
// silo page's route reads its first page with the app's code; the link form
// and the link calls stay in silo-ip-pools.input.ts, loaded with the tab.
import { fetchApi, type Schema } from '~/api'
import type { PageParams } from '../shared/list.machine'

export type SiloIpPool = Schema<'SiloIpPool'>

export const siloIpPoolsPage =
  (silo: string) =>
  ({ pageToken, limit }: PageParams) =>
    fetchApi('/v1/system/silos/{silo}/ip-pools', { path: { silo }, query: { limit, pageToken } })
