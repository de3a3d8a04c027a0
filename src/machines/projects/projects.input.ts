// The projects pages' reads: the list's pages and one project (the edit form).
import { fetchApi } from '~/api'
import type { PageParams } from '../shared/list.machine'

export const projectsPage = ({ pageToken, limit, sortBy }: PageParams) =>
  fetchApi('/v1/projects', { query: { limit, pageToken, sortBy } })

/** One project, by name or id. */
export const fetchProject = (project: string) => fetchApi('/v1/projects/{project}', { path: { project } })
