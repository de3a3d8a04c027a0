import { messages } from './messages'

// Items compare by value, so two host filters { type: 'ip', value: '10.0.0.1' }
// entered separately count as duplicates. Key order does not matter.
function key(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  ) ?? String(value)
}

export function validateUnique(items: readonly unknown[]): string | undefined {
  const seen = new Set<string>()
  for (const item of items) {
    const k = typeof item === 'string' ? `s:${item}` : `j:${key(item)}`
    if (seen.has(k)) return messages.unique
    seen.add(k)
  }
  return undefined
}
