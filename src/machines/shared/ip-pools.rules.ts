// A silo's IP pools as every picker of one shows them (instance create's
// ephemeral IP, floating IP create): the default pool is preselected. And how
// a pool's range reads: the IP pool routes name an added range in their toast
// without the IP pools module, which loads with the pages.
import type { IpRange, Schema } from '~/api'

export type SiloIpPool = Schema<'SiloIpPool'>

export const defaultPool = (pools: SiloIpPool[]) => pools.find((p) => p.isDefault)

/** '10.0.0.1–10.0.0.9', for toasts and confirm questions. */
export const rangeText = (range: IpRange) => `${range.first}–${range.last}`
