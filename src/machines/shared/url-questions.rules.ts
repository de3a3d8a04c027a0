// The questions some pages keep in their URL, read back as the router's
// validateSearch. They live apart from the engines that answer them: the
// route tree, which every page loads, needs only these few lines.

/** A query value as text: trimmed, a number as its digits; empty is nothing. */
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : undefined)

/** A firewall question as the URL holds it: every field optional, the protocol in lower case. */
export type FirewallCheckSearch = { protocol?: 'tcp' | 'udp' | 'icmp'; port?: string; from?: string; to?: string }

/** Keeps what it understands of a firewall question, drops the rest. */
export function firewallCheckSearch(s: Record<string, unknown>): FirewallCheckSearch {
  const protocol = typeof s.protocol === 'string' ? s.protocol.toLowerCase() : undefined
  const out: FirewallCheckSearch = {}
  if (protocol === 'tcp' || protocol === 'udp' || protocol === 'icmp') out.protocol = protocol
  const port = text(s.port)
  const from = text(s.from)
  const to = text(s.to)
  if (port) out.port = port
  if (from) out.from = from
  if (to) out.to = to
  return out
}

/** `?ncpus=8&memory=32`: vCPUs, and memory in GiB, as typed (checked when answered). */
export type CapacitySearch = { ncpus?: string; memory?: string }

/** The capacity question in the URL: whatever is there, as text (the page says what is wrong with it). */
export function capacitySearch(raw: Record<string, unknown>): CapacitySearch {
  const ncpus = text(raw.ncpus)
  const memory = text(raw.memory)
  return { ...(ncpus !== undefined && { ncpus }), ...(memory !== undefined && { memory }) }
}
