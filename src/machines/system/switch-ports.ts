// Rack hardware: the racks, switches and switch ports tabs' pages, the
// settings' names a port shows, a switch's page and a port's page (link
// status, LLDP service and the neighbours LLDP hears), applying and clearing
// a port's settings, and the LLDP form. Nexus names a port by its rack and
// switch (query) and its name (path).
//
// A port's link status is left open by the document (`SwitchLinkState` is any
// JSON: Nexus passes on what the switch's dataplane daemon says,
// `{ link, monitors }`), so it is read tolerantly: known fields by name, other
// plain values as they come.
import { allPages, api, apiSection, composedSection, fetchApi, invalidate, MAX_LIMIT, startSection, type Read, type Schema } from '~/api'
import { messages, validateIp } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { PageParams } from '../shared/list.machine'
import type { Permission } from '../shared/permission.rules'
import { FEC_LABELS, PORT_SETTINGS_PATH, SPEED_LABELS, type LinkFec, type LinkSpeed, type SwitchPortSettingsIdentity } from './switch-port-settings'

export type SwitchPort = Schema<'SwitchPort'>
export type Rack = Schema<'Rack'>
export type Switch = Schema<'Switch'>
export type LldpLinkConfig = Schema<'LldpLinkConfig'>
export type LldpNeighbor = Schema<'LldpNeighbor'>

export const SWITCH_PORT_PATH = '/v1/system/hardware/switch-port'

/** A port as the console's URL names it. */
export type PortKey = { rack: string; switchLocation: string; port: string }

/** How a port's calls name it: the port in the path, its rack and switch in the query. */
export const portCall = (k: PortKey) => ({ path: { port: k.port }, query: { rackId: k.rack, switchLocation: k.switchLocation } })

export const racksPage = ({ pageToken, limit }: PageParams) =>
  fetchApi('/v1/system/hardware/racks', { query: { limit, pageToken } })

export const switchesPage = ({ pageToken, limit }: PageParams) =>
  fetchApi('/v1/system/hardware/switches', { query: { limit, pageToken } })

export const switchPortsPage = ({ pageToken, limit }: PageParams) =>
  fetchApi(SWITCH_PORT_PATH, { query: { limit, pageToken } })

export const allSwitchPorts = () =>
  allPages((pageToken) => fetchApi(SWITCH_PORT_PATH, { query: { limit: MAX_LIMIT, pageToken } }))

/** Every settings object's identity (a rack has a handful): pickers, and the name of what a port has applied. */
export const fetchAllPortSettings = () =>
  allPages((pageToken) => fetchApi(PORT_SETTINGS_PATH, { query: { limit: MAX_LIMIT, pageToken, sortBy: 'name_ascending' } }))

/** Settings id → name: a port names its settings by id only. */
export type SettingsNames = Record<string, string>

export async function fetchSettingsNames(): Promise<SettingsNames> {
  const all = await fetchAllPortSettings()
  return Object.fromEntries(all.map((s) => [s.id, s.name]))
}

/** Settings by their name, or their id when the list did not hold them. */
export const settingsName = (id: string, names: SettingsNames) => names[id] ?? id

/** The applied settings' name, its id when the list did not hold it, or none. */
export const appliedName = (port: Pick<SwitchPort, 'portSettingsId'>, names: SettingsNames) =>
  port.portSettingsId ? settingsName(port.portSettingsId, names) : undefined

/** What the settings' names follow: settings made or deleted. */
const SETTINGS_NAMES_READS: Read[] = [PORT_SETTINGS_PATH, '/v1/system/networking/switch-port-settings/{port}']

/** The settings' names, which a port's applied settings are shown by: a part of every page that lists ports. */
export const settingsNamesSection = () => composedSection(['switch-port-settings-names'], fetchSettingsNames, SETTINGS_NAMES_READS)

/** The switch ports tab's read besides its rows, started with them: the settings' names. */
export const loadSwitchPortsTab = () => startSection(settingsNamesSection())

// ---- a switch ----------------------------------------------------------------

/** Every switch port of the fleet (a rack has 64): a part of a switch's page, kept to its rack there. */
export const allPortsSection = () => composedSection(['switch-ports-all'], allSwitchPorts, SWITCH_PORT_PATH)

/** The ports of a rack, from every port. */
export const portsOfRack = (ports: SwitchPort[], rackId: string) => ports.filter((p) => p.rackId === rackId)

/**
 * A switch; the ports of its rack and the settings' names leave with it. The
 * API's switch has no slot (switch0 or switch1), so its page cannot say which
 * of them are its own: it lists the rack's ports with their switch.
 */
export async function loadSwitch(switchId: string) {
  startSection(allPortsSection())
  startSection(settingsNamesSection())
  return { sw: await fetchApi('/v1/system/hardware/switches/{switch_id}', { path: { switch_id: switchId } }) }
}

export type SwitchPage = Awaited<ReturnType<typeof loadSwitch>>

// ---- a port --------------------------------------------------------------------

/** A port's link status, as the switch reports it (a panel of its page). */
export const portStatusSection = (key: PortKey) => apiSection('/v1/system/hardware/switch-port/{port}/status', portCall(key))

