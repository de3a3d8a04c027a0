// A VPC's firewall rules. Nexus has no call for one rule: the only write is a
// PUT of the whole set, so every change here reads the rules fresh, changes
// the set, and puts it back (only the fields an update keeps). Here: the tab's
// reads and what a rule form reads before it opens; the changes to the set
// (add, replace, remove; enable, disable or delete several); the lists inside a rule (targets,
// host filters, ports, protocols), each edited through a draft (rule-lists.rules.ts); and the
// create / clone / edit form's values, rules and body.
import type { VpcFirewallRule, VpcFirewallRuleAction, VpcFirewallRuleDirection, VpcFirewallRuleFilter } from '~/api'
import type { VpcFirewallRuleHostFilter, VpcFirewallRuleProtocol, VpcFirewallRuleTarget, VpcFirewallRuleUpdate } from '~/api'
import { api, fetchApi, invalidate, PAGE_SIZE } from '~/api'
import {
  formatPortRange,
  messages,
  NAME_MAX_LENGTH,
  parseCidr,
  parsePortRange,
  validateCidr,
  validateDescription,
  validateIp,
  validateName,
  validatePortRange,
  validateUnique,
} from '~/validation'
import type { BulkSpec } from '../shared/bulk.rules'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { Page } from '../shared/list.machine'
import { partSection, startPart, type Ask } from '../shared/section-reads'
import type { VpcRef } from './vpcs'
import { emptyItemDraft, emptyPortDraft, itemKind, type ItemDraft, type ItemType, type PortDraft } from './rule-lists.rules'

// ---- reads ------------------------------------------------------------------

export const FIREWALL_RULES_PATH = '/v1/vpc-firewall-rules'

