import { useNavigate } from '@tanstack/react-router'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import type { BgpAnnounceSet } from '~/machines/system/bgp.input'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import { HrefLink } from './HrefLink'
import { Button, buttonClass, EmptyState, formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'
import { muted } from '~/views/ui/text'

type Props = { list: ListProps<BgpAnnounceSet>; write: Permission; onDelete: (s: BgpAnnounceSet) => void }

const toolbar = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '4', mb: '3' })
const note = css({ fontSize: 'sm', color: 'fgMuted', maxW: '70ch' })
const nameLink = css({ color: 'fg', fontWeight: 'medium', _hover: { color: 'accent' } })

/** Named sets of networks the rack announces, each drawn from an address lot block. */
export function AnnounceSetsTab({ list, write, onDelete }: Props) {
  const navigate = useNavigate()
  const create = write.allowed ? (
    <HrefLink href={pb.bgpAnnounceSetsNew()} className={buttonClass({ variant: 'primary', size: 'sm' })}>
      New announce set
    </HrefLink>
  ) : (
    <Button variant="primary" size="sm" disabled disabledReason={write.reason}>
      New announce set
    </Button>
  )
  return (
    <>
      <div className={toolbar}>
        <p className={note}>
          An announce set lists the networks a BGP config announces to its peers, each from a block of an address lot.
        </p>
        {create}
      </div>
      <ListTable
        label="Announce sets"
        list={list}
        rowKey={(s) => s.id}
        rowName={(s) => s.name}
        columns={[
          {
            header: 'Name',
            cell: (s) => (
              <HrefLink href={pb.bgpAnnounceSet({ announceSet: s.name })} className={nameLink}>
                {s.name}
              </HrefLink>
            ),
          },
          { header: 'Description', cell: (s) => <span className={muted}>{s.description}</span> },
          { header: 'Created', cell: (s) => formatDateTime(s.timeCreated), width: '12rem' },
        ]}
        rowActions={(s) => [
          { label: 'View announcements', onSelect: () => void navigate({ href: pb.bgpAnnounceSet({ announceSet: s.name }) }) },
          {
            label: 'Edit',
            disabled: !write.allowed,
            disabledReason: write.reason,
            onSelect: () => void navigate({ href: pb.bgpAnnounceSetEdit({ announceSet: s.name }) }),
          },
          { label: 'Delete', danger: write.allowed, disabled: !write.allowed, disabledReason: write.reason, onSelect: () => onDelete(s) },
        ]}
        emptyState={<EmptyState title="No announce sets" body="An announce set lists the networks the rack announces over BGP." />}
      />
    </>
  )
}
