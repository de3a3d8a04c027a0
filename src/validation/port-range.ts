import { type } from 'arktype'
import { messages } from './messages'

export const MAX_PORT = 65535

export type PortRange = [start: number, end: number]

type Result = { ok: true; value: PortRange } | { ok: false; message: string }

// components.schemas.L4PortRange: ^[0-9]{1,5}(-[0-9]{1,5})?$
const SHAPE = /^([0-9]{1,5})(?:-([0-9]{1,5}))?$/

function check(text: string): Result {
  const match = SHAPE.exec(text.trim())
  if (!match) return { ok: false, message: messages.portRange.shape }
  const start = Number(match[1])
  const end = match[2] === undefined ? start : Number(match[2])
  if (start > MAX_PORT || end > MAX_PORT) return { ok: false, message: messages.portRange.maxPort }
  if (end < start) return { ok: false, message: messages.portRange.order }
  return { ok: true, value: [start, end] }
}

/** '80' → [80, 80], ' 8000-8080 ' → [8000, 8080]; undefined when invalid. */
export function parsePortRange(text: string): PortRange | undefined {
  const result = check(text)
  return result.ok ? result.value : undefined
}

export function validatePortRange(text: string): string | undefined {
  const result = check(text)
  return result.ok ? undefined : result.message
}

/** The range as the API's L4PortRange string: '80' or '8000-8080'. */
export function formatPortRange([start, end]: PortRange): string {
  return start === end ? String(start) : `${start}-${end}`
}

/** arktype morph: user text in, L4PortRange string out (trimmed, no leading zeros). */
export const portRangeSchema = type('string').pipe((text, ctx) => {
  const result = check(text)
  return result.ok ? formatPortRange(result.value) : ctx.error({ message: result.message })
})
