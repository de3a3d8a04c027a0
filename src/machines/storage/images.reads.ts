// Images as their pages read them: the project's and the silo's lists, and
// one image. Apart from images.input.ts's calls and side forms so the image
// routes take only these at boot.
import { fetchApi, type Image } from '~/api'
import type { FetchPage } from '../shared/list.machine'

export const projectImagesPage =
  (project: string): FetchPage<Image> =>
  ({ pageToken, limit, sortBy }) =>
    fetchApi('/v1/images', { query: { project, limit, pageToken, sortBy } })

/** Without a project Nexus lists the silo's images. */
export const siloImagesPage: FetchPage<Image> = ({ pageToken, limit }) =>
  fetchApi('/v1/images', { query: { limit, pageToken } })

/** A silo image by name or id; a project image by name needs its project. */
export const fetchImage = (image: string, project?: string) =>
  fetchApi('/v1/images/{image}', { path: { image }, query: project ? { project } : {} })
