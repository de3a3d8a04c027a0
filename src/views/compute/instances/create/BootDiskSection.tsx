import type { Image, Snapshot } from '~/api'
import { bootSourceList, DISK_SIZE_BOUNDS, type BootSource } from '~/machines/compute/instance-create'
import { isReadySnapshot } from '~/machines/shared/find-by-name'
import type { InstanceCreateProps } from '~/machines/compute/instance-create.machine'
import { field } from '~/machines/shared/form.connect'
import { NumberField, Select, Tabs, TextField, formatBytes, type SelectOption } from '~/views/ui'
import { css } from 'styled-system/css'
import { FindByName } from './FindByName'
import { Nothing, Row, Section } from './Section'

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

  const picker = () => {
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
      <Tabs aria-label="Boot disk source" value={source} onValueChange={(v) => page.chooseBootSource(v as BootSource)} tabs={sources}>
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
