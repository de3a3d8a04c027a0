// The create form's disk sections: the boot disk and the additional disks.
import type { Image, Snapshot } from '~/api'
import { type AdditionalDisk, type BootSource, DISK_SIZE_BOUNDS, MAX_DISKS } from '~/machines/compute/instance-create'
import { bootItemField, bootSourceList } from '~/machines/compute/instance-create-boot'
import { isReadySnapshot } from '~/machines/shared/find-by-name'
import type { InstanceCreateProps } from '~/machines/compute/instance-create.machine'
import { field } from '~/machines/shared/form.connect'
import { Button, formatBytes, GiB, NumberField, Select, type SelectOption, Table, Tabs, TextField } from '~/views/ui'
import { css } from 'styled-system/css'
import { FindByName } from './Sections'
import { Nothing, Row, Section } from './Section'
import { PickerField } from '~/views/kit/SectionColumn'

/** How each boot source's list is named where it could not be read. */
const LIST_WHAT = {
  siloImages: 'the silo’s images',
  projectImages: 'the project’s images',
  snapshots: 'the project’s snapshots',
  disks: 'the project’s disks',
} as const

const sources: { value: BootSource; label: string }[] = [
  { value: 'siloImage', label: 'Silo images' },
  { value: 'projectImage', label: 'Project images' },
  { value: 'snapshot', label: 'Snapshots' },
  { value: 'disk', label: 'Existing disks' },
]

const imageOption = (i: Image): SelectOption => ({
  value: i.id,
  label: `${i.name} — ${i.os} ${i.version}, ${formatBytes(i.size)}`,
})
const snapshotOption = (s: Snapshot): SelectOption => ({
  value: s.id,
  label: `${s.name} — ${formatBytes(s.size)}${isReadySnapshot(s) ? '' : ` (${s.state})`}`,
  disabled: !isReadySnapshot(s),
})

