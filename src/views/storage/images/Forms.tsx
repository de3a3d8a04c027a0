// The silo images page's side forms: promote a project image, demote a
// silo image into a project.
import { PICKER_LIMIT, type Image, type Project } from '~/api'
import { field, type FormProps } from '~/machines/shared/form.connect'
import type { ListProps } from '~/machines/shared/list.connect'
import type { DemoteImageValues, PromoteImageValues } from '~/machines/storage/images'
import { FormModal } from '~/views/kit/FormModal'
import { NamePicker } from '~/views/kit/NamePicker'

/**
 * A list the modal reads when it opens (or when the project changes): no
 * items while loading; `more`: the list was cut at one bounded page, so a
 * name is typed (NamePicker).
 */
export type Choices<T> = { items?: T[]; error?: string; more?: boolean }

/** A picker's list machine as choices: no items while it (re)loads, so a stale list is never offered. */
export function choicesOf<T>(list: ListProps<T>): Choices<T> {
  const busy = list.isLoading || list.isFetching || list.isRefreshing
  return { items: busy || list.error ? undefined : list.rows, error: list.error, more: list.canNext }
}

type PromoteProps<R> = {
  form: FormProps<PromoteImageValues, R>
  projects: Choices<Pick<Project, 'name'>>
  /** The chosen project's images; absent until a project is chosen. */
  images?: Choices<Pick<Image, 'name' | 'os' | 'version'>>
  /** A project was picked: the owner resets the image and reads the project's images. */
  onProjectChange: (project: string) => void
  onDismiss: () => void
}

const BECOMES_SILO_IMAGE = 'The image becomes a silo image, available to every project in the silo.'

function placeholder<T>(c: Choices<T> | undefined, what: string, first?: string): string {
  if (!c) return first ?? ''
  if (c.error) return `Could not load ${what}`
  if (!c.items) return `Loading ${what}…`
  return c.items.length === 0 ? `No ${what}` : `Choose ${what === 'images' ? 'an image' : 'a project'}`
}

/** Picks a project, then one of its images, to make a silo image of it. */
export function PromoteImageForm<R>({ form, projects, images, onProjectChange, onDismiss }: PromoteProps<R>) {
  const imageChoices = images?.items ?? []
  const project = field(form, 'project')
  return (
    <FormModal
      form={form}
      title="Promote image"
      submitLabel="Promote image"
      loadErrors={[projects.error, images?.error]}
      onDismiss={onDismiss}
    >
      <NamePicker
        label="Project"
        required
        more={!!projects.more}
        disabled={!projects.items || projects.items.length === 0}
        placeholder={placeholder(projects, 'projects')}
        {...project}
        // A typed name is a project once the field is left: its images are read then, not per keystroke.
        onChange={projects.more ? project.onChange : onProjectChange}
        onBlur={() => {
          project.onBlur()
          if (projects.more) onProjectChange(project.value)
        }}
        typedDescription={`The name of a project (the first ${PICKER_LIMIT} are suggested).`}
        options={(projects.items ?? []).map((p) => ({ value: p.name, label: p.name }))}
      />
      <NamePicker
        label="Image"
        required
        more={!!images?.more}
        disabled={imageChoices.length === 0}
        placeholder={placeholder(images, 'images', 'Choose a project first')}
        {...field(form, 'image')}
        description={BECOMES_SILO_IMAGE}
        typedDescription={`The name of an image of this project (the first ${PICKER_LIMIT} are suggested). ${BECOMES_SILO_IMAGE}`}
        options={imageChoices.map((i) => ({ value: i.name, label: `${i.name} (${i.os} ${i.version})` }))}
      />
    </FormModal>
  )
}

type DemoteProps<R> = {
  image: string
  form: FormProps<DemoteImageValues, R>
  /** Undefined while the projects load. */
  projects?: Pick<Project, 'name'>[]
  /** The silo has more projects than `projects`: any project's name may be typed. */
  more?: boolean
  loadError?: string
  onDismiss: () => void
}

const BECOMES = 'The image becomes an image of this project and is no longer available to the rest of the silo.'

/** Moves a silo image into one project: it is then seen by that project only. */
export function DemoteImageForm<R>({ image, form, projects, more = false, loadError, onDismiss }: DemoteProps<R>) {
  const loading = projects === undefined && !loadError
  const none = projects !== undefined && projects.length === 0
  return (
    <FormModal
      form={form}
      title="Demote image"
      subtitle={image}
      submitLabel="Demote image"
      loadErrors={[loadError]}
      submitDisabled={loading || none || !!loadError}
      onDismiss={onDismiss}
    >
      <NamePicker
        label="Project"
        required
        more={more}
        disabled={loading || none}
        placeholder={loading ? 'Loading projects…' : none ? 'There are no projects' : 'Choose a project'}
        {...field(form, 'project')}
        description={BECOMES}
        typedDescription={`The name of a project (the first ${PICKER_LIMIT} are suggested). ${BECOMES}`}
        options={(projects ?? []).map((p) => ({ value: p.name, label: p.name }))}
      />
    </FormModal>
  )
}
