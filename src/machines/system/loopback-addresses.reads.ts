// Loopback addresses' reads: the list's pages and what the list page reads
// besides its rows (the write right, the lot each address came from). The
// routes import these with the app; the form and delete stay in
// loopback-addresses.input.ts, loaded with the pages that use them.
import { fetchApi, type FleetRole, type Schema, type Read } from '~/api'
import type { PageParams } from '../shared/list.machine'
import { blockText, fetchAddressLotBlocks, fetchAddressLots } from './address-lots.reads'
import { loadNetworkingWrite, NETWORKING_WRITE_READS } from './rack-networking.rules'

export type LoopbackAddress = Schema<'LoopbackAddress'>

export const LOOPBACK_PATH = '/v1/system/networking/loopback-address'

export const loopbackAddressesPage = ({ pageToken, limit }: PageParams) =>
  fetchApi(LOOPBACK_PATH, { query: { limit, pageToken } })

/** Which lot and block each block id is: the list names the lot an address came from. */
export type BlockNames = Record<string, { lot: string; block: string }>

/**
 * One blocks read per lot: a rack has a handful, but the page must not wait on
 * one request per row of a long list. Past this many lots an address shows its
 * block id instead of the lot's name.
 */
export const MAX_LOTS_NAMED = 50

export async function fetchBlockNames(): Promise<BlockNames> {
  const lots = (await fetchAddressLots()).slice(0, MAX_LOTS_NAMED)
  const blocks = await Promise.all(lots.map((l) => fetchAddressLotBlocks(l.id)))
  const names: BlockNames = {}
  lots.forEach((lot, i) => {
    for (const b of blocks[i]) names[b.id] = { lot: lot.name, block: blockText(b) }
  })
  return names
}

/** The list page's reads besides its rows: may this user change addresses, and the lots' block names. */
export async function loadLoopbackPage(readFleetRole: () => Promise<FleetRole | undefined>) {
  const [write, blockNames] = await Promise.all([loadNetworkingWrite(readFleetRole), fetchBlockNames()])
  return { write, blockNames }
}

export type LoopbackPage = Awaited<ReturnType<typeof loadLoopbackPage>>

/** What that follows: the fleet role's sources and the lots. */
export const LOOPBACK_PAGE_READS: Read[] = [...NETWORKING_WRITE_READS, '/v1/system/networking/address-lot', '/v1/system/networking/address-lot/{address_lot}/blocks']
