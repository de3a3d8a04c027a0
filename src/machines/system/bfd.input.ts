// BFD sessions (used with the form machine): enable (remote, optional local,
// switch, mode, detection threshold, required rx) and disable, for the confirm
// dialog. The switches' sessions and their state are read in bfd.reads.ts.
import { api, invalidate, type RequestBody } from '~/api'
import { messages, parseIp, validateIp } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import { BFD_PATH } from './bfd.reads'
import type { BfdMode } from './bgp.rules'
import type { SwitchLocation } from './loopback-addresses.input'

// The reads live apart (the route imports them with the app); here as before for the pages and tests.
export { anySettling, BFD_PATH, bfdSessionsPage, type BfdStatus } from './bfd.reads'

export type BfdEnableBody = RequestBody<'/v1/system/networking/bfd-enable', 'post'>

export async function disableBfdSession(s: { peer: string; switch: string }): Promise<void> {
  await api.post('/v1/system/networking/bfd-disable', { body: { remote: s.peer, switch: s.switch } })
  await invalidate(BFD_PATH)
}

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

/** RFC 5880's common choice: three missed packets at 300 ms. */
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
