import type { Image } from '~/api'
import { isReadySnapshot } from '~/machines/storage/snapshot-form'
import {
  BLOCK_SIZES,
  DISK_SIZE_GIB,
  minDiskSize,
  sizeDescription,
  sourceChange,
  truncatedHint,
  type BlockSize,
  type DiskFormPickers,
  type DiskFormValues,
  type DiskSourceType,
} from '~/machines/storage/disk-form'
import type { FormProps } from '~/machines/shared/form.connect'
import { NumberField, RadioGroup, Select, SideModalForm, formatBytes } from '~/views/ui'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

type Props<R> = {
  form: FormProps<DiskFormValues, R>
  pickers: DiskFormPickers
  onDismiss: () => void
}

const SOURCES: { value: DiskSourceType; label: string; description: string }[] = [
  { value: 'blank', label: 'Blank', description: 'An empty disk of the size and block size you choose' },
  { value: 'snapshot', label: 'Snapshot', description: 'A copy of one of this project’s snapshots' },
  { value: 'image', label: 'Image', description: 'A copy of a project or silo image' },
]

const imageOption = (scope: 'project' | 'silo') => (i: Image) => ({
  value: i.id,
  label: `${i.name} (${scope} image, ${formatBytes(i.size)})`,
})

/** 'New disk': a blank disk, or one made from a snapshot or an image. */
export function DiskForm<R>({ form, pickers, onDismiss }: Props<R>) {
  const { values, errors, change, blur } = form
  // Picking a source may raise the size to hold it (the form definition says how).
  const pick = <K extends 'source' | 'snapshotId' | 'imageId'>(name: K, value: DiskFormValues[K]) => {
    for (const [key, v] of Object.entries(sourceChange(values, pickers, name, value))) {
      change(key as keyof DiskFormValues, v as never)
    }
  }
  const noImages = pickers.projectImages.length + pickers.siloImages.length === 0
  return (
    <SideModalForm
      title="Create disk"
      submitLabel="Create disk"
      errors={form.formErrors}
      submitting={form.isSubmitting}
      dirty={form.isDirty}
      onSubmit={form.submit}
      onDismiss={onDismiss}
    >
      <NameDescriptionFields form={form} />
      <RadioGroup
        label="Source"
        name="source"
        options={SOURCES}
        value={values.source}
        onChange={(v) => pick('source', v as DiskSourceType)}
      />
      {values.source === 'blank' && (
        <Select
          label="Block size"
          name="blockSize"
          required
          options={BLOCK_SIZES.map((b) => ({ value: String(b), label: `${b} bytes` }))}
          value={String(values.blockSize)}
          error={errors.blockSize}
          onChange={(v) => change('blockSize', Number(v) as BlockSize)}
        />
      )}
      {values.source === 'snapshot' && (
        <Select
          label="Snapshot"
          name="snapshotId"
          required
          placeholder="Select a snapshot"
          options={pickers.snapshots.map((s) => ({
            value: s.id,
            label: `${s.name} (${formatBytes(s.size)}${isReadySnapshot(s) ? '' : `, ${s.state}`})`,
            disabled: !isReadySnapshot(s),
          }))}
          value={values.snapshotId}
          error={errors.snapshotId}
          description={pickers.snapshots.length === 0 ? 'This project has no snapshots' : truncatedHint(pickers, 'snapshots')}
          onChange={(v) => pick('snapshotId', v)}
          onBlur={() => blur('snapshotId')}
        />
      )}
      {values.source === 'image' && (
        <Select
          label="Image"
          name="imageId"
          required
          placeholder="Select an image"
          options={[...pickers.projectImages.map(imageOption('project')), ...pickers.siloImages.map(imageOption('silo'))]}
          value={values.imageId}
          error={errors.imageId}
          description={noImages ? 'There are no project or silo images' : truncatedHint(pickers, 'images')}
          onChange={(v) => pick('imageId', v)}
          onBlur={() => blur('imageId')}
        />
      )}
      <NumberField
        label="Size"
        name="size"
        required
        unit="GiB"
        min={minDiskSize(values, pickers)}
        max={DISK_SIZE_GIB.max}
        step={1}
        value={values.size}
        error={errors.size}
        onChange={(v) => change('size', v)}
        onBlur={() => blur('size')}
        description={sizeDescription(values, pickers)}
      />
    </SideModalForm>
  )
}
