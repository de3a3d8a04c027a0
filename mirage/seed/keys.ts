// Users' SSH keys and access tokens.
import type { Store } from '../store'
import { childId, ids } from './ids'
import { stamps } from './time'

/**
 * A well-formed ed25519 public key line (the console checks the key data's
 * structure): the type, then 32 bytes of key made from the seed.
 */
function ed25519(seed: string, comment: string) {
  const hex = [childId('ssh', seed, 'a'), childId('ssh', seed, 'b')].join('').replace(/-/g, '')
  const key = hex.match(/../g)!.map((h) => parseInt(h, 16))
  const field = (bytes: number[]) => [0, 0, 0, bytes.length, ...bytes]
  const type = [...'ssh-ed25519'].map((c) => c.charCodeAt(0))
  const data = btoa(String.fromCharCode(...field(type), ...field(key)))
  return `ssh-ed25519 ${data} ${comment}`
}

/** The secret of a seeded access token, e.g. `seededToken('alan-turing', 1)`. */
export const seededToken = (user: string, n: number) =>
  `oxide-token-${childId('token-secret', user, String(n)).replace(/-/g, '')}`

export function seedKeys(store: Store) {
  const key = (userId: string, user: string, name: string, day: number) =>
    store.create('sshKey', {
      id: childId('ssh-key', user, name),
      siloUserId: userId,
      name,
      description: `${user}'s key on ${name}`,
      public_key: ed25519(`${user}/${name}`, `${user}@${name}`),
      ...stamps(day),
    })
  key(ids.user.ada, 'ada-lovelace', 'm1-macbook-pro', 3)
  key(ids.user.ada, 'ada-lovelace', 'mac-mini', 5)
  key(ids.user.alan, 'alan-turing', 'alan-laptop', 6)
  key(ids.user.grace, 'grace-hopper', 'grace-desktop', 7)

  const token = (userId: string, user: string, n: number, day: number, expires: string | null) =>
    store.create('accessToken', {
      id: childId('access-token', user, String(n)),
      userId,
      token: seededToken(user, n),
      time_created: stamps(day).time_created,
      time_expires: expires,
    })
  token(ids.user.ada, 'ada-lovelace', 1, 4, null)
  // Expires a month after the mock starts, so it is always live.
  token(ids.user.ada, 'ada-lovelace', 2, 8, new Date(Date.now() + 30 * 86_400_000).toISOString())
  token(ids.user.alan, 'alan-turing', 1, 6, null)
}
