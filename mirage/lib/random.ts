// Randomness for ids, tokens and codes. crypto.getRandomValues works in
// insecure contexts too (crypto.randomUUID does not), so a preview served over
// plain http on any host still gets ids.

const bytes = (n: number) => crypto.getRandomValues(new Uint8Array(n))

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')

/** A random (version 4) UUID. */
export function randomUuid(): string {
  const b = bytes(16)
  b[6] = (b[6] & 0x0f) | 0x40
  b[8] = (b[8] & 0x3f) | 0x80
  const h = hex(b)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

export const randomHex = (byteCount: number) => hex(bytes(byteCount))

/** A whole number in [min, max]. */
export function randomInt(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1))
}

export function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]
}

// Nexus draws user codes from consonants only, so no word is ever spelled out.
const USER_CODE_LETTERS = 'BCDFGHJKLMNPQRSTVWXZ'

/** A device-flow user code, `XXXX-XXXX`. */
export function randomUserCode(): string {
  const letters = Array.from(bytes(8), (x) => USER_CODE_LETTERS[x % USER_CODE_LETTERS.length]).join('')
  return `${letters.slice(0, 4)}-${letters.slice(4)}`
}
