// Business constants of the API layer.

/** Lists are fetched 50 at a time with a page token. */
export const PAGE_SIZE = 50

/** Cached query results stay fresh for this long (ms). */
export const STALE_TIME = 2000

/** Nexus sizes are bytes; memory and disk units are multiples of 1024. */
export const KiB = 1024
export const MiB = 1024 * KiB
export const GiB = 1024 * MiB
export const TiB = 1024 * GiB
