// A silo's quotas and what it has provisioned, read: the silo page's header
// and quotas tab. The silo page's route reads it with the app's code; the
// "Edit quotas" form stays in silo-quotas.input.ts, loaded with it.
import { fetchApi } from '~/api'

/** The silo's quotas (`allocated`) and what it has provisioned: running instances' CPUs and memory, disks' and snapshots' storage. */
export const fetchSiloUtilization = (silo: string) => fetchApi('/v1/system/utilization/silos/{silo}', { path: { silo } })
