// The IP pools linked to one silo (the silo page's IP pools tab): the list,
// the pools it may still link, and link / make default / unlink — the same
// link calls as the pool page's linked-silos tab (ip-pool-silos.ts), seen
// from the silo's side.
import { allPages, fetchApi, MAX_LIMIT, type IpPool, type IpPoolSiloLink } from '~/api'
import { messages } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { FetchPage } from '../shared/list.machine'
import { linkSilo, makeDefault, unlinkSilo } from './ip-pool-silos.input'
import { siloIpPoolsPage } from './silo-ip-pools.reads'

// The list's read lives apart (the silo page's route reads it with the app); here as before for the pages and tests.
export { siloIpPoolsPage, type SiloIpPool } from './silo-ip-pools.reads'

export type { IpPool }

/** Every pool not yet linked to the silo, in one page, for the link form's picker. */
export const linkablePoolsPage =
  (silo: string): FetchPage<IpPool> =>
  async () => {
    const [pools, linked] = await Promise.all([
      allPages((pageToken) => fetchApi('/v1/system/ip-pools', { query: { limit: MAX_LIMIT, pageToken } })),
      allPages((pageToken) => siloIpPoolsPage(silo)({ limit: MAX_LIMIT, pageToken })),
    ])
    const taken = new Set(linked.map((p) => p.id))
    return { items: pools.filter((p) => !taken.has(p.id)), nextPage: null }
  }

/** A new link is never the default: making one the default is its own, visible step. */
export const linkPool = (silo: string, pool: string): Promise<IpPoolSiloLink> => linkSilo(pool, { silo, isDefault: false })

/** The silo's other default, if any, stays linked but is no longer the default. */
export const makeDefaultPool = (silo: string, pool: string): Promise<void> => makeDefault(pool, silo)

export const unlinkPool = (silo: string, pool: string): Promise<void> => unlinkSilo(pool, silo)

export type LinkPoolValues = { pool: string }

export function validateLinkPool(values: LinkPoolValues): FieldErrors<LinkPoolValues> {
  return values.pool ? {} : { pool: messages.required('IP pool') }
}

export function linkPoolFormInput(silo: string): FormInput<LinkPoolValues, IpPoolSiloLink> {
  return { initialValues: { pool: '' }, validate: validateLinkPool, submit: (v) => linkPool(silo, v.pool) }
}
