// BFD sessions' reads: the list's one page and whether it still polls. The
// route imports these with the app; the enable form and disable stay in
// bfd.input.ts, loaded with the pages that use them.
import { fetchApi, type Schema } from '~/api'

export type BfdStatus = Schema<'BfdStatus'>

/** Every BFD call sits under this prefix. */
export const BFD_PATH = '/v1/system/networking/bfd'

/** The list machine's page: Nexus answers the sessions as one array. */
export const bfdSessionsPage = async () => ({
  items: await fetchApi('/v1/system/networking/bfd-status'),
  nextPage: null,
})

/** A session on its way up (or down) is still changing: the list polls while one shows. */
export const anySettling = (rows: BfdStatus[]) => rows.some((s) => s.state === 'init' || s.state === 'down')
