// A silo's IP pools as every picker of one shows them (instance create's
// ephemeral IP, floating IP create): the default pool is preselected.
import type { Schema } from '~/api'

export type SiloIpPool = Schema<'SiloIpPool'>

export const defaultPool = (pools: SiloIpPool[]) => pools.find((p) => p.isDefault)
