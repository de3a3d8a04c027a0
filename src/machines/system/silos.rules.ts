// The silo page's tabs, and the one a URL's `?tab=` names: the route reads
// the query as the page opens, before the silos module (its reads, forms and
// calls) loads.

/** The silo page's tabs, in the order they show; identity providers are the default (`?tab=…`). */
export const SILO_PAGE_TABS = ['idps', 'ip-pools', 'quotas', 'users', 'access'] as const
export type SiloPageTab = (typeof SILO_PAGE_TABS)[number]

/** The tab a URL's `?tab=` names; anything else is the default tab. */
export const siloPageTab = (value: unknown): SiloPageTab =>
  SILO_PAGE_TABS.find((tab) => tab === value) ?? 'idps'
