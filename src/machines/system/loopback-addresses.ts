// Loopback addresses: the list's pages and what the list page reads besides
// its rows (the lot each address came from, a section drawn as it arrives),
// the create form (rack, switch, address and mask, lot, anycast; the racks and
// lots to pick from are sections too) and delete — Nexus names the
// address by rack, switch, address and mask in the DELETE path. Nexus refuses
// an address outside the lot ("address not in lot") or already taken
// ("address unavailable"): the form shows its message.
import { allPages, api, composedSection, fetchApi, invalidate, MAX_LIMIT, startSection, type RequestBody, type Schema } from '~/api'
import { messages, parseIp, validateIp, MAX_WIDTH } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { PageParams } from '../shared/list.machine'
import { ADDRESS_LOT_READS, addressLotsSection, blockText, fetchAddressLotBlocks, fetchAddressLots, type AddressLot } from './address-lots'

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

/**
 * Which lot and block each block is: a column's names (the loopback list, an
 * announce set's announcements) and a picker's choices (an announcement's
 * block). One bounded batch after the lots, never a read per row.
 */
export const blockNamesSection = () => composedSection(['address-lot-block-names'], fetchBlockNames, ADDRESS_LOT_READS)

/** The list page's read besides its rows, started beside them and not waited for: the lots' block names. */
export const loadLoopbackPage = () => startSection(blockNamesSection())

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

/** Every rack (a fleet has a few): the form's rack picker. */
export const racksSection = () =>
  composedSection(
    ['racks-all'],
    () => allPages((pageToken) => fetchApi('/v1/system/hardware/racks', { query: { limit: MAX_LIMIT, pageToken } })),
    '/v1/system/hardware/racks',
  )

/** The form's choices, read beside it (the form opens at once): the racks and the address lots. */
export function loadLoopbackForm() {
  startSection(racksSection())
  startSection(addressLotsSection())
}

/** The choices' defaults, once they are in: the rack when there is one, the first infrastructure lot. */
export const loopbackRackDefault = (racks: Rack[]): Partial<LoopbackFormValues> => (racks.length === 1 ? { rack: racks[0].id } : {})
export const loopbackLotDefault = (lots: AddressLot[]): Partial<LoopbackFormValues> => {
  const lot = lots.find((l) => l.kind === 'infra')
  return lot ? { addressLot: lot.name } : {}
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

/** Nothing picked: the pickers' defaults come with their choices (loopbackRackDefault, loopbackLotDefault). */
export const loopbackInitialValues: LoopbackFormValues = {
  rack: '',
  switchLocation: 'switch0',
  address: '',
  mask: '',
  addressLot: '',
  anycast: false,
}

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

export function loopbackFormInput(): FormInput<LoopbackFormValues, LoopbackAddress> {
  return { initialValues: loopbackInitialValues, validate: validateLoopback, submit: createLoopbackAddress }
}
