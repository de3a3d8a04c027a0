// The action tables (compute/instance.rules.ts, shared/disk.rules.ts, and any later
// resource's) are data: the states each action is allowed in. The lifecycle
// machines' guards and the menus' reasons read them through these, so a
// refusal is worded the same for every resource.

/** Which states allow each action. */
export type ActionTable<S extends string = string> = Readonly<Record<string, readonly S[]>>

/** 'a', 'a or b', 'a, b or c'. */
export const orList = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`

/** An action the table does not list is allowed in every state (e.g. the instance's auto-restart policy). */
export const tableAllows = <S extends string>(table: ActionTable<S>, action: string, state: S) =>
  !Object.hasOwn(table, action) || table[action].includes(state)

/**
 * Why the table refuses `action` in `state`, e.g. 'Only available when the
 * disk is attached or detached'; undefined when it allows it.
 */
export function tableRefusal<S extends string>(
  table: ActionTable<S>,
  action: string,
  state: S,
  noun: string,
  label: (state: S) => string = (s) => s,
): string | undefined {
  if (tableAllows(table, action, state)) return undefined
  return `Only available when the ${noun} is ${orList(table[action].map(label))}`
}
