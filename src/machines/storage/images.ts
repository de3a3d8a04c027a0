// Images: the reads behind the project and silo lists and the pickers, the
// calls (create from a snapshot, promote, demote, delete) and the side forms
// that make them. A project image is seen by that project only; promoting
// makes it a silo image, seen by every project of the silo; demoting moves a
// silo image into one project. Nexus has no call that edits an image. Every
// mutation marks all image reads stale: promote and demote change both lists.
import { api, fetchApi, invalidate, PICKER_LIMIT, type Image, type Project, type Snapshot } from '~/api'
import { generateName, messages, nameDescriptionErrors } from '~/validation'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'
import type { FetchPage } from '../shared/list.machine'
import type { BulkSpec } from '../shared/bulk.rules'
import { isReadySnapshot } from '../shared/find-by-name'
import { IMAGE_SOURCE_NOT_READY } from './snapshots'

/** Every image read: the lists and one image. */
const IMAGE_READS = ['/v1/images', '/v1/images/{image}'] as const

// ---- reads -------------------------------------------------------------------

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

/**
 * The promote and demote pickers' projects: one bounded request
 * (PICKER_LIMIT). A next page means the silo has more: the form then takes
 * any project's name.
 */
export const projectChoicesPage: FetchPage<Project> = () =>
  fetchApi('/v1/projects', { query: { limit: PICKER_LIMIT } })

/** One project's images for the promote picker, bounded the same way. */
export const projectImageChoicesPage =
  (project: string): FetchPage<Image> =>
  () =>
    fetchApi('/v1/images', { query: { project, limit: PICKER_LIMIT } })

// ---- calls ---------------------------------------------------------------------

/** A silo image when `project` is absent (silo collaborator and up). */
export async function deleteImage(image: string, project?: string): Promise<void> {
  await api.delete('/v1/images/{image}', { path: { image }, query: project ? { project } : {} })
  await invalidate(...IMAGE_READS)
}

/** A project image becomes a silo image. `image` is its name in `project`, or its id. */
export async function promoteImage(image: string, project?: string): Promise<Image> {
  const promoted = await api.post('/v1/images/{image}/promote', { path: { image }, query: project ? { project } : {} })
  await invalidate(...IMAGE_READS)
  return promoted
}

/** A silo image (by name or id) becomes an image of `project`. */
export async function demoteImage(image: string, project: string): Promise<Image> {
  const demoted = await api.post('/v1/images/{image}/demote', { path: { image }, query: { project } })
  await invalidate(...IMAGE_READS)
  return demoted
}

// ---- create an image from a snapshot -----------------------------------------------

export type ImageFromSnapshotValues = { name: string; description: string; os: string; version: string }

export function validateImageFromSnapshot(values: ImageFromSnapshotValues): FieldErrors<ImageFromSnapshotValues> {
  const errors: FieldErrors<ImageFromSnapshotValues> = nameDescriptionErrors(values)
  if (!values.os.trim()) errors.os = messages.required('OS')
  if (!values.version.trim()) errors.version = messages.required('Version')
  return errors
}

/** An image of `project` made from the snapshot with id `snapshotId`. */
export async function createImageFromSnapshot(
  project: string,
  snapshotId: string,
  values: ImageFromSnapshotValues,
): Promise<Image> {
  const image = await api.post('/v1/images', {
    query: { project },
    body: {
      name: values.name,
      description: values.description,
      os: values.os.trim(),
      version: values.version.trim(),
      source: { type: 'snapshot', id: snapshotId },
    },
  })
  await invalidate(...IMAGE_READS)
  return image
}

export const imageFromSnapshotFormMachine = createFormMachine<ImageFromSnapshotValues, Image>()

/** The name starts generated from the snapshot's. */
export function imageFromSnapshotFormInput(
  project: string,
  snapshot: Pick<Snapshot, 'id' | 'name' | 'state'>,
): FormInput<ImageFromSnapshotValues, Image> {
  return {
    initialValues: { name: generateName(snapshot.name, 'image'), description: '', os: '', version: '' },
    validate: validateImageFromSnapshot,
    // Refused here rather than by the server: the page can be opened for any snapshot.
    submit: (values) =>
      isReadySnapshot(snapshot)
        ? createImageFromSnapshot(project, snapshot.id, values)
        : Promise.reject(new Error(IMAGE_SOURCE_NOT_READY)),
  }
}

// ---- demote a silo image into a project ----------------------------------------------

export type DemoteImageValues = { project: string }

export function validateDemoteImage(values: DemoteImageValues): FieldErrors<DemoteImageValues> {
  return values.project ? {} : { project: messages.required('Project') }
}

export const demoteImageFormMachine = createFormMachine<DemoteImageValues, Image>()

/** `image` is the silo image's name or id. */
export function demoteImageFormInput(image: string): FormInput<DemoteImageValues, Image> {
  return {
    initialValues: { project: '' },
    validate: validateDemoteImage,
    submit: (values) => demoteImage(image, values.project),
  }
}

// ---- promote a project image, picked from the silo page -----------------------------------

/** `image` is the chosen image's name in `project`. */
export type PromoteImageValues = { project: string; image: string }

export function validatePromoteImage(values: PromoteImageValues): FieldErrors<PromoteImageValues> {
  const errors: FieldErrors<PromoteImageValues> = {}
  if (!values.project) errors.project = messages.required('Project')
  if (!values.image) errors.image = messages.required('Image')
  return errors
}

export const promoteImageFormMachine = createFormMachine<PromoteImageValues, Image>()

export function promoteImageFormInput(): FormInput<PromoteImageValues, Image> {
  return {
    initialValues: { project: '', image: '' },
    validate: validatePromoteImage,
    submit: (values) => promoteImage(values.image, values.project),
  }
}

// ---- the lists' bulk actions -----------------------------------------------------------------

export const IMAGE_BULK: BulkSpec<Image> = {
  noun: { one: 'image', many: 'images' },
  keyOf: (i) => i.id,
  nameOf: (i) => i.name,
  actions: [{ id: 'delete', label: 'Delete', doing: 'Deleting', done: 'Deleted', danger: true, confirm: true }],
}
