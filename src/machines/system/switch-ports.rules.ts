// How a port's link and a settings object read on screen. The document leaves
// a port's link status open (`SwitchLinkState` is any JSON: Nexus passes on
// what the switch's dataplane daemon says, `{ link, monitors }`), so it is read
// tolerantly: known fields by name, other plain values as they come.
import type { Schema } from '~/api'

export type LinkSpeed = Schema<'LinkSpeed'>
export type LinkFec = Schema<'LinkFec'>

export const SPEED_LABELS: Record<LinkSpeed, string> = {
  speed0_g: '0 Gbit/s',
  speed1_g: '1 Gbit/s',
  speed10_g: '10 Gbit/s',
  speed25_g: '25 Gbit/s',
  speed40_g: '40 Gbit/s',
  speed50_g: '50 Gbit/s',
  speed100_g: '100 Gbit/s',
  speed200_g: '200 Gbit/s',
  speed400_g: '400 Gbit/s',
}

export const FEC_LABELS: Record<LinkFec, string> = {
  rs: 'Reed-Solomon (RS)',
  firecode: 'Firecode',
  none: 'None',
}

export const GEOMETRY_LABELS: Record<Schema<'SwitchPortGeometry'>, string> = {
  qsfp28x1: 'One QSFP28 link, four lanes',
  qsfp28x2: 'Two QSFP28 links, two lanes each',
  sfp28x4: 'Four SFP28 links, one lane each',
}

export type LinkSummary = {
  /** 'up', 'down', or 'unknown' when the switch said nothing we can read. */
  state: 'up' | 'down' | 'unknown'
  /** The link's other plain facts, as label and text, in the order the switch gave them. */
  facts: [string, string][]
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** snake_case or camelCase key → 'Fsm state' */
const label = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function text(key: string, v: unknown): string | undefined {
  if (v === null || v === undefined) return undefined
  if (typeof v === 'boolean') return v ? 'yes' : 'no'
  if (typeof v === 'number') return String(v)
  if (typeof v === 'string') {
    if (key === 'speed' && v in SPEED_LABELS) return SPEED_LABELS[v as LinkSpeed]
    if (key === 'fec' && v in FEC_LABELS) return FEC_LABELS[v as LinkFec]
    return v
  }
  if (Array.isArray(v) && v.every((x) => typeof x === 'number' || typeof x === 'string')) return v.join(', ')
  // Nested objects (a fault's detail) say their one key: { Faulted: "…" } → "Faulted: …".
  if (isRecord(v)) {
    const entries = Object.entries(v).filter(([, x]) => typeof x === 'string' || typeof x === 'number')
    return entries.length ? entries.map(([k, x]) => `${k}: ${x}`).join(', ') : undefined
  }
  return undefined
}

const LINK_STATE_KEYS = ['linkState', 'link_state', 'state']

/** A port's status, whatever shape the switch gave it (the client camel-cases keys). */
export function linkSummary(status: unknown): LinkSummary {
  const link = isRecord(status) && isRecord(status.link) ? status.link : isRecord(status) ? status : {}
  const raw = LINK_STATE_KEYS.map((k) => link[k]).find((v) => v !== undefined)
  const word = typeof raw === 'string' ? raw.toLowerCase() : isRecord(raw) ? Object.keys(raw)[0]?.toLowerCase() : undefined
  const state: LinkSummary['state'] = word === 'up' ? 'up' : word === undefined ? 'unknown' : 'down'
  const facts: [string, string][] = []
  for (const [key, value] of Object.entries(link)) {
    if (LINK_STATE_KEYS.includes(key)) continue
    const t = text(key.replace(/([A-Z])/g, '_$1').toLowerCase(), value)
    if (t !== undefined) facts.push([label(key), t])
  }
  if (word && state === 'down' && word !== 'down') facts.unshift(['Reason', typeof raw === 'string' ? raw : (text('', raw) ?? word)])
  return { state, facts }
}

/** The transceiver's readings (receive and transmit power, temperature) when the switch gave them. */
export function monitorFacts(status: unknown): [string, string][] {
  const monitors = isRecord(status) && isRecord(status.monitors) ? status.monitors : undefined
  if (!monitors) return []
  return Object.entries(monitors).flatMap(([key, value]) => {
    const t = text(key, value)
    return t === undefined ? [] : [[label(key), t] as [string, string]]
  })
}
