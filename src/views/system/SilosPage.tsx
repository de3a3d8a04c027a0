import { Link } from '@tanstack/react-router'
import type { Silo } from '~/api'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/routes/paths'
import { ListTable } from '~/views/kit/ListTable'
import { Badge, EmptyState, PageHeader, formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'

export function SilosPage({ list }: { list: ListProps<Silo> }) {
  return (
    <>
      <PageHeader title="Silos" />
      <ListTable
        label="Silos"
        list={list}
        rowKey={(s) => s.id}
        columns={[
          {
            header: 'Name',
            cell: (s) => (
              <Link to={pb.silo({ silo: s.name })} className={css({ fontWeight: 'medium', _hover: { color: 'accent' } })}>
                {s.name}
              </Link>
            ),
          },
          { header: 'Discoverable', cell: (s) => <Badge variant={s.discoverable ? 'success' : 'neutral'}>{s.discoverable ? 'true' : 'false'}</Badge> },
          { header: 'Identity mode', cell: (s) => <Badge variant="info">{s.identityMode.replace('_', ' ')}</Badge> },
          { header: 'Created', cell: (s) => formatDateTime(s.timeCreated), width: '14rem' },
        ]}
        emptyState={<EmptyState title="No silos" body="Silos you create appear here" />}
      />
    </>
  )
}