/** By priority (lower first, as Nexus applies them), then by name. */
export function sortRules<R extends { priority: number; name: string }>(rules: readonly R[]): R[] {
  return [...rules].sort((a, b) => a.priority - b.priority || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

/** The rules for the table, sorted; through the cache, so the loader's read is reused. */
export async function fetchFirewallRules({ project, vpc }: VpcRef): Promise<VpcFirewallRule[]> {
  const { rules } = await fetchApi(FIREWALL_RULES_PATH, { query: { project, vpc } })
  return sortRules(rules)
}

/** Names to offer in a rule's target and host fields, by the kind they name. */
export type RuleSuggestions = Partial<Record<ItemType, readonly string[]>>

export type RuleFormLoad = {
  rules: VpcFirewallRule[]
  /** The rule cloned or edited; absent for a new rule, or when no rule has the name asked for. */
  rule?: VpcFirewallRule
}

/** The rules tab's list: Nexus returns a VPC's rules in one piece (no pages), so its one page is all. */
export const firewallRulesPage =
  (ref: VpcRef) =>
  async (): Promise<Page<VpcFirewallRule>> => ({ items: await fetchFirewallRules(ref), nextPage: null })

/**
 * The project's VPCs (this one first), this VPC's subnets, the project's
 * instances. Only a convenience, so a failed read leaves the field to free
 * text rather than failing the form.
 */
async function fetchSuggestions(ask: Ask, { project, vpc }: VpcRef): Promise<RuleSuggestions> {
  const names = (p: Promise<{ items: { name: string }[] }>) => p.then((r) => r.items.map((i) => i.name)).catch(() => [])
  const [vpcs, subnets, instances] = await Promise.all([
    names(ask('/v1/vpcs', { query: { project, limit: PAGE_SIZE } })),
    names(ask('/v1/vpc-subnets', { query: { project, vpc, limit: PAGE_SIZE } })),
    names(ask('/v1/instances', { query: { project, limit: PAGE_SIZE } })),
  ])
  return { vpc: [vpc, ...vpcs.filter((v) => v !== vpc)], subnet: subnets, instance: instances }
}

/**
 * The names a rule form offers: a part of it, read as it opens (the fields
 * take free text meanwhile, and when a list could not be read).
 */
export const ruleSuggestionsSection = (ref: VpcRef) =>
  partSection(['rule-suggestions', ref.project, ref.vpc], (ask) => fetchSuggestions(ask, ref), ['/v1/vpcs', '/v1/vpc-subnets', '/v1/instances'])

/** What every rule form reads before it opens (the rules; with `ruleName`, the rule it clones or edits); its suggestions leave beside them. */
export async function loadRuleForm(ref: VpcRef, ruleName?: string): Promise<RuleFormLoad> {
  startPart(ruleSuggestionsSection(ref))
  const rules = await fetchFirewallRules(ref)
  return { rules, rule: ruleName === undefined ? undefined : rules.find((r) => r.name === ruleName) }
}

// ---- changes to the rule set -------------------------------------------------

export const ruleNameTaken = 'A rule with this name already exists'
export const ruleGone = (name: string) => `Firewall rule ${name} no longer exists`

/** Only the filters that are set: an absent filter means "any" to Nexus. */
function copyFilters({ hosts, ports, protocols }: VpcFirewallRuleFilter): VpcFirewallRuleFilter {
  const filters: VpcFirewallRuleFilter = {}
  if (hosts != null) filters.hosts = hosts
  if (ports != null) filters.ports = ports
  if (protocols != null) filters.protocols = protocols
  return filters
}

/** A rule as read, as the PUT wants it back: no id, vpc id or timestamps. */
export function ruleToUpdate(rule: VpcFirewallRule | VpcFirewallRuleUpdate): VpcFirewallRuleUpdate {
  return {
    name: rule.name,
    action: rule.action,
    description: rule.description,
    direction: rule.direction,
    filters: copyFilters(rule.filters),
    priority: rule.priority,
    status: rule.status,
    targets: rule.targets,
  }
}

// The three changes the console makes to a rule set. Each throws the message
// the user reads when the set it was given no longer allows the change (someone
// else changed the rules since the form opened).

export function addRule(rules: readonly VpcFirewallRuleUpdate[], rule: VpcFirewallRuleUpdate): VpcFirewallRuleUpdate[] {
  if (rules.some((r) => r.name === rule.name)) throw new Error(ruleNameTaken)
  return [...rules, rule]
}

/** Puts `rule` where the rule named `originalName` was; the rule may be renamed. */
export function replaceRule(
  rules: readonly VpcFirewallRuleUpdate[],
  originalName: string,
  rule: VpcFirewallRuleUpdate,
): VpcFirewallRuleUpdate[] {
  if (!rules.some((r) => r.name === originalName)) throw new Error(ruleGone(originalName))
  if (rule.name !== originalName && rules.some((r) => r.name === rule.name)) throw new Error(ruleNameTaken)
  return rules.map((r) => (r.name === originalName ? rule : r))
}

export function removeRule(rules: readonly VpcFirewallRuleUpdate[], name: string): VpcFirewallRuleUpdate[] {
  if (!rules.some((r) => r.name === name)) throw new Error(ruleGone(name))
  return rules.filter((r) => r.name !== name)
}

/**
 * Reads the current rules (never from the cache: the set put back must be the
 * server's latest), applies `change`, puts the whole set, and returns what
 * Nexus saved.
 */
export async function changeRules(
  { project, vpc }: VpcRef,
  change: (rules: VpcFirewallRuleUpdate[]) => VpcFirewallRuleUpdate[],
): Promise<VpcFirewallRule[]> {
  const current = await api.get(FIREWALL_RULES_PATH, { query: { project, vpc } })
  const rules = change(current.rules.map(ruleToUpdate))
  const saved = await api.put(FIREWALL_RULES_PATH, { query: { project, vpc }, body: { rules } })
  await invalidate(FIREWALL_RULES_PATH)
  return saved.rules
}

export async function deleteFirewallRule(ref: VpcRef, name: string): Promise<void> {
  await changeRules(ref, (rules) => removeRule(rules, name))
}

export type RuleStatus = VpcFirewallRule['status']

/** A rule already in the status asked for is not changed again, and the bar says so. */
const alreadyIn = (status: RuleStatus) => (r: VpcFirewallRule) => (r.status === status ? `Already ${status}` : undefined)

export const FIREWALL_RULE_BULK: BulkSpec<VpcFirewallRule> = {
  noun: { one: 'firewall rule', many: 'firewall rules' },
  keyOf: (r) => r.id,
  nameOf: (r) => r.name,
  // The rules are one set: changing several is one PUT of the whole set.
  // Turning rules on or off changes what traffic reaches the instances, so it asks first, as deleting does.
  actions: [
    { id: 'enable', label: 'Enable', doing: 'Enabling', done: 'Enabled', confirm: true, batch: true, refusal: alreadyIn('enabled') },
    { id: 'disable', label: 'Disable', doing: 'Disabling', done: 'Disabled', confirm: true, batch: true, refusal: alreadyIn('disabled') },
    { id: 'delete', label: 'Delete', doing: 'Deleting', done: 'Deleted', danger: true, confirm: true, batch: true },
  ],
}

/** Deletes the named rules in one PUT of the set that is left (read fresh first). */
export async function deleteFirewallRules(ref: VpcRef, names: readonly string[]): Promise<void> {
  const gone = new Set(names)
  await changeRules(ref, (rules) => rules.filter((r) => !gone.has(r.name)))
}

/**
 * The named rules with `status`, every other rule as it is: one PUT of the
 * whole set (read fresh first). A named rule that has gone since refuses the
 * change, which cannot be made to it.
 */
export function setRulesStatus(
  rules: readonly VpcFirewallRuleUpdate[],
  names: readonly string[],
  status: RuleStatus,
): VpcFirewallRuleUpdate[] {
  const missing = names.find((n) => !rules.some((r) => r.name === n))
  if (missing !== undefined) throw new Error(ruleGone(missing))
  const changed = new Set(names)
  return rules.map((r) => (changed.has(r.name) ? { ...r, status } : r))
}

/** A bulk action of FIREWALL_RULE_BULK on the named rules: one PUT of the whole set. */
export async function changeFirewallRules(ref: VpcRef, action: string, names: readonly string[]): Promise<void> {
  if (action === 'delete') return deleteFirewallRules(ref, names)
  if (action !== 'enable' && action !== 'disable') throw new Error(`Firewall rules have no bulk action ${action}`)
  await changeRules(ref, (rules) => setRulesStatus(rules, names, action === 'enable' ? 'enabled' : 'disabled'))
}

// ---- the lists inside a rule ---------------------------------------------------

type Parsed<T> = { ok: true; item: T } | { ok: false; message: string }

/** The draft's text as an item of its type (names as typed; networks written plainly), or why not. */
function parseItem(type: ItemType, text: string): Parsed<string> {
  const value = text.trim()
  if (type === 'ip') {
    const message = validateIp(value)
    return message ? { ok: false, message } : { ok: true, item: value }
  }
  if (type === 'ip_net') {
    const message = validateCidr(value)
    return message ? { ok: false, message } : { ok: true, item: parseCidr(value)?.text ?? value }
  }
  const message = validateName(value, itemKind(type).valueLabel)
  return message ? { ok: false, message } : { ok: true, item: value }
}

export type AddResult<T, D> = { items: T[]; draft: D }

/**
 * Adds the draft to `items` and empties the draft (keeping its type); when the
 * draft is invalid or already listed, the items stay and the draft says why.
 */
export function addItem<T extends VpcFirewallRuleTarget | VpcFirewallRuleHostFilter>(
  items: readonly T[],
  draft: ItemDraft,
): AddResult<T, ItemDraft> {
  const parsed = parseItem(draft.type, draft.value)
  if (!parsed.ok) return { items: [...items], draft: { ...draft, error: parsed.message } }
  // Every target and host filter type is a { type, value } pair with a string value.
  const item = { type: draft.type, value: parsed.item } as T
  const next = [...items, item]
  const duplicate = validateUnique(next)
  if (duplicate) return { items: [...items], draft: { ...draft, error: duplicate } }
  return { items: next, draft: emptyItemDraft(draft.type) }
}

/** Same for a port range: stored as the API's L4PortRange text ('80', '8000-8080'). */
export function addPort(ports: readonly string[], draft: PortDraft): AddResult<string, PortDraft> {
  const message = validatePortRange(draft.value)
  const range = parsePortRange(draft.value)
  if (message || !range) return { items: [...ports], draft: { ...draft, error: message } }
  const next = [...ports, formatPortRange(range)]
  const duplicate = validateUnique(next)
  if (duplicate) return { items: [...ports], draft: { ...draft, error: duplicate } }
  return { items: next, draft: emptyPortDraft() }
}

export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index)
}

