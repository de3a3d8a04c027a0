// BFD sessions: the switches' sessions (whether the list still polls is
// rack-networking.rules.ts's), the sessions' states and modes in words, the
// enable form (remote, optional local, switch, mode, detection threshold,
// required rx) and disable, for the confirm dialog.
import { api, fetchApi, invalidate, type Read, type RequestBody, type Schema } from '~/api'
import { messages, parseIp, validateIp } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { SwitchLocation } from './loopback-addresses'

export type BfdStatus = Schema<'BfdStatus'>
export type BfdState = Schema<'BfdState'>
export type BfdMode = Schema<'BfdMode'>
export type BfdEnableBody = RequestBody<'/v1/system/networking/bfd-enable', 'post'>

/** What the BFD page reads, and what enabling or disabling a session changes. */
export const BFD_PATH: Read = '/v1/system/networking/bfd-status'

export const BFD_STATE: Record<BfdState, { label: string; tone: 'green' | 'yellow' | 'neutral' | 'red' }> = {
  up: { label: 'Up', tone: 'green' },
  init: { label: 'Init', tone: 'yellow' },
  down: { label: 'Down', tone: 'red' },
  admin_down: { label: 'Admin down', tone: 'neutral' },
}

export const BFD_MODES: { value: BfdMode; label: string; hint: string }[] = [
  { value: 'single_hop', label: 'Single hop', hint: 'RFC 5881: the peer is directly connected' },
  { value: 'multi_hop', label: 'Multi hop', hint: 'RFC 5883: the peer is one or more routers away' },
]

/** The list machine's page: Nexus answers the sessions as one array. */
export const bfdSessionsPage = async () => ({
  items: await fetchApi('/v1/system/networking/bfd-status'),
  nextPage: null,
})

// Whether the list still polls (anySettling) is rack-networking.rules.ts's: the route asks before this module loads.

export async function disableBfdSession(s: { peer: string; switch: string }): Promise<void> {
  await api.post('/v1/system/networking/bfd-disable', { body: { remote: s.peer, switch: s.switch } })
  await invalidate(BFD_PATH)
}

// ---- the enable form ---------------------------------------------------------------

export type BfdFormValues = {
  remote: string
  /** Empty: the switch listens on the unspecified address. */
  local: string
  switch: SwitchLocation
  mode: BfdMode
  detectionThreshold: string
  /** Microseconds. */
  requiredRx: string
}

/** The common choice: three missed packets at 300 ms. */
export const bfdInitialValues: BfdFormValues = {
  remote: '',
  local: '',
  switch: 'switch0',
  mode: 'single_hop',
  detectionThreshold: '3',
  requiredRx: '300000',
}

export const bfdMessages = {
  sameVersion: 'Local and remote must both be IPv4 or both IPv6',
  threshold: 'Detection threshold must be a whole number from 1 to 255',
  requiredRx: 'Required receive interval must be a whole number of microseconds, at least 1',
} as const

const wholeIn = (text: string, min: number, max: number) =>
  /^[0-9]+$/.test(text.trim()) && Number(text.trim()) >= min && Number(text.trim()) <= max

export function validateBfd(values: BfdFormValues): FieldErrors<BfdFormValues> {
  const remote = values.remote.trim()
  const local = values.local.trim()
  const remoteVersion = parseIp(remote)?.version
  const localVersion = local ? parseIp(local)?.version : undefined
  return {
    remote: remote === '' ? messages.required('Remote address') : validateIp(remote),
    local:
      local === ''
        ? undefined
        : (validateIp(local) ?? (remoteVersion && localVersion !== remoteVersion ? bfdMessages.sameVersion : undefined)),
    detectionThreshold: wholeIn(values.detectionThreshold, 1, 255) ? undefined : bfdMessages.threshold,
    requiredRx: wholeIn(values.requiredRx, 1, Number.MAX_SAFE_INTEGER) ? undefined : bfdMessages.requiredRx,
  }
}

export const bfdEnableBody = (values: BfdFormValues): BfdEnableBody => ({
  remote: values.remote.trim(),
  local: values.local.trim() || null,
  switch: values.switch,
  mode: values.mode,
  detectionThreshold: Number(values.detectionThreshold.trim()),
  requiredRx: Number(values.requiredRx.trim()),
})

/** The session as the list will show it (Nexus answers the enable with nothing). */
export type BfdEnabled = { remote: string; switch: string }

export async function enableBfdSession(values: BfdFormValues): Promise<BfdEnabled> {
  const body = bfdEnableBody(values)
  await api.post('/v1/system/networking/bfd-enable', { body })
  await invalidate(BFD_PATH)
  return { remote: body.remote, switch: body.switch }
}

export const bfdFormInput = (): FormInput<BfdFormValues, BfdEnabled> => ({
  initialValues: bfdInitialValues,
  validate: validateBfd,
  submit: enableBfdSession,
})
