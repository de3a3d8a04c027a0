// Device verify page: eight letter boxes,
// upper-cased, pasted text keeps only letters, the code goes out as
// 'ABCD-EFGH'. Submit waits for all eight letters and is closed while the
// call is pending and after it succeeded.
import { assign, fromPromise, setup } from 'xstate'
import { api } from '~/api'
import {
  DEVICE_CODE_LENGTH,
  formatDeviceCode,
  isCompleteDeviceCode,
  normalizeDeviceCode,
} from '~/validation/device-code'

export const DEVICE_CODE_INVALID = 'Code is invalid'
/** The boxes show a dash after this index (dash after index 3). */
export const DEVICE_CODE_DASH_AFTER = 3

export type DeviceContext = {
  /** The letters entered so far, 0–8, upper-case, no gaps. */
  letters: string
  /** The box the view should focus. */
  focusIndex: number
  error?: string
}
export type DeviceEvent =
  | { type: 'TYPE'; index: number; char: string }
  | { type: 'BACKSPACE'; index: number }
  | { type: 'PASTE'; text: string }
  | { type: 'FOCUS'; index: number }
  | { type: 'SUBMIT' }

const lastBox = DEVICE_CODE_LENGTH - 1
const clampBox = (index: number) => Math.max(0, Math.min(index, lastBox))

/**
 * Letters typed into box `index` overwrite from there (a box past the end
 * writes at the end: the code has no gaps). Several letters at once, as
 * mobile keyboards and autofill send them, fill the following boxes.
 */
function typeAt(letters: string, index: number, typed: string) {
  const at = Math.max(0, Math.min(index, letters.length))
  const next = normalizeDeviceCode(letters.slice(0, at) + typed + letters.slice(at + typed.length))
  return { letters: next, focusIndex: clampBox(at + typed.length) }
}

/** Backspace clears its own box, or, in an empty box, the letter before it. */
function backspaceAt(letters: string, index: number) {
  if (index >= 0 && index < letters.length) {
    return { letters: letters.slice(0, index) + letters.slice(index + 1), focusIndex: clampBox(index) }
  }
  const next = letters.slice(0, -1)
  return { letters: next, focusIndex: clampBox(next.length) }
}

export const deviceMachine = setup({
  types: {
    context: {} as DeviceContext,
    events: {} as DeviceEvent,
  },
  actors: {
    confirm: fromPromise<unknown, { userCode: string }>(({ input }) =>
      api.post('/device/confirm', { body: { userCode: input.userCode } }),
    ),
  },
  guards: {
    typedALetter: ({ event }) => event.type === 'TYPE' && normalizeDeviceCode(event.char) !== '',
    pastedALetter: ({ event }) => event.type === 'PASTE' && normalizeDeviceCode(event.text) !== '',
    hasLetters: ({ context }) => context.letters.length > 0,
    isComplete: ({ context }) => isCompleteDeviceCode(context.letters),
  },
}).createMachine({
  id: 'device',
  context: { letters: '', focusIndex: 0, error: undefined },
  initial: 'editing',
  states: {
    editing: {
      on: {
        TYPE: {
          guard: 'typedALetter',
          actions: assign(({ context, event }) =>
            typeAt(context.letters, event.index, normalizeDeviceCode(event.char)),
          ),
        },
        BACKSPACE: {
          guard: 'hasLetters',
          actions: assign(({ context, event }) => backspaceAt(context.letters, event.index)),
        },
        PASTE: {
          guard: 'pastedALetter',
          actions: assign(({ event }) => {
            const letters = normalizeDeviceCode(event.text)
            return { letters, focusIndex: clampBox(letters.length) }
          }),
        },
        FOCUS: { actions: assign({ focusIndex: ({ event }) => clampBox(event.index) }) },
        SUBMIT: { guard: 'isComplete', target: 'submitting' },
      },
    },
    submitting: {
      entry: assign({ error: undefined }),
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => ({ userCode: formatDeviceCode(context.letters) }),
        onDone: { target: 'success' },
        // Whatever the server says, the user's remedy is the same: check the code.
        onError: { target: 'editing', actions: assign({ error: DEVICE_CODE_INVALID }) },
      },
    },
    success: { type: 'final' },
  },
})
