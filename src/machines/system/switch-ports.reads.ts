// Rack hardware's reads: the racks, switches and switch ports tabs' pages, the
// settings' names a port shows, a switch's page and a port's page. The routes
// import these with the app; clearing and applying settings and the LLDP form
// stay in switch-ports.input.ts, loaded with the pages that use them. Nexus
// names a port by its rack and switch (query) and its name (path).
import { allPages, fetchApi, MAX_LIMIT, type FleetRole, type Schema, type Read } from '~/api'
import type { PageParams } from '../shared/list.machine'
import { loadNetworkingWrite } from './rack-networking.rules'

export type SwitchPort = Schema<'SwitchPort'>

export const SWITCH_PORT_PATH = '/v1/system/hardware/switch-port'
export const PORT_SETTINGS_PATH = '/v1/system/networking/switch-port-settings'

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

/** The applied settings' name, its id when the list did not hold it, or none. */
export const appliedName = (port: Pick<SwitchPort, 'portSettingsId'>, names: SettingsNames) =>
  port.portSettingsId ? (names[port.portSettingsId] ?? port.portSettingsId) : undefined

/** The switch ports tab's reads besides its rows: the settings' names. */
export const loadSwitchPortsTab = () => fetchSettingsNames()

/** What that follows: settings made, applied or cleared. */
export const SWITCH_PORTS_READS: Read[] = [SWITCH_PORT_PATH, PORT_SETTINGS_PATH]

// ---- a switch ----------------------------------------------------------------

/**
 * A switch and the ports of its rack. The API's switch has no slot (switch0
 * or switch1), so its page cannot say which of them are its own: it lists
 * the rack's ports with their switch.
 */
export async function loadSwitch(switchId: string) {
  const [sw, ports, names] = await Promise.all([
    fetchApi('/v1/system/hardware/switches/{switch_id}', { path: { switch_id: switchId } }),
    allSwitchPorts(),
    fetchSettingsNames(),
  ])
  return { sw, ports: ports.filter((p) => p.rackId === sw.rackId), names }
}

export type SwitchPage = Awaited<ReturnType<typeof loadSwitch>>

// ---- a port --------------------------------------------------------------------

export async function loadSwitchPort(key: PortKey, readFleetRole: () => Promise<FleetRole | undefined>) {
  // Everything is named by the URL, so every read leaves at once (no waterfall behind the port list);
  // the port list alone says whether the port exists.
  const portsRead = allSwitchPorts()
  const reads = Promise.all([
    fetchApi('/v1/system/hardware/switch-port/{port}/status', portCall(key)),
    fetchApi('/v1/system/hardware/switch-port/{port}/lldp/config', portCall(key)),
    fetchApi('/v1/system/hardware/rack-switch-port/{rack_id}/{switch_location}/{port}/lldp/neighbors', {
      path: { rack_id: key.rack, switch_location: key.switchLocation, port: key.port },
      query: { limit: MAX_LIMIT },
    }).then((page) => page.items),
    fetchSettingsNames(),
    loadNetworkingWrite(readFleetRole),
  ])
  // Whatever the verdict, the port's own reads are waited on or let go: never an unhandled rejection.
  const ports = await portsRead.catch((error: unknown) => {
    reads.catch(() => undefined)
    throw error
  })
  const port = ports.find((p) => p.rackId === key.rack && p.switchLocation === key.switchLocation && p.portName === key.port)
  if (!port) {
    // Not a port of the rack: the route answers 'Page not found', whatever the port's own reads said.
    reads.catch(() => undefined)
    return null
  }
  const [status, lldp, neighbors, names, write] = await reads
  return { port, status: status as unknown, lldp, neighbors, settingsName: appliedName(port, names), write }
}

export type SwitchPortPage = NonNullable<Awaited<ReturnType<typeof loadSwitchPort>>>

/** What a port's page follows: its port row (settings applied), its LLDP config, the settings' names. */
export const SWITCH_PORT_PAGE_READS: Read[] = ['/v1/system/hardware/switch-port', '/v1/system/hardware/switch-port/{port}/lldp/config', '/v1/system/hardware/switch-port/{port}/status', PORT_SETTINGS_PATH, '/v1/system/policy', '/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas']
