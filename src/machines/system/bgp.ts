// BGP: the page's tabs, the ASN range, the peer states in words, the configs
// and announce sets (the lists, the two forms with their rules and bodies,
// deletes for the confirm dialog, an announce set's announcements) and the
// status tab's reads. Nexus refuses a second config for one ASN ("cannot have
// more than one configuration per ASN") and an announce set a config still
// uses ("announce set in use"): their messages are the form's or the toast's.
// Each page waits only for its own read: the pickers' choices, the blocks'
// names and the status tab's panels are sections, drawn as they arrive.
import {
  api,
  apiQueryOptions,
  apiSection,
  composedSection,
  fetchApi,
  invalidate,
  MAX_LIMIT,
  queryClient,
  startSection,
  type ApiQueryOptions,
  type GetPath,
  type RequestBody,
  type Schema,
  type Read,
} from '~/api'
import { messages, parseCidr, validateCidr, validateDescription, validateName, validateUnique } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { PageParams } from '../shared/list.machine'
import { blockNamesSection, type BlockNames } from './loopback-addresses'

export type BgpConfig = Schema<'BgpConfig'>
export type BgpAnnounceSet = Schema<'BgpAnnounceSet'>
export type BgpAnnouncement = Schema<'BgpAnnouncement'>
export type BgpPeerState = Schema<'BgpPeerState'>
export type BgpConfigCreateBody = RequestBody<'/v1/system/networking/bgp', 'post'>
export type AnnounceSetBody = RequestBody<'/v1/system/networking/bgp-announce-set', 'put'>

/** The configs; the status tab reads its own (always afresh). */
export const BGP_PATH = '/v1/system/networking/bgp'
/** A config's change shows in every BGP read: its announce set, the sessions and their routes. */
export const BGP_READS: Read[] = [
  BGP_PATH,
  '/v1/system/networking/bgp-announce-set',
  '/v1/system/networking/bgp-announce-set/{announce_set}/announcement',
  '/v1/system/networking/bgp-exported',
  '/v1/system/networking/bgp-message-history',
  '/v1/system/networking/bgp-routes-ipv4',
  '/v1/system/networking/bgp-status',
]
export const ANNOUNCE_SET_PATH = '/v1/system/networking/bgp-announce-set'

/** What a set saved or deleted changes: the sets, and the announcements read by set. */
const ANNOUNCE_SET_READS = [ANNOUNCE_SET_PATH, '/v1/system/networking/bgp-announce-set/{announce_set}/announcement'] as const

// ---- the page's tabs, chosen by query ----------------------------------------------

// The tabs, and reading one from the URL (parseBgpSearch), are rack-networking.rules.ts's: the route reads the query before this module loads.
export { BGP_TABS, type BgpSearch, type BgpTab } from './rack-networking.rules'

// ---- ASN ---------------------------------------------------------------------

/** A 4-byte ASN (the document's `uint32`); 0 is reserved. */
export const ASN_MIN = 1
export const ASN_MAX = 4_294_967_295

export const asnMessages = {
  integer: 'ASN must be a whole number',
  range: `ASN must be between ${ASN_MIN} and ${ASN_MAX.toLocaleString('en-US')}`,
} as const

export function validateAsn(text: string): string | undefined {
  const value = text.trim()
  if (value === '') return messages.required('ASN')
  if (!/^[0-9]+$/.test(value)) return asnMessages.integer
  const n = Number(value)
  return n < ASN_MIN || n > ASN_MAX ? asnMessages.range : undefined
}

// ---- states in words -----------------------------------------------------------

export const PEER_STATE: Record<BgpPeerState, { label: string; tone: 'green' | 'yellow' | 'neutral' }> = {
  established: { label: 'Established', tone: 'green' },
  idle: { label: 'Idle', tone: 'neutral' },
  connect: { label: 'Connect', tone: 'yellow' },
  active: { label: 'Active', tone: 'yellow' },
  open_sent: { label: 'Open sent', tone: 'yellow' },
  open_confirm: { label: 'Open confirm', tone: 'yellow' },
  session_setup: { label: 'Session setup', tone: 'yellow' },
}

// ---- how long in a state ----------------------------------------------------------

const UNITS: [ms: number, one: string, many: string][] = [
  [86_400_000, 'day', 'days'],
  [3_600_000, 'hour', 'hours'],
  [60_000, 'minute', 'minutes'],
  [1_000, 'second', 'seconds'],
]

/**
 * A peer's time in its state, the two largest units: '3 days 4 hours',
 * '12 minutes 5 seconds', '40 seconds'; under a second: 'less than a second'.
 */
