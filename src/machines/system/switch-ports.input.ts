// Rack hardware: applying and clearing a port's settings, and the LLDP form.
// Racks, switches and their ports (inventory tabs), a switch's page and a
// port's page (link status, LLDP service and the neighbours LLDP hears) are
// read in switch-ports.reads.ts. Nexus names a port by its rack and switch
// (query) and its name (path).
import { api, fetchApi, invalidate, type Schema } from '~/api'
import { messages, validateIp } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { Permission } from '../shared/permission.rules'
import {
  allSwitchPorts,
  appliedName,
  fetchAllPortSettings,
  fetchSettingsNames,
  portCall,
  SWITCH_PORT_PATH,
  type PortKey,
  type SwitchPort,
} from './switch-ports.reads'

// The reads live apart (the routes import them with the app); here as before for the pages and tests.
export {
  appliedName,
  fetchAllPortSettings,
  fetchSettingsNames,
  loadSwitch,
  loadSwitchPort,
  loadSwitchPortsTab,
  PORT_SETTINGS_PATH,
  racksPage,
  SWITCH_PORT_PAGE_READS,
  SWITCH_PORT_PATH,
  SWITCH_PORTS_READS,
  switchesPage,
  switchPortsPage,
  type PortKey,
  type SettingsNames,
  type SwitchPage,
  type SwitchPort,
  type SwitchPortPage,
} from './switch-ports.reads'

export type Rack = Schema<'Rack'>
export type Switch = Schema<'Switch'>
export type LldpLinkConfig = Schema<'LldpLinkConfig'>
export type LldpNeighbor = Schema<'LldpNeighbor'>
export type SwitchPortSettingsIdentity = Schema<'SwitchPortSettingsIdentity'>

export const portKey = (p: Pick<SwitchPort, 'rackId' | 'switchLocation' | 'portName'>): PortKey => ({
  rack: p.rackId,
  switchLocation: p.switchLocation,
  port: p.portName,
})

const changed = () => Promise.all([invalidate(SWITCH_PORT_PATH), invalidate('/v1/system/hardware/rack-switch-port/{rack_id}/{switch_location}/{port}/lldp/neighbors')])

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
export type ApplySettingsLoad = { choices: SwitchPortSettingsIdentity[]; current: string | undefined }

export async function loadApplySettings(key: PortKey): Promise<ApplySettingsLoad> {
  const [choices, page] = await Promise.all([fetchAllPortSettings(), loadCurrentSettings(key)])
  return { choices, current: page }
}

async function loadCurrentSettings(key: PortKey): Promise<string | undefined> {
  const [ports, names] = await Promise.all([allSwitchPorts(), fetchSettingsNames()])
  const port = ports.find((p) => p.rackId === key.rack && p.switchLocation === key.switchLocation && p.portName === key.port)
  return port ? appliedName(port, names) : undefined
}

export function applySettingsFormInput(key: PortKey, load: ApplySettingsLoad): FormInput<ApplySettingsValues, { name: string }> {
  return {
    initialValues: { settings: load.current ?? '' },
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
      await invalidate(SWITCH_PORT_PATH)
      return { name: key.port }
    },
  }
}

export type { Permission }
