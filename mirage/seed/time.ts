// Fixed seed timestamps, so the data reads the same on every load.
const BASE = Date.parse('2025-05-01T09:00:00.000Z')
const HOUR = 3_600_000

/** ISO time `days` (and `hours`) after the seed epoch, 1 May 2025. */
export const at = (days: number, hours = 0) => new Date(BASE + (days * 24 + hours) * HOUR).toISOString()

/** time_created and time_modified for a row created on `days`. */
export const stamps = (days: number, modifiedDays = days) => ({
  time_created: at(days),
  time_modified: at(modifiedDays),
})