/** A port's LLDP service (a panel of its page; its edit form reads it itself). */
export const lldpConfigSection = (key: PortKey) => apiSection('/v1/system/hardware/switch-port/{port}/lldp/config', portCall(key))

/** What LLDP hears on a port (a panel of its page). */
export const lldpNeighborsSection = (key: PortKey) =>
  apiSection('/v1/system/hardware/rack-switch-port/{rack_id}/{switch_location}/{port}/lldp/neighbors', {
    path: { rack_id: key.rack, switch_location: key.switchLocation, port: key.port },
    query: { limit: MAX_LIMIT },
  })

/** The port the URL names, in the list of every port (Nexus has no read of one port). */
const findPort = (ports: SwitchPort[], key: PortKey) =>
  ports.find((p) => p.rackId === key.rack && p.switchLocation === key.switchLocation && p.portName === key.port)

/**
 * A port's page: the port is its own read (the port list says whether it
 * exists); its status, LLDP service, LLDP neighbours and the settings' names
 * are panels that leave with it (the URL names them all) and fill in as
 * they come.
 */
export async function loadSwitchPort(key: PortKey) {
  startSection(portStatusSection(key))
  startSection(lldpConfigSection(key))
  startSection(lldpNeighborsSection(key))
  startSection(settingsNamesSection())
  // Not a port of the rack: the route answers 'Page not found'.
  return findPort(await allSwitchPorts(), key) ?? null
}

/** What a port's page follows: its port row (the settings applied to it). */
export const SWITCH_PORT_PAGE_READS: Read[] = [SWITCH_PORT_PATH]

// ---- a port's settings ----------------------------------------------------------------

export const portKey = (p: Pick<SwitchPort, 'rackId' | 'switchLocation' | 'portName'>): PortKey => ({
  rack: p.rackId,
  switchLocation: p.switchLocation,
  port: p.portName,
})

/** What a port's settings change: its row, its link, its LLDP service and what LLDP hears. */
const changed = () =>
  invalidate(
    SWITCH_PORT_PATH,
    '/v1/system/hardware/switch-port/{port}/status',
    '/v1/system/hardware/switch-port/{port}/lldp/config',
    '/v1/system/hardware/rack-switch-port/{rack_id}/{switch_location}/{port}/lldp/neighbors',
  )

export const NO_SETTINGS_APPLIED = 'No settings are applied to this port'

/** Clearing a port's settings: a write, and only of settings the port has. */
export const clearSettingsRight = (port: Pick<SwitchPort, 'portSettingsId'>, write: Permission): Permission =>
  write.allowed && !port.portSettingsId ? { allowed: false, reason: NO_SETTINGS_APPLIED } : write

export async function clearPortSettings(key: PortKey): Promise<void> {
  await api.delete('/v1/system/hardware/switch-port/{port}/settings', portCall(key))
  await changed()
}

/** The confirm for clearing a port's settings: which port, and what it loses. */
export function clearSettingsQuestion(key: PortKey, settings: string | undefined) {
  return {
    title: 'Clear settings',
    message: `Clear the settings${settings ? ` ${settings}` : ''} from ${key.port} on ${key.switchLocation}? Its link goes down and its addresses, routes and BGP sessions stop until settings are applied again.`,
    confirmLabel: 'Clear settings',
    success: `Settings cleared from ${key.port}`,
  }
}

// ---- apply settings: a form of one pick ----------------------------------------------

export type ApplySettingsValues = { settings: string }

/** The form's own read: the settings the port has applied now (their id), from the port's row. */
export type ApplySettingsLoad = { appliedId: string | undefined }

/** Every settings object, as a part of the apply form: its picker's choices, read beside it. */
export const allSettingsSection = () => composedSection(['switch-port-settings-all'], fetchAllPortSettings, SETTINGS_NAMES_READS)

/**
 * The apply form: the port's row says what it has now (the port's page
 * under the form has just read it); the settings to pick from are read
 * beside the form, which opens at once.
 */
export async function loadApplySettings(key: PortKey): Promise<ApplySettingsLoad> {
  startSection(allSettingsSection())
  return { appliedId: findPort(await allSwitchPorts(), key)?.portSettingsId ?? undefined }
}

/** Once the choices are in, the settings the port has now are the ones picked (by name; by id past the list). */
export const applySettingsDefault =
  (appliedId: string | undefined) =>
  (choices: SwitchPortSettingsIdentity[]): Partial<ApplySettingsValues> =>
    appliedId ? { settings: settingsName(appliedId, Object.fromEntries(choices.map((c) => [c.id, c.name]))) } : {}

export function applySettingsFormInput(key: PortKey): FormInput<ApplySettingsValues, { name: string }> {
  return {
    initialValues: { settings: '' },
    validate: (v) => ({ settings: v.settings ? undefined : messages.required('Settings') }),
    submit: async ({ settings }) => {
      await api.post('/v1/system/hardware/switch-port/{port}/settings', { ...portCall(key), body: { portSettings: settings } })
      await changed()
      return { name: settings }
    },
  }
}

