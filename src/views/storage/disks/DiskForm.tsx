import type { Image } from '~/api'
import { isReadySnapshot } from '~/machines/shared/find-by-name'
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
  withFound,
} from '~/machines/storage/disk-form'
import type { FormProps } from '~/machines/shared/form.connect'
import { NumberField, RadioGroup, Select, SideModalForm, formatBytes } from '~/views/ui'
import { FindField } from '~/views/kit/FindField'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

/** A lookup by name under a cut picker (machines/shared/find.machine.ts). */
export type DiskSourceFind = { finding: boolean; error?: string; onFind: (name: string) => void }

type Props<R> = {
  form: FormProps<DiskFormValues, R>
  pickers: DiskFormPickers
  /** Present when a source list was cut at its first page. */
  find?: DiskSourceFind
  onDismiss: () => void
}

const SOURCES: { value: DiskSourceType; label: string; description: string }[] = [
  { value: 'blank', label: 'Blank', description: 'An empty disk of the size and block size you choose' },
  { value: 'snapshot', label: 'Snapshot', description: 'A copy of one of this project’s snapshots' },
  { value: 'image', label: 'Image', description: 'A copy of a project or silo image' },
]

/** An image found by name says its scope from where it lives (a silo image has no project). */
const imageOption = (scope: 'project' | 'silo' | undefined) => (i: Image) => ({
  value: i.id,
  label: `${i.name} (${scope ?? (i.projectId ? 'project' : 'silo')} image, ${formatBytes(i.size)})`,
})

/** 'New disk': a blank disk, or one made from a snapshot or an image. */
export function DiskForm<R>({ form, pickers: loaded, find, onDismiss }: Props<R>) {
  const { values, errors, change, blur } = form
  // The first pages, and whatever was found by name past them.
  const pickers = withFound(values, loaded)
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
      {values.source === 'snapshot' && find && pickers.more?.snapshots && (
        <FindField
          key="snapshot"
          label="Find a snapshot by name"
          name="find-snapshot"
          note="To use a snapshot not listed, enter its exact name."
          {...find}
        />
      )}
      {values.source === 'image' && (
        <Select
          label="Image"
          name="imageId"
          required
          placeholder="Select an image"
          options={[
            ...pickers.projectImages.map(imageOption('project')),
            ...pickers.siloImages.map(imageOption('silo')),
            ...(pickers.images ?? []).map(imageOption(undefined)),
          ]}
          value={values.imageId}
          error={errors.imageId}
          description={noImages ? 'There are no project or silo images' : truncatedHint(pickers, 'images')}
          onChange={(v) => pick('imageId', v)}
          onBlur={() => blur('imageId')}
        />
      )}
      {values.source === 'image' && find && (pickers.more?.projectImages || pickers.more?.siloImages) && (
        <FindField
          key="image"
          label="Find an image by name"
          name="find-image"
          note="To use an image not listed, enter its exact name (a project image, or else a silo image)."
          {...find}
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
