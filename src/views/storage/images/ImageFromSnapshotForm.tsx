import type { FormProps } from '~/machines/shared/form.connect'
import type { ImageFromSnapshotValues } from '~/machines/storage/image-actions'
import { SideModalForm, TextField } from '~/views/ui'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

type Props<R> = {
  /** The snapshot the image is made from, shown under the title. */
  snapshot: string
  form: FormProps<ImageFromSnapshotValues, R>
  onDismiss: () => void
}

export function ImageFromSnapshotForm<R>({ snapshot, form, onDismiss }: Props<R>) {
  return (
    <SideModalForm
      title="Create image from snapshot"
      subtitle={`From snapshot ${snapshot}`}
      submitLabel="Create image"
      errors={form.formErrors}
      submitting={form.isSubmitting}
      dirty={form.isDirty}
      onSubmit={form.submit}
      onDismiss={onDismiss}
    >
      <NameDescriptionFields form={form} />
      <TextField
        label="OS"
        name="os"
        required
        value={form.values.os}
        error={form.errors.os}
        onChange={(v) => form.change('os', v)}
        onBlur={() => form.blur('os')}
        description="The operating system family, e.g. Debian or Ubuntu"
      />
      <TextField
        label="Version"
        name="version"
        required
        value={form.values.version}
        error={form.errors.version}
        onChange={(v) => form.change('version', v)}
        onBlur={() => form.blur('version')}
        description="The operating system version, e.g. 12 or 24.04"
      />
    </SideModalForm>
  )
}
