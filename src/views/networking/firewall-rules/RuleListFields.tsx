// A firewall rule's lists: a cell's targets, host filters and ports (the rules
// tab), and the form's fields that edit them. RuleFieldset is also the titled
// group of the operator forms (address lots, BGP announce sets, allow list...).
import type { VpcFirewallRuleHostFilter, VpcFirewallRuleTarget } from '~/api'
import { css } from 'styled-system/css'
import { Badge, Button, Select, Table, TextField } from '~/views/ui'
import { mono } from '~/views/ui/text'
import { useId, type KeyboardEvent, type ReactNode } from 'react'
import { editDraft, ITEM_KINDS, itemKind, type ItemDraft, type ItemType, type PortDraft } from '~/machines/networking/rule-lists.rules'

type Item = VpcFirewallRuleTarget | VpcFirewallRuleHostFilter

const list = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', alignItems: 'center' })
const item = css({ display: 'inline-flex', alignItems: 'center', gap: '1', whiteSpace: 'nowrap' })
export const anyClass = css({ color: 'fgMuted' })

/** The badge text of a target or host type: 'ip_net' reads 'ip net'. */
export const typeBadge = (type: Item['type']) => type.replace('_', ' ')

/** One target or host filter: its type as a badge, then its value. */
export function RuleItem({ item: { type, value: v } }: { item: Item }) {
  return (
    <span className={item}>
      <Badge>{typeBadge(type)}</Badge>
      <span className={mono}>{v}</span>
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
          <span className={mono}>{p}</span>
        </span>
      ))}
    </span>
  )
}

const fieldset = css({ border: 'none', m: 0, p: 0, minW: 0, display: 'flex', flexDirection: 'column', gap: '3' })
const legend = css({ p: 0, mb: '1', fontSize: 'sm', fontWeight: 'semibold', color: 'fg' })
const hintClass = css({ fontSize: 'xs', color: 'fgMuted', lineHeight: 'snug' })
const none = css({ fontSize: 'sm', color: 'fgMuted' })
const adder = css({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '2', alignItems: 'start' })
// Level with the input, below its label (label line + the field's gap).
const addButton = css({ mt: '7' })

/** A titled group of fields (a fieldset, so its controls are named within it). */
export function RuleFieldset({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{title}</legend>
      {hint && <p className={hintClass}>{hint}</p>}
      {children}
    </fieldset>
  )
}

// Enter in a draft's field adds it, rather than submitting the whole form.
const addOnEnter = (add: () => void) => (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key !== 'Enter') return
  e.preventDefault()
  add()
}

type ItemListProps = {
  title: string
  /** 'target', 'host filter': names the Add and Remove buttons. */
  noun: string
  /** The draft's form field (a refused submit focuses it). */
  name: string
  hint: ReactNode
  items: readonly Item[]
  draft: ItemDraft
  /** The draft's message: its refused Add, or (after a submit) that it was never added. */
  error?: string
  /** Names offered per type (the VPC's own name, its subnets, the project's instances). */
  suggestions: Partial<Record<ItemType, readonly string[]>>
  onDraftChange: (draft: ItemDraft) => void
  onAdd: () => void
  onRemove: (index: number) => void
}

/** Targets or host filters: the list so far, each removable, and a type + value to add. */
export function ItemListField({ title, noun, name, hint, items, draft, error, suggestions, onDraftChange, onAdd, onRemove }: ItemListProps) {
  const listId = useId()
  const kind = itemKind(draft.type)
  const names = suggestions[draft.type] ?? []
  const rows = items.map((item, index) => ({ item, index }))
  return (
    <RuleFieldset title={title} hint={hint}>
      {rows.length === 0 ? (
        <p className={none}>No {noun}s</p>
      ) : (
        <Table
          label={title}
          rows={rows}
          rowKey={(r) => `${r.item.type}:${r.item.value}`}
          columns={[
            { header: capitalized(noun), cell: (r) => <RuleItem item={r.item} /> },
            {
              header: 'Remove',
              hideHeader: true,
              width: '6rem',
              cell: (r) => (
                <Button size="sm" variant="ghost" aria-label={`Remove ${noun} ${r.item.value}`} onClick={() => onRemove(r.index)}>
                  Remove
                </Button>
              ),
            },
          ]}
        />
      )}
      <Select
        label={`${capitalized(noun)} type`}
        options={ITEM_KINDS.map((k) => ({ value: k.type, label: k.label }))}
        value={draft.type}
        onChange={(type) => onDraftChange(editDraft(draft, { type: type as ItemType }))}
      />
      <div className={adder}>
        <TextField
          label={kind.valueLabel}
          name={name}
          description={kind.hint}
          value={draft.value}
          error={error}
          list={names.length ? listId : undefined}
          autoComplete="off"
          onChange={(value) => onDraftChange(editDraft(draft, { value }))}
          onKeyDown={addOnEnter(onAdd)}
        />
        <Button variant="secondary" className={addButton} onClick={onAdd}>
          Add {noun}
        </Button>
      </div>
      {names.length > 0 && (
        <datalist id={listId}>
          {names.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
      )}
    </RuleFieldset>
  )
}

type PortListProps = {
  ports: readonly string[]
  draft: PortDraft
  error?: string
  onDraftChange: (draft: PortDraft) => void
  onAdd: () => void
  onRemove: (index: number) => void
}

/** Port ranges: the list so far and a range to add. */
export function PortListField({ ports, draft, error, onDraftChange, onAdd, onRemove }: PortListProps) {
  const rows = ports.map((port, index) => ({ port, index }))
  return (
    <RuleFieldset title="Ports" hint="Destination ports. None listed: any port.">
      {rows.length === 0 ? (
        <p className={none}>No port ranges</p>
      ) : (
        <Table
          label="Ports"
          rows={rows}
          rowKey={(r) => r.port}
          columns={[
            { header: 'Port range', cell: (r) => <span className={mono}>{r.port}</span> },
            {
              header: 'Remove',
              hideHeader: true,
              width: '6rem',
              cell: (r) => (
                <Button size="sm" variant="ghost" aria-label={`Remove port range ${r.port}`} onClick={() => onRemove(r.index)}>
                  Remove
                </Button>
              ),
            },
          ]}
        />
      )}
      <div className={adder}>
        <TextField
          label="Port range"
          name="portDraft"
          description="A port (80) or a range (8000-8080)"
          value={draft.value}
          error={error}
          autoComplete="off"
          onChange={(value) => onDraftChange(editDraft(draft, { value }))}
          onKeyDown={addOnEnter(onAdd)}
        />
        <Button variant="secondary" className={addButton} onClick={onAdd}>
          Add port range
        </Button>
      </div>
    </RuleFieldset>
  )
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
