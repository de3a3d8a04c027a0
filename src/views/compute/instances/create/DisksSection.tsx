import { css } from 'styled-system/css'
import { MAX_DISKS, type AdditionalDisk } from '~/machines/compute/instance-create'
import type { InstanceCreateProps } from '~/machines/compute/instance-create.machine'
import { Button, Table, formatBytes, GiB } from '~/views/ui'
import { Nothing, Section } from './Section'

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
          // With more disks than the page read, one may be attached by name.
          disabled={!page.canAddDisk || (page.attachableDisks.length === 0 && !page.more.disks)}
          disabledReason={page.canAddDisk ? 'No detached disks to attach' : full}
        >
          Attach existing disk
        </Button>
      </div>
    </Section>
  )
}
