import { useNavigate } from '@tanstack/react-router'
import type { VpcRouter } from '~/api'
import { routerActionDisabledReason } from '~/machines/networking/router-form.input'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'
import { RouterKindBadge } from './RouterKindBadge'

type Props = {
  project: string
  vpc: string
  list: ListProps<VpcRouter>
  onDelete: (router: VpcRouter) => void
}

/** The VPC page's routers tab: the system router and the custom ones. */
export function RoutersTab({ project, vpc, list, onDelete }: Props) {
  const navigate = useNavigate()
  const at = (router: VpcRouter) => ({ project, vpc, router: router.name })
  return (
    <ResourceListPage
      headless
      title="Routers"
      create={{ label: 'New router', to: pb.routersNew({ project, vpc }) }}
      empty={{ title: 'No routers', body: 'Routers you create in this VPC show here' }}
      list={list}
      rowKey={(r) => r.id}
      rowName={(r) => r.name}
      columns={[
        { header: 'Name', cell: (r) => <NameLink to={pb.router(at(r))}>{r.name}</NameLink> },
        { header: 'Kind', cell: (r) => <RouterKindBadge kind={r.kind} />, width: '8rem' },
        { header: 'Description', cell: (r) => <span className={css({ color: 'fgMuted' })}>{r.description}</span> },
        { header: 'Created', cell: (r) => formatDateTime(r.timeCreated), width: '14rem' },
      ]}
      rowActions={(r) => {
        const editReason = routerActionDisabledReason(r, 'edit')
        const deleteReason = routerActionDisabledReason(r, 'delete')
        return [
          {
            label: 'Edit',
            disabled: !!editReason,
            disabledReason: editReason,
            onSelect: () => void navigate({ to: pb.routerEdit(at(r)) }),
          },
          { label: 'Delete', danger: true, disabled: !!deleteReason, disabledReason: deleteReason, onSelect: () => onDelete(r) },
        ]
      }}
    />
  )
}
