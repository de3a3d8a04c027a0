// Switch port settings: the list's pages, one settings object's parts, how a
// link's speed, FEC and geometry read on screen, delete (Nexus refuses while a
// port has them applied: its message is the toast's) and the create form for
// the common case: one link (phy0) with speed, FEC, MTU and
// autonegotiation; one or more addresses from an address lot; optional static
// routes and BGP peers.
import { allPages, api, composedSection, fetchApi, invalidate, MAX_LIMIT, startSection, type RequestBody, type Schema } from '~/api'
import { messages, parseCidr, parseIp, validateCidr, validateDescription, validateIp, validateName, validateUnique } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { PageParams } from '../shared/list.machine'
import { ADDRESS_LOT_READS, addressLotsSection, type AddressLot } from './address-lots'

export type SwitchPortSettings = Schema<'SwitchPortSettings'>
export type SwitchPortSettingsIdentity = Schema<'SwitchPortSettingsIdentity'>
export type SettingsCreateBody = RequestBody<'/v1/system/networking/switch-port-settings', 'post'>
export type LinkSpeed = Schema<'LinkSpeed'>
export type LinkFec = Schema<'LinkFec'>

export const PORT_SETTINGS_PATH = '/v1/system/networking/switch-port-settings'

/** The one link the common case sets up: a port that is not broken out has phy0. */
export const LINK_NAME = 'phy0'

export const SPEED_LABELS: Record<LinkSpeed, string> = {
  speed0_g: '0 Gbit/s',
  speed1_g: '1 Gbit/s',
  speed10_g: '10 Gbit/s',
  speed25_g: '25 Gbit/s',
  speed40_g: '40 Gbit/s',
  speed50_g: '50 Gbit/s',
  speed100_g: '100 Gbit/s',
  speed200_g: '200 Gbit/s',
  speed400_g: '400 Gbit/s',
}

export const FEC_LABELS: Record<LinkFec, string> = {
  rs: 'Reed-Solomon (RS)',
  firecode: 'Firecode',
  none: 'None',
}

export const GEOMETRY_LABELS: Record<Schema<'SwitchPortGeometry'>, string> = {
  qsfp28x1: 'One QSFP28 link, four lanes',
  qsfp28x2: 'Two QSFP28 links, two lanes each',
  sfp28x4: 'Four SFP28 links, one lane each',
}

// ---- reads ---------------------------------------------------------------------

export const settingsPage = ({ pageToken, limit }: PageParams) =>
  fetchApi(PORT_SETTINGS_PATH, { query: { limit, pageToken, sortBy: 'name_ascending' } })

export const loadSettings = (name: string) => fetchApi('/v1/system/networking/switch-port-settings/{port}', { path: { port: name } })

/**
 * What making or deleting settings changes: the list, the settings by name,
 * and the lots (their addresses are reserved from a lot: whether it may go).
 */
const changed = () =>
  Promise.all([invalidate(PORT_SETTINGS_PATH, '/v1/system/networking/switch-port-settings/{port}'), invalidate(...ADDRESS_LOT_READS)])

export async function deleteSettings(name: string): Promise<void> {
  await api.delete(PORT_SETTINGS_PATH, { query: { portSettings: name } })
  await changed()
}

// ---- the create form ---------------------------------------------------------

export type AddressValues = { address: string; lot: string; vlan: string }
export type RouteValues = { dst: string; gw: string; vid: string }
export type PeerValues = { addr: string; config: string; interfaceName: string }

export type SettingsFormValues = {
  name: string
  description: string
  speed: LinkSpeed
  /** '' lets the switch pick the standard FEC for the media. */
  fec: LinkFec | ''
  mtu: string
  autoneg: boolean
  addresses: AddressValues[]
  routes: RouteValues[]
  bgpPeers: PeerValues[]
}

/** Every BGP config (a rack has one or two): the BGP peers' picker. */
export const bgpConfigsSection = () =>
  composedSection(
    ['bgp-configs-all'],
    () => allPages((pageToken) => fetchApi('/v1/system/networking/bgp', { query: { limit: MAX_LIMIT, pageToken, sortBy: 'name_ascending' } })),
    '/v1/system/networking/bgp',
  )

