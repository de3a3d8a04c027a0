import { useNavigate } from '@tanstack/react-router'
import { floatingIpRowActions, type FloatingIpRow } from '~/machines/networking/floating-ips'
import type { ListSelection } from '~/machines/shared/bulk.connect'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ColumnFailure, sectionCell } from '~/views/kit/SectionColumn'
import type { Section } from '~/machines/shared/section'
import type { Names } from '~/machines/shared/silo-pools'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { CopyToClipboard, formatDateTime, type ActionItem } from '~/views/ui'
import { css } from 'styled-system/css'
import { muted } from '~/views/ui/text'

type Props = {
  project: string
  list: ListProps<FloatingIpRow>
  selection?: ListSelection<FloatingIpRow>
  /** The names the rows point at by id: parts of the page, read beside the rows. */
  pools: Section<Names>
  instances: Section<Names>
  onAttach: (fip: FloatingIpRow) => void
  onDetach: (fip: FloatingIpRow) => void
  onDelete: (fip: FloatingIpRow) => void
}

const ipCell = css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontFamily: 'mono', fontSize: 'xs' })
// An id stands in for a name that could not be read: small, so it does not pass for one.
const idText = css({ color: 'fgMuted', fontFamily: 'mono', fontSize: 'xs' })

export function FloatingIpsPage({ project, list, selection, pools, instances, onAttach, onDetach, onDelete }: Props) {
  const navigate = useNavigate()
  const rowActions = (f: FloatingIpRow): ActionItem[] => {
    const can = floatingIpRowActions(f)
    return [
      { label: 'Edit', onSelect: () => void navigate({ to: pb.floatingIpEdit({ project, floatingIp: f.name }) }) },
      ...(can.attach ? [{ label: 'Attach', onSelect: () => onAttach(f) }] : []),
      ...(can.detach ? [{ label: 'Detach', onSelect: () => onDetach(f) }] : []),
      {
        label: 'Delete',
        danger: can.delete.allowed,
        disabled: !can.delete.allowed,
        disabledReason: can.delete.reason,
        onSelect: () => onDelete(f),
      },
    ]
  }
  return (
    <ResourceListPage
      title="Floating IPs"
      create={{ label: 'New floating IP', to: pb.floatingIpsNew({ project }) }}
      empty={{ title: 'No floating IPs', body: 'You need to create a floating IP to be able to see it here' }}
      list={list}
      selection={selection}
      rowKey={(f) => f.id}
      rowName={(f) => f.name}
      columns={[
        { header: 'Name', cell: (f) => <span className={css({ fontWeight: 'medium' })}>{f.name}</span> },
        { header: 'Description', cell: (f) => <span className={muted}>{f.description}</span> },
        {
          header: 'IP',
          width: '13rem',
          cell: (f) => (
            <span className={ipCell}>
              {f.ip}
              <CopyToClipboard text={f.ip} label={`Copy IP address of ${f.name}`} />
            </span>
          ),
        },
        {
          header: 'IP pool',
          cell: (f) => sectionCell(pools, (names) => names.get(f.ipPoolId) ?? <span className={idText}>{f.ipPoolId}</span>),
        },
        {
          header: 'Attached to',
          cell: (f) => {
            const id = f.instanceId
            if (!id) return <span className={muted}>—</span>
            return sectionCell(instances, (names) => {
              const name = names.get(id)
              return name ? <NameLink to={pb.instance({ project, instance: name })}>{name}</NameLink> : <span className={idText}>{id}</span>
            })
          },
        },
        { header: 'Created', cell: (f) => formatDateTime(f.timeCreated), width: '12rem' },
      ]}
      rowActions={rowActions}
    >
      <ColumnFailure section={pools} what="the IP pools’ names" />
      <ColumnFailure section={instances} what="the instances’ names" />
    </ResourceListPage>
  )
}
