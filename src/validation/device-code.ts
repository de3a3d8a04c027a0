// The device-login user code: Nexus issues it as XXXX-XXXX (length 8,
// dash after index 3); the console collects just the 8 letters.

export const DEVICE_CODE_LENGTH = 8
const DASH_AFTER = 4

/** Letters only (ASCII), upper-cased, at most 8: what a pasted or typed code becomes. */
export function normalizeDeviceCode(text: string): string {
  return text.replace(/[^a-z]/gi, '').toUpperCase().slice(0, DEVICE_CODE_LENGTH)
}

/** 'ABCDEFGH' → 'ABCD-EFGH', the form /device/confirm expects; partial codes get the dash once past it. */
export function formatDeviceCode(letters: string): string {
  const code = normalizeDeviceCode(letters)
  return code.length > DASH_AFTER ? `${code.slice(0, DASH_AFTER)}-${code.slice(DASH_AFTER)}` : code
}

/** Exactly 8 letters, nothing else. */
export function isCompleteDeviceCode(letters: string): boolean {
  return new RegExp(`^[a-z]{${DEVICE_CODE_LENGTH}}$`, 'i').test(letters)
}
