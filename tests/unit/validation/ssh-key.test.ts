// The SSH public key checker, with real keys from `ssh-keygen` (one of each
// type; the security-key types are built from them, as no FIDO device was at
// hand) and the ways a pasted key goes wrong.
import { describe, expect, test } from 'vitest'
import { messages, parseSshPublicKey, summarizeSshKey, validateSshPublicKey } from '~/validation'

const ED25519 = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAICzL5fKKjTx6E1ncFZUpD1b0FYxElwr2GvSI3af8FDOC test@ed25519'
const RSA_2048 = 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQCmd0ryimON+vKQ1/EWftKImU5zJvbt/x/Gpu57n4hbSrdakBm4ooGxOXS9aNikHXwG0fNUmNyAJUpY4TOR0n42aCA+e/wq3hEsxLlbHhTdnE6yG4ZDyTmckD3sI+1MMixX5AwQS9KciPXEpM6ojgCuqDbqVZcpluAxVf4IsnGcKqX2KuqKUGxYrnGpZGrO4b747WtD30t3MLZazfgNppikhMsi24fOkM0D341gGnUCfFX0mJbxyL940HwQsDUQnoZpg6kVu6hR1Re1D9HenSADgr52JI6Qts801Qt2mm3VvH2ieMYbhgSeZs92nKndHw79M0QVSaRixdNGbPellG5R test@rsab2048'
const RSA_3072 =
  'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQC/aj4vkS1gz7luRHDSkOL7twGjeNWuyvI5dkldnP2Qip1YGEfFmh218KvAkB/QQkD74FSh/R8N97kAYune4RKExrGgStSjaFnavLP7L8+zQ0CcvCWKbipLMpC0YGTyIBdmg4C1nQMlk1n75H5ANqvQUtzksYT7k6gsNYs1aHMsjxV1hJ27sh0fLWk7J9Z/E6YQDIr0oauPKfD0JVAPvSnr/56y5rXj2JTSMS8hhaFthivTIVhtnIkpdRyJooe56rKoCsUWhEFEaEg/3Dhltk1cDMDFHMej84nbFQUSvqFIgz1vDiP6WMOkS2AwRRookltzk07IQMzdy9kTL0r2dd4Iau4xixyBKVi+l1/Tyz7eG9x0MVCD8bju5jRjsApyfazhD5TOcbYaqoyDMaXuMwZSqZH9QMY/9uceFKVaSpCq/BAOsvTNVze0br4DJZW/x0Aab+qd4WjxXzeZA56H8We6u/Y81NIUPa0l9ihni6OtHc7qWGCjv4oYvfEKIeqog8s= test@rsab3072'
const ECDSA_256 =
  'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBNJay+XVVGNzIcaZxLfwNHpnTk34VZUARLRwFbperxiiRsL3vejYoBIHWi5uIWmGBJGn0pVmnIsZNu+5wwjbwy4= test@ecdsab256'
const ECDSA_384 =
  'ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBIw7tysgfGoGyhhFLQyVbPipGQKgHNBRaFpCn4imbtL4NpJ6+dfoi0ARaI2ZPYA0Tl6fu79i1H/5Dk8gBGppkyPUOloX3rRhuu2ACmE3ZRwacFIdexAMzpT1EtePf55WJw== test@ecdsab384'
const ECDSA_521 =
  'ecdsa-sha2-nistp521 AAAAE2VjZHNhLXNoYTItbmlzdHA1MjEAAAAIbmlzdHA1MjEAAACFBAE+10TzhfOuPA8gA6Qt0W+0RRcoCYnvJh/rovHoSeIU0lOigL9dUg8DhGkQZbr0n//Nq7IWobQ9/Xqa0ef6kiPrZgBzhkx8un/KmDljLbm7rOUy8LAvv12Le7XdLgPYcWNa5hctMe+ZR3SFWEecIqvqCessxPeACXVmLPfGWrWONvtglQ== test@ecdsab521'

// ---- building key data, for the security-key types and for damaged keys ----

const bytesOf = (data: string) => Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const sshString = (value: string | Uint8Array) => {
  const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : value
  const out = new Uint8Array(4 + bytes.length)
  new DataView(out.buffer).setUint32(0, bytes.length)
  out.set(bytes, 4)
  return out
}
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}
/** The fields of a key line's data. */
const fieldsOf = (line: string) => {
  const bytes = bytesOf(line.split(' ')[1])
  const view = new DataView(bytes.buffer)
  const fields: Uint8Array[] = []
  for (let at = 0; at < bytes.length; ) {
    const n = view.getUint32(at)
    fields.push(bytes.subarray(at + 4, at + 4 + n))
    at += 4 + n
  }
  return fields
}
const line = (type: string, fields: (string | Uint8Array)[], comment = 'me@host') =>
  `${type} ${base64(concat(...fields.map(sshString)))} ${comment}`

// What a YubiKey's `ssh-keygen -t ed25519-sk` / `ecdsa-sk` writes: the plain key's fields, then "ssh:".
const SK_ED25519 = line('sk-ssh-ed25519@openssh.com', ['sk-ssh-ed25519@openssh.com', fieldsOf(ED25519)[1], 'ssh:'])
const SK_ECDSA = line('sk-ecdsa-sha2-nistp256@openssh.com', [
  'sk-ecdsa-sha2-nistp256@openssh.com',
  'nistp256',
  fieldsOf(ECDSA_256)[2],
  'ssh:',
])