export function formatStateDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 1000) return 'less than a second'
  const total = Math.floor(ms)
  const first = UNITS.findIndex(([size]) => total >= size)
  const part = (i: number, n: number) => `${n} ${n === 1 ? UNITS[i][1] : UNITS[i][2]}`
  const big = Math.floor(total / UNITS[first][0])
  const next = first + 1 < UNITS.length ? Math.floor((total % UNITS[first][0]) / UNITS[first + 1][0]) : 0
  return next > 0 ? `${part(first, big)} ${part(first + 1, next)}` : part(first, big)
}

// ---- configs -------------------------------------------------------------------

export const bgpConfigsPage = ({ pageToken, limit }: PageParams) =>
  fetchApi(BGP_PATH, { query: { limit, pageToken, sortBy: 'name_ascending' } })

export async function deleteBgpConfig(name: string): Promise<void> {
  await api.delete(BGP_PATH, { query: { nameOrId: name } })
  await invalidate(...BGP_READS)
}

export type BgpConfigFormValues = { name: string; description: string; asn: string; announceSet: string; vrf: string }

/** No set picked: the sets' default comes with them (bgpConfigSetDefault). */
export const bgpConfigInitialValues: BgpConfigFormValues = { name: '', description: '', asn: '', announceSet: '', vrf: '' }

/** The only announce set, once the sets are in, is the one picked. */
export const bgpConfigSetDefault = (sets: BgpAnnounceSet[]): Partial<BgpConfigFormValues> =>
  sets.length === 1 ? { announceSet: sets[0].name } : {}

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
  await invalidate(...BGP_READS)
  return created
}

export const bgpConfigFormInput = (): FormInput<BgpConfigFormValues, BgpConfig> => ({
  initialValues: bgpConfigInitialValues,
  validate: validateBgpConfig,
  submit: createBgpConfig,
})

// ---- announce sets ----------------------------------------------------------------

/** Every announce set: Nexus answers the list as one array (a rack has a handful). */
export const fetchAnnounceSets = () => fetchApi(ANNOUNCE_SET_PATH, { query: { limit: MAX_LIMIT, sortBy: 'name_ascending' } })

/** The same read as a part of a page: a config's picker, a set's details. */
export const announceSetsSection = () => apiSection(ANNOUNCE_SET_PATH, { query: { limit: MAX_LIMIT, sortBy: 'name_ascending' } })

/** The list machine's page: the whole array, with no next page. */
export const announceSetsPage = async () => ({ items: await fetchAnnounceSets(), nextPage: null })

/** The config form's choices, read beside it (the form opens at once): the announce sets. */
export const loadBgpConfigForm = () => startSection(announceSetsSection())

export const fetchAnnouncements = (announceSet: string) =>
  fetchApi('/v1/system/networking/bgp-announce-set/{announce_set}/announcement', { path: { announce_set: announceSet } })

export async function deleteAnnounceSet(name: string): Promise<void> {
  await api.delete('/v1/system/networking/bgp-announce-set/{announce_set}', { path: { announce_set: name } })
  await invalidate(...ANNOUNCE_SET_READS)
}

/** A set by its name or id, among every set (Nexus has no single-set view). */
export const setNamed = (sets: BgpAnnounceSet[], name: string) => sets.find((s) => s.name === name || s.id === name)

/**
 * An announce set's side modal: its announcements are its own read; the set's
 * details (from the list of sets) and the blocks' names leave with them and
 * fill in as they come.
 */
export async function loadAnnounceSet(name: string): Promise<{ announcements: BgpAnnouncement[] }> {
  startSection(announceSetsSection())
  startSection(blockNamesSection())
  return { announcements: await fetchAnnouncements(name) }
}

/** 'initial-infra 172.20.15.1–172.20.15.254', or the id when the block is not (or no longer) a lot's. */
export const blockLabel = (blockNames: BlockNames, id: string) => {
  const b = blockNames[id]
  return b ? `${b.lot} ${b.block}` : id
}

export type AnnouncementValues = { block: string; network: string }
export type AnnounceSetFormValues = { name: string; description: string; announcements: AnnouncementValues[] }

/**
 * To create, the names already taken: Nexus's PUT would replace a set of the
 * same name, so the form knows them before it is offered (its own read). The
 * blocks to draw from are a section beside it.
 */
export type AnnounceSetFormLoad = { takenNames: string[] }

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
  await invalidate(...ANNOUNCE_SET_READS)
  return saved
}

export async function loadAnnounceSetCreate(): Promise<AnnounceSetFormLoad> {
  startSection(blockNamesSection())
  return { takenNames: (await fetchAnnounceSets()).map((s) => s.name) }
}

export function announceSetCreateInput(load: AnnounceSetFormLoad): FormInput<AnnounceSetFormValues, BgpAnnounceSet> {
  return {
    initialValues: { name: '', description: '', announcements: [emptyAnnouncement()] },
    validate: validateAnnounceSet(load.takenNames),
    submit: saveAnnounceSet,
  }
}

