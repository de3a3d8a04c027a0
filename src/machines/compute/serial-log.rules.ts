// Reading the serial console back: the line marking a reconnect, the text of
// the terminal's scrollback, and the name a downloaded log is saved under.

const two = (n: number) => String(n).padStart(2, '0')

/** HH:MM:SS in the browser's zone: when the reconnect happened, on the operator's clock. */
export const clockTime = (d: Date) => `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`

/** The marker written into the output where a new connection's output starts. */
export const reconnectMarker = (d: Date) => `── reconnected at ${clockTime(d)} ──`

/** `db1-serial-2026-11-24T16-40-12.txt`: local time, no characters file systems refuse. */
export function serialLogFileName(instance: string, d: Date): string {
  const date = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`
  const time = `${two(d.getHours())}-${two(d.getMinutes())}-${two(d.getSeconds())}`
  return `${instance}-serial-${date}T${time}.txt`
}

/** A terminal row as its buffer holds it: its text, and whether it continues the row above (a wrapped line). */
export type BufferRow = { text: string; wrapped: boolean }

/**
 * The scrollback as text: wrapped rows joined back into their line, trailing
 * blanks trimmed, and the empty rows below the last output left out.
 */
export function scrollbackText(rows: readonly BufferRow[]): string {
  const lines: string[] = []
  for (const row of rows) {
    if (row.wrapped && lines.length > 0) lines[lines.length - 1] += row.text
    else lines.push(row.text)
  }
  const trimmed = lines.map((l) => l.replace(/\s+$/, ''))
  while (trimmed.length > 0 && trimmed[trimmed.length - 1] === '') trimmed.pop()
  return trimmed.length ? `${trimmed.join('\n')}\n` : ''
}
