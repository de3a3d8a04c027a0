// Loopback addresses: the list's pages and what the list page reads besides
// its rows (the write right, the lot each address came from), the create form
// (rack, switch, address and mask, lot, anycast) and delete — Nexus names the
// address by rack, switch, address and mask in the DELETE path. Nexus refuses
// an address outside the lot ("address not in lot") or already taken
// ("address unavailable"): the form shows its message.
import { allPages, api, fetchApi, invalidate, MAX_LIMIT, type FleetRole, type Read, type RequestBody, type Schema } from '~/api'
import { messages, parseIp, validateIp, MAX_WIDTH } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { PageParams } from '../shared/list.machine'
import { ADDRESS_LOT_READS, blockText, fetchAddressLotBlocks, fetchAddressLots, type AddressLot } from './address-lots'
import { loadNetworkingWrite, NETWORKING_WRITE_READS } from './rack-networking.rules'

export type LoopbackAddress = Schema<'LoopbackAddress'>
export type Rack = Schema<'Rack'>
export type LoopbackCreateBody = RequestBody<'/v1/system/networking/loopback-address', 'post'>

export const LOOPBACK_PATH = '/v1/system/networking/loopback-address'

/** A rack's two switches (Nexus's SwitchLocation). */
export const SWITCH_LOCATIONS = ['switch0', 'switch1'] as const
export type SwitchLocation = (typeof SWITCH_LOCATIONS)[number]

// ---- the list ------------------------------------------------------------------

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
export const LOOPBACK_PAGE_READS: Read[] = [...NETWORKING_WRITE_READS, ...ADDRESS_LOT_READS]

/** The part of the DELETE path Nexus names an address by. */
export function loopbackKey(row: LoopbackAddress) {
  const [address, mask] = row.address.split('/')
  return { rack_id: row.rackId, switch_location: row.switchLocation, address, subnet_mask: Number(mask) }
}

/** An address made or removed changes whether the lot it came from may be deleted. */
const changed = () =>
  Promise.all([invalidate(LOOPBACK_PATH), invalidate(...ADDRESS_LOT_READS)])

export async function deleteLoopbackAddress(row: LoopbackAddress): Promise<void> {
  await api.delete('/v1/system/networking/loopback-address/{rack_id}/{switch_location}/{address}/{subnet_mask}', {
    path: loopbackKey(row),
  })
  await changed()
}

// ---- the create form ---------------------------------------------------------

/** The form's choices: the racks and the address lots. */
export type LoopbackFormLoad = { racks: Rack[]; lots: AddressLot[] }

export async function loadLoopbackForm(): Promise<LoopbackFormLoad> {
  const [racks, lots] = await Promise.all([
    allPages((pageToken) => fetchApi('/v1/system/hardware/racks', { query: { limit: MAX_LIMIT, pageToken } })),
    fetchAddressLots(),
  ])
  return { racks, lots }
}

export type LoopbackFormValues = {
  rack: string
  switchLocation: SwitchLocation
  address: string
  /** The prefix length, as typed */
  mask: string
  addressLot: string
  anycast: boolean
}

export const loopbackInitialValues = (load: LoopbackFormLoad): LoopbackFormValues => ({
  rack: load.racks.length === 1 ? load.racks[0].id : '',
  switchLocation: 'switch0',
  address: '',
  mask: '',
  addressLot: load.lots.find((l) => l.kind === 'infra')?.name ?? '',
  anycast: false,
})

export const loopbackMessages = {
  maskInteger: 'Mask must be a whole number',
  maskMax: (max: number) => `Mask must be ${max} or less for this address`,
} as const

function maskProblem(mask: string, address: string): string | undefined {
  const text = mask.trim()
  if (text === '') return messages.required('Mask')
  if (!/^[0-9]+$/.test(text)) return loopbackMessages.maskInteger
  const version = parseIp(address.trim())?.version ?? 4
  return Number(text) > MAX_WIDTH[version] ? loopbackMessages.maskMax(MAX_WIDTH[version]) : undefined
}

export function validateLoopback(values: LoopbackFormValues): FieldErrors<LoopbackFormValues> {
  return {
    rack: values.rack ? undefined : messages.required('Rack'),
    address: validateIp(values.address.trim()),
    mask: maskProblem(values.mask, values.address),
    addressLot: values.addressLot ? undefined : messages.required('Address lot'),
  }
}

export const loopbackCreateBody = (values: LoopbackFormValues): LoopbackCreateBody => ({
  rackId: values.rack,
  switchLocation: values.switchLocation,
  address: values.address.trim(),
  mask: Number(values.mask.trim()),
  addressLot: values.addressLot,
  anycast: values.anycast,
})

export async function createLoopbackAddress(values: LoopbackFormValues): Promise<LoopbackAddress> {
  const created = await api.post(LOOPBACK_PATH, { body: loopbackCreateBody(values) })
  await changed()
  return created
}

export function loopbackFormInput(load: LoopbackFormLoad): FormInput<LoopbackFormValues, LoopbackAddress> {
  return { initialValues: loopbackInitialValues(load), validate: validateLoopback, submit: createLoopbackAddress }
}
