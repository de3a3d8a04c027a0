import type { Image } from '~/api'
import { isReadySnapshot } from '~/machines/shared/find-by-name'
import {
  BLOCK_SIZES,
  DISK_SIZE_GIB,
  minDiskSize,
  sizeDescription,
  sourceChange,
  truncatedHint,
  type DiskFormPickers,
  type DiskFormValues,
  type DiskSourceType,
  withFound,
} from '~/machines/storage/disks'
import { field, setFields, type FormProps } from '~/machines/shared/form.connect'
import { sectionData, type Section } from '~/machines/shared/section'
import { PickerField } from '~/views/kit/SectionColumn'
import { NumberField, RadioGroup, Select, formatBytes } from '~/views/ui'
import { FindField } from '~/views/kit/FindField'
import { NameDescriptionForm } from '~/views/kit/NameDescriptionForm'

/** A lookup by name under a cut picker (machines/shared/find.machine.ts). */
export type DiskSourceFind = { finding: boolean; error?: string; onFind: (name: string) => void }

type Props<R> = {
  form: FormProps<DiskFormValues, R>
  /** The snapshots and images to choose from: a part of the form, read as it opens. */
  pickers: Section<DiskFormPickers>
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
const NONE: DiskFormPickers = { snapshots: [], projectImages: [], siloImages: [] }

export function DiskForm<R>({ form, pickers: section, find, onDismiss }: Props<R>) {
  const { values } = form
  // The first pages, and whatever was found by name past them (none while they are read).
  const pickers = withFound(values, sectionData(section, NONE))
  // Picking a source may raise the size to hold it (the form definition says how).
  const pick = <K extends 'source' | 'snapshotId' | 'imageId'>(name: K, value: DiskFormValues[K]) =>
    setFields(form, sourceChange(values, pickers, name, value))
  const noImages = pickers.projectImages.length + pickers.siloImages.length === 0
  return (
    <NameDescriptionForm form={form} noun="disk" mode="create" onDismiss={onDismiss}>
      <RadioGroup
        label="Source"
        options={SOURCES}
        {...field(form, 'source')}
        onChange={(v) => pick('source', v)}
      />
      {values.source === 'blank' && (
        <Select
          label="Block size"
          required
          options={BLOCK_SIZES.map((b) => ({ value: b, label: `${b} bytes` }))}
          {...field(form, 'blockSize')}
        />
      )}
      {values.source === 'snapshot' && (
        <PickerField section={section} what="the project’s snapshots" label="Snapshot" required error={form.errors.snapshotId}>
          {() => (
            <Select
              label="Snapshot"
              required
              placeholder="Select a snapshot"
              options={pickers.snapshots.map((s) => ({
                value: s.id,
                label: `${s.name} (${formatBytes(s.size)}${isReadySnapshot(s) ? '' : `, ${s.state}`})`,
                disabled: !isReadySnapshot(s),
              }))}
              description={pickers.snapshots.length === 0 ? 'This project has no snapshots' : truncatedHint(pickers, 'snapshots')}
              {...field(form, 'snapshotId')}
              onChange={(v) => pick('snapshotId', v)}
            />
          )}
        </PickerField>
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
        <PickerField section={section} what="the project and silo images" label="Image" required error={form.errors.imageId}>
          {() => (
            <Select
              label="Image"
              required
              placeholder="Select an image"
              options={[
                ...pickers.projectImages.map(imageOption('project')),
                ...pickers.siloImages.map(imageOption('silo')),
                ...(pickers.images ?? []).map(imageOption(undefined)),
              ]}
              description={noImages ? 'There are no project or silo images' : truncatedHint(pickers, 'images')}
              {...field(form, 'imageId')}
              onChange={(v) => pick('imageId', v)}
            />
          )}
        </PickerField>
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
        required
        unit="GiB"
        min={minDiskSize(values, pickers)}
        max={DISK_SIZE_GIB.max}
        step={1}
        {...field(form, 'size')}
        description={sizeDescription(values, pickers)}
      />
    </NameDescriptionForm>
  )
}