/**
 * The form's choices, read beside it (the form opens at once): the address
 * lots and the BGP configs. Each picker says so in its place when its
 * choices could not be read; the rest of the form works.
 */
export function loadSettingsForm() {
  startSection(addressLotsSection())
  startSection(bgpConfigsSection())
}

/** The lots as the address pickers offer them: infrastructure lots (a port's own addresses) first. */
export const lotChoices = (lots: AddressLot[]) => [...lots].sort((a, b) => Number(b.kind === 'infra') - Number(a.kind === 'infra'))

/** The lots' default, once they are in: the first address row takes the first infrastructure lot. */
export const settingsLotDefault = (lots: AddressLot[]): Partial<SettingsFormValues> => {
  const lot = lots.find((l) => l.kind === 'infra')
  return lot ? { addresses: [emptyAddress(lot.name)] } : {}
}

export const emptyAddress = (lot = ''): AddressValues => ({ address: '', lot, vlan: '' })
export const emptyRoute = (): RouteValues => ({ dst: '', gw: '', vid: '' })
export const emptyPeer = (config = ''): PeerValues => ({ addr: '', config, interfaceName: LINK_NAME })

/** No lot picked: the lots' default comes with them (settingsLotDefault). */
export const settingsInitialValues: SettingsFormValues = {
  name: '',
  description: '',
  speed: 'speed100_g',
  fec: 'rs',
  mtu: '1500',
  autoneg: false,
  addresses: [emptyAddress()],
  routes: [],
  bgpPeers: [],
}

/** Tofino's largest frame, and IPv6's smallest link MTU. */
export const MTU_BOUNDS = { min: 1280, max: 9216 } as const
export const VLAN_MAX = 4095

export const settingsMessages = {
  mtu: `MTU must be a whole number from ${MTU_BOUNDS.min} to ${MTU_BOUNDS.max}`,
  vlan: `VLAN ID must be a whole number from 0 to ${VLAN_MAX}`,
  noAddresses: 'Add at least one address',
  address: (i: number, m: string) => `Address ${i + 1}: ${m}`,
  route: (i: number, m: string) => `Route ${i + 1}: ${m}`,
  peer: (i: number, m: string) => `BGP peer ${i + 1}: ${m}`,
  sameFamily: 'Gateway and destination must be the same IP version',
  hostAddress: 'Give the port’s own address with its prefix length, e.g. 172.20.15.21/24',
} as const

const vlanProblem = (text: string) => {
  const t = text.trim()
  if (t === '') return undefined
  return /^[0-9]+$/.test(t) && Number(t) <= VLAN_MAX ? undefined : settingsMessages.vlan
}

/** A port address is an address with its prefix length ("172.20.15.21/24"): host bits may be set. */
function addressProblem(text: string): string | undefined {
  const t = text.trim()
  if (t === '') return messages.required('Address')
  return t.includes('/') ? validateCidr(t) : settingsMessages.hostAddress
}

/** Each address row's messages, for the rows. */
export const addressErrors = (rows: readonly AddressValues[]) =>
  rows.map((r) => ({
    address: addressProblem(r.address),
    lot: r.lot ? undefined : messages.required('Address lot'),
    vlan: vlanProblem(r.vlan),
  }))

export const routeErrors = (rows: readonly RouteValues[]) =>
  rows.map((r) => {
    const dst = r.dst.trim() === '' ? messages.required('Destination') : validateCidr(r.dst.trim())
    const gwText = r.gw.trim()
    let gw = gwText === '' ? messages.required('Gateway') : validateIp(gwText)
    if (!dst && !gw && parseCidr(r.dst.trim())?.version !== parseIp(gwText)?.version) gw = settingsMessages.sameFamily
    return { dst, gw, vid: vlanProblem(r.vid) }
  })

