// Address lots: the list's pages, every lot and a lot's blocks (the details
// modal; the loopback list's and the settings form's lot names), the create
// form (name, description, kind, one or more blocks) with its rules and the
// call, and delete for the confirm dialog (Nexus refuses while the lot is in
// use, "lot is in use": its message is the toast's).
import { allPages, api, composedSection, fetchApi, invalidate, MAX_LIMIT, startSection, type RequestBody, type Schema } from '~/api'
import { messages, validateDescription, validateName, validateUnique } from '~/validation'
import { validateIpRange, type IpRangeErrors } from '~/validation/network'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { PageParams } from '../shared/list.machine'

export type AddressLot = Schema<'AddressLot'>
export type AddressLotBlock = Schema<'AddressLotBlock'>
export type AddressLotKind = Schema<'AddressLotKind'>
export type AddressLotCreated = Schema<'AddressLotCreateResponse'>
export type AddressLotCreateBody = RequestBody<'/v1/system/networking/address-lot', 'post'>

export const ADDRESS_LOT_PATH = '/v1/system/networking/address-lot'

/** What a lot made or deleted changes: the lots, and the blocks read by lot (the loopback list's lot names). */
export const ADDRESS_LOT_READS = [ADDRESS_LOT_PATH, '/v1/system/networking/address-lot/{address_lot}/blocks'] as const

export const KIND_LABELS: Record<AddressLotKind, { label: string; hint: string }> = {
  infra: { label: 'Infrastructure', hint: 'Addresses for the rack switches: loopback and switch port addresses' },
  pool: { label: 'Pool', hint: 'Addresses IP pools hand out' },
}

// ---- reads ---------------------------------------------------------------------

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

/** Every lot, as a part of a page: a picker's choices, a lot's details on its page. */
export const addressLotsSection = () => composedSection(['address-lots-all'], fetchAddressLots, ADDRESS_LOT_PATH)

/** A lot by its name or id, among every lot. */
export const lotNamed = (lots: AddressLot[], lot: string) => lots.find((l) => l.name === lot || l.id === lot)

/**
 * The details modal: the lot's blocks are its own read; the lot itself is
 * found in the list of lots (Nexus has no single-lot view), read beside them.
 */
export async function loadAddressLot(lot: string): Promise<{ blocks: AddressLotBlock[] }> {
  startSection(addressLotsSection())
  return { blocks: await fetchAddressLotBlocks(lot) }
}

/** '172.20.15.1–172.20.15.254' */
export const blockText = (b: { firstAddress: string; lastAddress: string }) => `${b.firstAddress}–${b.lastAddress}`

export async function deleteAddressLot(lot: string): Promise<void> {
  await api.delete('/v1/system/networking/address-lot/{address_lot}', { path: { address_lot: lot } })
  await invalidate(...ADDRESS_LOT_READS)
}

// ---- the create form ---------------------------------------------------------

export type BlockValues = { first: string; last: string }
export type AddressLotFormValues = { name: string; description: string; kind: AddressLotKind; blocks: BlockValues[] }

export const emptyBlock = (): BlockValues => ({ first: '', last: '' })

export const addressLotInitialValues: AddressLotFormValues = { name: '', description: '', kind: 'infra', blocks: [emptyBlock()] }

export const addressLotMessages = {
  noBlocks: 'Add at least one block',
  /** The `blocks` field's summary: the first block with a problem. */
  block: (index: number, message: string) => `Block ${index + 1}: ${message}`,
} as const

const trimmed = (b: BlockValues): BlockValues => ({ first: b.first.trim(), last: b.last.trim() })

/** Each block's own messages (addresses, one version, first ≤ last), for the rows. */
export const blockErrors = (blocks: readonly BlockValues[]): IpRangeErrors[] => blocks.map((b) => validateIpRange(b))

/** The blocks' one message: none, a block's problem, or two blocks alike ('Items must be unique'). */
export function blocksProblem(blocks: readonly BlockValues[]): string | undefined {
  if (blocks.length === 0) return addressLotMessages.noBlocks
  const errors = blockErrors(blocks)
  const at = errors.findIndex((e) => e.first || e.last)
  if (at >= 0) return addressLotMessages.block(at, (errors[at].first ?? errors[at].last)!)
  return validateUnique(blocks.map(trimmed))
}

export function validateAddressLot(values: AddressLotFormValues): FieldErrors<AddressLotFormValues> {
  return {
    name: validateName(values.name),
    description: validateDescription(values.description),
    kind: values.kind ? undefined : messages.required('Kind'),
    blocks: blocksProblem(values.blocks),
  }
}

export const addressLotCreateBody = (values: AddressLotFormValues): AddressLotCreateBody => ({
  name: values.name,
  description: values.description,
  kind: values.kind,
  blocks: values.blocks.map(trimmed).map((b) => ({ firstAddress: b.first, lastAddress: b.last })),
})

export async function createAddressLot(values: AddressLotFormValues): Promise<AddressLotCreated> {
  const created = await api.post(ADDRESS_LOT_PATH, { body: addressLotCreateBody(values) })
  await invalidate(...ADDRESS_LOT_READS)
  return created
}

export function addressLotFormInput(): FormInput<AddressLotFormValues, AddressLotCreated> {
  return { initialValues: addressLotInitialValues, validate: validateAddressLot, submit: createAddressLot }
}
