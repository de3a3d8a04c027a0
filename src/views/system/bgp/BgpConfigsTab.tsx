import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import type { BgpConfig } from '~/machines/system/bgp.input'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import { HrefLink } from './HrefLink'
import { Button, buttonClass, EmptyState, formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'
import { mono, muted } from '~/views/ui/text'

type Props = { list: ListProps<BgpConfig>; write: Permission; onDelete: (c: BgpConfig) => void }

const toolbar = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '4', mb: '3' })
const note = css({ fontSize: 'sm', color: 'fgMuted', maxW: '70ch' })

/** The rack's BGP configs: an ASN and the announce set its peers are sent. */
export function BgpConfigsTab({ list, write, onDelete }: Props) {
  const create = write.allowed ? (
    <HrefLink href={pb.bgpConfigsNew()} className={buttonClass({ variant: 'primary', size: 'sm' })}>
      New BGP config
    </HrefLink>
  ) : (
    <Button variant="primary" size="sm" disabled disabledReason={write.reason}>
      New BGP config
    </Button>
  )
  return (
    <>
      <div className={toolbar}>
        <p className={note}>
          A BGP config is the rack's autonomous system number and the announce set it announces. Switch port settings
          name a config for each of their BGP peers.
        </p>
        {create}
      </div>
      <ListTable
        label="BGP configs"
        list={list}
        rowKey={(c) => c.id}
        rowName={(c) => c.name}
        columns={[
          { header: 'Name', cell: (c) => c.name },
          { header: 'Description', cell: (c) => <span className={muted}>{c.description}</span> },
          { header: 'ASN', cell: (c) => <span className={mono}>{c.asn}</span>, width: '9rem' },
          { header: 'VRF', cell: (c) => c.vrf ?? <span className={muted}>—</span>, width: '9rem' },
          { header: 'Created', cell: (c) => formatDateTime(c.timeCreated), width: '12rem' },
        ]}
        rowActions={(c) => [
          { label: 'Delete', danger: write.allowed, disabled: !write.allowed, disabledReason: write.reason, onSelect: () => onDelete(c) },
        ]}
        emptyState={<EmptyState title="No BGP configs" body="Create an announce set first, then a config that announces it." />}
      />
    </>
  )
}
