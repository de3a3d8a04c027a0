// The silos a pool is linked to: the tab's rows (each link with its silo's
// name), the link form (used with the form machine), make default and unlink.
// Links decide which pools a silo's users see, so writes invalidate both views.
import { allPages, api, fetchApi, invalidate, MAX_LIMIT, type IpPoolSiloLink, type Silo } from '~/api'
import { messages } from '~/validation'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import type { PageParams } from '../shared/list.machine'

/** A link with its silo's name (undefined when the silo could not be read). */
export type PoolSiloRow = IpPoolSiloLink & { siloName?: string }

export type LinkSiloValues = { silo: string; isDefault: boolean }

export const linkSiloInitialValues: LinkSiloValues = { silo: '', isDefault: false }

export function validateLinkSilo(values: LinkSiloValues): FieldErrors<LinkSiloValues> {
  return { silo: values.silo ? undefined : messages.required('Silo') }
}

const siloName = (id: string) =>
  fetchApi('/v1/system/silos/{silo}', { path: { silo: id } }).then(
    (s) => s.name,
    () => undefined,
  )

/** A page of the pool's links, each with its silo's name (read by id: a silo need not be discoverable). */
export const poolSilosPage =
  (pool: string) =>
  async ({ pageToken, limit }: PageParams) => {
    const page = await fetchApi('/v1/system/ip-pools/{pool}/silos', { path: { pool }, query: { limit, pageToken } })
    const items: PoolSiloRow[] = await Promise.all(
      page.items.map(async (link) => ({ ...link, siloName: await siloName(link.siloId) })),
    )
    return { ...page, items }
  }

/** The silos the link form offers: every silo the list shows that the pool is not linked to yet. */
export async function loadLinkableSilos(pool: string): Promise<Silo[]> {
  const [silos, links] = await Promise.all([
    allPages((pageToken) => fetchApi('/v1/system/silos', { query: { limit: MAX_LIMIT, pageToken } })),
    allPages((pageToken) =>
      fetchApi('/v1/system/ip-pools/{pool}/silos', { path: { pool }, query: { limit: MAX_LIMIT, pageToken } }),
    ),
  ])
  const linked = new Set(links.map((l) => l.siloId))
  return silos.filter((s) => !linked.has(s.id))
}

async function invalidateLinks(): Promise<void> {
  await Promise.all([invalidate('/v1/system/ip-pools', '/v1/system/ip-pools/{pool}', '/v1/system/ip-pools/{pool}/ranges', '/v1/system/ip-pools/{pool}/silos', '/v1/system/ip-pools/{pool}/utilization'), invalidate('/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas'), invalidate('/v1/ip-pools')])
}

/**
 * Links the pool; as the silo's default, it then takes the default over.
 * (Nexus refuses a link made default while the silo has another default, and
 * a make-default demotes the old one: two calls say what the user meant.)
 */
export async function linkSilo(pool: string, values: LinkSiloValues): Promise<IpPoolSiloLink> {
  try {
    const link = await api.post('/v1/system/ip-pools/{pool}/silos', {
      path: { pool },
      body: { silo: values.silo, isDefault: false },
    })
    if (!values.isDefault) return link
    return await api.put('/v1/system/ip-pools/{pool}/silos/{silo}', {
      path: { pool, silo: values.silo },
      body: { isDefault: true },
    })
  } finally {
    // Even a half-done link (linked, not made default) is news to the lists.
    await invalidateLinks()
  }
}

export async function makeDefault(pool: string, silo: string): Promise<void> {
  await api.put('/v1/system/ip-pools/{pool}/silos/{silo}', { path: { pool, silo }, body: { isDefault: true } })
  await invalidateLinks()
}

export async function unlinkSilo(pool: string, silo: string): Promise<void> {
  await api.delete('/v1/system/ip-pools/{pool}/silos/{silo}', { path: { pool, silo } })
  await invalidateLinks()
}

export function linkSiloFormInput(pool: string): FormInput<LinkSiloValues, IpPoolSiloLink> {
  return { initialValues: linkSiloInitialValues, validate: validateLinkSilo, submit: (v) => linkSilo(pool, v) }
}
