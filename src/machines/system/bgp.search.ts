// The BGP page's tabs, chosen by query. Apart from bgp.rules.ts so
// the route's `validateSearch` brings only this with the app.

export const BGP_TABS = [
  { value: 'status', label: 'Status' },
  { value: 'configs', label: 'Configs' },
  { value: 'announce-sets', label: 'Announce sets' },
] as const
export type BgpTab = (typeof BGP_TABS)[number]['value']
export type BgpSearch = { tab?: Exclude<BgpTab, 'status'> }

/** `?tab=configs` or `?tab=announce-sets`; anything else is the status tab (no query). */
export function parseBgpSearch(s: Record<string, unknown>): BgpSearch {
  return s.tab === 'configs' || s.tab === 'announce-sets' ? { tab: s.tab } : {}
}
