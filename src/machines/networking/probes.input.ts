// The probes list and one probe's view: what Nexus gives of a probe
// (ProbeInfo: its sled, external addresses and interface), each sled shown by
// its serial when the user may read the rack's sleds.
import { fetchApi, type Schema } from '~/api'
import type { FetchPage, Page } from '../shared/list.machine'
import { loadSleds, type Sled } from './probe-form.reads'

export type ProbeInfo = Schema<'ProbeInfo'>
/** A probe with its sled's serial, when the sleds could be read. */
export type ProbeRow = ProbeInfo & { sledSerial?: string }

export function probeRows(items: ProbeInfo[], sleds: Pick<Sled, 'id' | 'baseboard'>[] | null): ProbeRow[] {
  const serials = new Map((sleds ?? []).map((s) => [s.id, s.baseboard.serial]))
  return items.map((p) => ({ ...p, sledSerial: serials.get(p.sled) }))
}

/** Sleds a probe may be on, whatever their policy now: only to name them. */
const sledNames = () => loadSleds({ inServiceOnly: false }).catch((): Sled[] | null => null)

/** A page of probes with their sleds' serials (one bounded, cached read of the sleds beside it). */
export const probeRowsPage =
  (project: string): FetchPage<ProbeRow> =>
  async ({ pageToken, limit }): Promise<Page<ProbeRow>> => {
    const [page, sleds] = await Promise.all([
      fetchApi('/experimental/v1/probes', { query: { project, limit, pageToken } }),
      sledNames(),
    ])
    return { items: probeRows(page.items, sleds), nextPage: page.nextPage }
  }

/** One probe for its page (Nexus asks for a project collaborator even to show it). */
export async function fetchProbe(project: string, probe: string): Promise<ProbeRow> {
  const [info, sleds] = await Promise.all([
    fetchApi('/experimental/v1/probes/{probe}', { path: { probe }, query: { project } }),
    sledNames(),
  ])
  return probeRows([info], sleds)[0]
}
