// BFD sessions' reads: the list's one page and whether it still polls. The
// route imports these with the app; the enable form and disable stay in
// bfd.input.ts, loaded with the pages that use them.
import { fetchApi, type Read, type Schema } from '~/api'

export type BfdStatus = Schema<'BfdStatus'>

/** What the BFD page reads, and what enabling or disabling a session changes. */
export const BFD_PATH: Read = '/v1/system/networking/bfd-status'

/** The list machine's page: Nexus answers the sessions as one array. */
export const bfdSessionsPage = async () => ({
  items: await fetchApi('/v1/system/networking/bfd-status'),
  nextPage: null,
})

/** A session on its way up (or down) is still changing: the list polls while one shows. */
export const anySettling = (rows: BfdStatus[]) => rows.some((s) => s.state === 'init' || s.state === 'down')
