import type { VpcFirewallRuleHostFilter, VpcFirewallRuleTarget } from '~/api'
import { css } from 'styled-system/css'
import { Badge } from '~/views/ui'

type Item = VpcFirewallRuleTarget | VpcFirewallRuleHostFilter

const list = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', alignItems: 'center' })
const item = css({ display: 'inline-flex', alignItems: 'center', gap: '1', whiteSpace: 'nowrap' })
const value = css({ fontFamily: 'mono', fontSize: 'xs' })
export const anyClass = css({ color: 'fgMuted' })

/** The badge text of a target or host type: 'ip_net' reads 'ip net'. */
export const typeBadge = (type: Item['type']) => type.replace('_', ' ')

/** One target or host filter: its type as a badge, then its value. */
export function RuleItem({ item: { type, value: v } }: { item: Item }) {
  return (
    <span className={item}>
      <Badge>{typeBadge(type)}</Badge>
      <span className={value}>{v}</span>
    </span>
  )
}

/** A cell's list of targets, host filters or port ranges; `none` when empty. */
export function RuleItems({ items, ports = [], none }: { items: readonly Item[]; ports?: readonly string[]; none: string }) {
  if (items.length === 0 && ports.length === 0) return <span className={anyClass}>{none}</span>
  return (
    <span className={list}>
      {items.map((i) => (
        <RuleItem key={`${i.type}:${i.value}`} item={i} />
      ))}
      {ports.map((p) => (
        <span key={p} className={item}>
          <Badge>port</Badge>
          <span className={value}>{p}</span>
        </span>
      ))}
    </span>
  )
}
