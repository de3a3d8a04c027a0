import type { Project } from '~/api'
import { field, type FormProps } from '~/machines/shared/form.connect'
import type { DemoteImageValues } from '~/machines/storage/images.input'
import { PICKER_LIMIT } from '~/api'
import { FormModal } from '~/views/kit/FormModal'
import { NamePicker } from '~/views/kit/NamePicker'

type Props<R> = {
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
export function DemoteImageForm<R>({ image, form, projects, more = false, loadError, onDismiss }: Props<R>) {
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
