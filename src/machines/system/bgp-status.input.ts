// The BGP status tab's reads: the peers, what each switch exports to them,
// and for each local ASN the peers speak for, the imported IPv4 routes and the
// message history. One read per ASN (a rack has one or two), never per peer.
// Read past the cache's two fresh seconds: this is live state, and "Refresh"
// means now.
import { apiQueryOptions, queryClient, type ApiQueryOptions, type GetPath, type Schema } from '~/api'
import { PEER_STATE, formatStateDuration } from './bgp.rules'

export type BgpPeerStatus = Schema<'BgpPeerStatus'>
export type BgpImportedRoute = Schema<'BgpImportedRouteIpv4'>
export type BgpMessageHistory = Schema<'AggregateBgpMessageHistory'>

export type BgpStatusData = {
  peers: BgpPeerStatus[]
  /** Exported IPv4 prefixes by peer address. */
  exports: Record<string, string[]>
  /** Per local ASN. */
  imported: { asn: number; routes: BgpImportedRoute[] }[]
  history: { asn: number; history: BgpMessageHistory }[]
}

/** A GET through the cache, but never served from it. */
const fresh = <P extends GetPath>(options: ApiQueryOptions<P>) => queryClient.fetchQuery({ ...options, staleTime: 0 })

export async function loadBgpStatus(): Promise<BgpStatusData> {
  const [peers, exported] = await Promise.all([
    fresh(apiQueryOptions('/v1/system/networking/bgp-status')),
    fresh(apiQueryOptions('/v1/system/networking/bgp-exported')),
  ])
  const asns = [...new Set(peers.map((p) => p.localAsn))].sort((a, b) => a - b)
  const [imported, history] = await Promise.all([
    Promise.all(asns.map(async (asn) => ({ asn, routes: await fresh(apiQueryOptions('/v1/system/networking/bgp-routes-ipv4', { query: { asn } })) }))),
    Promise.all(asns.map(async (asn) => ({ asn, history: await fresh(apiQueryOptions('/v1/system/networking/bgp-message-history', { query: { asn } })) }))),
  ])
  return { peers, exports: exported.exports ?? {}, imported, history }
}

// ---- what the tab shows ----------------------------------------------------------

export type PeerRow = {
  key: string
  addr: string
  switch: string
  state: string
  tone: 'green' | 'yellow' | 'neutral'
  /** '3 days 4 hours' */
  duration: string
  localAsn: number
  remoteAsn: number
  exported: string[]
}

export const peerRows = (data: BgpStatusData): PeerRow[] =>
  data.peers.map((p) => ({
    key: `${p.switch}/${p.addr}`,
    addr: p.addr,
    switch: p.switch,
    state: PEER_STATE[p.state]?.label ?? String(p.state),
    tone: PEER_STATE[p.state]?.tone ?? 'neutral',
    duration: formatStateDuration(p.stateDurationMillis),
    localAsn: p.localAsn,
    remoteAsn: p.remoteAsn,
    exported: data.exports[p.addr] ?? [],
  }))

export type RouteRow = BgpImportedRoute & { key: string; asn: number }

export const importedRows = (data: BgpStatusData): RouteRow[] =>
  data.imported.flatMap(({ asn, routes }) =>
    routes.map((r, i) => ({ ...r, asn, key: `${asn}/${r.switch}/${r.prefix}/${r.nexthop}/${i}` })),
  )

export type HistoryRow = {
  key: string
  asn: number
  switch: string
  peer: string
  received: number
  sent: number
  /** The newest message either way, when the history says (its shape is the routing daemon's, not the document's). */
  last?: { direction: 'Received' | 'Sent'; type: string; time?: string }
}

type Entry = { type: string; time?: string }

/** Messages of one direction, read defensively: the document leaves a peer's history untyped. */
function entries(value: unknown): Entry[] {
  if (!Array.isArray(value)) return []
  return value.map((e: unknown) => {
    const o = (e && typeof e === 'object' ? e : {}) as Record<string, unknown>
    const message = (o.message && typeof o.message === 'object' ? o.message : {}) as Record<string, unknown>
    const type = typeof message.type === 'string' ? message.type : typeof o.type === 'string' ? o.type : 'Message'
    const t = o.timestamp ?? o.time
    return { type, time: typeof t === 'string' ? t : t instanceof Date ? t.toISOString() : undefined }
  })
}

const newest = (list: Entry[]) => list.reduce<Entry | undefined>((a, e) => (!a || (e.time ?? '') > (a.time ?? '') ? e : a), undefined)

export function historyRows(data: BgpStatusData): HistoryRow[] {
  return data.history.flatMap(({ asn, history }) =>
    (history.switchHistories ?? []).flatMap((sw) =>
      Object.entries(sw.history ?? {}).map(([peer, h]) => {
        const o = (h && typeof h === 'object' ? h : {}) as Record<string, unknown>
        const received = entries(o.received)
        const sent = entries(o.sent)
        const r = newest(received)
        const s = newest(sent)
        const last =
          r && (!s || (r.time ?? '') >= (s.time ?? ''))
            ? { direction: 'Received' as const, ...r }
            : s && { direction: 'Sent' as const, ...s }
        return { key: `${asn}/${sw.switch}/${peer}`, asn, switch: sw.switch, peer, received: received.length, sent: sent.length, last }
      }),
    ),
  )
}