export const PROTOCOLS: readonly VpcFirewallRuleProtocol[] = ['TCP', 'UDP', 'ICMP']

/** Checks or unchecks one protocol; the list stays in one order, whatever the clicks. */
export function toggleProtocol(
  protocols: readonly VpcFirewallRuleProtocol[],
  protocol: VpcFirewallRuleProtocol,
  on: boolean,
): VpcFirewallRuleProtocol[] {
  return PROTOCOLS.filter((p) => (p === protocol ? on : protocols.includes(p)))
}

// ---- the rule form -------------------------------------------------------------

export type FirewallRuleFormValues = {
  name: string
  description: string
  /** undefined while the field is empty. */
  priority: number | undefined
  action: VpcFirewallRuleAction
  direction: VpcFirewallRuleDirection
  enabled: boolean
  protocols: VpcFirewallRuleProtocol[]
  targets: VpcFirewallRuleTarget[]
  hosts: VpcFirewallRuleHostFilter[]
  ports: string[]
  targetDraft: ItemDraft
  hostDraft: ItemDraft
  portDraft: PortDraft
}

/** uint16 in the document (VpcFirewallRuleUpdate.priority). */
export const MAX_PRIORITY = 65535
// A new rule comes first (priority 0) unless the user says otherwise.
export const DEFAULT_PRIORITY = 0

