import type { Image, Snapshot } from '~/api'
import { bootSourceList, DISK_SIZE_BOUNDS, type BootSource } from '~/machines/compute/instance-create'
import { isReadySnapshot } from '~/machines/shared/find-by-name'
import type { InstanceCreateProps } from '~/machines/compute/instance-create.machine'
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
  const { values, errors, change, blur, pickers } = page
  const source = values.bootSource
  // A list cut at its first page says so, and finds any other item by name.
  const more = !!page.more[bootSourceList[source]]

  const picker = () => {
    switch (source) {
      case 'siloImage':
      case 'projectImage': {
        const images = source === 'siloImage' ? pickers.siloImages : pickers.projectImages
        const field = source === 'siloImage' ? 'siloImageId' : 'projectImageId'
        if (images.length === 0 && !more) return <Nothing>{source === 'siloImage' ? 'No silo images' : 'No images in this project'}</Nothing>
        return (
          <Select
            label="Image"
            name={field}
            required
            placeholder="Choose an image"
            options={images.map(imageOption)}
            value={values[field]}
            error={errors[field]}
            onChange={page.chooseBootItem}
          />
        )
      }
      case 'snapshot':
        if (pickers.snapshots.length === 0 && !more) return <Nothing>No snapshots in this project</Nothing>
        return (
          <Select
            label="Snapshot"
            name="snapshotId"
            required
            placeholder="Choose a snapshot"
            options={pickers.snapshots.map(snapshotOption)}
            value={values.snapshotId}
            error={errors.snapshotId}
            onChange={page.chooseBootItem}
          />
        )
      case 'disk':
        if (page.bootableDisks.length === 0 && !more) return <Nothing>No detached disks in this project</Nothing>
        return (
          <Select
            label="Disk"
            name="bootDiskAttach"
            required
            placeholder="Choose a disk"
            options={page.bootableDisks.map((d) => ({ value: d.name, label: `${d.name} — ${formatBytes(d.size)}` }))}
            value={values.bootDiskAttach}
            error={errors.bootDiskAttach}
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
                name="bootDiskName"
                required
                value={values.bootDiskName}
                error={errors.bootDiskName}
                onChange={(v) => change('bootDiskName', v)}
                onBlur={() => blur('bootDiskName')}
              />
              <NumberField
                label="Disk size"
                name="bootDiskSize"
                unit="GiB"
                required
                min={page.minBootDiskSize}
                max={DISK_SIZE_BOUNDS.max}
                step={1}
                value={values.bootDiskSize}
                error={errors.bootDiskSize}
                onChange={(v) => change('bootDiskSize', v)}
                onBlur={() => blur('bootDiskSize')}
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
