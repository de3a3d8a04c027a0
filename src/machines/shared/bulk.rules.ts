// Acting on many rows at once: what a resource offers for a
// selection is data — each action's words and, per row, why the resource's
// action table refuses it (the same reason its row menu shows). A new resource
// costs only its actions.
export type BulkNoun = { one: string; many: string }

export type BulkAction<Row> = {
  /** What the runner is asked to do with each row ('stop'); the page's `perform` maps it to a call or a row machine's event. */
  id: string
  /** 'Stop' — the button says 'Stop 3'. */
  label: string
  /** 'Stopping' — a row's status while its call is in flight. */
  doing: string
  /** 'Stopped' — a row's status, and the summary's verb. */
  done: string
  /** Why this row cannot have it (its state, from the action table); undefined: it can. */
  refusal?: (row: Row) => string | undefined
  /** Red button; the confirm says it cannot be undone. */
  danger?: boolean
  /** Asks first, with the count and the names (every destructive action, and whatever the row menu asks for). */
  confirm?: boolean
  /** One call for every row (firewall rules: one PUT of the set that is left), not one per row. */
  batch?: boolean
}

export type BulkSpec<Row> = {
  noun: BulkNoun
  /** The row's key in the table (its `rowKey`). */
  keyOf: (row: Row) => string
  nameOf: (row: Row) => string
  actions: readonly BulkAction<Row>[]
}

export type Refused = { name: string; reason: string }

/** The rows an action can be applied to, and those it cannot, each with why. */
export type BulkPlan<Row> = { valid: Row[]; refused: Refused[] }

export function planBulk<Row>(action: BulkAction<Row>, rows: readonly Row[], nameOf: (row: Row) => string): BulkPlan<Row> {
  const valid: Row[] = []
  const refused: Refused[] = []
  for (const row of rows) {
    const reason = action.refusal?.(row)
    if (reason === undefined) valid.push(row)
    else refused.push({ name: nameOf(row), reason })
  }
  return { valid, refused }
}

export const countOf = (n: number, noun: BulkNoun) => `${n} ${n === 1 ? noun.one : noun.many}`

/** 'Stop 2' — the button: the action and how many rows it will be applied to. */
export const planLabel = (action: Pick<BulkAction<never>, 'label'>, plan: { valid: readonly unknown[] }) => `${action.label} ${plan.valid.length}`

/** How many names a message spells out before it says 'and N more'. */
const NAMES_SHOWN = 5

/** 'a, b and c'; 'a, b, c, d, e and 3 more'. */
export function nameList(names: readonly string[]): string {
  if (names.length <= NAMES_SHOWN) return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
  return `${names.slice(0, NAMES_SHOWN).join(', ')} and ${names.length - NAMES_SHOWN} more`
}

/**
 * "1 can't: db1 — Only available when the instance is running…" beside the
 * button; rows refused for the same reason share it. Undefined when every row can.
 */
export function refusedNote(refused: readonly Refused[]): string | undefined {
  if (refused.length === 0) return undefined
  const byReason = new Map<string, string[]>()
  for (const { name, reason } of refused) byReason.set(reason, [...(byReason.get(reason) ?? []), name])
  const parts = [...byReason].map(([reason, names]) => `${nameList(names)} — ${reason}`)
  return `${refused.length} can't: ${parts.join('; ')}`
}

/** The confirm for a bulk action: the count and the names. */
export function bulkConfirm(action: Pick<BulkAction<never>, 'label' | 'danger'>, noun: BulkNoun, names: readonly string[]) {
  const what = countOf(names.length, noun)
  return {
    title: `${action.label} ${what}`,
    message: `${action.label} ${what}: ${nameList(names)}?${action.danger ? ' This cannot be undone.' : ''}`,
    confirmLabel: `${action.label} ${names.length}`,
    danger: action.danger,
  }
}

export type Failure = { name: string; error: string }

/** How a run ended, for its summary. */
export type RunTally = { total: number; failures: readonly Failure[]; notStarted: number }

/**
 * The summary toast: 'Stopped 7 of 8 instances' and '1 failed: db1: <server's message>'.
 * `text` is the two in one sentence.
 */
export function bulkSummary(action: Pick<BulkAction<never>, 'done'>, noun: BulkNoun, tally: RunTally) {
  const { total, failures, notStarted } = tally
  const succeeded = total - failures.length - notStarted
  const title = succeeded === total ? `${action.done} ${countOf(total, noun)}` : `${action.done} ${succeeded} of ${countOf(total, noun)}`
  const details = [
    failures.length > 0 && `${failures.length} failed: ${failures.map((f) => `${f.name}: ${f.error}`).join('; ')}`,
    notStarted > 0 && `${notStarted} not started (cancelled)`,
  ].filter((d): d is string => !!d)
  const detail = details.length ? details.join('; ') : undefined
  return { title, detail, text: detail ? `${title}; ${detail}` : title, ok: failures.length === 0 }
}
