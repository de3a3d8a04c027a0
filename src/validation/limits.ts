// The size bounds and Nexus's block sizes, once, for every form that
// asks for them (create instance, resize, create disk, upload image).
// No unit on vCPUs: the field's label says what is counted ('Must be at least 1').
import { type } from 'arktype'
import { messages } from './messages'

export const CPU_BOUNDS = { min: 1, max: 64 } as const
export const MEMORY_GIB_BOUNDS = { min: 1, max: 1024, unit: 'GiB' } as const
export const DISK_SIZE_GIB_BOUNDS = { min: 1, max: 1023, unit: 'GiB' } as const
export const BLOCK_SIZES = [512, 2048, 4096] as const
/** A new blank disk's block size when none is chosen. */
export const DEFAULT_BLOCK_SIZE = 4096 satisfies (typeof BLOCK_SIZES)[number]

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
