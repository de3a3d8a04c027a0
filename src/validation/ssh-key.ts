// An OpenSSH public key line (what `ssh-keygen` writes to a .pub file):
// `<type> <base64 key data> [comment]`. The key data is itself a list of
// length-prefixed fields whose first field repeats the type, so a key pasted
// under the wrong type, cut short or mangled is caught here, with a message
// saying which, instead of by Nexus or by the instance that cannot log in.
import { messages } from './messages'
import { stringSchema } from './schema'

/**
 * The key types OpenSSH offers today (DSA is gone from OpenSSH), with the
 * fields their key data holds after the type: `string` fields, or `mpint`
 * for RSA's numbers (also length-prefixed, so read the same way).
 */
const KEY_TYPES = {
  'ssh-ed25519': { fields: 1, ed25519: true },
  'ssh-rsa': { fields: 2 },
  'ecdsa-sha2-nistp256': { fields: 2, curve: 'nistp256' },
  'ecdsa-sha2-nistp384': { fields: 2, curve: 'nistp384' },
  'ecdsa-sha2-nistp521': { fields: 2, curve: 'nistp521' },
  // Security keys (FIDO): the plain key's fields, then the application ("ssh:").
  'sk-ssh-ed25519@openssh.com': { fields: 2, ed25519: true },
  'sk-ecdsa-sha2-nistp256@openssh.com': { fields: 3, curve: 'nistp256' },
} as const satisfies Record<string, { fields: number; ed25519?: boolean; curve?: string }>

export type SshKeyType = keyof typeof KEY_TYPES
export const SSH_KEY_TYPES = Object.keys(KEY_TYPES) as SshKeyType[]

const isKeyType = (s: string): s is SshKeyType => Object.hasOwn(KEY_TYPES, s)

export type ParsedSshKey = {
  type: SshKeyType
  /** The base64 key data, as written. */
  data: string
  comment?: string
  /** RSA only: the modulus size. */
  bits?: number
}

export type SshKeyParse = { ok: true; key: ParsedSshKey } | { ok: false; message: string }

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

function decodeBase64(text: string): Uint8Array | undefined {
  if (!BASE64.test(text) || text.length % 4 !== 0) return undefined
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
  } catch {
    return undefined
  }
}

/** The key data's length-prefixed fields, or undefined if they don't add up to it exactly. */
function readFields(bytes: Uint8Array): Uint8Array[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const fields: Uint8Array[] = []
  let at = 0
  while (at < bytes.length) {
    if (at + 4 > bytes.length) return undefined
    const length = view.getUint32(at)
    at += 4
    if (at + length > bytes.length) return undefined
    fields.push(bytes.subarray(at, at + length))
    at += length
  }
  return fields
}

const text = (bytes: Uint8Array) => String.fromCharCode(...bytes)

/** Bits of an SSH mpint (big-endian, a leading zero byte keeps it positive). */
function mpintBits(bytes: Uint8Array): number {
  let i = 0
  while (i < bytes.length && bytes[i] === 0) i++
  if (i === bytes.length) return 0
  return (bytes.length - i - 1) * 8 + (32 - Math.clz32(bytes[i]))
}

/** Whether the fields after the type are what a key of `type` holds. */
function fieldsFit(type: SshKeyType, fields: Uint8Array[]): boolean {
  const spec: { fields: number; ed25519?: boolean; curve?: string } = KEY_TYPES[type]
  if (fields.length !== spec.fields) return false
  if (spec.ed25519) return fields[0].length === 32
  if (spec.curve) return text(fields[0]) === spec.curve && fields[1].length > 0
  return fields.every((f) => f.length > 0)
}

/** Reads a public key line; the message says what is wrong with it. */
export function parseSshPublicKey(value: string): SshKeyParse {
  const fail = (message: string): SshKeyParse => ({ ok: false, message })
  const line = value.trim()
  if (line === '') return fail(messages.required('Public key'))
  if (/PRIVATE KEY/.test(line)) return fail(messages.sshKey.privateKey)
  if (/[\r\n]/.test(line)) return fail(messages.sshKey.oneLine)
  const [type, data, ...comment] = line.split(/[ \t]+/)
  if (!isKeyType(type)) return fail(messages.sshKey.type)
  if (!data) return fail(messages.sshKey.missingData)
  const bytes = decodeBase64(data)
  if (!bytes) return fail(messages.sshKey.base64)
  const fields = readFields(bytes)
  if (!fields || fields.length === 0) return fail(messages.sshKey.malformed)
  if (text(fields[0]) !== type) return fail(messages.sshKey.mismatch)
  if (!fieldsFit(type, fields.slice(1))) return fail(messages.sshKey.malformed)
  const key: ParsedSshKey = { type, data }
  if (comment.length) key.comment = comment.join(' ')
  if (type === 'ssh-rsa') key.bits = mpintBits(fields[2])
  return { ok: true, key }
}

export function validateSshPublicKey(value: string): string | undefined {
  const parsed = parseSshPublicKey(value)
  return parsed.ok ? undefined : parsed.message
}

export const sshPublicKeySchema = stringSchema(validateSshPublicKey)

/** How many characters of the key data end a summary: enough to tell keys apart. */
const TAIL = 12

/**
 * A line to recognise a key by: its type (and RSA size), the end of its data
 * (the start is the same for every key of a type) and its comment. Works on
 * any stored key, even one this checker would refuse.
 */
export function summarizeSshKey(publicKey: string): string {
  const parsed = parseSshPublicKey(publicKey)
  const [type = '', data = '', ...rest] = publicKey.trim().split(/\s+/)
  const comment = parsed.ok ? parsed.key.comment : rest.join(' ')
  const bits = parsed.ok && parsed.key.bits ? ` (${parsed.key.bits}-bit)` : ''
  const tail = data.length > TAIL ? `…${data.replace(/=+$/, '').slice(-TAIL)}` : data
  return [`${type}${bits}`, tail, comment].filter(Boolean).join(' ')
}
