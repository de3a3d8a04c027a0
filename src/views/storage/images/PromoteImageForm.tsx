import type { Image, Project } from '~/api'
import type { FormProps } from '~/machines/shared/form.connect'
import type { PromoteImageValues } from '~/machines/storage/image-actions'
import { Select, SideModalForm } from '~/views/ui'

/** A list the modal reads when it opens (or when the project changes): undefined while loading. */
export type Choices<T> = { items?: T[]; error?: string }

type Props<R> = {
  form: FormProps<PromoteImageValues, R>
  projects: Choices<Pick<Project, 'name'>>
  /** The chosen project's images; absent until a project is chosen. */
  images?: Choices<Pick<Image, 'name' | 'os' | 'version'>>
  /** A project was picked: the owner resets the image and reads the project's images. */
  onProjectChange: (project: string) => void
  onDismiss: () => void
}

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
      <Select
        label="Project"
        name="project"
        required
        disabled={!projects.items || projects.items.length === 0}
        placeholder={placeholder(projects, 'projects')}
        value={form.values.project}
        error={form.errors.project}
        onChange={onProjectChange}
        onBlur={() => form.blur('project')}
        options={(projects.items ?? []).map((p) => ({ value: p.name, label: p.name }))}
      />
      <Select
        label="Image"
        name="image"
        required
        disabled={imageChoices.length === 0}
        placeholder={placeholder(images, 'images', 'Choose a project first')}
        value={form.values.image}
        error={form.errors.image}
        onChange={(v) => form.change('image', v)}
        onBlur={() => form.blur('image')}
        description="The image becomes a silo image, available to every project in the silo."
        options={imageChoices.map((i) => ({ value: i.name, label: `${i.name} (${i.os} ${i.version})` }))}
      />
    </SideModalForm>
  )
}