// ---- the LLDP form ------------------------------------------------------------------

export type LldpFormValues = {
  enabled: boolean
  linkName: string
  linkDescription: string
  chassisId: string
  systemName: string
  systemDescription: string
  managementIp: string
}

export const lldpFormValues = (c: LldpLinkConfig): LldpFormValues => ({
  enabled: c.enabled,
  linkName: c.linkName ?? '',
  linkDescription: c.linkDescription ?? '',
  chassisId: c.chassisId ?? '',
  systemName: c.systemName ?? '',
  systemDescription: c.systemDescription ?? '',
  managementIp: c.managementIp ?? '',
})

export const validateLldp = (v: LldpFormValues): FieldErrors<LldpFormValues> => ({
  managementIp: v.managementIp.trim() ? validateIp(v.managementIp.trim()) : undefined,
})

/** An empty field is "not advertised" (null), not an empty TLV. */
const orNull = (s: string) => (s.trim() === '' ? null : s.trim())

/** The POST body: the service's id as read, what the form holds. */
export const lldpBody = (id: string, v: LldpFormValues): LldpLinkConfig => ({
  id,
  enabled: v.enabled,
  linkName: orNull(v.linkName),
  linkDescription: orNull(v.linkDescription),
  chassisId: orNull(v.chassisId),
  systemName: orNull(v.systemName),
  systemDescription: orNull(v.systemDescription),
  managementIp: orNull(v.managementIp),
})

export const loadLldpConfig = (key: PortKey) => fetchApi('/v1/system/hardware/switch-port/{port}/lldp/config', portCall(key))

export function lldpFormInput(key: PortKey, config: LldpLinkConfig): FormInput<LldpFormValues, { name: string }> {
  return {
    initialValues: lldpFormValues(config),
    validate: validateLldp,
    submit: async (values) => {
      await api.post('/v1/system/hardware/switch-port/{port}/lldp/config', { ...portCall(key), body: lldpBody(config.id, values) })
      await invalidate(SWITCH_PORT_PATH, '/v1/system/hardware/switch-port/{port}/lldp/config')
      return { name: key.port }
    },
  }
}

// ---- a port's link, in words ---------------------------------------------------------

export type LinkSummary = {
  /** 'up', 'down', or 'unknown' when the switch said nothing we can read. */
  state: 'up' | 'down' | 'unknown'
  /** The link's other plain facts, as label and text, in the order the switch gave them. */
  facts: [string, string][]
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** snake_case or camelCase key → 'Fsm state' */
const label = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function text(key: string, v: unknown): string | undefined {
  if (v === null || v === undefined) return undefined
  if (typeof v === 'boolean') return v ? 'yes' : 'no'
  if (typeof v === 'number') return String(v)
  if (typeof v === 'string') {
    if (key === 'speed' && v in SPEED_LABELS) return SPEED_LABELS[v as LinkSpeed]
    if (key === 'fec' && v in FEC_LABELS) return FEC_LABELS[v as LinkFec]
    return v
  }
  if (Array.isArray(v) && v.every((x) => typeof x === 'number' || typeof x === 'string')) return v.join(', ')
  // Nested objects (a fault's detail) say their one key: { Faulted: "…" } → "Faulted: …".
  if (isRecord(v)) {
    const entries = Object.entries(v).filter(([, x]) => typeof x === 'string' || typeof x === 'number')
    return entries.length ? entries.map(([k, x]) => `${k}: ${x}`).join(', ') : undefined
  }
  return undefined
}

const LINK_STATE_KEYS = ['linkState', 'link_state', 'state']

/** A port's status, whatever shape the switch gave it (the client camel-cases keys). */
export function linkSummary(status: unknown): LinkSummary {
  const link = isRecord(status) && isRecord(status.link) ? status.link : isRecord(status) ? status : {}
  const raw = LINK_STATE_KEYS.map((k) => link[k]).find((v) => v !== undefined)
  const word = typeof raw === 'string' ? raw.toLowerCase() : isRecord(raw) ? Object.keys(raw)[0]?.toLowerCase() : undefined
  const state: LinkSummary['state'] = word === 'up' ? 'up' : word === undefined ? 'unknown' : 'down'
  const facts: [string, string][] = []
  for (const [key, value] of Object.entries(link)) {
    if (LINK_STATE_KEYS.includes(key)) continue
    const t = text(key.replace(/([A-Z])/g, '_$1').toLowerCase(), value)
    if (t !== undefined) facts.push([label(key), t])
  }
  if (word && state === 'down' && word !== 'down') facts.unshift(['Reason', typeof raw === 'string' ? raw : (text('', raw) ?? word)])
  return { state, facts }
}

/** The transceiver's readings (receive and transmit power, temperature) when the switch gave them. */
export function monitorFacts(status: unknown): [string, string][] {
  const monitors = isRecord(status) && isRecord(status.monitors) ? status.monitors : undefined
  if (!monitors) return []
  return Object.entries(monitors).flatMap(([key, value]) => {
    const t = text(key, value)
    return t === undefined ? [] : [[label(key), t] as [string, string]]
  })
}
