// The body of a firewall rules update, read as serde reads it (ports parse as
// Nexus's L4PortRange), then checked as Nexus's VpcFirewallRule::
// vec_from_params does: unique names, at most 1024 rules and at most 256
// targets, hosts, ports or protocols in a rule.
import type { components } from '../../src/api/generated/nexus'
import { arrayValue, field, intValue, ipNetValue, ipValue, nameValue, object, optArray, strValue, tagged, variant } from './body'
import { badRequest, invalidValue } from './errors'

type S = components['schemas']
type Body = Record<string, unknown>

export const MAX_RULES = 1024
export const MAX_RULE_PARTS = 256

const HOST_TYPES = ['vpc', 'subnet', 'instance', 'ip', 'ip_net'] as const

function parseHost(value: unknown, at: string): S['VpcFirewallRuleTarget'] {
  const { type, fields } = tagged(value, at, HOST_TYPES)
  const v = field(fields, 'value', at)
  if (type === 'ip') return { type, value: ipValue(v, `${at}.value`) }
  if (type === 'ip_net') return { type, value: ipNetValue(v, `${at}.value`) }
  return { type, value: nameValue(v, `${at}.value`) }
}

/** Why a string is not a port (Rust's NonZeroU16 parse), or null. */
function portProblem(s: string): string | null {
  if (s === '') return 'cannot parse integer from empty string'
  if (!/^\+?\d+$/.test(s)) return 'invalid digit found in string'
  const n = Number(s)
  if (n === 0) return 'number would be zero for non-zero type'
  if (n > 65_535) return 'number too large to fit in target type'
  return null
}

/** An `L4PortRange` ("22" or "8000-8080"), spelled as Nexus prints it back. */
function parsePortRange(value: unknown, at: string): string {
  const s = strValue(value, at)
  const fail = (why: string) => badRequest(`unable to parse JSON body: ${at}: ${why}`)
  const dash = s.indexOf('-')
  const [left, right] = dash < 0 ? [s, null] : [s.slice(0, dash), s.slice(dash + 1)]
  if (right !== null && left === '') throw fail('range has no start value')
  if (right !== null && right === '') throw fail('range has no end value')
  for (const part of right === null ? [left] : [left, right]) {
    const problem = portProblem(part)
    if (problem) throw fail(`${JSON.stringify(part)} unparsable for type: ${problem}`)
  }
  const first = Number(left)
  const last = right === null ? first : Number(right)
  if (first > last) throw fail('range has larger start value than end value')
  return first === last ? String(first) : `${first}-${last}`
}

/** A nullable list inside `filters`: absent or null is no filter of that kind. */
function optList<T>(obj: Body, key: string, at: string, read: (v: unknown, at: string) => T): T[] | null {
  const v = obj[key]
  if (v === undefined || v === null) return null
  return arrayValue(v, `${at}.${key}`).map((item, i) => read(item, `${at}.${key}[${i}]`))
}

function parseRule(value: unknown, at: string): S['VpcFirewallRuleUpdate'] {
  const rule = object(value, at)
  const filters = object(field(rule, 'filters', at), `${at}.filters`)
  const f = `${at}.filters`
  return {
    action: variant(field(rule, 'action', at), `${at}.action`, ['allow', 'deny'] as const),
    description: strValue(field(rule, 'description', at), `${at}.description`),
    direction: variant(field(rule, 'direction', at), `${at}.direction`, ['inbound', 'outbound'] as const),
    filters: {
      hosts: optList(filters, 'hosts', f, parseHost),
      ports: optList(filters, 'ports', f, parsePortRange),
      protocols: optList(filters, 'protocols', f, (v, p) => variant(v, p, ['TCP', 'UDP', 'ICMP'] as const)),
    },
    name: nameValue(field(rule, 'name', at), `${at}.name`),
    priority: intValue(field(rule, 'priority', at), `${at}.priority`, 'u16'),
    status: variant(field(rule, 'status', at), `${at}.status`, ['disabled', 'enabled'] as const),
    targets: arrayValue(field(rule, 'targets', at), `${at}.targets`).map((t, i) => parseHost(t, `${at}.targets[${i}]`)),
  }
}

function checkMaxLen(items: unknown[] | null | undefined, label: string, max: number): void {
  if (items && items.length > max) throw invalidValue(label, `max length ${max}`)
}

/** The new rule set as the body gives it (a missing `rules` is none: serde's default). */
export const parseFirewallRules = (body: Body): S['VpcFirewallRuleUpdate'][] =>
  optArray(body, 'rules').map((r, i) => parseRule(r, `rules[${i}]`))

/** Nexus's own checks, made once the caller is allowed to change the VPC. */
export function checkFirewallRules(rules: S['VpcFirewallRuleUpdate'][]): void {
  const seen = new Set<string>()
  const dupes = new Set<string>()
  for (const r of rules) (seen.has(r.name) ? dupes : seen).add(r.name)
  if (dupes.size) {
    const list = [...dupes].map((d) => `"${d}"`).join(', ')
    throw invalidValue('rules', `Rule names must be unique. Duplicates: [${list}]`)
  }
  checkMaxLen(rules, 'rules', MAX_RULES)
  for (const r of rules) {
    checkMaxLen(r.targets, 'targets', MAX_RULE_PARTS)
    checkMaxLen(r.filters.hosts, 'filters.hosts', MAX_RULE_PARTS)
    checkMaxLen(r.filters.ports, 'filters.ports', MAX_RULE_PARTS)
    checkMaxLen(r.filters.protocols, 'filters.protocols', MAX_RULE_PARTS)
  }
}
