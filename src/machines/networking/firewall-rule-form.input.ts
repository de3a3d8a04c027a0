// The firewall rule create / clone / edit form (used with the form machine):
// its values, rules, the mapping to the API's rule update, and the save, which
// is a change to the VPC's whole rule set (see firewall-rules.ts).
import type {
  VpcFirewallRule,
  VpcFirewallRuleAction,
  VpcFirewallRuleDirection,
  VpcFirewallRuleFilter,
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleTarget,
  VpcFirewallRuleUpdate,
} from '~/api'
import { messages, NAME_MAX_LENGTH, validateDescription, validateName } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import { addItem, addPort, emptyItemDraft, emptyPortDraft, type ItemDraft, type PortDraft } from './firewall-rule-items.input'
import { addRule, changeRules, replaceRule, ruleNameTaken, type VpcRef } from './firewall-rules.input'

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
// As in Oxide's own console: a new rule comes first unless the user says otherwise.
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
