// Business constants of the API layer (spec §7 "Client behaviour", §9).

/** Lists are fetched 50 at a time with a page token. */
export const PAGE_SIZE = 50

/** Cached query results stay fresh for this long (ms). */
export const STALE_TIME = 2000
