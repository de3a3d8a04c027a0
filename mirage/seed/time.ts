// Seed timestamps, relative to the page's clock when the seed loads: day 0
// is four weeks before that, so the seeded rows read as made days to weeks
// ago ("created 3 weeks ago"), never in the future and never a year stale,
// and read the same on every load. The epoch is fixed once per seed
// (`resetSeedClock`) so rows made in one load agree with each other.
const HOUR = 3_600_000
const DAY = 24 * HOUR
/** How far before the seed's load day 0 lies; every seed uses days 0–22. */
const EPOCH_BEFORE_NOW = 28 * DAY

/** Day 0: 09:00 UTC on the day four weeks before `now` (a working morning, the same all day). */
const epochFor = (now: number) => Math.floor((now - EPOCH_BEFORE_NOW) / DAY) * DAY + 9 * HOUR

let loadedAt = Date.now()
let epoch = epochFor(loadedAt)

/** Pin day 0 to four weeks before `now`; the seed calls this once before it writes a row. */
export function resetSeedClock(now = Date.now()): void {
  loadedAt = now
  epoch = epochFor(now)
}

/** ISO time `days` (and `hours`) after the seed epoch. */
export const at = (days: number, hours = 0) => new Date(epoch + days * DAY + hours * HOUR).toISOString()

/** ISO time `ms` before the seed loaded: for state changes still under way when the page opened. */
export const justBefore = (ms: number) => new Date(loadedAt - ms).toISOString()

/** time_created and time_modified for a row created on `days`. */
export const stamps = (days: number, modifiedDays = days) => ({
  time_created: at(days),
  time_modified: at(modifiedDays),
})
