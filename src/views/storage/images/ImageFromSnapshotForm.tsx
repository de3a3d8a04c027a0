import type { Image, Snapshot } from '~/api'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import type { ImageFromSnapshotValues } from '~/machines/storage/images.input'
import { TextField } from '~/views/ui'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

/** `loaded`: the snapshot the image is made from, named under the title. */
type Props = FormViewProps<ImageFromSnapshotValues, Image, Snapshot>

export function ImageFromSnapshotForm({ loaded: snapshot, form, onDismiss }: Props) {
  return (
    <FormModal
      form={form}
      title="Create image from snapshot"
      subtitle={`From snapshot ${snapshot.name}`}
      submitLabel="Create image"
      onDismiss={onDismiss}
    >
      <NameDescriptionFields form={form} />
      <TextField
        label="OS"
        required
        {...field(form, 'os')}
        description="The operating system family, e.g. Debian or Ubuntu"
      />
      <TextField
        label="Version"
        required
        {...field(form, 'version')}
        description="The operating system version, e.g. 12 or 24.04"
      />
    </FormModal>
  )
}
