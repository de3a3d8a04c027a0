// BGP configs and announce sets (used with the list and form machines): the
// lists, the two forms with their rules and bodies, deletes for the confirm
// dialog, and an announce set's announcements. Nexus refuses a second config
// for one ASN ("cannot have more than one configuration per ASN") and an
// announce set a config still uses ("announce set in use"): their messages are
// the form's or the toast's.
import { api, fetchApi, invalidate, MAX_LIMIT, type RequestBody, type Schema } from '~/api'
import { messages, parseCidr, validateCidr, validateDescription, validateName, validateUnique } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { PageParams } from '../shared/list.machine'
import { fetchBlockNames, type BlockNames } from './loopback-addresses.reads'
import { validateAsn } from './bgp.rules'

export type BgpConfig = Schema<'BgpConfig'>
export type BgpAnnounceSet = Schema<'BgpAnnounceSet'>
export type BgpAnnouncement = Schema<'BgpAnnouncement'>
export type BgpConfigCreateBody = RequestBody<'/v1/system/networking/bgp', 'post'>
export type AnnounceSetBody = RequestBody<'/v1/system/networking/bgp-announce-set', 'put'>

/** Every BGP read and write sits under this prefix: a config made or removed changes what status shows too. */
export const BGP_PATH = '/v1/system/networking/bgp'
export const ANNOUNCE_SET_PATH = '/v1/system/networking/bgp-announce-set'

// ---- configs -------------------------------------------------------------------

export const bgpConfigsPage = ({ pageToken, limit }: PageParams) =>
  fetchApi(BGP_PATH, { query: { limit, pageToken, sortBy: 'name_ascending' } })

export async function deleteBgpConfig(name: string): Promise<void> {
  await api.delete(BGP_PATH, { query: { nameOrId: name } })
  await invalidate(BGP_PATH)
}

export type BgpConfigFormValues = { name: string; description: string; asn: string; announceSet: string; vrf: string }

/** The form's choices: the announce sets. */
export type BgpConfigFormLoad = { announceSets: BgpAnnounceSet[] }

export const bgpConfigInitialValues = (load: BgpConfigFormLoad): BgpConfigFormValues => ({
  name: '',
  description: '',
  asn: '',
  announceSet: load.announceSets.length === 1 ? load.announceSets[0].name : '',
  vrf: '',
})

export function validateBgpConfig(values: BgpConfigFormValues): FieldErrors<BgpConfigFormValues> {
  const vrf = values.vrf.trim()
  return {
    name: validateName(values.name),
    description: validateDescription(values.description),
    asn: validateAsn(values.asn),
    announceSet: values.announceSet ? undefined : messages.required('Announce set'),
    // The document's VRF is a Name.
    vrf: vrf === '' ? undefined : validateName(vrf),
  }
}

export const bgpConfigCreateBody = (values: BgpConfigFormValues): BgpConfigCreateBody => ({
  name: values.name,
  description: values.description,
  asn: Number(values.asn.trim()),
  bgpAnnounceSetId: values.announceSet,
  vrf: values.vrf.trim() || null,
})

export async function createBgpConfig(values: BgpConfigFormValues): Promise<BgpConfig> {
  const created = await api.post(BGP_PATH, { body: bgpConfigCreateBody(values) })
  await invalidate(BGP_PATH)
  return created
}

export const bgpConfigFormInput = (load: BgpConfigFormLoad): FormInput<BgpConfigFormValues, BgpConfig> => ({
  initialValues: bgpConfigInitialValues(load),
  validate: validateBgpConfig,
  submit: createBgpConfig,
})

// ---- announce sets ----------------------------------------------------------------

/** Every announce set: Nexus answers the list as one array (a rack has a handful). */
export const fetchAnnounceSets = () => fetchApi(ANNOUNCE_SET_PATH, { query: { limit: MAX_LIMIT, sortBy: 'name_ascending' } })

/** The list machine's page: the whole array, with no next page. */
export const announceSetsPage = async () => ({ items: await fetchAnnounceSets(), nextPage: null })

export const loadBgpConfigForm = async (): Promise<BgpConfigFormLoad> => ({ announceSets: await fetchAnnounceSets() })

export const fetchAnnouncements = (announceSet: string) =>
  fetchApi('/v1/system/networking/bgp-announce-set/{announce_set}/announcement', { path: { announce_set: announceSet } })

export async function deleteAnnounceSet(name: string): Promise<void> {
  await api.delete('/v1/system/networking/bgp-announce-set/{announce_set}', { path: { announce_set: name } })
  await invalidate(ANNOUNCE_SET_PATH)
}

/** An announce set's side modal: the set (from the list: Nexus has no single-set view), its announcements, the blocks' names. */
export type AnnounceSetView = { set: BgpAnnounceSet | undefined; announcements: BgpAnnouncement[]; blockNames: BlockNames }

