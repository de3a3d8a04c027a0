// BGP peers and BFD sessions whose state moves
// with the clock: a peer walks its `phases` from `began`, then its `cycle`
// over and over; a BFD session is down, then init, then up after it is
// enabled. Pure functions of the row and `now`, so a test can ask any moment.
import type { components } from '../../src/api/generated/nexus'
import type { Tables } from '../models'

type S = components['schemas']
type Phase = [S['BgpPeerState'], number]

/** The peer's state at `now` and how long it has been in it (ms). */
export function peerStateAt(peer: Pick<Tables['bgpPeer'], 'began' | 'phases' | 'cycle'>, now: number) {
  let t = Math.max(0, now - peer.began)
  const walk = (phases: Phase[]) => {
    for (const [state, ms] of phases) {
      if (t < ms) return { state, durationMs: t }
      t -= ms
    }
    return undefined
  }
  const first = walk(peer.phases)
  if (first) return first
  const length = peer.cycle.reduce((sum, [, ms]) => sum + ms, 0)
  if (length <= 0) {
    const last = peer.phases[peer.phases.length - 1]
    return { state: last?.[0] ?? 'idle', durationMs: t }
  }
  t %= length
  return walk(peer.cycle)!
}

/** BFD's three-way handshake, as the mock plays it after an enable. */
export const BFD_DOWN_MS = 2_000
export const BFD_INIT_MS = 2_000

export function bfdStateAt(session: Pick<Tables['bfdSession'], 'enabledAt'>, now: number): S['BfdState'] {
  const t = now - session.enabledAt
  if (t < BFD_DOWN_MS) return 'down'
  if (t < BFD_DOWN_MS + BFD_INIT_MS) return 'init'
  return 'up'
}

/** A keepalive every 30 s while established (RFC 4271's default: a third of the 90 s hold time). */
export const KEEPALIVE_MS = 30_000
/** How many messages of each direction the history keeps. */
export const HISTORY_KEPT = 5

type Entry = { timestamp: string; message: { type: string } }

/**
 * The last few messages each way: an Open and an Update when the session was
 * established, then keepalives. Nothing while the session is not up (the
 * routing daemon's history starts over with each session).
 */
export function messageHistory(peer: Tables['bgpPeer'], now: number): { received: Entry[]; sent: Entry[] } {
  const { state, durationMs } = peerStateAt(peer, now)
  if (state !== 'established') return { received: [], sent: [] }
  const since = now - durationMs
  const at = (ms: number) => new Date(ms).toISOString()
  const keepalives = Math.floor(durationMs / KEEPALIVE_MS)
  const entries = (offset: number): Entry[] => {
    const list: Entry[] = [
      { timestamp: at(since + offset), message: { type: 'Open' } },
      { timestamp: at(since + offset + 50), message: { type: 'Update' } },
    ]
    const from = Math.max(1, keepalives - HISTORY_KEPT + 1)
    for (let i = from; i <= keepalives; i++) list.push({ timestamp: at(since + i * KEEPALIVE_MS + offset), message: { type: 'Keepalive' } })
    return list.slice(-HISTORY_KEPT)
  }
  return { received: entries(20), sent: entries(0) }
}

/** A router id as BGP writes it: the peer's IPv4 address as a 32-bit number. */
export const routerId = (ipv4: string) => ipv4.split('.').reduce((n, octet) => n * 256 + Number(octet), 0)
