// Address lots' reads: the list's pages, every lot and a lot's blocks (the
// details modal; the loopback list's and the settings form's lot names). The
// routes import these with the app; the form and delete stay in
// address-lots.input.ts, loaded with the pages that use them.
import { allPages, fetchApi, MAX_LIMIT, type Schema } from '~/api'
import type { PageParams } from '../shared/list.machine'

export type AddressLot = Schema<'AddressLot'>
export type AddressLotBlock = Schema<'AddressLotBlock'>

export const ADDRESS_LOT_PATH = '/v1/system/networking/address-lot'

export const addressLotsPage = ({ pageToken, limit }: PageParams) =>
  fetchApi(ADDRESS_LOT_PATH, { query: { limit, pageToken, sortBy: 'name_ascending' } })

const blocksPage = (lot: string, pageToken?: string) =>
  fetchApi('/v1/system/networking/address-lot/{address_lot}/blocks', {
    path: { address_lot: lot },
    query: { limit: MAX_LIMIT, pageToken },
  })

/** Every block of a lot (the details modal, the loopback list's lot names). */
export const fetchAddressLotBlocks = (lot: string) => allPages((token) => blocksPage(lot, token))

/** Every lot (pickers: a rack has a handful). */
export const fetchAddressLots = () =>
  allPages((pageToken) => fetchApi(ADDRESS_LOT_PATH, { query: { limit: MAX_LIMIT, pageToken, sortBy: 'name_ascending' } }))

/** The details modal's reads: the lot (from the list: Nexus has no single-lot view) and its blocks. */
export async function loadAddressLot(lot: string): Promise<{ lot: AddressLot | undefined; blocks: AddressLotBlock[] }> {
  const [lots, blocks] = await Promise.all([fetchAddressLots(), fetchAddressLotBlocks(lot)])
  return { lot: lots.find((l) => l.name === lot || l.id === lot), blocks }
}

/** '172.20.15.1–172.20.15.254' */
export const blockText = (b: { firstAddress: string; lastAddress: string }) => `${b.firstAddress}–${b.lastAddress}`