describe('validateSshPublicKey', () => {
  test.each([
    ['ed25519', ED25519],
    ['rsa 2048', RSA_2048],
    ['rsa 3072', RSA_3072],
    ['ecdsa p-256', ECDSA_256],
    ['ecdsa p-384', ECDSA_384],
    ['ecdsa p-521', ECDSA_521],
    ['ed25519 security key', SK_ED25519],
    ['ecdsa security key', SK_ECDSA],
  ])('accepts a real %s key', (_, key) => {
    expect(validateSshPublicKey(key)).toBeUndefined()
  })

  test('accepts a key without a comment, with a comment of several words, and with spaces around it', () => {
    expect(validateSshPublicKey(ED25519.split(' ').slice(0, 2).join(' '))).toBeUndefined()
    expect(validateSshPublicKey(`${ED25519} laptop at work`)).toBeUndefined()
    expect(validateSshPublicKey(`\n  ${RSA_2048}  \n`)).toBeUndefined()
  })

  test('an empty key is required', () => {
    expect(validateSshPublicKey('')).toBe('Public key is required')
    expect(validateSshPublicKey('  \n ')).toBe('Public key is required')
  })

  test('a private key is refused with a hint to paste the .pub file', () => {
    const priv = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n-----END OPENSSH PRIVATE KEY-----'
    expect(validateSshPublicKey(priv)).toBe(messages.sshKey.privateKey)
  })

  test('a key broken over lines is refused', () => {
    const [type, data, comment] = RSA_2048.split(' ')
    expect(validateSshPublicKey(`${type} ${data.slice(0, 100)}\n${data.slice(100)} ${comment}`)).toBe(messages.sshKey.oneLine)
  })

  test.each([
    ['an unknown type', 'ssh-foo AAAAB3NzaC1yc2EAAAADAQAB me'],
    ['DSA, gone from OpenSSH', 'ssh-dss AAAAB3NzaC1kc3MAAACBAP me'],
    ['a fingerprint', 'SHA256:Xq5bWf3Fv8m6gE1sN2pqXw0zj3s4c7X7d1dJtP9eJ1w me'],
    ['the data alone', ED25519.split(' ')[1]],
    ['an upper-case type', ED25519.replace('ssh-ed25519', 'SSH-ED25519')],
  ])('%s is refused for its type', (_, key) => {
    expect(validateSshPublicKey(key)).toBe(messages.sshKey.type)
  })

  test('a type alone has no key data', () => {
    expect(validateSshPublicKey('ssh-ed25519')).toBe(messages.sshKey.missingData)
  })

  test.each([
    ['characters outside base64', ED25519.replace('AAAAC3', 'AAAAC$')],
    ['a cut that breaks the base64 length', ED25519.replace(/(\S+ \S+)\S/, '$1')],
    ['padding in the middle', 'ssh-ed25519 AAAA=AAA'],
    ['a made-up key of the right start', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIE2e2e2e2e e2e@test'],
  ])('%s is not valid base64', (_, key) => {
    expect(validateSshPublicKey(key)).toBe(messages.sshKey.base64)
  })

  test('key data of another type is refused', () => {
    const [, rsaData] = RSA_2048.split(' ')
    expect(validateSshPublicKey(`ssh-ed25519 ${rsaData} me`)).toBe(messages.sshKey.mismatch)
    expect(validateSshPublicKey(ECDSA_256.replace('ecdsa-sha2-nistp256', 'ecdsa-sha2-nistp384'))).toBe(messages.sshKey.mismatch)
  })

  test.each([
    ['a truncated ed25519 key', `ssh-ed25519 ${ED25519.split(' ')[1].slice(0, 48)} me`],
    ['ed25519 data of the wrong length', line('ssh-ed25519', ['ssh-ed25519', new Uint8Array(31)])],
    ['ecdsa data naming another curve', line('ecdsa-sha2-nistp256', ['ecdsa-sha2-nistp256', 'nistp384', fieldsOf(ECDSA_256)[2]])],
    ['rsa data missing its modulus', line('ssh-rsa', ['ssh-rsa', fieldsOf(RSA_2048)[1]])],
    ['a security key without its application', line('sk-ssh-ed25519@openssh.com', ['sk-ssh-ed25519@openssh.com', fieldsOf(ED25519)[1]])],
    ['data that is not length-prefixed fields', 'ssh-ed25519 aGVsbG8gd29ybGQh me'],
  ])('%s is incomplete or damaged', (_, key) => {
    expect(validateSshPublicKey(key)).toBe(messages.sshKey.malformed)
  })
})

describe('parseSshPublicKey', () => {
  test('reads the type, the comment, and the size of an RSA key', () => {
    expect(parseSshPublicKey(RSA_3072)).toMatchObject({ ok: true, key: { type: 'ssh-rsa', bits: 3072, comment: 'test@rsab3072' } })
    expect(parseSshPublicKey(RSA_2048)).toMatchObject({ ok: true, key: { bits: 2048 } })
    const ed = parseSshPublicKey(`${ED25519.split(' ').slice(0, 2).join(' ')}`)
    expect(ed).toEqual({ ok: true, key: { type: 'ssh-ed25519', data: ED25519.split(' ')[1] } })
  })
})

describe('summarizeSshKey', () => {
  test('type, end of the data and comment', () => {
    const data = ED25519.split(' ')[1]
    expect(summarizeSshKey(ED25519)).toBe(`ssh-ed25519 …${data.slice(-12)} test@ed25519`)
  })

  test('RSA says its size; padding is not part of the tail', () => {
    const data = RSA_3072.split(' ')[1].replace(/=+$/, '')
    expect(summarizeSshKey(RSA_3072)).toBe(`ssh-rsa (3072-bit) …${data.slice(-12)} test@rsab3072`)
  })

  test('a stored key the checker would refuse still gets a summary', () => {
    expect(summarizeSshKey('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIabc123def456ghi ada@m1')).toBe('ssh-ed25519 …123def456ghi ada@m1')
    expect(summarizeSshKey('ssh-ed25519 short')).toBe('ssh-ed25519 short')
  })
})
