import type { ListProps } from '~/machines/shared/list.connect'
import type { SiloIpPool } from '~/machines/system/ip-pools'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { Badge, Button, formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'

type Props = {
  list: ListProps<SiloIpPool>
  onLink: () => void
  onMakeDefault: (pool: SiloIpPool) => void
  onUnlink: (pool: SiloIpPool) => void
}

const toolbar = css({ display: 'flex', justifyContent: 'flex-end', mb: '3' })
const nameCell = css({ display: 'inline-flex', alignItems: 'center', gap: '2' })

/** The pools the silo's instances and floating IPs draw addresses from; at most one is the default. */
export function SiloIpPoolsTab({ list, onLink, onMakeDefault, onUnlink }: Props) {
  return (
    <ResourceListPage
      headless
      title="IP pools"
      empty={{ title: 'No IP pools', body: 'Link a pool so the silo’s instances can have external addresses' }}
      list={list}
      rowKey={(p) => p.id}
      rowName={(p) => p.name}
      columns={[
        {
          header: 'Name',
          cell: (p) => (
            <span className={nameCell}>
              <NameLink to={pb.ipPool({ pool: p.name })}>{p.name}</NameLink>
              {p.isDefault && <Badge variant="success">default</Badge>}
            </span>
          ),
        },
        { header: 'Description', cell: (p) => <span className={css({ color: 'fgMuted' })}>{p.description}</span> },
        { header: 'Created', cell: (p) => formatDateTime(p.timeCreated), width: '14rem' },
      ]}
      rowActions={(p) => [
        {
          label: 'Make default',
          disabled: p.isDefault,
          disabledReason: 'Already the silo’s default pool',
          onSelect: () => onMakeDefault(p),
        },
        { label: 'Unlink', danger: true, onSelect: () => onUnlink(p) },
      ]}
    >
      <div className={toolbar}>
        <Button variant="secondary" size="sm" onClick={onLink}>
          Link pool
        </Button>
      </div>
    </ResourceListPage>
  )
}