export async function loadAnnounceSet(name: string): Promise<AnnounceSetView> {
  const [sets, announcements, blockNames] = await Promise.all([fetchAnnounceSets(), fetchAnnouncements(name), fetchBlockNames()])
  return { set: sets.find((s) => s.name === name || s.id === name), announcements, blockNames }
}

/** 'initial-infra 172.20.15.1–172.20.15.254', or the id when the block is not (or no longer) a lot's. */
export const blockLabel = (blockNames: BlockNames, id: string) => {
  const b = blockNames[id]
  return b ? `${b.lot} ${b.block}` : id
}

export type AnnouncementValues = { block: string; network: string }
export type AnnounceSetFormValues = { name: string; description: string; announcements: AnnouncementValues[] }

/** The form's choices (the lots' blocks) and, to create, the names already taken (Nexus's PUT would replace that set). */
export type AnnounceSetFormLoad = { blockNames: BlockNames; takenNames: string[] }

export const emptyAnnouncement = (): AnnouncementValues => ({ block: '', network: '' })

export const announceSetMessages = {
  none: 'Add at least one announcement',
  block: 'Choose an address lot block',
  nameTaken: 'An announce set with this name already exists',
  /** The list's summary: the first announcement with a problem. */
  row: (index: number, message: string) => `Announcement ${index + 1}: ${message}`,
} as const

export type AnnouncementErrors = { block?: string; network?: string }

/** Each announcement's own messages (a block chosen), for the rows. */
export const announcementErrors = (rows: readonly AnnouncementValues[]): AnnouncementErrors[] =>
  rows.map((r) => ({ block: r.block ? undefined : announceSetMessages.block, network: validateCidr(r.network.trim()) }))

/** The announcements' one message: none, a row's problem, or one network twice ('Items must be unique'). */
export function announcementsProblem(rows: readonly AnnouncementValues[]): string | undefined {
  if (rows.length === 0) return announceSetMessages.none
  const errors = announcementErrors(rows)
  const at = errors.findIndex((e) => e.block || e.network)
  if (at >= 0) return announceSetMessages.row(at, (errors[at].block ?? errors[at].network)!)
  return validateUnique(rows.map((r) => parseCidr(r.network.trim())?.text))
}

export const validateAnnounceSet =
  (takenNames: readonly string[]) =>
  (values: AnnounceSetFormValues): FieldErrors<AnnounceSetFormValues> => ({
    name: validateName(values.name) ?? (takenNames.includes(values.name) ? announceSetMessages.nameTaken : undefined),
    description: validateDescription(values.description),
    announcements: announcementsProblem(values.announcements),
  })

export const announceSetBody = (values: AnnounceSetFormValues): AnnounceSetBody => ({
  name: values.name,
  description: values.description,
  announcement: values.announcements.map((a) => ({
    addressLotBlock: a.block,
    network: parseCidr(a.network.trim())?.text ?? a.network.trim(),
  })),
})

export async function saveAnnounceSet(values: AnnounceSetFormValues): Promise<BgpAnnounceSet> {
  const saved = await api.put(ANNOUNCE_SET_PATH, { body: announceSetBody(values) })
  await invalidate(ANNOUNCE_SET_PATH)
  return saved
}

export async function loadAnnounceSetCreate(): Promise<AnnounceSetFormLoad> {
  const [blockNames, sets] = await Promise.all([fetchBlockNames(), fetchAnnounceSets()])
  return { blockNames, takenNames: sets.map((s) => s.name) }
}

export function announceSetCreateInput(load: AnnounceSetFormLoad): FormInput<AnnounceSetFormValues, BgpAnnounceSet> {
  return {
    initialValues: { name: '', description: '', announcements: [emptyAnnouncement()] },
    validate: validateAnnounceSet(load.takenNames),
    submit: saveAnnounceSet,
  }
}

/** To edit: the set as it is, its announcements and the blocks to choose from. The name stays (Nexus finds the set by it). */
export type AnnounceSetEditLoad = AnnounceSetFormLoad & { name: string; description: string; announcements: BgpAnnouncement[] }

/** A set Nexus does not know is a 404 (its announcements' read): the 'Page not found' page. */
export async function loadAnnounceSetEdit(name: string): Promise<AnnounceSetEditLoad> {
  const { set, announcements, blockNames } = await loadAnnounceSet(name)
  return { name: set?.name ?? name, description: set?.description ?? '', announcements, blockNames, takenNames: [] }
}

export function announceSetEditInput(load: AnnounceSetEditLoad): FormInput<AnnounceSetFormValues, BgpAnnounceSet> {
  return {
    initialValues: {
      name: load.name,
      description: load.description,
      announcements: load.announcements.map((a) => ({ block: a.addressLotBlockId, network: a.network })),
    },
    validate: validateAnnounceSet([]),
    submit: saveAnnounceSet,
  }
}