const drafts = () => ({ targetDraft: emptyItemDraft(), hostDraft: emptyItemDraft(), portDraft: emptyPortDraft() })

/**
 * A new rule: allow, inbound, enabled, targeting the VPC itself (a rule with
 * no target applies to no instance, and the whole VPC is the usual target).
 */
export function newRuleValues(vpcName: string): FirewallRuleFormValues {
  return {
    name: '',
    description: '',
    priority: DEFAULT_PRIORITY,
    action: 'allow',
    direction: 'inbound',
    enabled: true,
    protocols: [],
    targets: [{ type: 'vpc', value: vpcName }],
    hosts: [],
    ports: [],
    ...drafts(),
  }
}

export function ruleToFormValues(rule: VpcFirewallRule | VpcFirewallRuleUpdate): FirewallRuleFormValues {
  return {
    name: rule.name,
    description: rule.description,
    priority: rule.priority,
    action: rule.action,
    direction: rule.direction,
    enabled: rule.status === 'enabled',
    protocols: rule.filters.protocols ?? [],
    targets: rule.targets,
    hosts: rule.filters.hosts ?? [],
    ports: rule.filters.ports ?? [],
    ...drafts(),
  }
}

/** `name-copy` (then `name-copy-2`, …): not taken, and within the 63 characters a name may have. */
export function cloneName(name: string, taken: readonly string[]): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '-copy' : `-copy-${n}`
    const candidate = name.slice(0, NAME_MAX_LENGTH - suffix.length) + suffix
    if (!taken.includes(candidate)) return candidate
  }
}

/** The form for a copy of `rule`: the same rule under a new name. */
export function cloneRuleValues(rule: VpcFirewallRule, taken: readonly string[]): FirewallRuleFormValues {
  return { ...ruleToFormValues(rule), name: cloneName(rule.name, taken) }
}

/** The rule as the PUT carries it. An empty filter list is left out: no filter means any. */
export function valuesToRuleUpdate(values: FirewallRuleFormValues): VpcFirewallRuleUpdate {
  const filters: VpcFirewallRuleFilter = {}
  if (values.hosts.length) filters.hosts = values.hosts
  if (values.ports.length) filters.ports = values.ports
  if (values.protocols.length) filters.protocols = values.protocols
  return {
    name: values.name,
    description: values.description,
    action: values.action,
    direction: values.direction,
    filters,
    // validate() guarantees an integer in range before a submit.
    priority: values.priority ?? DEFAULT_PRIORITY,
    status: values.enabled ? 'enabled' : 'disabled',
    targets: values.targets,
  }
}

function validatePriority(priority: number | undefined): string | undefined {
  if (priority === undefined) return messages.required('Priority')
  if (!Number.isInteger(priority)) return messages.size.integer
  if (priority < 0) return messages.size.min(0, '')
  if (priority > MAX_PRIORITY) return messages.size.max(MAX_PRIORITY, '')
  return undefined
}

