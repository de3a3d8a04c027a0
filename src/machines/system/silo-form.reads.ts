// Silos, read: the list's pages and one silo. The routes import these with
// the app; the create form and delete stay in silo-form.input.ts, loaded with
// the pages that use them.
import { fetchApi } from '~/api'
import type { PageParams } from '../shared/list.machine'

export const silosPage = ({ pageToken, limit, sortBy }: PageParams) =>
  fetchApi('/v1/system/silos', { query: { limit, pageToken, sortBy } })

export const fetchSilo = (silo: string) => fetchApi('/v1/system/silos/{silo}', { path: { silo } })
