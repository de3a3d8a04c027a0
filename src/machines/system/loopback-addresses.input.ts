// Loopback addresses (used with the form machine): the create form (rack,
// switch, address and mask, lot, anycast) and delete — Nexus names the address
// by rack, switch, address and mask in the DELETE path. Nexus refuses an
// address outside the lot ("address not in lot") or already taken ("address
// unavailable"): the form shows its message. The list and the lot each address
// came from are read in loopback-addresses.reads.ts.
import { allPages, api, fetchApi, invalidate, MAX_LIMIT, type RequestBody, type Schema } from '~/api'
import { messages, parseIp, validateIp, MAX_WIDTH } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import { fetchAddressLots, type AddressLot } from './address-lots.reads'
import { LOOPBACK_PATH, type LoopbackAddress } from './loopback-addresses.reads'

// The reads live apart (the routes import them with the app); here as before for the pages and tests.
export {
  fetchBlockNames,
  loadLoopbackPage,
  LOOPBACK_PAGE_READS,
  LOOPBACK_PATH,
  loopbackAddressesPage,
  MAX_LOTS_NAMED,
  type BlockNames,
  type LoopbackAddress,
  type LoopbackPage,
} from './loopback-addresses.reads'

export type Rack = Schema<'Rack'>
export type LoopbackCreateBody = RequestBody<'/v1/system/networking/loopback-address', 'post'>

/** A rack's two switches (Nexus's SwitchLocation). */
export const SWITCH_LOCATIONS = ['switch0', 'switch1'] as const
export type SwitchLocation = (typeof SWITCH_LOCATIONS)[number]

/** The part of the DELETE path Nexus names an address by. */
export function loopbackKey(row: LoopbackAddress) {
  const [address, mask] = row.address.split('/')
  return { rack_id: row.rackId, switch_location: row.switchLocation, address, subnet_mask: Number(mask) }
}

export async function deleteLoopbackAddress(row: LoopbackAddress): Promise<void> {
  await api.delete('/v1/system/networking/loopback-address/{rack_id}/{switch_location}/{address}/{subnet_mask}', {
    path: loopbackKey(row),
  })
  // The lot it came from is free to delete again.
  await Promise.all([invalidate(LOOPBACK_PATH), invalidate('/v1/system/networking/address-lot', '/v1/system/networking/address-lot/{address_lot}/blocks')])
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
  await Promise.all([invalidate(LOOPBACK_PATH), invalidate('/v1/system/networking/address-lot', '/v1/system/networking/address-lot/{address_lot}/blocks')])
  return created
}

export function loopbackFormInput(load: LoopbackFormLoad): FormInput<LoopbackFormValues, LoopbackAddress> {
  return { initialValues: loopbackInitialValues(load), validate: validateLoopback, submit: createLoopbackAddress }
}
