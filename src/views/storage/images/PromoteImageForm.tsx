import type { Image, Project } from '~/api'
import type { FormProps } from '~/machines/shared/form.connect'
import type { PromoteImageValues } from '~/machines/storage/image-actions'
import { PICKER_LIMIT } from '~/api'
import { SideModalForm } from '~/views/ui'
import { NamePicker } from '~/views/kit/NamePicker'

/** A list the modal reads when it opens (or when the project changes): undefined while loading. */
/** `more`: the list was cut at one bounded page, so a name is typed (NamePicker). */
export type Choices<T> = { items?: T[]; error?: string; more?: boolean }

type Props<R> = {
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
export function PromoteImageForm<R>({ form, projects, images, onProjectChange, onDismiss }: Props<R>) {
  const loadErrors = [projects.error, images?.error].filter((e): e is string => !!e)
  const imageChoices = images?.items ?? []
  return (
    <SideModalForm
      title="Promote image"
      submitLabel="Promote image"
      errors={[...loadErrors, ...form.formErrors]}
      submitting={form.isSubmitting}
      dirty={form.isDirty}
      onSubmit={form.submit}
      onDismiss={onDismiss}
    >
      <NamePicker
        label="Project"
        name="project"
        required
        more={!!projects.more}
        disabled={!projects.items || projects.items.length === 0}
        placeholder={placeholder(projects, 'projects')}
        value={form.values.project}
        error={form.errors.project}
        // A typed name is a project once the field is left: its images are read then, not per keystroke.
        onChange={projects.more ? (v) => form.change('project', v) : onProjectChange}
        onBlur={() => {
          form.blur('project')
          if (projects.more) onProjectChange(form.values.project)
        }}
        typedDescription={`The name of a project (the first ${PICKER_LIMIT} are suggested).`}
        options={(projects.items ?? []).map((p) => ({ value: p.name, label: p.name }))}
      />
      <NamePicker
        label="Image"
        name="image"
        required
        more={!!images?.more}
        disabled={imageChoices.length === 0}
        placeholder={placeholder(images, 'images', 'Choose a project first')}
        value={form.values.image}
        error={form.errors.image}
        onChange={(v) => form.change('image', v)}
        onBlur={() => form.blur('image')}
        description={BECOMES_SILO_IMAGE}
        typedDescription={`The name of an image of this project (the first ${PICKER_LIMIT} are suggested). ${BECOMES_SILO_IMAGE}`}
        options={imageChoices.map((i) => ({ value: i.name, label: `${i.name} (${i.os} ${i.version})` }))}
      />
    </SideModalForm>
  )
}