/** To edit: the set as it is and its announcements (the blocks to choose from are a section). The name stays (Nexus finds the set by it). */
export type AnnounceSetEditLoad = AnnounceSetFormLoad & { name: string; description: string; announcements: BgpAnnouncement[] }

/** A set Nexus does not know is a 404 (its announcements' read): the 'Page not found' page. */
export async function loadAnnounceSetEdit(name: string): Promise<AnnounceSetEditLoad> {
  startSection(blockNamesSection())
  const [sets, announcements] = await Promise.all([fetchAnnounceSets(), fetchAnnouncements(name)])
  const set = setNamed(sets, name)
  return { name: set?.name ?? name, description: set?.description ?? '', announcements, takenNames: [] }
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

// ---- the status tab ----------------------------------------------------------------
// Its own read is the peers; what each switch exports to them, and for each
// local ASN the peers speak for, the imported IPv4 routes and the message
// history, are panels read beside it (one read per ASN, a rack has one or
// two, never per peer), each failing in its own place. All are read past the
// cache's two fresh seconds: this is live state, and "Refresh" means now.

export type BgpPeerStatus = Schema<'BgpPeerStatus'>
export type BgpImportedRoute = Schema<'BgpImportedRouteIpv4'>
export type BgpMessageHistory = Schema<'AggregateBgpMessageHistory'>

/** Exported IPv4 prefixes by peer address. */
export type BgpExports = Record<string, string[]>
export type BgpImported = { asn: number; routes: BgpImportedRoute[] }[]
export type BgpHistory = { asn: number; history: BgpMessageHistory }[]

/** A GET through the cache, but never served from it. */
const fresh = <P extends GetPath>(options: ApiQueryOptions<P>) => queryClient.fetchQuery({ ...options, staleTime: 0 })

/** The panels' keys begin so: the tab reads them all again with its peers. */
const PANEL = 'bgp-status-panel'

export const exportedSection = () =>
  composedSection([PANEL, 'exported'], async (): Promise<BgpExports> => (await fresh(apiQueryOptions('/v1/system/networking/bgp-exported'))).exports ?? {}, BGP_READS)

export const importedSection = (asns: number[]) =>
  composedSection(
    [PANEL, 'imported', asns],
    (): Promise<BgpImported> =>
      Promise.all(asns.map(async (asn) => ({ asn, routes: await fresh(apiQueryOptions('/v1/system/networking/bgp-routes-ipv4', { query: { asn } })) }))),
    BGP_READS,
  )

export const historySection = (asns: number[]) =>
  composedSection(
    [PANEL, 'history', asns],
    (): Promise<BgpHistory> =>
      Promise.all(asns.map(async (asn) => ({ asn, history: await fresh(apiQueryOptions('/v1/system/networking/bgp-message-history', { query: { asn } })) }))),
    BGP_READS,
  )

/** The local ASNs the peers speak for, in order: what the routes and history are read by. */
export const peerAsns = (peers: BgpPeerStatus[]) => [...new Set(peers.map((p) => p.localAsn))].sort((a, b) => a - b)

/**
 * The tab's own read, afresh: the peers. Its panels are read again with it
 * (those on screen; a read of one still under way is joined, not repeated).
 */
export async function loadBgpPeers(): Promise<BgpPeerStatus[]> {
  void queryClient.refetchQueries({ queryKey: ['section', PANEL], type: 'active' }, { cancelRefetch: false })
  return fresh(apiQueryOptions('/v1/system/networking/bgp-status'))
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
}

export const peerRows = (peers: BgpPeerStatus[]): PeerRow[] =>
  peers.map((p) => ({
    key: `${p.switch}/${p.addr}`,
    addr: p.addr,
    switch: p.switch,
    state: PEER_STATE[p.state]?.label ?? String(p.state),
    tone: PEER_STATE[p.state]?.tone ?? 'neutral',
    duration: formatStateDuration(p.stateDurationMillis),
    localAsn: p.localAsn,
    remoteAsn: p.remoteAsn,
  }))

/** A peer and the prefixes its switch announces to it. */
export type ExportRow = Pick<PeerRow, 'key' | 'addr' | 'switch'> & { exported: string[] }

export const exportRows = (peers: PeerRow[], exports: BgpExports): ExportRow[] =>
  peers.map((p) => ({ key: p.key, addr: p.addr, switch: p.switch, exported: exports[p.addr] ?? [] }))

export type RouteRow = BgpImportedRoute & { key: string; asn: number }

export const importedRows = (imported: BgpImported): RouteRow[] =>
  imported.flatMap(({ asn, routes }) =>
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

export function historyRows(history: BgpHistory): HistoryRow[] {
  return history.flatMap(({ asn, history }) =>
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