export function BootDiskSection({ page }: { page: InstanceCreateProps }) {
  const { values, pickers } = page
  const source = values.bootSource
  // A list cut at its first page says so, and finds any other item by name.
  const more = !!page.more[bootSourceList[source]]

  const list = bootSourceList[source]
  const itemField = bootItemField[source]
  const picker = () => (
    // The list is a part of the page: its picker waits, or says why it could not be read, in its place.
    <PickerField section={page.lists[list]} what={LIST_WHAT[list]} label={source === 'snapshot' ? 'Snapshot' : source === 'disk' ? 'Disk' : 'Image'} required error={page.errors[itemField]}>
      {() => choices()}
    </PickerField>
  )
  const choices = () => {
    switch (source) {
      case 'siloImage':
      case 'projectImage': {
        const images = source === 'siloImage' ? pickers.siloImages : pickers.projectImages
        const name = source === 'siloImage' ? 'siloImageId' : 'projectImageId'
        if (images.length === 0 && !more) return <Nothing>{source === 'siloImage' ? 'No silo images' : 'No images in this project'}</Nothing>
        return (
          <Select
            label="Image"
            required
            placeholder="Choose an image"
            options={images.map(imageOption)}
            {...field(page, name)}
            onChange={page.chooseBootItem}
          />
        )
      }
      case 'snapshot':
        if (pickers.snapshots.length === 0 && !more) return <Nothing>No snapshots in this project</Nothing>
        return (
          <Select
            label="Snapshot"
            required
            placeholder="Choose a snapshot"
            options={pickers.snapshots.map(snapshotOption)}
            {...field(page, 'snapshotId')}
            onChange={page.chooseBootItem}
          />
        )
      case 'disk':
        if (page.bootableDisks.length === 0 && !more) return <Nothing>No detached disks in this project</Nothing>
        return (
          <Select
            label="Disk"
            required
            placeholder="Choose a disk"
            options={page.bootableDisks.map((d) => ({ value: d.name, label: `${d.name} — ${formatBytes(d.size)}` }))}
            {...field(page, 'bootDiskAttach')}
            onChange={page.chooseBootItem}
            description="A detached disk of this project, attached as it is"
          />
        )
    }
  }

  return (
    <Section title="Boot disk" hint="The disk the instance starts from.">
      <Tabs aria-label="Boot disk source" value={source} onValueChange={(v) => page.chooseBootSource(v)} tabs={sources}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
          {picker()}
          {more && <FindByName key={source} page={page} list={bootSourceList[source]} />}
          {source !== 'disk' && (
            <Row>
              <TextField
                label="Disk name"
                required
                {...field(page, 'bootDiskName')}
              />
              <NumberField
                label="Disk size"
                unit="GiB"
                required
                min={page.minBootDiskSize}
                max={DISK_SIZE_BOUNDS.max}
                step={1}
                {...field(page, 'bootDiskSize')}
                description={`${page.minBootDiskSize}–${DISK_SIZE_BOUNDS.max} GiB${
                  page.minBootDiskSize > DISK_SIZE_BOUNDS.min ? `; at least the ${source === 'snapshot' ? 'snapshot' : 'image'}'s size` : ''
                }`}
              />
            </Row>
          )}
        </div>
      </Tabs>
    </Section>
  )
}

const errorClass = css({ fontSize: 'xs', color: 'danger' })
// At 320 px the two buttons are wider than the form: they wrap, rather than run
// into the page's margin and, beside a classic scrollbar (Firefox's), past the
// page's edge.
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })

type Row = { disk: AdditionalDisk; index: number }

export function DisksSection({
  page,
  onCreateDisk,
  onAttachDisk,
}: {
  page: InstanceCreateProps
  onCreateDisk: () => void
  onAttachDisk: () => void
}) {
  const { values, errors, pickers } = page
  const rows: Row[] = values.disks.map((disk, index) => ({ disk, index }))
  const sizeOf = (d: AdditionalDisk) =>
    d.type === 'create' ? d.size * GiB : pickers.disks.find((p) => p.name === d.name)?.size
  const full = `An instance can have at most ${MAX_DISKS} disks`
  return (
    <Section title="Additional disks" hint={`Up to ${MAX_DISKS} disks in all, the boot disk included.`}>
      {rows.length === 0 ? (
        <Nothing>No additional disks</Nothing>
      ) : (
        <Table
          label="Additional disks"
          rows={rows}
          rowKey={(r) => `${r.disk.type}:${r.disk.name}`}
          columns={[
            { header: 'Name', cell: (r) => r.disk.name },
            { header: 'Type', cell: (r) => (r.disk.type === 'create' ? 'New, blank' : 'Existing'), width: '8rem' },
            {
              header: 'Size',
              cell: (r) => {
                const size = sizeOf(r.disk)
                return size === undefined ? '—' : formatBytes(size)
              },
              width: '7rem',
            },
            {
              header: 'Actions',
              hideHeader: true,
              cell: (r) => (
                <Button size="sm" variant="ghost" aria-label={`Remove disk ${r.disk.name}`} onClick={() => page.removeDisk(r.index)}>
                  Remove
                </Button>
              ),
              width: '7rem',
            },
          ]}
        />
      )}
      {errors.disks && (
        <p role="alert" className={errorClass}>
          {errors.disks}
        </p>
      )}
      <div className={actions}>
        <Button variant="secondary" onClick={onCreateDisk} disabled={!page.canAddDisk} disabledReason={full}>
          Create new disk
        </Button>
        <Button
          variant="secondary"
          onClick={onAttachDisk}
          // With more disks than the page read, one may be attached by name; the disks must be read first.
          disabled={!page.canAddDisk || page.lists.disks.status !== 'ready' || (page.attachableDisks.length === 0 && !page.more.disks)}
          disabledReason={
            !page.canAddDisk
              ? full
              : page.lists.disks.status === 'pending'
                ? 'Reading the project’s disks…'
                : page.lists.disks.status === 'failed'
                  ? `Could not read the project’s disks: ${page.lists.disks.message}`
                  : 'No detached disks to attach'
          }
        >
          Attach existing disk
        </Button>
      </div>
    </Section>
  )
}