export const notAdded = (noun: string) => `Add this ${noun} or clear the field`

/** An "add one more" field left empty: not part of the rule, so it neither adds nor blocks anything. */
const isBlank = (draft: { value: string }) => draft.value.trim() === ''

/** A typed draft blocks the save: its last Add was refused, or it was never added. */
function draftProblem(draft: { value: string; error?: string }, noun: string): string | undefined {
  if (isBlank(draft)) return undefined
  return draft.error ?? notAdded(noun)
}

export type RuleList = 'targets' | 'hosts' | 'ports'

/**
 * A list's Add button: the changes to the form. The draft joins its list and
 * empties, or stays and says why not; an empty draft changes nothing (it is
 * not a value to refuse).
 */
export function addDraft(values: FirewallRuleFormValues, list: RuleList): Partial<FirewallRuleFormValues> {
  switch (list) {
    case 'targets': {
      if (isBlank(values.targetDraft)) return {}
      const { items, draft } = addItem(values.targets, values.targetDraft)
      return { targets: items, targetDraft: draft }
    }
    case 'hosts': {
      if (isBlank(values.hostDraft)) return {}
      const { items, draft } = addItem(values.hosts, values.hostDraft)
      return { hosts: items, hostDraft: draft }
    }
    case 'ports': {
      if (isBlank(values.portDraft)) return {}
      const { items, draft } = addPort(values.ports, values.portDraft)
      return { ports: items, portDraft: draft }
    }
  }
}

/** `taken`: the names of the VPC's other rules (a rule's name is unique in its VPC). */
export function validateFirewallRule(
  values: FirewallRuleFormValues,
  taken: readonly string[],
): FieldErrors<FirewallRuleFormValues> {
  return {
    name: validateName(values.name) ?? (taken.includes(values.name) ? ruleNameTaken : undefined),
    description: validateDescription(values.description),
    priority: validatePriority(values.priority),
    targetDraft: draftProblem(values.targetDraft, 'target'),
    hostDraft: draftProblem(values.hostDraft, 'host filter'),
    portDraft: draftProblem(values.portDraft, 'port range'),
  }
}

/** The saved rule as Nexus returned it (found by name), for the toast. */
const savedRule = (saved: VpcFirewallRule[], rule: VpcFirewallRuleUpdate): VpcFirewallRuleUpdate =>
  saved.find((r) => r.name === rule.name) ?? rule

export async function createFirewallRule(ref: VpcRef, values: FirewallRuleFormValues): Promise<VpcFirewallRuleUpdate> {
  const rule = valuesToRuleUpdate(values)
  return savedRule(await changeRules(ref, (rules) => addRule(rules, rule)), rule)
}

/** `originalName` finds the rule in the set; the form may rename it. */
export async function updateFirewallRule(
  ref: VpcRef,
  originalName: string,
  values: FirewallRuleFormValues,
): Promise<VpcFirewallRuleUpdate> {
  const rule = valuesToRuleUpdate(values)
  return savedRule(await changeRules(ref, (rules) => replaceRule(rules, originalName, rule)), rule)
}

export type RuleFormInput = FormInput<FirewallRuleFormValues, VpcFirewallRuleUpdate>

/** A new rule in `ref`'s VPC; with `source`, a copy of that rule. `rules`: the VPC's rules now. */
export function newRuleFormInput(ref: VpcRef, rules: readonly VpcFirewallRule[], source?: VpcFirewallRule): RuleFormInput {
  const taken = rules.map((r) => r.name)
  return {
    initialValues: source ? cloneRuleValues(source, taken) : newRuleValues(ref.vpc),
    validate: (v) => validateFirewallRule(v, taken),
    submit: (v) => createFirewallRule(ref, v),
  }
}

/** The edit of `rule`; renaming it to another rule's name is refused. */
export function editRuleFormInput(ref: VpcRef, rules: readonly VpcFirewallRule[], rule: VpcFirewallRule): RuleFormInput {
  const taken = rules.filter((r) => r.name !== rule.name).map((r) => r.name)
  return {
    initialValues: ruleToFormValues(rule),
    validate: (v) => validateFirewallRule(v, taken),
    submit: (v) => updateFirewallRule(ref, rule.name, v),
  }
}
