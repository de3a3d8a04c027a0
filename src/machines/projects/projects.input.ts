// The projects pages' reads: the list's pages and one project (the edit form).
import { fetchApi } from '~/api'
import type { PageParams } from '../shared/list.machine'

export const projectsPage = ({ pageToken, limit }: PageParams) => fetchApi('/v1/projects', { query: { limit, pageToken } })

/** One project, by name or id. */
export const fetchProject = (project: string) => fetchApi('/v1/projects/{project}', { path: { project } })
