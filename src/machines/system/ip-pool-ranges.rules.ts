// How an IP range reads: its text and its version. Apart from
// ip-pool-ranges.input.ts so the add-range route's toast (`nameOf`) brings
// only this with the app, not the form.
import type { IpRange } from '~/api'

/** 4 or 6: the range's IP version (Nexus's ranges are one version: its first address says which). */
export const rangeVersion = (range: IpRange): 4 | 6 => (range.first.includes(':') ? 6 : 4)

/** '10.0.0.1–10.0.0.9', for toasts and confirm questions. */
export const rangeText = (range: IpRange) => `${range.first}–${range.last}`
