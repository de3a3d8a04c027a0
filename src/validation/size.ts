import { type } from 'arktype'
import { messages } from './messages'

export type SizeBounds = { min: number; max: number; unit?: string }

/** A whole number within [min, max], e.g. a disk of 1–1023 GiB. */
export function validateSize(value: number, { min, max, unit = '' }: SizeBounds): string | undefined {
  if (!Number.isInteger(value)) return messages.size.integer
  if (value < min) return messages.size.min(min, unit)
  if (value > max) return messages.size.max(max, unit)
  return undefined
}

export function sizeSchema(bounds: SizeBounds) {
  return type('number').narrow((value, ctx) => {
    const message = validateSize(value, bounds)
    return message === undefined ? true : ctx.reject({ message })
  })
}
