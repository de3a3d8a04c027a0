import type { SnapshotFrom } from 'xstate'
import { DEVICE_CODE_LENGTH } from '~/validation/device-code'
import { DEVICE_CODE_DASH_AFTER, type DeviceEvent, type deviceMachine } from './device.machine'

export type DeviceBox = {
  index: number
  /** One upper-case letter, or '' for an empty box. */
  value: string
  /** Draw the dash after this box. */
  dashAfter: boolean
}

export type DeviceProps = {
  boxes: DeviceBox[]
  focusIndex: number
  /** 'Code is invalid' after a failed attempt, until the next one. */
  error?: string
  isPending: boolean
  /** Confirmed: the view goes to /device/success. */
  isSuccess: boolean
  canSubmit: boolean
  type: (index: number, char: string) => void
  backspace: (index: number) => void
  paste: (text: string) => void
  focus: (index: number) => void
  submit: () => void
}

export function connectDevice(
  snapshot: SnapshotFrom<typeof deviceMachine>,
  send: (event: DeviceEvent) => void,
): DeviceProps {
  const { letters, focusIndex, error } = snapshot.context
  return {
    boxes: Array.from({ length: DEVICE_CODE_LENGTH }, (_, index) => ({
      index,
      value: letters[index] ?? '',
      dashAfter: index === DEVICE_CODE_DASH_AFTER,
    })),
    focusIndex,
    error,
    isPending: snapshot.matches('submitting'),
    isSuccess: snapshot.matches('success'),
    canSubmit: snapshot.can({ type: 'SUBMIT' }),
    type: (index, char) => send({ type: 'TYPE', index, char }),
    backspace: (index) => send({ type: 'BACKSPACE', index }),
    paste: (text) => send({ type: 'PASTE', text }),
    focus: (index) => send({ type: 'FOCUS', index }),
    submit: () => send({ type: 'SUBMIT' }),
  }
}