export const peerErrors = (rows: readonly PeerValues[]) =>
  rows.map((r) => ({
    addr: r.addr.trim() === '' ? messages.required('Peer address') : validateIp(r.addr.trim()),
    config: r.config ? undefined : messages.required('BGP config'),
    interfaceName: validateName(r.interfaceName.trim(), 'Interface'),
  }))

/** A list's one message: its first row's first problem, or two rows alike. */
function rowsProblem<R extends object>(rows: readonly R[], errors: Record<string, string | undefined>[], say: (i: number, m: string) => string) {
  const at = errors.findIndex((e) => Object.values(e).some(Boolean))
  if (at >= 0) return say(at, Object.values(errors[at]).find(Boolean)!)
  return validateUnique(rows.map((r) => JSON.stringify(Object.values(r).map((v) => String(v).trim()))))
}

function mtuProblem(text: string) {
  const t = text.trim()
  if (t === '') return messages.required('MTU')
  return /^[0-9]+$/.test(t) && Number(t) >= MTU_BOUNDS.min && Number(t) <= MTU_BOUNDS.max ? undefined : settingsMessages.mtu
}

export function validateSettings(v: SettingsFormValues): FieldErrors<SettingsFormValues> {
  return {
    name: validateName(v.name),
    description: validateDescription(v.description),
    mtu: mtuProblem(v.mtu),
    addresses: v.addresses.length === 0 ? settingsMessages.noAddresses : rowsProblem(v.addresses, addressErrors(v.addresses), settingsMessages.address),
    routes: rowsProblem(v.routes, routeErrors(v.routes), settingsMessages.route),
    bgpPeers: rowsProblem(v.bgpPeers, peerErrors(v.bgpPeers), settingsMessages.peer),
  }
}

const optInt = (text: string) => (text.trim() === '' ? null : Number(text.trim()))

/** Nexus's defaults for a peer's timers (seconds) and policies, which the document requires. */
export const PEER_DEFAULTS = {
  holdTime: 6,
  idleHoldTime: 3,
  delayOpen: 0,
  connectRetry: 3,
  keepalive: 2,
  communities: [] as number[],
  enforceFirstAs: false,
  allowedImport: { type: 'no_filtering' as const },
  allowedExport: { type: 'no_filtering' as const },
}

export function settingsCreateBody(v: SettingsFormValues): SettingsCreateBody {
  const link = { linkName: LINK_NAME }
  return {
    name: v.name,
    description: v.description,
    portConfig: { geometry: 'qsfp28x1' },
    groups: [],
    links: [
      {
        ...link,
        speed: v.speed,
        fec: v.fec === '' ? null : v.fec,
        mtu: Number(v.mtu.trim()),
        autoneg: v.autoneg,
        // LLDP is set per port afterwards (the port's page); off until then.
        lldp: { enabled: false },
      },
    ],
    interfaces: [{ ...link, kind: { type: 'primary' }, v6Enabled: false }],
    addresses: [
      {
        ...link,
        addresses: v.addresses.map((a) => ({ address: a.address.trim(), addressLot: a.lot, vlanId: optInt(a.vlan) })),
      },
    ],
    routes: v.routes.length
      ? [{ ...link, routes: v.routes.map((r) => ({ dst: r.dst.trim(), gw: r.gw.trim(), vid: optInt(r.vid) })) }]
      : [],
    bgpPeers: v.bgpPeers.length
      ? [
          {
            ...link,
            peers: v.bgpPeers.map((p) => ({
              ...PEER_DEFAULTS,
              addr: p.addr.trim(),
              bgpConfig: p.config,
              interfaceName: p.interfaceName.trim(),
            })),
          },
        ]
      : [],
  }
}

export async function createSettings(values: SettingsFormValues): Promise<SwitchPortSettings> {
  const created = await api.post(PORT_SETTINGS_PATH, { body: settingsCreateBody(values) })
  await changed()
  return created
}

export function settingsFormInput(): FormInput<SettingsFormValues, SwitchPortSettings> {
  return { initialValues: settingsInitialValues, validate: validateSettings, submit: createSettings }
}
